/// SwiftUI's `@Animatable` macro (iOS 26) and its `@AnimatableIgnored` marks, blanked in an
/// app's source before compiling. On iOS the macro writes an `animatableData` from the type's
/// stored properties; Swift on Linux has no SwiftUI macro plugin to run, and a page shows each
/// change at once without interpolating, so the type is compiled as written without it (a
/// `Shape` stays `Animatable` through its own conformance). Pure; comments and strings are
/// skipped, and each attribute becomes spaces, so lines and columns keep their places.
package enum AnimatableMacro {
  /// The attributes blanked, longest first (each followed by a name's end).
  static let attributes = ["@AnimatableIgnored", "@Animatable"]

  /// `source` with each such attribute blanked, or `nil` when it has none (the blanking
  /// `ObjectiveCAttributes` does, without arguments).
  package static func blanked(_ source: [UInt8]) -> [UInt8]? {
    ObjectiveCAttributes.blanked(source, attributes: attributes, withArguments: false)
  }
}

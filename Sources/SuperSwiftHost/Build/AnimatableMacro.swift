/// SwiftUI's `@Animatable` macro (iOS 26) and its `@AnimatableIgnored` marks, blanked in an
/// app's source before compiling. On iOS the macro writes an `animatableData` from the type's
/// stored properties; Swift on Linux has no SwiftUI macro plugin to run, and a page shows each
/// change at once without interpolating, so the type is compiled as written without it (a
/// `Shape` stays `Animatable` through its own conformance). Pure; comments and strings are
/// skipped, and each attribute becomes spaces, so lines and columns keep their places.
package enum AnimatableMacro {
  /// The attributes blanked, longest first (each followed by a name's end).
  static let attributes = ["@AnimatableIgnored", "@Animatable"]

  /// `source` with each such attribute blanked, or `nil` when it has none.
  package static func blanked(_ source: [UInt8]) -> [UInt8]? {
    var output = source
    var changed = false
    for attribute in attributes {
      let text = Array(attribute.utf8)
      var scanner = PreviewMacro.Scanner(bytes: output)
      while let start = scanner.nextCode(matching: text) {
        let end = start + text.count
        // A longer name (`@AnimatableIgnored` when looking for `@Animatable`) is another one.
        if end < output.count, PreviewMacro.isIdentifier(output[end]) { continue }
        for index in start..<end { output[index] = 32 }
        changed = true
        scanner = PreviewMacro.Scanner(bytes: output, index: end)
      }
    }
    return changed ? output : nil
  }
}

@_spi(Host) import SuperSwiftLayout

/// A piece of user interface, described by its `body`.
///
/// Views are values, made anew on every render; what must last (`@State`) is kept by the
/// view graph under the view's place in the tree, not in the value.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public typealias Body = Never
  /// Never called: primitive views render themselves.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the renderer knows how to turn into nodes itself, instead of asking for its body.
@MainActor
protocol PrimitiveView {
  /// The nodes this view renders at `path`.
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node]
}

extension PrimitiveView {
  /// Primitive views have no body; asking for it is a bug in this module.
  func bodyError() -> Never {
    fatalError("\(type(of: self)) is a primitive view and has no body")
  }
}

extension View {
  /// Prints what changed to make the view render again (a SwiftUI debugging aid): prints the
  /// view's type, as the page renders the whole tree on each change.
  public static func _printChanges() { print("\(Self.self): rendered") }
}

@_spi(Host) import SuperSwiftLayout

/// A reusable change to a view: `content.modifier(MyStyle())`, with `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The placeholder for the view being modified.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let render: () -> [Node]
  /// The content is primitive.
  public var body: Never { bodyError() }
}

extension _ViewModifier_Content: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { render() }
}

/// A modifier this module renders itself, instead of asking for its body.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// The nodes of the modified content; `content` renders the content at its place.
  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node]
}

extension PrimitiveModifier {
  /// Primitive modifiers have no body.
  func body(content: Content) -> Never { fatalError("\(type(of: self)) is a primitive modifier") }
}

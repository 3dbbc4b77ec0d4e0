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

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// A modified view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A modified view is primitive.
  public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    // The content keeps the place it had unmodified, so adding a modifier keeps state.
    let content = content
    let render = { context.render(content, at: path) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.nodes(content: render, at: path, in: context)
    }
    let place = path.appending(String(describing: Modifier.self))
    context.graph.attachProperties(of: modifier, at: place, in: context)
    return context.render(modifier.body(content: _ViewModifier_Content(render: render)), at: place)
  }
}

extension View {
  /// Applies a modifier.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

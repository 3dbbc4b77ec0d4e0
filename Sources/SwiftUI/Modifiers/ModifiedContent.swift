@_spi(Host) import SuperSwiftLayout

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

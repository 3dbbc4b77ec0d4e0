@_spi(Host) import SuperSwiftLayout

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at a placement: leading, principal (the middle), trailing, the bottom bar.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// An item is primitive: its content, marked with its placement.
  public var body: Never { bodyError() }
}

extension ToolbarItem: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    context.render(content, at: path).map { node in
      var node = node
      node.properties["placement"] = .string(placement.name)
      return node
    }
  }
}

@_spi(Host) import SuperSwiftLayout

/// A value that identifies a view among a picker's options: `.tag("Tea")`.
struct TagModifier: PrimitiveModifier {
  let tag: any Hashable

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    context.tag(content(), with: tag)
  }
}

extension View {
  /// Tags this view with a value, which a `Picker` compares with its selection.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: tag))
  }
}

extension RenderContext {
  /// Records `tag` for each of `nodes` that has none yet (an inner `tag` wins).
  func tag(_ nodes: [Node], with tag: any Hashable) -> [Node] {
    nodes.map { node in
      guard node.tagIndex == nil else { return node }
      var node = node
      node.tagIndex = tagValues.count
      tagValues.append(tag)
      return node
    }
  }
}

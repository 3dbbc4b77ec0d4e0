@_spi(Host) import SuperSwiftLayout

/// Sets the navigation title of the screen it is on, over any a view inside set (the outermost
/// wins); outside a navigation stack whose screen has a title, it changes nothing.
struct TitleModifier: PrimitiveModifier {
  let title: String

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    if !context.titleIsFinal { context.title = title }
    return nodes.map { node in
      var node = node
      node.screenTitle = title
      return node
    }
  }
}

extension View {
  /// The title shown at the top of the app's page.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    modifier(TitleModifier(title: title.text))
  }

  /// The title shown at the top of the app's page, from a string value.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(TitleModifier(title: String(title)))
  }

  /// The title shown at the top of the app's page, from a text.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(TitleModifier(title: title.string))
  }

  /// A title the person may rename (iOS 16's editable title): shown as the binding's value.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(TitleModifier(title: title.wrappedValue))
  }
}

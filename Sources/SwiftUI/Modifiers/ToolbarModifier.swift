@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Puts toolbar items in a row above the content, where a phone shows its navigation bar.
struct ToolbarModifier<Items: View>: PrimitiveModifier {
  let items: Items

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    // A label in a toolbar shows its icon only, as iOS draws bar items (its title stays its name
    // for assistive technology), unless the app chose a label style.
    let bar = context.withEnvironment({ if $0.labelStyle == "automatic" { $0.labelStyle = "iconOnly" } }) {
      context.render(items, at: path.appending("toolbar"))
    }
    let nodes = content()
    guard !bar.isEmpty else { return nodes }
    return [Node(.toolbar, children: bar)] + nodes
  }
}

extension View {
  /// Toolbar items (`ToolbarItem` or plain views), shown in a row above the view.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}

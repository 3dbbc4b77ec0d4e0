@_spi(Host) import SuperSwift

/// Puts toolbar items in a row above the content, where a phone shows its navigation bar.
struct ToolbarModifier<Items: View>: PrimitiveModifier {
  let items: Items

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let bar = context.render(items, at: path.appending("toolbar"))
    let nodes = content()
    guard !bar.isEmpty else { return nodes }
    return [Node("toolbar", children: bar)] + nodes
  }
}

extension View {
  /// Toolbar items (`ToolbarItem` or plain views), shown in a row above the view.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content

  /// An item at a placement; the page shows every item in one row.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
    self.content = content()
  }

  /// The item's content.
  public var body: some View { content }
}

/// Where a toolbar item goes; accepted for every placement a phone has.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// Where the system puts it.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The action that confirms.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The action that cancels.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The action that destroys.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The leading end of the navigation bar (the older spelling).
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar (the older spelling).
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The centre of the top bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
}

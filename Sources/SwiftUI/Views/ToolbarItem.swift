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

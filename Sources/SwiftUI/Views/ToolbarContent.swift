@_spi(Host) import SuperSwiftLayout

// Toolbar content is made of views here: `ToolbarItem` and `ToolbarItemGroup` are views marked
// with their placement, so a toolbar's builder is the view builder and its content any view.

/// What a toolbar holds (`some ToolbarContent`): views, here.
public typealias ToolbarContent = View

/// Toolbar content whose items the person may rearrange (`toolbar(id:)`): views, here.
public typealias CustomizableToolbarContent = View

/// Builds a toolbar's items: the view builder, here.
public typealias ToolbarContentBuilder = ViewBuilder

extension View {
  /// A toolbar the person may customise (a page's toolbar is not customised: the items show).
  public func toolbar<Items: View>(id: String, @ViewBuilder content: () -> Items) -> some View {
    toolbar(content: content)
  }
}

extension ToolbarItem {
  /// An item with an identifier, for a customisable toolbar.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemGroup {
  /// Items at a placement with a label for when they collapse into a menu (they show side by
  /// side on a page).
  public init<L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
  ) {
    self.init(placement: placement, content: content)
  }
}

/// A menu under the navigation title (iOS 16; a page shows the title alone).
public struct ToolbarTitleMenu<Content: View>: View {
  let content: Content
  /// A title menu of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Nothing shows in place of the item (the title stays the title).
  public var body: some View { EmptyView() }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
  /// The identity modifier.
  public static let identity = EmptyModifier()
  /// An empty modifier.
  public init() {}
  /// The content unchanged.
  public func body(content: Content) -> some View { content }
}

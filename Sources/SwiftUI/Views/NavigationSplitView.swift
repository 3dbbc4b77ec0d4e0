@_spi(Host) import SuperSwiftLayout

/// Columns side by side on a large screen: a sidebar, an optional content column, and a
/// detail. A phone's width shows them one above the other here, in one navigation stack, so
/// what a selection in the sidebar changes in the detail is in view below it.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// A sidebar, a content column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// A sidebar, a content column and a detail, with the columns' visibility (accepted: all show).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// The columns, one above the other, in a navigation stack.
  public var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        sidebar
        content
        detail
      }
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A sidebar and a detail, with the columns' visibility (accepted: both show).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A sidebar and a detail, with the column a phone shows first (accepted: both show).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A sidebar and a detail, with the columns' visibility and the column a phone shows first.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

/// Which of a split view's columns show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The content column.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The detail.
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view arranges its columns (accepted: a phone's width stacks them).
public protocol NavigationSplitViewStyle {}

/// The platform's arrangement.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// Columns of balanced widths.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// The detail larger than the other columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's arrangement.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns of balanced widths.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail larger.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Accepted; a phone's width stacks the columns.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
  /// Accepted; a phone's width stacks the columns.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  /// Accepted; a phone's width stacks the columns.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    self
  }
}

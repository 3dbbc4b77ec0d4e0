@_spi(Host) import SuperSwiftLayout

/// How a `TabView` shows its tabs: a tab bar (`.automatic`), or pages one at a time with dots
/// to move between them (`.page`), as onboarding pagers use.
public protocol TabViewStyle {
  /// The style's name on the page.
  var name: String { get }
}

/// Tabs with a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

/// iOS 18's tab bar that becomes a sidebar where there is room: a tab bar on a phone's page.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page: a phone's tab bar.
  public var name: String { "automatic" }
}

/// iOS 18's tab bar only, never a sidebar: a tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where there is room (a tab bar on a phone).
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// Pages, one at a time, with dots below them.
public struct PageTabViewStyle: TabViewStyle {
  /// Whether the dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let shows: Bool
    /// As the platform does: shown when there is more than one page.
    public static let automatic = IndexDisplayMode(shows: true)
    /// Always shown.
    public static let always = IndexDisplayMode(shows: true)
    /// Never shown (the app moves between pages itself).
    public static let never = IndexDisplayMode(shows: false)
  }

  let indexDisplayMode: IndexDisplayMode

  /// Pages, with the dots shown or hidden.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

  /// The style's name on the page.
  public var name: String { indexDisplayMode.shows ? "page" : "pageWithoutIndex" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// Tabs with a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages, one at a time, with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages, with the dots shown or hidden.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How a paged view's dots look (accepted: the page draws its own dots).
public protocol IndexViewStyle {}

/// Dots on a background or not.
public struct PageIndexViewStyle: IndexViewStyle {
  /// Whether the dots have a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    /// As the platform does.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Only while interacting.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }
  /// Dots with a background mode.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Dots with a background mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// How the tab views inside show their tabs.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    transformEnvironment { $0.tabViewStyle = style.name }
  }

  /// Accepted; the page draws its own dots.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

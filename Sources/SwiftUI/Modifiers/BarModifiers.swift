import Foundation

// The bars' additions of iOS 18 and 26: tab bars that shrink, an accessory above them, toolbar
// spacers and shared backgrounds, subtitles, scroll edge effects and bars in the safe area. A
// page draws its bars the same whatever iOS would do when the person scrolls; what each one
// shows is said beside it.

/// When a tab bar shrinks to make room for content (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
  /// When the person scrolls down.
  public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
  /// When the person scrolls up.
  public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
  /// Never.
  public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

/// Where a tab view's bottom accessory is drawn (iOS 26), as its content reads it from the
/// environment: `expanded` above the tab bar, as a page always draws it.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// Inline with a minimised tab bar.
  case inline
  /// Above the tab bar.
  case expanded
}

extension EnvironmentValues {
  /// Where the tab view's bottom accessory is drawn (always `.expanded` on a page).
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { .expanded }
}

/// How a search field in a toolbar shows (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
  /// Shrunk to a button until tapped.
  public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// How the edge of a scroll view fades under a bar (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
  /// A sharp edge.
  public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
  /// A soft fade.
  public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// How much room a toolbar spacer takes (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
  let name: String
  /// As much as there is.
  public static var flexible: SpacerSizing { SpacerSizing(name: "flexible") }
  /// A fixed gap that separates groups of items.
  public static var fixed: SpacerSizing { SpacerSizing(name: "fixed") }
}

/// Space between toolbar items (iOS 26): a fixed gap separates their glass groups, a flexible
/// one pushes them apart. A page's bar lays its items out as it does without it.
public struct ToolbarSpacer: View {
  /// A spacer of `sizing` at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  /// Nothing shows.
  public var body: some View { EmptyView() }
}

/// The kinds of item the system puts in a toolbar itself (iOS 26).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  /// The search field.
  public static var search: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "search") }
  /// The sidebar's button.
  public static var sidebarToggle: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "sidebarToggle") }
}

/// A system item placed in a toolbar (iOS 26): the search field moved to the bottom bar, say.
/// A page keeps its search field where `searchable` put it.
public struct DefaultToolbarItem: View {
  /// The item of `kind` at `placement`.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
  /// Nothing more shows.
  public var body: some View { EmptyView() }
}

/// How a tab view's sidebar was arranged by the person (iOS 18): kept for the run, as the page
/// shows every tab.
public struct TabViewCustomization: Hashable, Codable, Sendable {
  /// An arrangement as the app made it.
  public init() {}
  /// The visibility the person chose for a tab, by its customization identifier.
  public subscript(visibility id: String) -> Visibility {
    get { .automatic }
    set {}
  }
  /// Puts the sections' tabs back in the app's order.
  public mutating func resetSectionOrder() {}
  /// Makes every tab visible as the app made it.
  public mutating func resetVisibility() {}
}

extension View {
  /// Accepted; a page keeps its tab bar as it is. On iOS 26, when the tab bar shrinks.
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

  /// A view above the tab bar, such as a now-playing bar (iOS 26): the tab view below draws it
  /// under the shown tab's content, above its bar.
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let accessory = AnyView(content())
    return transformEnvironment { $0.tabBottomAccessory = accessory }
  }

  /// A view above the tab bar while `isEnabled` (iOS 26.1).
  public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content)
    -> some View
  {
    let accessory = isEnabled ? AnyView(content()) : nil
    return transformEnvironment { $0.tabBottomAccessory = accessory }
  }

  /// A bar of the app's own along `edge`, with the scroll edge effect under it (iOS 26): the
  /// view in the rest of the space, as `safeAreaInset` places it.
  public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// A bar of the app's own along a leading or trailing edge (iOS 26).
  public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Accepted; a page's bar shows the title alone. On iOS 26, a line under the title.
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }
  /// Accepted; as above, from a localized key.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
  /// Accepted; as above, from a string.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

  /// Accepted; a page shows the search field. On iOS 26, how it shows in the toolbar.
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

  /// Accepted; a page's bars are solid. On iOS 26, how scroll views fade under them.
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

  /// Accepted; as above. Hides the fade under bars.
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

  /// Accepted; a page's bar items have no background. On iOS 26, whether one shares the bar's.
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some View { self }

  /// Accepted; a page shows its bars (iOS 18's spelling of `toolbar(_:for:)`).
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted; a phone shows the tab bar, as a page does. A view above an iPad's sidebar.
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Accepted; as above. A view below the sidebar.
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Accepted; as above. A view at the sidebar's bottom.
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Accepted; as above. Keeps the person's arrangement of the sidebar.
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

  /// Accepted; as above. Actions beside a tab section's header.
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Accepted; a page shows every tab. On iOS 18, where a tab shows.
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
    self
  }

  /// Accepted; as above. The identifier the person's arrangement keeps a tab under.
  public func customizationID(_ id: String) -> some View { self }
}

/// Where an adaptable tab bar shows a tab (iOS 18).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
  /// The tab bar.
  public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
  /// The sidebar.
  public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }
}

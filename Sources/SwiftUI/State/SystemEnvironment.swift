import Foundation
@_spi(Host) import SuperSwiftLayout

// The system's environment values that apps read to adapt (size classes, Dynamic Type,
// accessibility settings, layout direction, text settings…), with what a page in a phone's
// browser has: a compact-width portrait phone, the default text size, no assistive settings
// the page can see. Each can be set below a view with `.environment(\.name, value)`.

extension EnvironmentValues {
  /// The value a view above set for the key named `name`, or `fallback`.
  fileprivate func system<V>(_ fallback: V, _ name: String = #function) -> V {
    guard let value = system[name] else { return fallback }
    return value as? V ?? fallback
  }

  /// Sets the value of the key named `name` for the views below.
  fileprivate mutating func setSystem<V>(_ value: V, _ name: String = #function) { system[name] = value }

  /// The width class: `.compact`, as on a phone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { system(.compact) }
    set { setSystem(newValue) }
  }
  /// The height class: `.regular`, as on a phone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { system(.regular) }
    set { setSystem(newValue) }
  }
  /// The text size the person chose: `.large`, the default.
  public var dynamicTypeSize: DynamicTypeSize {
    get { system(.large) }
    set { setSystem(newValue) }
  }
  /// The older name of the text size: `.large`, the default.
  public var sizeCategory: ContentSizeCategory {
    get { system(.large) }
    set { setSystem(newValue) }
  }
  /// Left to right, or right to left.
  public var layoutDirection: LayoutDirection {
    get { system(.leftToRight) }
    set { setSystem(newValue) }
  }
  /// Standard or increased contrast: `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { system(.standard) }
    set { setSystem(newValue) }
  }
  /// Bold text turned on (`.bold`) or not (`.regular`).
  public var legibilityWeight: LegibilityWeight? {
    get { system(.regular) }
    set { setSystem(newValue) }
  }
  /// Pixels per point: 3, as on a phone.
  public var displayScale: CGFloat {
    get { system(3) }
    set { setSystem(newValue) }
  }
  /// The width of a pixel, in points.
  public var pixelLength: CGFloat { 1 / displayScale }
  /// The scale of images in text.
  public var imageScale: Image.Scale {
    get { system(.medium) }
    set { setSystem(newValue) }
  }
  /// The size of controls.
  public var controlSize: ControlSize {
    get { system(.regular) }
    set { setSystem(newValue) }
  }
  /// Whether an accessibility technology is on (the page cannot tell: `false`).
  public var accessibilityEnabled: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether the person asked for less transparency (`false` on a page).
  public var accessibilityReduceTransparency: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether colors are inverted (`false` on a page).
  public var accessibilityInvertColors: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether the large content viewer is on (`false` on a page).
  public var accessibilityLargeContentViewerEnabled: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether animated images play (`true` on a page).
  public var accessibilityPlayAnimatedImages: Bool {
    get { system(true) }
    set { setSystem(newValue) }
  }
  /// Whether buttons show their shapes (`false` on a page).
  public var accessibilityShowButtonShapes: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether Switch Control is on (`false` on a page).
  public var accessibilitySwitchControlEnabled: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether flashing lights are dimmed (`false` on a page).
  public var accessibilityDimFlashingLights: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// The font a view above set, if any.
  public var font: Font? {
    get { system(Font?.none) }
    set { setSystem(newValue) }
  }
  /// The most lines text may take (`nil`: as many as it needs).
  public var lineLimit: Int? {
    get { system(Int?.none) }
    set { setSystem(newValue) }
  }
  /// Extra space between lines of text.
  public var lineSpacing: CGFloat {
    get { system(0) }
    set { setSystem(newValue) }
  }
  /// How far text may shrink to fit.
  public var minimumScaleFactor: CGFloat {
    get { system(1) }
    set { setSystem(newValue) }
  }
  /// How lines of text align.
  public var multilineTextAlignment: TextAlignment {
    get { system(.leading) }
    set { setSystem(newValue) }
  }
  /// Upper- or lowercase text, or as written (`nil`).
  public var textCase: Text.Case? {
    get { system(Text.Case?.none) }
    set { setSystem(newValue) }
  }
  /// Where text too long is cut.
  public var truncationMode: Text.TruncationMode {
    get { system(.tail) }
    set { setSystem(newValue) }
  }
  /// Whether text may tighten its letters to fit.
  public var allowsTightening: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether fields correct spelling as the person types (the browser decides).
  public var autocorrectionDisabled: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// The older spelling of `autocorrectionDisabled`.
  public var disableAutocorrection: Bool? {
    get { system(Bool?.none) }
    set { setSystem(newValue) }
  }
  /// Whether the list is being edited; `EditButton` and `.environment(\.editMode, …)` set it.
  public var editMode: Binding<EditMode>? {
    get { system(Binding<EditMode>?.none) }
    set { setSystem(newValue) }
  }
  /// Whether the view is in a presented sheet or pushed screen (`false` at the root).
  public var isPresented: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether a search is going on (`false`).
  public var isSearching: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether the nearest focusable view has focus (`false`).
  public var isFocused: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether scroll views scroll.
  public var isScrollEnabled: Bool {
    get { system(true) }
    set { setSystem(newValue) }
  }
  /// Whether the screen is dimmed (always-on displays; `false`).
  public var isLuminanceReduced: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Whether the app may open several windows (`false` on a phone).
  public var supportsMultipleWindows: Bool { false }
  /// Why content is redacted (none).
  public var redactionReasons: RedactionReasons {
    get { system(RedactionReasons()) }
    set { setSystem(newValue) }
  }
  /// The smallest height of a list row.
  public var defaultMinListRowHeight: CGFloat {
    get { system(44) }
    set { setSystem(newValue) }
  }
  /// The smallest height of a list's section header.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { system(CGFloat?.none) }
    set { setSystem(newValue) }
  }
  /// How prominent section headers are.
  public var headerProminence: Prominence {
    get { system(.standard) }
    set { setSystem(newValue) }
  }
  /// How symbols color their layers (`nil`: each symbol's own).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { system(SymbolRenderingMode?.none) }
    set { setSystem(newValue) }
  }
  /// Whether scroll views show their vertical indicator.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Whether scroll views show their horizontal indicator.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Opens a URL: `openURL(url)`. A handler the app set runs; the page itself opens nothing
  /// yet (as `UIApplication.open`; a `Link` opens web and mail addresses).
  public var openURL: OpenURLAction {
    get { system(OpenURLAction(handler: { _ in .systemAction })) }
    set { setSystem(newValue) }
  }
  /// What `.refreshable` put here for the views inside (`nil` elsewhere).
  public var refresh: RefreshAction? {
    get { system(RefreshAction?.none) }
    set { setSystem(newValue) }
  }
  /// Ends a search (nothing to end on a page without one).
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

/// A size class: how much room there is along an axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: a phone's width.
  case compact
  /// Room to spare: a phone's height, a tablet's width.
  case regular
}

/// The text sizes a person can choose, from extra small to the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of the text sizes.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// Which way text and stacks run.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// Standard or increased contrast.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// Standard contrast.
  case standard
  /// Increased contrast.
  case increased
}

/// Whether the person turned on bold text.
public enum LegibilityWeight: Hashable, Sendable {
  /// Regular.
  case regular
  /// Bold.
  case bold
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
  /// As usual.
  case standard
  /// More.
  case increased
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden (still shown while scrolling on some platforms).
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Why a view's content is shown as placeholders.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons, as bits.
  public let rawValue: Int
  /// Reasons from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content, while data loads.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content no longer valid.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe).
  case transient
  /// Editing.
  case active

  /// Whether rows can be moved and deleted now.
  public var isEditing: Bool { self != .inactive }
}

/// What `@Environment(\.openURL)` gives: call it with a URL to open it.
public struct OpenURLAction {
  /// What an opener did with a URL.
  public struct Result: Sendable {
    let name: String
    /// Opened by the app's own handler.
    public static let handled = Result(name: "handled")
    /// Not opened, on purpose.
    public static let discarded = Result(name: "discarded")
    /// Left to the system to open.
    public static let systemAction = Result(name: "systemAction")
    /// Left to the system to open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
  }

  let handler: (URL) -> Result

  /// An opener that hands each URL to `handler` first.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url` (through the app's handler when one was set).
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then tells `completion` whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handler(url).name == "handled")
  }
}

/// What `.refreshable` gives the views inside: call it to refresh.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Refreshes.
  public func callAsFunction() async { await action() }
}

/// Ends the search the view is in.
public struct DismissSearchAction: Sendable {
  /// Ends the search (none on a page).
  public func callAsFunction() {}
}

// Values a page has no counterpart for, or only a fixed one: readable and settable, so code
// that reads them compiles and sees what an iPhone's page would.
extension EnvironmentValues {
  /// Starts renaming the view's title (none on a page: calling it does nothing).
  public var rename: RenameAction? {
    get { system(nil) }
    set { setSystem(newValue) }
  }
  /// Moves focus back to the default view (a page's focus is the browser's).
  public var resetFocus: ResetFocusAction {
    get { system(ResetFocusAction()) }
    set { setSystem(newValue) }
  }
  /// Passkey and Sign in with Apple requests (none on a page).
  public var authorizationController: AuthorizationController {
    get { system(AuthorizationController()) }
    set { setSystem(newValue) }
  }
  /// A web sign-in session (a page opens links as links).
  public var webAuthenticationSession: WebAuthenticationSession {
    get { system(WebAuthenticationSession()) }
    set { setSystem(newValue) }
  }
  /// Whether buttons repeat while held: `.automatic`.
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// The keyboard shortcut of the view, if one was set.
  public var keyboardShortcut: KeyboardShortcut? {
    get { system(nil) }
    set { setSystem(newValue) }
  }
  /// Whether menus show their indicator: `.automatic`.
  public var menuIndicatorVisibility: Visibility {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// The order of menu items: `.automatic`.
  public var menuOrder: MenuOrder {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Where search suggestions show: `.automatic`.
  public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Core Data's context (there is no Core Data store on Linux: a context that saves nothing).
  public var managedObjectContext: NSManagedObjectContext {
    get { system(NSManagedObjectContext.placeholder) }
    set { setSystem(newValue) }
  }
  /// SwiftData's context (there is no SwiftData store on Linux: a context that keeps nothing).
  public var modelContext: ModelContext {
    get { system(ModelContext.placeholder) }
    set { setSystem(newValue) }
  }
  /// The undo manager of the window: one for the whole page.
  public var undoManager: UndoManager? {
    get { system(EnvironmentValues.pageUndoManager) }
    set { setSystem(newValue) }
  }
  /// How scrolling dismisses the keyboard: `.automatic`.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Whether horizontal scroll views bounce: `.automatic`.
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Whether vertical scroll views bounce: `.automatic`.
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { system(.automatic) }
    set { setSystem(newValue) }
  }
  /// Whether a Live Activity is shown full screen: never on a page.
  public var isActivityFullscreen: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// Asks for an App Store review (there is no store on a page: it does nothing).
  public var requestReview: RequestReviewAction {
    get { system(RequestReviewAction()) }
    set { setSystem(newValue) }
  }
  /// The dynamic range images may use: standard.
  public var allowedDynamicRange: Image.DynamicRange? {
    get { system(nil) }
    set { setSystem(newValue) }
  }
  /// The material behind the view, if one is.
  public var backgroundMaterial: Material? {
    get { system(nil) }
    set { setSystem(newValue) }
  }
  /// How prominent the background is: `.standard`.
  public var backgroundProminence: BackgroundProminence {
    get { system(.standard) }
    set { setSystem(newValue) }
  }
  /// The style `.background()` with no arguments fills with, if one was set.
  public var backgroundStyle: AnyShapeStyle? {
    get { system(nil) }
    set { setSystem(newValue) }
  }
  /// How prominent badges are: `.standard`.
  public var badgeProminence: BadgeProminence {
    get { system(.standard) }
    set { setSystem(newValue) }
  }
  /// How content changes are drawn: `.identity` (pages show changes at once).
  public var contentTransition: ContentTransition {
    get { system(.identity) }
    set { setSystem(newValue) }
  }
  /// Whether content transitions draw offscreen first: no.
  public var contentTransitionAddsDrawingGroup: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// The variant symbols are drawn in: `.none`.
  public var symbolVariants: SymbolVariants {
    get { system(.none) }
    set { setSystem(newValue) }
  }
  /// Whether a widget's container background shows: a page is no widget, so yes.
  public var showsWidgetContainerBackground: Bool {
    get { system(true) }
    set { setSystem(newValue) }
  }
  /// Whether a widget's label shows: no.
  public var showsWidgetLabel: Bool {
    get { system(false) }
    set { setSystem(newValue) }
  }
  /// The widget's size: a page is no widget, so `.systemMedium`.
  public var widgetFamily: WidgetFamily {
    get { system(.systemMedium) }
    set { setSystem(newValue) }
  }
  /// How a widget is rendered: in full colour.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { system(.fullColor) }
    set { setSystem(newValue) }
  }
  /// A widget's content margins: none.
  public var widgetContentMargins: EdgeInsets {
    get { system(EdgeInsets()) }
    set { setSystem(newValue) }
  }
}

extension EnvironmentValues: CustomStringConvertible {
  /// A description of the values set for the views below (their names).
  public var description: String {
    "EnvironmentValues(\((custom.count + system.count)) set: \(system.keys.sorted().joined(separator: ", ")))"
  }
}

extension EnvironmentValues {
  /// The page's one undo manager.
  static let pageUndoManager = UndoManager()
}

/// Starts renaming a view's title.
public struct RenameAction: Sendable {
  let action: @Sendable () -> Void
  /// Starts renaming.
  public func callAsFunction() { action() }
}

/// Moves focus back to the default view in a namespace.
public struct ResetFocusAction: Sendable {
  /// Resets focus (the browser's focus stays where it is).
  public func callAsFunction(in namespace: Namespace.ID) {}
}

/// Passkey and Sign in with Apple requests, as AuthenticationServices' (none on a page).
public struct AuthorizationController: Sendable {}

/// A web sign-in session, as AuthenticationServices' (none on a page).
public struct WebAuthenticationSession: Sendable {}

/// Asks for an App Store review, as StoreKit's (there is no store on a page).
public struct RequestReviewAction: Sendable {
  /// Asks (nothing happens).
  public func callAsFunction() {}
}

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  /// In a menu.
  public static let menu = SearchSuggestionsPlacement(name: "menu")
  /// In place of the content.
  public static let content = SearchSuggestionsPlacement(name: "content")
}

/// How prominent a background is.
public struct BackgroundProminence: Hashable, Sendable {
  let name: String
  /// Standard.
  public static let standard = BackgroundProminence(name: "standard")
  /// Increased, as for a selected row.
  public static let increased = BackgroundProminence(name: "increased")
}

/// A widget's size, as WidgetKit's.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable {
  /// Small.
  case systemSmall
  /// Medium.
  case systemMedium
  /// Large.
  case systemLarge
  /// Extra large.
  case systemExtraLarge
  /// A circular Lock Screen widget.
  case accessoryCircular
  /// A rectangular Lock Screen widget.
  case accessoryRectangular
  /// An inline Lock Screen widget.
  case accessoryInline
}

/// How a widget is rendered, as WidgetKit's.
public struct WidgetRenderingMode: Hashable, Sendable {
  let name: String
  /// In full colour.
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Tinted by the system.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// In one colour.
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

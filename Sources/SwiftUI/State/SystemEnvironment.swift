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

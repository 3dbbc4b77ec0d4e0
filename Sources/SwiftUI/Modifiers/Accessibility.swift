import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// The rest of SwiftUI's accessibility modifiers. Labels, hints, values, hidden, identifiers,
// traits and headings become ARIA on the page (see the host's InterfaceStyle); actions a
// screen reader would offer (adjust, escape, magic tap, custom actions) have no ARIA
// equivalent a page's reader runs, so they are accepted and do nothing.

extension View {
  /// The older spelling of `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// The older spelling of `accessibilityHint(_:)`.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// The older spelling of `accessibilityValue(_:)`.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// The older spelling of `accessibilityHidden(_:)`.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// The older spelling of `accessibilityIdentifier(_:)`.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// The older spelling of `accessibilityAddTraits(_:)`.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  /// The older spelling of `accessibilityRemoveTraits(_:)`.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  /// The older spelling of `accessibilitySortPriority(_:)`.
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
  /// The older spelling of `accessibilityInputLabels(_:)`.
  public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }

  /// Makes the view a heading of `level` for assistive technology (`role="heading"` on the page).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    style(.accessibilityHeading, .number(Double(level.level)))
  }

  /// Accepted; a page's reader reads elements in their order on the page.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  /// Accepted; a page's voice control uses the visible label.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
  /// Accepted; a page's voice control uses the visible label.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
  /// Accepted; a page's voice control uses the visible label.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

  /// Accepted; a page's reader has no adjustable action (the person uses the view's own controls).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  { self }
  /// Accepted; a page runs no accessibility actions of its own.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
  /// Accepted; a page runs no custom accessibility actions.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
  /// Accepted; a page runs no custom accessibility actions.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    self
  }
  /// Accepted; a page runs no custom accessibility actions.
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View { self }
  /// Accepted; a page runs no custom accessibility actions.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
  /// Accepted; a page's reader scrolls as the page does.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
  /// Accepted; a page's reader zooms as the browser does.
  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
    self
  }
  /// Accepted; a page's reader activates the element's centre.
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
  /// Accepted; a page's reader activates the element's centre.
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
  /// Accepted; a page's elements speak for themselves.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
  /// Accepted; a page's elements speak for themselves.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
  /// Accepted; the page's elements take input as they are.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
  /// Accepted; a page's reader reads the visible text.
  public func accessibilityCustomContent(
    _ label: LocalizedStringKey, _ value: Text, importance: AXCustomContentImportance = .default
  ) -> some View { self }
  /// Accepted; a page's reader reads the visible text.
  @_disfavoredOverload
  public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
    _ label: L, _ value: V, importance: AXCustomContentImportance = .default
  ) -> some View { self }
  /// Accepted; the browser shows its own large text.
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// Accepted; the browser shows its own large text.
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
    self
  }
  /// Accepted; the browser inverts colors itself.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
  /// Accepted; the page's reader reads text as text.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
  /// Accepted; the page's elements take touches as they are.
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> some View { self }
  /// Accepted; a page's reader follows the page's focus.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
  /// Accepted; a page's reader follows the page's focus.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  public func speechAdjustedPitch(_ value: Double) -> some View { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}

extension Text {
  /// The text with a label for assistive technology instead of its own words.
  nonisolated public func accessibilityLabel(_ label: Text) -> Text {
    styled(.accessibilityLabel, .string(label.string))
  }
  /// The text with a label for assistive technology instead of its own words.
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> Text {
    styled(.accessibilityLabel, .string(label.text))
  }
  /// The text with a label from a string value.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    styled(.accessibilityLabel, .string(String(label)))
  }
  /// The text as a heading of `level`.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    styled(.accessibilityHeading, .number(Double(level.level)))
  }
  /// Accepted; a page's reader reads text as text.
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  nonisolated public func speechAdjustedPitch(_ value: Double) -> Text { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
  /// Accepted; a page's reader speaks with the browser's voice.
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}

/// Which way an adjustable element is adjusted.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up.
  case increment
  /// Down.
  case decrement
}

/// The kinds of accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The element's main action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Going back, dismissing.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deleting.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// A heading's level.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  /// As the platform decides (level 2 on a page).
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6

  /// The ARIA level.
  var level: Int {
    switch self {
    case .unspecified: 2
    case .h1: 1
    case .h2: 2
    case .h3: 3
    case .h4: 4
    case .h5: 5
    case .h6: 6
    }
  }
}

/// What kind of text an element holds, for how a reader speaks it.
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String
  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// Console output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// A file system listing.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// A narrative.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How important a piece of custom accessibility content is.
public enum AXCustomContentImportance: Hashable, Sendable {
  /// Read when asked.
  case `default`
  /// Read at once.
  case high
}

/// A zoom asked for through assistive technology.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Zoom in or out.
  public enum Direction: Hashable, Sendable {
    /// In.
    case zoomIn
    /// Out.
    case zoomOut
  }
  /// Which way.
  public let direction: Direction
  /// Where, in the view.
  public let location: UnitPoint
  /// Where, on the screen.
  public let point: CGPoint
}

/// Where assistive technology's focus is, as state a view owns (accepted: a page's reader
/// follows the page's focus, so it keeps its start).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private let initial: Value

  /// A binding to the focus, for `accessibilityFocused(_:)`.
  public struct Binding {
    /// The value.
    public var wrappedValue: Value
    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  /// The focus, starting at `value`.
  public init(wrappedValue value: Value) { initial = value }

  /// The value.
  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }

  /// The binding to pass to `accessibilityFocused(_:)`.
  public var projectedValue: Binding { Binding(wrappedValue: initial) }
}

extension AccessibilityFocusState where Value == Bool {
  /// Focus as yes or no, starting at no.
  public init() { self.init(wrappedValue: false) }
}

extension AccessibilityFocusState {
  /// Focus on one of several values, starting at none.
  public init<T: Hashable>() where Value == T? { self.init(wrappedValue: nil) }
}

// Rotors, linked groups, labelled pairs and chart descriptors: VoiceOver's navigation aids,
// which a page leaves to the browser's own reading of its elements (accepted).

/// The role of a view in a labelled pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The label.
  case label
  /// The content.
  case content
}

/// How a direct-touch area takes touches.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Touches are silent.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  /// A touch activates the view.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// Content of a custom rotor.
public protocol AccessibilityRotorContent {}

/// One entry of a custom rotor.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  /// An entry labelled `label` for the view with `id`.
  public init(_ label: Text, id: ID, in namespace: Namespace.ID? = nil) {}
  /// An entry labelled by a key for the view with `id`.
  public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil) {}
  /// An entry labelled by a string for the view with `id`.
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID? = nil) {}
}

/// Several rotor entries.
public struct AccessibilityRotorEntries: AccessibilityRotorContent {}

extension ForEach: AccessibilityRotorContent {}

/// Builds a rotor's entries.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
  /// Entries in order.
  public static func buildBlock(_ content: any AccessibilityRotorContent...) -> AccessibilityRotorEntries {
    AccessibilityRotorEntries()
  }
  /// Entries under an `if`.
  public static func buildOptional(_ content: AccessibilityRotorEntries?) -> AccessibilityRotorEntries {
    AccessibilityRotorEntries()
  }
  /// One branch.
  public static func buildEither(first: AccessibilityRotorEntries) -> AccessibilityRotorEntries { first }
  /// The other branch.
  public static func buildEither(second: AccessibilityRotorEntries) -> AccessibilityRotorEntries { second }
}

/// A system rotor (headings, links, …).
public struct AccessibilitySystemRotor: Sendable {
  let name: String
  /// Links.
  public static let links = AccessibilitySystemRotor(name: "links")
  /// Headings.
  public static let headings = AccessibilitySystemRotor(name: "headings")
  /// Bold text.
  public static let boldText = AccessibilitySystemRotor(name: "boldText")
  /// Images.
  public static let images = AccessibilitySystemRotor(name: "images")
  /// Text fields.
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  /// Lists.
  public static let lists = AccessibilitySystemRotor(name: "lists")
  /// Tables.
  public static let tables = AccessibilitySystemRotor(name: "tables")
}

/// A chart's description for VoiceOver's audio graphs.
public protocol AXChartDescriptorRepresentable {}

extension View {
  /// Accepted; the browser pairs labels with their content.
  public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View { self }
  /// Accepted; a page takes touches as the browser does.
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions)
    -> some View
  { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotor(_ label: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
  /// Accepted; the browser's screen reader has its own rotors.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
  /// Accepted; the browser reads elements in the page's order.
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
  /// Accepted; a page has no audio graphs.
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}

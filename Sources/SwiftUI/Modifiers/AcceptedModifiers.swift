/// Modifiers that mean something on a phone but nothing in a browser page. They are accepted,
/// so copied code compiles, and change nothing.
extension View {
  /// Accepted; the page's fields are styled alike.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
  /// Accepted; pages have no automatic capitalisation.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// Accepted; the browser's own spelling settings apply.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// Accepted; the Return key stays Return.
  public func submitLabel(_ label: SubmitLabel) -> some View { self }
  /// Accepted; titles show one way.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
  /// Accepted; lists look alike.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
  /// Accepted; forms look alike.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
  /// Accepted; toggles are switches.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
  /// Accepted; date pickers are the browser's.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
  /// Accepted; progress views are the browser's.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
  /// Accepted; labels show title and icon.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
  /// Accepted; controls have one size.
  public func controlSize(_ size: ControlSize) -> some View { self }
  /// Accepted; the page scrolls as pages do.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// Accepted; there are no animations.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// Accepted; the page follows the browser's scheme.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View { self }
  /// Accepted; images scale to the text.
  public func imageScale(_ scale: Image.Scale) -> some View { self }
  /// Accepted; the view's identity is its place.
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
  /// Accepted; rows are separated alike.
  public func listRowSeparator(_ visibility: Visibility) -> some View { self }
  /// Accepted; the text is selectable in a page anyway.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// An animation; pages do not animate, so every animation is accepted and none runs.
public struct Animation: Hashable, Sendable {
  /// The default animation.
  public static let `default` = Animation()
  /// Ease in and out.
  public static let easeInOut = Animation()
  /// Linear.
  public static let linear = Animation()
  /// A spring.
  public static let spring = Animation()
}

/// Runs `body`; changes are shown at once, without animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Shown, hidden or automatic.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

/// What submits a text field.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A set from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key.
public enum SubmitLabel: Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// How text fields capitalise.
public struct TextInputAutocapitalization: Sendable {
  /// Never.
  public static let never = TextInputAutocapitalization()
  /// Words.
  public static let words = TextInputAutocapitalization()
  /// Sentences.
  public static let sentences = TextInputAutocapitalization()
  /// Every character.
  public static let characters = TextInputAutocapitalization()
}

/// The sizes of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  /// Automatic.
  public static let automatic = ScrollDismissesKeyboardMode()
  /// Immediately.
  public static let immediately = ScrollDismissesKeyboardMode()
  /// Interactively.
  public static let interactively = ScrollDismissesKeyboardMode()
  /// Never.
  public static let never = ScrollDismissesKeyboardMode()
}

/// Whether text can be selected.
public protocol TextSelectability: Sendable {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The navigation bar, for `navigationBarTitleDisplayMode`.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

/// The keyboards a text field can ask for; the page maps them to `inputmode`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// The HTML `inputmode` for this keyboard.
  var inputMode: String {
    switch self {
    case .numberPad, .asciiCapableNumberPad: "numeric"
    case .decimalPad: "decimal"
    case .phonePad, .namePhonePad: "tel"
    case .emailAddress: "email"
    case .URL: "url"
    case .webSearch: "search"
    default: "text"
    }
  }
}

extension View {
  /// Accepted; a page's keyboard shortcuts are the browser's.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  /// Accepted; a page's keyboard shortcuts are the browser's.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

/// A key, for keyboard shortcuts.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  let character: Character
  /// A key from a character.
  public init(_ character: Character) { self.character = character }
  /// A key from a literal.
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Space.
  public static let space = KeyEquivalent(" ")
}

/// Modifier keys, for keyboard shortcuts.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A set from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Command.
  public static let command = EventModifiers(rawValue: 1)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 4)
  /// Control.
  public static let control = EventModifiers(rawValue: 8)
}

/// A keyboard shortcut: `.defaultAction`, `.cancelAction`.
public struct KeyboardShortcut: Hashable, Sendable {
  let key: KeyEquivalent
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(key: .return)
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(key: .escape)
}

import Foundation

// The controls' additions of iOS 18 and 26 beside the bars': how sheets size, how buttons and
// labels size, list section margins and indexes, symbol colouring, writing tools, search focus,
// colours mixed, rich text edited as text and the concentric rectangle. What a page does with
// each is said beside it.

/// How a sheet sizes itself on a larger screen (iOS 18). A phone's sheet fills its width, as a
/// page's does, whatever the sizing.
public protocol PresentationSizing: Sendable {}

/// A sheet's sizing by name.
public struct NamedPresentationSizing: PresentationSizing, Hashable {
  let name: String
  /// The sizing fitted to the content along each axis (accepted).
  public func fitted(horizontal: Bool, vertical: Bool) -> NamedPresentationSizing { self }
  /// The sizing that keeps growing when the content grows, along each axis (accepted).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> NamedPresentationSizing { self }
}

extension PresentationSizing where Self == NamedPresentationSizing {
  /// As the system decides.
  public static var automatic: NamedPresentationSizing { NamedPresentationSizing(name: "automatic") }
  /// About the size of a page of paper.
  public static var page: NamedPresentationSizing { NamedPresentationSizing(name: "page") }
  /// About the size of a form.
  public static var form: NamedPresentationSizing { NamedPresentationSizing(name: "form") }
  /// As large as its content.
  public static var fitted: NamedPresentationSizing { NamedPresentationSizing(name: "fitted") }
}

/// How a button sizes itself along its container (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
  let name: String
  /// As the style decides.
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  /// As wide as the container offers.
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
  /// As wide as its label.
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
}

/// How a symbol's colours are drawn (iOS 26).
public struct SymbolColorRenderingMode: Hashable, Sendable {
  let name: String
  /// Flat colours.
  public static var flat: SymbolColorRenderingMode { SymbolColorRenderingMode(name: "flat") }
  /// A gradient from each colour (a page draws it flat).
  public static var gradient: SymbolColorRenderingMode { SymbolColorRenderingMode(name: "gradient") }
}

/// How a symbol shows its variable value (iOS 26).
public struct SymbolVariableValueMode: Hashable, Sendable {
  let name: String
  /// Layers coloured in by the value.
  public static var color: SymbolVariableValueMode { SymbolVariableValueMode(name: "color") }
  /// The symbol drawn along its path up to the value.
  public static var draw: SymbolVariableValueMode { SymbolVariableValueMode(name: "draw") }
}

/// What Writing Tools may do to a text view (iOS 18; a page has no Writing Tools).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static var automatic: WritingToolsBehavior { WritingToolsBehavior(name: "automatic") }
  /// The whole experience, rewriting in place.
  public static var complete: WritingToolsBehavior { WritingToolsBehavior(name: "complete") }
  /// Suggestions in a panel only.
  public static var limited: WritingToolsBehavior { WritingToolsBehavior(name: "limited") }
  /// None.
  public static var disabled: WritingToolsBehavior { WritingToolsBehavior(name: "disabled") }
}

/// Which side of a line break a text selection keeps to (iOS 18).
public enum TextSelectionAffinity: Hashable, Sendable {
  /// As the system decides.
  case automatic
  /// The end of the line before.
  case upstream
  /// The start of the line after.
  case downstream
}

extension View {
  /// Accepted; a page's sheets fill their width. On iOS 18, how a sheet sizes on an iPad.
  public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { self }

  /// Accepted; a page shows labels as the control's style does (iOS 18).
  public func labelsVisibility(_ visibility: Visibility) -> some View { self }

  /// How buttons size along their container (iOS 26): `.flexible` makes them as wide as it offers.
  @ViewBuilder
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    if sizing == .flexible { frame(maxWidth: .infinity) } else { self }
  }

  /// Accepted; a page keeps its own spacing between a label's icon and title (iOS 26).
  public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View { self }

  /// Accepted; as above. The width kept for labels' icons.
  public func labelReservedIconWidth(_ value: CGFloat) -> some View { self }

  /// Accepted; a page keeps the list's own section margins (iOS 26).
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { self }

  /// Accepted; a page shows no section index (iOS 26).
  public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }

  /// Accepted; as above. A section's label in the index.
  public func sectionIndexLabel(_ label: Text?) -> some View { self }

  /// Accepted; as above, from a string.
  @_disfavoredOverload
  public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { self }

  /// Accepted; a page's rows show their chevron (iOS 26).
  public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View { self }

  /// Accepted; a page draws symbols' colours flat (iOS 26).
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { self }

  /// Accepted; a page shows the symbol whole (iOS 26).
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { self }

  /// Accepted; a page has no Writing Tools (iOS 18).
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

  /// Accepted; the browser decides where selections keep to (iOS 18).
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }

  /// Accepted; the person focuses the page's search field (iOS 18).
  public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View { self }

  /// Accepted; as above, by a focused value.
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

extension Color {
  /// This colour mixed with `other`, `fraction` of the way towards it (iOS 18).
  nonisolated public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual)
    -> Color
  {
    let share = Int((min(max(fraction, 0), 1) * 100).rounded())
    let space = colorSpace == .device ? "srgb" : "oklab"
    return Color(css: "color-mix(in \(space), \(css) \(100 - share)%, \(other.css) \(share)%)")
  }
}

extension TextEditor {
  /// An editor of rich text (iOS 26): a page edits its characters, and the text keeps what it
  /// was given where the characters stay the same.
  public init(text: Binding<AttributedString>) {
    self.init(
      text: Binding(
        get: { String(text.wrappedValue.characters) },
        set: { newValue in
          if String(text.wrappedValue.characters) != newValue { text.wrappedValue = AttributedString(newValue) }
        }))
  }
}

/// A rectangle whose corners follow its container's (iOS 26): a page rounds it as iOS rounds a
/// card's corners inside a phone's screen.
public struct ConcentricRectangle: Shape {
  /// A rectangle concentric with its container.
  public init() {}
  /// A rounded rectangle's outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    RoundedRectangle(cornerRadius: Self.cornerRadius).path(in: rect)
  }
  /// Drawn as a rounded rectangle.
  nonisolated public var outline: ShapeOutline { RoundedRectangle(cornerRadius: Self.cornerRadius).outline }
  /// The radius the page draws it with.
  nonisolated static let cornerRadius: CGFloat = 24
}

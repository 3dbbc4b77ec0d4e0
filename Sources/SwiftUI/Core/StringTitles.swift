@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Every title SwiftUI takes as a `LocalizedStringKey` it also takes as a string value (a
// variable, `"a" + "b"`, an interpolation kept in a `String`), shown as it is, as Apple's
// overloads do. The literal spelling stays the preferred one (these are disfavored).

extension TextField where Label == Text {
  /// A field with a title from a string value, one line or growing (`axis: .vertical`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
    multiline = axis == .vertical
  }

  /// A field editing a value through a format, with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }
}

extension Button where Label == Text {
  /// A button with a title from a string value and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button with a title from a string value and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension ProgressView where Label == Text {
  /// A spinner with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }

  /// A bar with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(title) }
  }
}

extension LabeledContent where Label == Text {
  /// A row with a title from a string value and content views.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row with a title and a value, both string values.
  @_disfavoredOverload
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

extension View {
  /// A label for assistive technology, from a string value.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    style(.accessibilityLabel, .string(String(label)))
  }

  /// A label for assistive technology, from a text.
  public func accessibilityLabel(_ label: Text) -> some View { style(.accessibilityLabel, .string(label.string)) }

  /// A hint for assistive technology, from a string value.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    style(.accessibilityHint, .string(String(hint)))
  }

  /// A value for assistive technology, from a string value.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    style(.accessibilityValue, .string(String(value)))
  }

  /// A value for assistive technology, from a text.
  public func accessibilityValue(_ value: Text) -> some View { style(.accessibilityValue, .string(value.string)) }

  /// A tooltip from a string value.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { style(.help, .string(String(text))) }

  /// Accepted; the page keeps its own hit testing.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Accepted; the page draws without blending.
  public func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Accepted; colors are drawn as they are.
  public func saturation(_ amount: Double) -> some View { self }

  /// Accepted; colors are drawn as they are.
  public func colorMultiply(_ color: Color) -> some View { self }
}

/// How a view's colors blend with what is behind.
public enum BlendMode: Sendable {
  /// The separable modes, as Core Graphics names them.
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  /// The difference modes and the non-separable ones.
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  /// Adding modes.
  case plusDarker, plusLighter
}

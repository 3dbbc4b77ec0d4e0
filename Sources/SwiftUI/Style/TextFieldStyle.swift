@_spi(Host) import SuperSwiftLayout

/// A style that sets how a text field looks (accepted, no effect).
public protocol TextFieldStyle: Sendable {
  /// What a style of the app's own draws around the field.
  associatedtype _Body: View
  /// The field a style of the app's own is handed: the field itself, its label erased.
  typealias _Label = _TextFieldStyleLabel

  /// The style's name on the page (`custom` for a style of the app's own).
  var name: String { get }

  /// Draws the field (`configuration`) as the style wants: the field with modifiers, in a
  /// stack with an icon, on a background — the underscored requirement apps write, as Apple's
  /// SDK declares it. The page's own styles draw the field itself.
  @MainActor func _body(configuration: TextField<_Label>) -> _Body
}

extension TextFieldStyle {
  /// A style of the app's own.
  public var name: String { "custom" }
}

extension TextFieldStyle where _Body == TextField<_TextFieldStyleLabel> {
  /// The page's own styles draw the field itself.
  @MainActor public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A field's label as a style of the app's own is handed it.
public struct _TextFieldStyleLabel: View {
  let content: AnyView
  /// The label.
  public var body: some View { content }
}

/// The `automatic` textFieldStyle.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The `automatic` style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `roundedBorder` textFieldStyle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The `roundedBorder` style.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `plain` textFieldStyle.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The `plain` style.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

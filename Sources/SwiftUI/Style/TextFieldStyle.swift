@_spi(Host) import SuperSwiftLayout

/// A style that sets how a text field looks (accepted, no effect).
public protocol TextFieldStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
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

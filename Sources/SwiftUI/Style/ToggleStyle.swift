/// A style that sets how a toggle looks (accepted, no effect).
public protocol ToggleStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` toggleStyle.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The `automatic` style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `switch` toggleStyle.
public struct SwitchToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "switch" }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The `switch` style.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `button` toggleStyle.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "button" }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// The `button` style.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The `checkbox` toggleStyle.
public struct CheckboxToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "checkbox" }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// The `checkbox` style.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

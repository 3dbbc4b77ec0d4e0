@_spi(Host) import SuperSwiftLayout

/// A style that sets how a button looks.
public protocol PrimitiveButtonStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` buttonStyle.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The `automatic` style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `bordered` buttonStyle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The `bordered` style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `borderedProminent` buttonStyle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The `borderedProminent` style.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The `borderless` buttonStyle.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The `borderless` style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `plain` buttonStyle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The `plain` style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

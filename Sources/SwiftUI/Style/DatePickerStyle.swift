@_spi(Host) import SuperSwiftLayout

/// A style that sets how a date picker looks (accepted, no effect).
public protocol DatePickerStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` datePickerStyle.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The `automatic` style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `compact` datePickerStyle.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The `compact` style.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `graphical` datePickerStyle.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The `graphical` style.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `wheel` datePickerStyle.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// The `wheel` style.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

@_spi(Host) import SuperSwiftLayout

/// A style that sets how a form looks (accepted, no effect).
public protocol FormStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` formStyle.
public struct AutomaticFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The `automatic` style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `grouped` formStyle.
public struct GroupedFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "grouped" }
}

extension FormStyle where Self == GroupedFormStyle {
  /// The `grouped` style.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The `columns` formStyle.
public struct ColumnsFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "columns" }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// The `columns` style.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

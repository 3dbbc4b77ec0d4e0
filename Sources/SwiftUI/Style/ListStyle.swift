@_spi(Host) import SuperSwiftLayout

/// A style that sets how a list looks (accepted, no effect).
public protocol ListStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` listStyle.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
  /// The `automatic` style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `plain` listStyle.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
  /// The `plain` style.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `grouped` listStyle.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
  /// The `grouped` style.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `inset` listStyle.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
  /// The `inset` style.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `insetGrouped` listStyle.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The `insetGrouped` style.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `sidebar` listStyle.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
  /// The `sidebar` style.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

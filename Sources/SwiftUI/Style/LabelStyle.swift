/// A style that sets how a label looks (accepted, no effect).
public protocol LabelStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` labelStyle.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The `automatic` style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `iconOnly` labelStyle.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The `iconOnly` style.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `titleOnly` labelStyle.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The `titleOnly` style.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `titleAndIcon` labelStyle.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The `titleAndIcon` style.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

@_spi(Host) import SuperSwiftLayout

/// A style that sets how a picker looks.
public protocol PickerStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` pickerStyle.
public struct AutomaticPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == AutomaticPickerStyle {
  /// The `automatic` style.
  public static var automatic: AutomaticPickerStyle { AutomaticPickerStyle() }
}

/// The `menu` pickerStyle.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The `menu` style.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `segmented` pickerStyle.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The `segmented` style.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `inline` pickerStyle.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The `inline` style.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `wheel` pickerStyle.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// The `wheel` style.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `navigationLink` pickerStyle.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// The `navigationLink` style.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `palette` pickerStyle.
public struct PalettePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "segmented" }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The `palette` style.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The `radioGroup` pickerStyle.
public struct RadioGroupPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inline" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// The `radioGroup` style.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

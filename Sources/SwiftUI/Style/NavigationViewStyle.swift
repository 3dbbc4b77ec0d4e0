@_spi(Host) import SuperSwiftLayout

/// How a `NavigationView` shows its screens (iOS 13–16 spellings); a page shows one screen
/// at a time, as a phone does, whatever the style.
public protocol NavigationViewStyle {}

/// One screen at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// A sidebar and a detail column on wide screens; one column on a page.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// Columns side by side on wide screens; one column on a page.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

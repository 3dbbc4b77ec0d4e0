@_spi(Host) import SuperSwiftLayout

/// The navigation bar, for `navigationBarTitleDisplayMode`.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

@_spi(Host) import SuperSwiftLayout

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}

@_spi(Host) import SuperSwiftLayout

/// Shown, hidden or automatic.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}

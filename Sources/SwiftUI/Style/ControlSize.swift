@_spi(Host) import SuperSwiftLayout

/// The sizes of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

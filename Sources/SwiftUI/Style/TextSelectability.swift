@_spi(Host) import SuperSwiftLayout

/// Whether text can be selected.
public protocol TextSelectability: Sendable {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

@_spi(Host) import SuperSwiftLayout

/// A direction in which things are laid out.
public enum Axis: Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int8
    /// A set from bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = Set(rawValue: 1)
    /// Vertical.
    public static let vertical = Set(rawValue: 2)
  }
}

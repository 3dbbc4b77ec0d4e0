import Foundation
@_spi(Host) import SuperSwiftLayout

/// An edge of a rectangle.
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges, for `padding`.
  public struct Set: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int8
    /// A set from bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets for each edge.
public struct EdgeInsets: Hashable, Sendable {
  /// Top.
  public var top: CGFloat
  /// Leading.
  public var leading: CGFloat
  /// Bottom.
  public var bottom: CGFloat
  /// Trailing.
  public var trailing: CGFloat

  /// Insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

import Foundation

/// Horizontal alignment in a vertical stack.
public enum HorizontalAlignment: String, Sendable {
  /// Leading edge.
  case leading
  /// Centre.
  case center
  /// Trailing edge.
  case trailing
}

/// Vertical alignment in a horizontal stack.
public enum VerticalAlignment: String, Sendable {
  /// Top edge.
  case top
  /// Centre.
  case center
  /// Bottom edge.
  case bottom
  /// The first line's baseline.
  case firstTextBaseline
  /// The last line's baseline.
  case lastTextBaseline
}

/// Alignment in both directions.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Text alignment for several lines.
public enum TextAlignment: String, Sendable {
  /// Leading edge.
  case leading
  /// Centre.
  case center
  /// Trailing edge.
  case trailing
}

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

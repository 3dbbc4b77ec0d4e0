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

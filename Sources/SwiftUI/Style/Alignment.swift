@_spi(Host) import SuperSwiftLayout

/// Horizontal alignment in a vertical stack: `.leading`, `.center`, `.trailing`, or one an app
/// defines with `HorizontalAlignment(MyGuide.self)`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The edge the page aligns to: `leading`, `center` or `trailing` (an app's own alignment
  /// is drawn centred until the layout engine places alignment guides).
  public let rawValue: String
  /// The `AlignmentID` type of an app's own alignment, by name; `nil` for the built-in ones.
  let custom: String?

  private init(edge: String, custom: String? = nil) {
    rawValue = edge
    self.custom = custom
  }

  /// An alignment of the app's own, named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.init(edge: "center", custom: String(reflecting: id)) }

  /// Leading edge.
  public static let leading = HorizontalAlignment(edge: "leading")
  /// Centre.
  public static let center = HorizontalAlignment(edge: "center")
  /// Trailing edge.
  public static let trailing = HorizontalAlignment(edge: "trailing")
  /// Where a list row's separator starts (the leading edge here).
  public static let listRowSeparatorLeading = HorizontalAlignment(edge: "leading")
  /// Where a list row's separator ends (the trailing edge here).
  public static let listRowSeparatorTrailing = HorizontalAlignment(edge: "trailing")
}

/// Vertical alignment in a horizontal stack: `.top`, `.center`, `.bottom`, the baselines, or
/// one an app defines with `VerticalAlignment(MyGuide.self)`.
public struct VerticalAlignment: Hashable, Sendable {
  /// The edge the page aligns to: `top`, `center`, `bottom`, `firstTextBaseline` or
  /// `lastTextBaseline` (an app's own alignment is drawn centred).
  public let rawValue: String
  /// The `AlignmentID` type of an app's own alignment, by name; `nil` for the built-in ones.
  let custom: String?

  private init(edge: String, custom: String? = nil) {
    rawValue = edge
    self.custom = custom
  }

  /// An alignment of the app's own, named by its `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.init(edge: "center", custom: String(reflecting: id)) }

  /// Top edge.
  public static let top = VerticalAlignment(edge: "top")
  /// Centre.
  public static let center = VerticalAlignment(edge: "center")
  /// Bottom edge.
  public static let bottom = VerticalAlignment(edge: "bottom")
  /// The first line's baseline.
  public static let firstTextBaseline = VerticalAlignment(edge: "firstTextBaseline")
  /// The last line's baseline.
  public static let lastTextBaseline = VerticalAlignment(edge: "lastTextBaseline")
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
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Leading edge.
  case leading
  /// Centre.
  case center
  /// Trailing edge.
  case trailing
}

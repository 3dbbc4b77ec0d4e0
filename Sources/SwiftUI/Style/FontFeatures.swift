import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Fonts by name, small capitals, digits of one width, widths and leading: what `Font`'s
// modifiers do beyond weight, italic and design.

extension Font {
  /// A font of the family `name` at `size` points, scaled with the text size (the page draws it
  /// when the browser has the family, else the system font).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    var font = Font(size: Double(size))
    font.family = name
    return font
  }

  /// A font of the family `name` at `size` points, scaled like `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A font of the family `name` at `fixedSize` points, not scaled with the text size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

  /// A system font of a text style and design (the older order of arguments).
  public static func system(_ style: TextStyle, design: Design) -> Font { system(style, design: design, weight: nil) }

  /// This font with small capitals for its lowercase and uppercase letters.
  public func smallCaps() -> Font { with { $0.caps = "all-small-caps" } }
  /// This font with small capitals for its lowercase letters.
  public func lowercaseSmallCaps() -> Font { with { $0.caps = "small-caps" } }
  /// This font with small capitals for its uppercase letters.
  public func uppercaseSmallCaps() -> Font { with { $0.caps = "all-small-caps" } }
  /// This font with digits of one width.
  public func monospacedDigit() -> Font { with { $0.monospacedDigits = true } }
  /// This font at a width.
  public func width(_ width: Width) -> Font { with { $0.stretch = width.value } }
  /// This font with lines set closer or further apart.
  public func leading(_ leading: Leading) -> Font { with { $0.lineHeight = leading.lineHeight } }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var font = self
    change(&font)
    return font
  }

  /// How wide a font's letters are.
  public struct Width: Hashable, Sendable {
    /// The width, as a percentage of the standard one.
    public var value: CGFloat
    /// A width of `value` percent of the standard one.
    public init(_ value: CGFloat) { self.value = value }
    /// Narrowest.
    public static let compressed = Width(75)
    /// Narrow.
    public static let condensed = Width(87.5)
    /// Standard.
    public static let standard = Width(100)
    /// Wide.
    public static let expanded = Width(125)
  }

  /// How far apart a font's lines are.
  public enum Leading: Hashable, Sendable {
    /// The font's own.
    case standard
    /// Closer.
    case tight
    /// Further.
    case loose

    var lineHeight: Double? {
      switch self {
      case .standard: nil
      case .tight: 1.1
      case .loose: 1.6
      }
    }
  }
}

extension Text {
  /// Text in a font design.
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
    design.map { styled(.design, .string($0.name)) } ?? self
  }
  /// Text at a font width.
  nonisolated public func fontWidth(_ width: Font.Width?) -> Text {
    width.map { styled(.fontWidth, .number(Double($0.value))) } ?? self
  }
  /// Text raised (or lowered, if negative) from the baseline by `offset` points.
  nonisolated public func baselineOffset(_ offset: CGFloat) -> Text {
    styled(.baselineOffset, .number(Double(offset)))
  }
  /// Underlined text in a line style and color.
  nonisolated public func underline(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text {
    isActive ? styled(.underline, true) : self
  }
  /// Struck-through text in a line style and color.
  nonisolated public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil)
    -> Text
  {
    isActive ? styled(.strikethrough, true) : self
  }
  /// Text scaled to a smaller size (`.secondary`), as a footnote beside it.
  nonisolated public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled && scale == .secondary ? styled(.textScale, .number(0.8)) : self
  }
  /// Accepted; the page sets text in the browser's language.
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

  /// Upper- or lowercase.
  public enum Case: Hashable, Sendable {
    /// All capitals.
    case uppercase
    /// All lowercase.
    case lowercase
  }

  /// Where text too long for its lines is cut.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// The size of text beside other text.
  public enum Scale: Hashable, Sendable {
    /// As it is.
    case `default`
    /// Smaller.
    case secondary
  }

  /// A line's dashes, for `underline(pattern:)` and `strikethrough(pattern:)`.
  public typealias LineStylePattern = LineStyle.Pattern

  /// How a line under or through text is drawn.
  public struct LineStyle: Hashable, Sendable {
    /// The line's dashes.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// Solid.
      public static let solid = Pattern(name: "solid")
      /// Dots.
      public static let dot = Pattern(name: "dotted")
      /// Dashes.
      public static let dash = Pattern(name: "dashed")
      /// Dashes and dots.
      public static let dashDot = Pattern(name: "dashed")
      /// Dashes and two dots.
      public static let dashDotDot = Pattern(name: "dashed")
    }
    /// The dashes.
    public let pattern: Pattern
    /// The color (`nil`: the text's).
    public let color: Color?
    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    /// A solid line.
    public static let single = LineStyle()
  }
}

extension View {
  /// Upper- or lowercase text inside; `nil` leaves it as written (undoing a list header's capitals).
  public func textCase(_ textCase: Text.Case?) -> some View {
    style(.textCase, .string(textCase.map { $0 == .uppercase ? "uppercase" : "lowercase" } ?? "none"))
  }
  /// Where text inside that is too long is cut (with an ellipsis).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    style(.truncationMode, .string(mode == .head ? "head" : mode == .middle ? "middle" : "tail"))
  }
  /// Accepted; the page wraps text instead of shrinking it.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  /// Accepted; the page keeps the font's letter spacing.
  public func allowsTightening(_ flag: Bool) -> some View { self }
  /// Extra space between the lines of text inside, in points.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { style(.lineSpacing, .number(Double(lineSpacing))) }
  /// The most lines text inside takes, keeping room for all of them when `reservesSpace`.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }
  /// The most lines text inside takes, within a range.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }
  /// The most lines text inside takes, within a range.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
  /// The most lines text inside takes, within a range.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
  /// Text inside raised (or lowered) from the baseline.
  public func baselineOffset(_ offset: CGFloat) -> some View { style(.baselineOffset, .number(Double(offset))) }
  /// The font design of text inside.
  public func fontDesign(_ design: Font.Design?) -> some View {
    style(.design, design.map { .string($0.name) } ?? .null)
  }
  /// The font width of text inside.
  public func fontWidth(_ width: Font.Width?) -> some View {
    style(.fontWidth, width.map { .number(Double($0.value)) } ?? .null)
  }
  /// Underlined text inside, in a line style and color.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  { style(.underline, .bool(isActive)) }
  /// Struck-through text inside, in a line style and color.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  { style(.strikethrough, .bool(isActive)) }
  /// Smaller text inside (`.secondary`).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    style(.textScale, isEnabled && scale == .secondary ? .number(0.8) : .null)
  }
  /// Accepted; the page sets text in the browser's language.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
  /// Accepted; the page uses the browser's text size (its zoom).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  /// Accepted; the page uses the browser's text size (its zoom).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
  /// Accepted; the page runs left to right.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}

import Foundation

/// Draws a text view's laid-out lines, runs and glyph slices itself (iOS 18), for effects such
/// as letters that rise in one by one. A page lays text out in the browser, which does not hand
/// the glyphs back to the app: the text is drawn as it is, without the renderer.
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `context`.
  func draw(layout: Text.Layout, in context: inout GraphicsContext)
  /// The size the renderer needs for `text` given `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far drawing may reach outside the text's frame.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.size(for: proposal) }
  /// None.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes.
public struct TextProxy {
  let text: Text
  /// The text's size for `proposal`: as wide as proposed, one line of the body font high.
  public func size(for proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? CGFloat(text.string.count) * 9, height: proposal.height ?? 22)
  }
}

/// A value of the app's own attached to a run of text (`Text.customAttribute`), which a
/// `TextRenderer` reads back from the runs.
public protocol TextAttribute: Hashable {}

extension Text {
  /// Accepted; the page draws the text. Attaches `value` to its runs for a `TextRenderer`.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

  /// A text laid out in lines, as a `TextRenderer` is given it.
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]
    /// The first index.
    public var startIndex: Int { lines.startIndex }
    /// The end index.
    public var endIndex: Int { lines.endIndex }
    /// The line at `index`.
    public subscript(index: Int) -> Line { lines[index] }
    /// Whether the text was cut short to fit.
    public var isTruncated: Bool { false }

    /// One line: runs of glyphs sharing their attributes.
    public struct Line: RandomAccessCollection, Equatable {
      let runs: [Run]
      /// Where the line sits.
      public var origin: CGPoint
      /// Its measurements.
      public var typographicBounds: TypographicBounds
      /// The first index.
      public var startIndex: Int { runs.startIndex }
      /// The end index.
      public var endIndex: Int { runs.endIndex }
      /// The run at `index`.
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// Glyphs sharing their attributes.
    public struct Run: RandomAccessCollection, Equatable {
      let slices: [RunSlice]
      let attributes: [AnyHashable]
      /// Its measurements.
      public var typographicBounds: TypographicBounds
      /// Whether the run is laid out right to left.
      public var layoutDirection: LayoutDirection { .leftToRight }
      /// The first index.
      public var startIndex: Int { slices.startIndex }
      /// The end index.
      public var endIndex: Int { slices.endIndex }
      /// The slice at `index`.
      public subscript(index: Int) -> RunSlice { slices[index] }
      /// The run's value of the app's attribute `type`, if it has one.
      public subscript<T: TextAttribute>(type: T.Type) -> T? { attributes.lazy.compactMap { $0.base as? T }.first }
      /// The glyphs' indices in the font.
      public var glyphIndices: [UInt16] { [] }
    }

    /// Some of a run's glyphs.
    public struct RunSlice: RandomAccessCollection, Equatable {
      let run: Run
      let range: Range<Int>
      /// Its measurements.
      public var typographicBounds: TypographicBounds
      /// The first index.
      public var startIndex: Int { range.lowerBound }
      /// The end index.
      public var endIndex: Int { range.upperBound }
      /// The glyph index at `index`.
      public subscript(index: Int) -> UInt16 { 0 }
      /// The run's value of the app's attribute `type`, if it has one.
      public subscript<T: TextAttribute>(type: T.Type) -> T? { run[type] }
    }

    /// Where glyphs sit and how far they reach above and below their baseline.
    public struct TypographicBounds: Equatable, Sendable {
      /// The baseline's start.
      public var origin: CGPoint
      /// The advance width.
      public var width: CGFloat
      /// How far glyphs reach above the baseline.
      public var ascent: CGFloat
      /// How far glyphs reach below the baseline.
      public var descent: CGFloat
      /// The space below, between lines.
      public var leading: CGFloat
      /// The bounds as a rectangle.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// How a line, run or slice is drawn.
    public struct DrawingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt32
      /// Options from bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Glyphs placed at fractional positions, for smooth motion.
      public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
  }
}

extension Text.Layout.Run {
  /// Runs are equal when they hold the same slices (attributes are the app's to compare).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.slices.count == rhs.slices.count && lhs.typographicBounds == rhs.typographicBounds
  }
}

extension Text.Layout.RunSlice {
  /// Slices are equal when they cover the same glyphs of equal runs.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.run == rhs.run && lhs.range == rhs.range }
}

extension GraphicsContext {
  /// Accepted; a page draws text as laid out. Draws a line.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
  /// Accepted; as above. Draws a run.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
  /// Accepted; as above. Draws a slice of a run.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

extension View {
  /// Accepted; a page draws text as it is. On iOS 18, `renderer` draws the text inside.
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { self }
}

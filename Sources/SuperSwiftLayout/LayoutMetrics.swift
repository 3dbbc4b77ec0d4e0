@_spi(Host) import SuperSwift

/// iOS's default sizes as numbers, in points; each is listed with its source in
/// `docs/layout.md` ("iOS defaults"). The layout engine reads them, and nothing else does.
@_spi(Host) public enum LayoutMetrics {
  /// A phone's screen (iPhone 14/15: 390 × 844 points), the page's size until it says its own.
  public static let screen = (width: 390.0, height: 844.0)
  /// The space SwiftUI puts between a stack's children when none is given.
  public static let stackSpacing = 8.0
  /// `padding()` with no length.
  public static let padding = 16.0
  /// A `Spacer`'s least length when none is given.
  public static let spacerMinimum = 8.0
  /// A list or form row's least height.
  public static let rowHeight = 44.0
  /// A row's inset from the edges of its group (leading and trailing).
  public static let rowInset = 16.0
  /// The space above and below a row's content when it is taller than the least height allows.
  public static let rowVerticalInset = 6.0
  /// The inset of an inset-grouped list's groups from the screen's edges.
  public static let groupMargin = 16.0
  /// The space above a grouped list's sections.
  public static let sectionSpacing = 35.0
  /// The corner radius of an inset-grouped list's groups.
  public static let groupCornerRadius = 10.0
  /// The height of a navigation bar (inline title).
  public static let navigationBarHeight = 44.0
  /// The height of the large title below a navigation bar.
  public static let largeTitleHeight = 52.0
  /// The height of a tab bar (without the home indicator, which a page has not).
  public static let tabBarHeight = 49.0
  /// A switch (`UISwitch`).
  public static let toggle = (width: 51.0, height: 31.0)
  /// A segmented control's height.
  public static let segmentedHeight = 32.0
  /// A stepper's two buttons.
  public static let stepper = (width: 94.0, height: 32.0)
  /// A slider's height.
  public static let sliderHeight = 31.0
  /// A rounded-border text field's height (a body line and its insets).
  public static let roundedFieldHeight = 34.0
  /// A compact date picker's or colour well's height.
  public static let compactControlHeight = 34.0
  /// A linear progress bar's thickness.
  public static let progressBarHeight = 4.0
  /// A circular activity indicator (medium).
  public static let spinner = 20.0
  /// The insets of a bordered button's label (regular control size): vertical, horizontal.
  public static let borderedInsets = (vertical: 7.0, horizontal: 12.0)
  /// The ideal size of a shape or colour offered no size.
  public static let shapeIdealSize = 10.0
  /// Inter's ascent and descent in ems (its `hhea` table: 2728 and 680 of 2816 units), from
  /// which the page puts a line's baseline; SF Pro's are close (0.95 and 0.24).
  public static let textAscentDescent = (ascent: 0.96875, descent: 0.2415)
  /// A wheel picker's height.
  public static let wheelHeight = 216.0

  /// A text style's size, weight and line height at the default Dynamic Type size (Large).
  public static func textStyle(_ name: String) -> (size: Double, weight: Int, lineHeight: Double) {
    switch name {
    case "largeTitle": (34, 400, 41)
    case "title": (28, 400, 34)
    case "title2": (22, 400, 28)
    case "title3": (20, 400, 25)
    case "headline": (17, 600, 22)
    case "subheadline": (15, 400, 20)
    case "callout": (16, 400, 21)
    case "footnote": (13, 400, 18)
    case "caption": (12, 400, 16)
    case "caption2": (11, 400, 13)
    default: (17, 400, 22)
    }
  }

  /// The line height of a font of `size` points with no text style: SF's, about 1.2 times its size.
  public static func lineHeight(forSize size: Double) -> Double { (size * 1.2).rounded() }

  /// The nearest weight that has a font file (`PageFonts`).
  public static func fontWeight(_ weight: Int) -> Int { PageFonts.weight(nearest: weight) }

  /// The font file for a weight and slant: what the layout shapes with and the page loads.
  public static func fontFile(weight: Int, italic: Bool, monospaced: Bool) -> String {
    PageFonts.file(weight: weight, italic: italic, monospaced: monospaced)
  }
}

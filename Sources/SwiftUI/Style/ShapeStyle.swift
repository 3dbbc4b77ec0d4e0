@_spi(Host) import SuperSwiftLayout

/// Something to fill or color with: a `Color`, or a hierarchical style like `.secondary`.
public protocol ShapeStyle: Sendable {
  /// The style as a CSS color.
  var css: String { get }
}

/// The levels of emphasis of foreground content: `.primary`, `.secondary`, …
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  /// The CSS color for this level, following the page's light or dark scheme.
  public var css: String { ["var(--primary)", "var(--secondary)", "var(--tertiary)", "var(--tertiary)"][level] }

  /// The primary level.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The secondary level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The tertiary level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The quaternary level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { .red }
  /// Orange.
  public static var orange: Color { .orange }
  /// Yellow.
  public static var yellow: Color { .yellow }
  /// Green.
  public static var green: Color { .green }
  /// Mint.
  public static var mint: Color { .mint }
  /// Teal.
  public static var teal: Color { .teal }
  /// Cyan.
  public static var cyan: Color { .cyan }
  /// Blue.
  public static var blue: Color { .blue }
  /// Indigo.
  public static var indigo: Color { .indigo }
  /// Purple.
  public static var purple: Color { .purple }
  /// Pink.
  public static var pink: Color { .pink }
  /// Brown.
  public static var brown: Color { .brown }
  /// Gray.
  public static var gray: Color { .gray }
  /// Black.
  public static var black: Color { .black }
  /// White.
  public static var white: Color { .white }
  /// No color.
  public static var clear: Color { .clear }
  /// The accent color.
  public static var accentColor: Color { .accentColor }
}

import Foundation
@_spi(Host) import SuperSwiftLayout

// The shape styles beyond colors, gradients and materials: the tint, the foreground and
// background of where a view is, separators, selection, placeholders and links, image paint,
// type-erased styles, a color's own gradient, and styles with an opacity.

/// The accent color of the view's environment: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// A tint style.
  nonisolated public init() {}
  /// The page's tint, which `.tint(_:)` sets below a view.
  nonisolated public var css: String { "var(--tint)" }
}

/// The foreground style of the view's environment: `.foregroundStyle(.foreground)`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// A foreground style.
  nonisolated public init() {}
  /// The text color where the view is.
  nonisolated public var css: String { "currentColor" }
}

/// The background style of the view's environment: `.background(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// A background style.
  nonisolated public init() {}
  /// The page's background color.
  nonisolated public var css: String { "var(--bg)" }
}

/// The color of separators between rows: `.foregroundStyle(.separator)`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// A separator style.
  nonisolated public init() {}
  /// The page's line color.
  nonisolated public var css: String { "var(--line)" }
}

/// One of the system's semantic colors used as a style (selection, placeholder, link, fill).
public struct SystemShapeStyle: ShapeStyle, Hashable {
  /// The color as CSS.
  nonisolated public let css: String
}

/// Any shape style, with its type erased: `AnyShapeStyle(isOn ? .red : .secondary)`.
public struct AnyShapeStyle: ShapeStyle, Hashable {
  /// The style as CSS.
  nonisolated public let css: String
  /// `style`, erased.
  nonisolated public init<S: ShapeStyle>(_ style: S) { css = style.css }
}

/// A style with an opacity: what `ShapeStyle.opacity(_:)` returns.
public struct OpacityShapeStyle: ShapeStyle, Hashable {
  /// The style as CSS, mixed with transparency.
  nonisolated public let css: String
}

/// An image repeated as a fill (the page draws it as a flat secondary color: images here are
/// symbols, which CSS cannot use as paint).
public struct ImagePaint: ShapeStyle {
  /// The image.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// The image's scale.
  public var scale: CGFloat

  /// Paint from `image`.
  nonisolated public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The page's secondary color.
  nonisolated public var css: String { "var(--secondary)" }
}

/// A color's own gradient: the color lighter at the top, as it is at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
  let base: Color
  /// As CSS: from a lighter tint of the color down to the color.
  nonisolated public var css: String {
    "linear-gradient(180deg, color-mix(in srgb, \(base.css) 80%, white), \(base.css))"
  }
}

extension Color {
  /// A gentle gradient of this color, as SwiftUI's `Color.blue.gradient`.
  nonisolated public var gradient: AnyGradient { AnyGradient(base: self) }

  /// The color spaces colors can be given in (all drawn as sRGB here).
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// A color from red, green and blue in 0…1, in a color space.
  nonisolated public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A gray of the given white level in 0…1, in a color space.
  nonisolated public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
}

extension ShapeStyle {
  /// This style with an opacity in 0…1.
  nonisolated public func opacity(_ opacity: Double) -> OpacityShapeStyle {
    OpacityShapeStyle(css: "color-mix(in srgb, \(css) \(Int((min(max(opacity, 0), 1) * 100).rounded()))%, transparent)")
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The accent color of the view's environment.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the view's environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the view's environment.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The color of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SystemShapeStyle {
  /// The color of selected content.
  public static var selection: SystemShapeStyle { SystemShapeStyle(css: "var(--tint)") }
  /// The color of placeholder text.
  public static var placeholder: SystemShapeStyle { SystemShapeStyle(css: "var(--tertiary)") }
  /// The color of links.
  public static var link: SystemShapeStyle { SystemShapeStyle(css: "var(--tint)") }
  /// The fill of controls and cards.
  public static var fill: SystemShapeStyle { SystemShapeStyle(css: "var(--card)") }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The fifth level.
  public static var quinary: HierarchicalShapeStyle { .quaternary }
}

extension HierarchicalShapeStyle {
  /// The fifth level.
  public static let quinary = HierarchicalShapeStyle.quaternary
}

extension ShapeStyle where Self == ImagePaint {
  /// An image repeated as a fill.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  )
    -> ImagePaint
  {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of colors.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of colors.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension View {
  /// Colors the content inside with two levels of style (the page uses the first).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }
  /// Colors the content inside with three levels of style (the page uses the first).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
  /// Accepted; the page keeps its background where `.background` is used below.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A gradient that fills an ellipse fitted to the shape it fills.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let start: CGFloat
  let end: CGFloat

  /// An elliptical gradient from `startRadiusFraction` to `endRadiusFraction` of the shape's size.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    start = startRadiusFraction
    end = endRadiusFraction
  }

  /// An elliptical gradient of evenly spaced colours.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of stops.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// As CSS: an ellipse whose radii are the fraction of the box (2 × 0.5 = the box's sides).
  nonisolated public var css: String {
    let percent = Int((end * 200).rounded())
    return "radial-gradient(ellipse \(percent)% \(percent)% at \(center.css), \(gradient.stopsCSS))"
  }

  /// A gradient fills its space.
  public var body: Never { fatalError("a gradient has no body: the page draws it") }
}

extension EllipticalGradient: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.shape, properties: ["shape": "rectangle", "fill": .string(css)])]
  }
}

/// A gradient over a grid of points, each with its colour (iOS 18). A page draws it as a soft
/// glow of each point's colour at its place, over the mean colour: the same palette and layout,
/// without the mesh's exact blending.
public struct MeshGradient: ShapeStyle, View, Hashable {
  /// A point of the mesh with control points for its curved edges.
  public struct BezierPoint: Hashable, Sendable {
    /// The point.
    public var position: SIMD2<Float>
    /// The control point towards the leading neighbour.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point towards the top neighbour.
    public var topControlPoint: SIMD2<Float>
    /// The control point towards the trailing neighbour.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point towards the bottom neighbour.
    public var bottomControlPoint: SIMD2<Float>
    /// A point with its control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The grid's columns.
  public var width: Int
  /// The grid's rows.
  public var height: Int
  let positions: [SIMD2<Float>]
  let colors: [Color]
  let background: Color

  /// A mesh of `width` × `height` points, in 0…1 of the shape, and a colour for each.
  nonisolated public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    positions = points
    self.colors = colors
    self.background = background
  }

  /// A mesh of points with control points.
  nonisolated public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, points: bezierPoints.map(\.position), colors: colors, background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// As CSS: a radial glow per point, each reaching about one cell, over the background.
  nonisolated public var css: String {
    let reach = Int((100 / Double(max(min(width, height) - 1, 1))).rounded())
    let glows = zip(positions, colors).map { point, color in
      let x = Int((Double(point.x) * 100).rounded())
      let y = Int((Double(point.y) * 100).rounded())
      return "radial-gradient(circle at \(x)% \(y)%, \(color.css), transparent \(reach)%)"
    }
    let base = colors.first?.css ?? background.css
    return (glows + ["linear-gradient(\(base), \(colors.last?.css ?? base))"]).joined(separator: ", ")
  }

  /// A gradient fills its space.
  public var body: Never { fatalError("a gradient has no body: the page draws it") }
}

extension MeshGradient: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.shape, properties: ["shape": "rectangle", "fill": .string(css)])]
  }
}

/// A shadow a shape style casts: `.fill(.blue.shadow(.drop(radius: 4)))`.
public struct ShadowStyle: Hashable, Sendable {
  let name: String
  /// A shadow outside the shape.
  public static func drop(
    color: Color = .init(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> ShadowStyle
  {
    ShadowStyle(name: "drop")
  }
  /// A shadow inside the shape.
  public static func inner(
    color: Color = .init(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(name: "inner")
  }
}

extension ShapeStyle {
  /// The style with a shadow (accepted: a page draws the fill without it; `.shadow` on the view
  /// draws one).
  nonisolated public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

extension Gradient {
  /// The colour space a gradient blends in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The device's (sRGB on a page).
    public static let device = ColorSpace(name: "device")
    /// A perceptual space (Oklab).
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The gradient blended in `space` (a page blends in sRGB).
  nonisolated public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

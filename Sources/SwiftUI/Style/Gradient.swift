import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Colors blended one into the next, at evenly spaced or given locations.
public struct Gradient: Hashable, Sendable {
  /// One color at one place along the gradient (0…1).
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where along the gradient, 0…1.
    public var location: CGFloat
    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Colors at even spacing.
  public init(colors: [Color]) {
    let count = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(count)) }
  }

  /// Colors at given places.
  public init(stops: [Stop]) { self.stops = stops }

  /// The stops as CSS writes them: `red 0%, blue 100%`.
  var stopsCSS: String {
    stops.map { "\($0.color.css) \(Int((min(max($0.location, 0), 1) * 100).rounded()))%" }.joined(separator: ", ")
  }
}

extension Gradient: ShapeStyle {
  /// A gradient as a shape style (iOS 16): from top to bottom, as iOS draws one.
  public var css: String { "linear-gradient(to bottom, \(stopsCSS))" }
}

/// A point in a view's frame, in fractions of its size: `.top` is (0.5, 0).
public struct UnitPoint: Hashable, Sendable {
  /// Across, 0 (leading) to 1 (trailing).
  public var x: CGFloat
  /// Down, 0 (top) to 1 (bottom).
  public var y: CGFloat

  /// A point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top edge's middle.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's middle.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's middle.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's middle.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
  /// The origin.
  public static let zero = UnitPoint(x: 0, y: 0)

  /// As CSS `at x% y%`.
  var css: String { "\(Int((x * 100).rounded()))% \(Int((y * 100).rounded()))%" }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// No angle.
  public init() { radians = 0 }

  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// No angle.
  public static let zero = Angle()

  /// Orders angles by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A gradient along a line from `startPoint` to `endPoint`.
public struct LinearGradient: ShapeStyle, View, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A linear gradient.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient of evenly spaced colors.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of stops.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// As CSS: the direction from the start to the end point, in degrees (0 is up).
  nonisolated public var css: String {
    let dx = endPoint.x - startPoint.x
    let dy = endPoint.y - startPoint.y
    let degrees = dx == 0 && dy == 0 ? 180 : (atan2(Double(dx), -Double(dy)) * 180 / .pi)
    return "linear-gradient(\(Int(degrees.rounded()))deg, \(gradient.stopsCSS))"
  }

  /// A gradient fills its space.
  public var body: Never { fatalError("a gradient has no body: the page draws it") }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, View, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let endRadius: CGFloat

  /// A radial gradient from `startRadius` to `endRadius` points.
  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.endRadius = endRadius
  }

  /// A radial gradient of evenly spaced colors.
  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of stops.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// As CSS.
  nonisolated public var css: String {
    "radial-gradient(circle \(Int(endRadius.rounded()))px at \(center.css), \(gradient.stopsCSS))"
  }

  /// A gradient fills its space.
  public var body: Never { fatalError("a gradient has no body: the page draws it") }
}

/// A gradient around a centre, by angle.
public struct AngularGradient: ShapeStyle, View, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle

  /// An angular gradient from `startAngle` to `endAngle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
  }

  /// An angular gradient of evenly spaced colors.
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of a gradient.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle)
  }

  /// As CSS (SwiftUI's 0° points right; CSS's points up).
  nonisolated public var css: String {
    "conic-gradient(from \(Int((startAngle.degrees + 90).rounded()))deg at \(center.css), \(gradient.stopsCSS))"
  }

  /// A gradient fills its space.
  public var body: Never { fatalError("a gradient has no body: the page draws it") }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

/// A translucent background that blurs what is behind it: `.regularMaterial` and friends.
public struct Material: ShapeStyle, Hashable {
  let opacity: Int

  /// As CSS: the page's card color, partly see-through.
  nonisolated public var css: String { "color-mix(in srgb, var(--card) \(opacity)%, transparent)" }

  /// The most see-through.
  public static let ultraThinMaterial = Material(opacity: 45)
  /// Quite see-through.
  public static let thinMaterial = Material(opacity: 60)
  /// The usual.
  public static let regularMaterial = Material(opacity: 75)
  /// Quite solid.
  public static let thickMaterial = Material(opacity: 88)
  /// Almost solid.
  public static let ultraThickMaterial = Material(opacity: 95)
  /// As a bar behind content.
  public static let bar = Material(opacity: 90)
  /// The most see-through (the short spelling of `ultraThinMaterial`).
  public static var ultraThin: Material { ultraThinMaterial }
  /// Quite see-through (`thinMaterial`).
  public static var thin: Material { thinMaterial }
  /// The usual (`regularMaterial`).
  public static var regular: Material { regularMaterial }
  /// Quite solid (`thickMaterial`).
  public static var thick: Material { thickMaterial }
  /// Almost solid (`ultraThickMaterial`).
  public static var ultraThick: Material { ultraThickMaterial }
}

extension ShapeStyle where Self == Material {
  /// The most see-through material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A quite see-through material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The usual material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A quite solid material.
  public static var thickMaterial: Material { .thickMaterial }
  /// An almost solid material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { .bar }
}

extension LinearGradient: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.shape, properties: ["shape": "rectangle", "fill": .string(css)])]
  }
}

extension RadialGradient: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.shape, properties: ["shape": "rectangle", "fill": .string(css)])]
  }
}

extension AngularGradient: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.shape, properties: ["shape": "rectangle", "fill": .string(css)])]
  }
}

import Foundation
@_spi(Host) import SuperSwift

/// A 2-D shape that fills the space it is offered: `Circle`, `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Ellipse`; filled with the foreground style unless `fill` or `stroke` say
/// otherwise. The page draws each as a box with CSS (a radius, a background, a border).
public protocol Shape: View, Sendable {
  /// The outline, as the page draws it.
  var outline: ShapeOutline { get }
}

/// How the page draws a shape's outline.
public struct ShapeOutline: Hashable, Sendable {
  /// `rectangle`, `roundedRectangle`, `capsule`, `ellipse` or `circle`.
  let kind: String
  /// The corner radius of a rounded rectangle, in points.
  let cornerRadius: Double?

  var json: [String: JSON] {
    var properties: [String: JSON] = ["shape": .string(kind)]
    if let cornerRadius { properties["cornerRadius"] = .number(cornerRadius) }
    return properties
  }
}

/// The corners of a rounded rectangle: circular or continuous (drawn the same here).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's smoother corners.
  case continuous
}

/// A rectangle.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// Its outline.
  public var outline: ShapeOutline { ShapeOutline(kind: "rectangle", cornerRadius: nil) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public var cornerRadius: CGFloat
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// A rounded rectangle whose corners are `cornerSize.width` round.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width, style: style)
  }

  /// Its outline.
  public var outline: ShapeOutline { ShapeOutline(kind: "roundedRectangle", cornerRadius: Double(cornerRadius)) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
  /// The corners' style.
  public var style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// Its outline.
  public var outline: ShapeOutline { ShapeOutline(kind: "capsule", cornerRadius: nil) }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// Its outline.
  public var outline: ShapeOutline { ShapeOutline(kind: "ellipse", cornerRadius: nil) }
}

/// A circle as large as fits its frame, centred.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// Its outline.
  public var outline: ShapeOutline { ShapeOutline(kind: "circle", cornerRadius: nil) }
}

extension Shape {
  /// A shape is drawn by the page; it has no body.
  public var body: Never { fatalError("a shape has no body: the page draws it") }
}

/// How a stroke is drawn: its width (dashes and joins are not drawn here).
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
  }
}

/// The ends of a stroked line.
public enum CGLineCap: Int32, Sendable {
  /// Square ends at the point.
  case butt
  /// Round ends.
  case round
  /// Square ends past the point.
  case square
}

/// The corners of a stroked line.
public enum CGLineJoin: Int32, Sendable {
  /// Sharp corners.
  case miter
  /// Round corners.
  case round
  /// Cut-off corners.
  case bevel
}

/// A shape with its fill and stroke decided: what `fill` and `stroke` return.
public struct StyledShape<Base: Shape>: Shape {
  let base: Base
  var fill: String?
  var stroke: String?
  var lineWidth: Double?
  /// Whether the stroke is inside the outline (`strokeBorder`) rather than on it.
  var inside = false

  /// The base shape's outline.
  public var outline: ShapeOutline { base.outline }
}

extension Shape {
  /// The shape filled with a color, gradient or material.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> StyledShape<Self> {
    StyledShape(base: self, fill: content.css)
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> StyledShape<Self> {
    StyledShape(base: self, fill: "currentColor")
  }

  /// The shape's outline drawn with a color, `lineWidth` wide, centred on the outline.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: content.css, lineWidth: Double(lineWidth))
  }

  /// The shape's outline drawn with a color in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> StyledShape<Self> {
    stroke(content, lineWidth: style.lineWidth)
  }

  /// The outline drawn with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: "currentColor", lineWidth: Double(lineWidth))
  }

  /// The outline drawn with the foreground style, in a stroke style.
  public func stroke(style: StrokeStyle) -> StyledShape<Self> { stroke(lineWidth: style.lineWidth) }

  /// The outline drawn inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: content.css, lineWidth: Double(lineWidth), inside: true)
  }

  /// The outline drawn inside the shape's frame with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: "currentColor", lineWidth: Double(lineWidth), inside: true)
  }
}

extension StyledShape {
  /// The shape, filled as well as stroked.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> StyledShape<Base> {
    var shape = self
    shape.fill = content.css
    return shape
  }
}

/// How a shape is filled (the even-odd rule has no effect on these shapes).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill }
}

extension Shape {
  var shapeNode: Node {
    var properties = outline.json
    if let styled = self as? any StyledShapeProtocol {
      if let fill = styled.fillCSS { properties["fill"] = .string(fill) }
      if let stroke = styled.strokeCSS { properties["stroke"] = .string(stroke) }
      if let width = styled.strokeWidth { properties["lineWidth"] = .number(width) }
    }
    return Node("shape", properties: properties)
  }
}

/// What the node of a filled or stroked shape needs to know, whatever its base.
@MainActor
protocol StyledShapeProtocol {
  var fillCSS: String? { get }
  var strokeCSS: String? { get }
  var strokeWidth: Double? { get }
}

extension StyledShape: StyledShapeProtocol {
  var fillCSS: String? { fill }
  var strokeCSS: String? { stroke }
  var strokeWidth: Double? { lineWidth }
}

extension Rectangle: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension RoundedRectangle: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension Capsule: PrimitiveView { func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] } }
extension Ellipse: PrimitiveView { func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] } }
extension Circle: PrimitiveView { func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] } }
extension StyledShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}

extension Shape where Self == Rectangle {
  /// A rectangle: `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle: `.clipShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule: `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse: `.clipShape(.ellipse)`.
  public static var ellipse: Ellipse { Ellipse() }
}

extension View {
  /// Clips the view to a shape's outline.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    self.style("clip", .object(JSONObject(shape.outline.json)))
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    style("clip", .object(JSONObject(["shape": .string("rectangle")])))
  }
}

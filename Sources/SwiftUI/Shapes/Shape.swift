import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A 2-D shape that fills the space it is offered: `Circle`, `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Ellipse`; filled with the foreground style unless `fill` or `stroke` say
/// otherwise. The page draws each as a box with CSS (a radius, a background, a border).
///
/// A shape of your own implements `path(in:)`, as in SwiftUI: the page draws its path as SVG,
/// computed in a 100 × 100 square and stretched to the shape's frame (which is exact for the
/// outlines tutorials draw from fractions of `rect`).
public protocol Shape: Animatable, View, Sendable {
  /// The outline in `rect`. Not isolated, as in Apple's SwiftUI: any code may ask a shape for
  /// its path.
  nonisolated func path(in rect: CGRect) -> Path
  /// The outline, as the page draws it (by default, the path in the reference square).
  nonisolated var outline: ShapeOutline { get }
}

extension Shape {
  /// A shape of your own is drawn from its path.
  nonisolated public var outline: ShapeOutline {
    ShapeOutline(path: path(in: ShapeOutline.referenceRect), scales: true)
  }
}

/// How the page draws a shape's outline.
public struct ShapeOutline: Hashable, Sendable {
  /// `rectangle`, `roundedRectangle`, `capsule`, `ellipse`, `circle` or `path`.
  let kind: String
  /// The corner radius of a rounded rectangle, in points.
  let cornerRadius: Double?
  /// SVG path data, for a path.
  var pathData: String?
  /// The box the path was computed in, when it is stretched to the frame.
  var viewBox: CGRect?
  /// The fractions of the outline's length to draw (`trim(from:to:)`).
  var trim: (from: Double, to: Double)? {
    get { trimRange.map { ($0[0], $0[1]) } }
    set { trimRange = newValue.map { [$0.from, $0.to] } }
  }
  private var trimRange: [Double]?
  /// The stroke a path is the outline of (`Path.strokedPath`): its width, caps, joins, dashes.
  var strokedPath: [String: JSON]?

  /// The square custom shapes' paths are computed in.
  nonisolated static let referenceRect = CGRect(x: 0, y: 0, width: 100, height: 100)

  init(kind: String, cornerRadius: Double?) {
    self.kind = kind
    self.cornerRadius = cornerRadius
  }

  /// A path's outline: stretched to the frame from the reference square (`scales`), or at its
  /// own coordinates (a `Path` view).
  init(path: Path, scales: Bool) {
    kind = "path"
    cornerRadius = nil
    pathData = path.svgData
    if let stroke = path.strokedStyle {
      var members = stroke.json
      members["lineWidth"] = .number(Double(stroke.lineWidth))
      strokedPath = members
    }
    if scales {
      viewBox = Self.referenceRect
    } else {
      let bounds = path.boundingRect
      viewBox = CGRect(x: 0, y: 0, width: max(bounds.maxX, 1), height: max(bounds.maxY, 1))
    }
  }

  var json: [String: JSON] {
    var properties: [String: JSON] = ["shape": .string(kind)]
    if let cornerRadius { properties["cornerRadius"] = .number(cornerRadius) }
    if let pathData { properties["path"] = .string(pathData) }
    if let viewBox {
      properties["viewBox"] = .array([.number(Double(viewBox.width)), .number(Double(viewBox.height))])
      properties["scales"] = .bool(viewBox == Self.referenceRect)
    }
    if let trim { properties["trim"] = .array([.number(trim.from), .number(trim.to)]) }
    if let strokedPath { properties["strokedPath"] = .object(JSONObject(strokedPath)) }
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
  nonisolated public init() {}
  /// Its outline.
  nonisolated public var outline: ShapeOutline { ShapeOutline(kind: "rectangle", cornerRadius: nil) }
  /// The rectangle.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public var cornerRadius: CGFloat
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with corners of `cornerRadius`.
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// A rounded rectangle whose corners are `cornerSize.width` round.
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width, style: style)
  }

  /// Its outline.
  nonisolated public var outline: ShapeOutline {
    ShapeOutline(kind: "roundedRectangle", cornerRadius: Double(cornerRadius))
  }
  /// The rounded rectangle.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
  }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
  /// The corners' style.
  public var style: RoundedCornerStyle
  /// A capsule.
  nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// Its outline.
  nonisolated public var outline: ShapeOutline { ShapeOutline(kind: "capsule", cornerRadius: nil) }
  /// The capsule.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
  /// An ellipse.
  nonisolated public init() {}
  /// Its outline.
  nonisolated public var outline: ShapeOutline { ShapeOutline(kind: "ellipse", cornerRadius: nil) }
  /// The ellipse.
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle as large as fits its frame, centred.
public struct Circle: Shape {
  /// A circle.
  nonisolated public init() {}
  /// Its outline.
  nonisolated public var outline: ShapeOutline { ShapeOutline(kind: "circle", cornerRadius: nil) }
  /// The largest circle in `rect`, centred.
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

extension Shape {
  /// A shape is drawn by the page; it has no body.
  public var body: Never { fatalError("a shape has no body: the page draws it") }
}

/// How a stroke is drawn: its width (dashes and joins are not drawn here).
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The ends of open lines.
  public var lineCap: CGLineCap
  /// The corners where lines meet.
  public var lineJoin: CGLineJoin
  /// How far a sharp corner may reach before it is cut off, in line widths.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, in turn (empty: a solid line).
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The style as the page reads it: `lineCap`, `lineJoin` and `dash` beside the width.
  var json: [String: JSON] {
    var members: [String: JSON] = [
      "lineCap": .string(["butt", "round", "square"][Int(lineCap.rawValue)]),
      "lineJoin": .string(["miter", "round", "bevel"][Int(lineJoin.rawValue)]),
    ]
    if !dash.isEmpty {
      members["dash"] = .array(dash.prefix(16).map { .number(Double($0)) })
      members["dashPhase"] = .number(Double(dashPhase))
    }
    return members
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
  /// The stroke's caps, joins and dashes, when a `StrokeStyle` gave them.
  var strokeStyle: StrokeStyle?

  /// The base shape's outline.
  nonisolated public var outline: ShapeOutline { base.outline }
  /// The base shape's path.
  nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
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
    var shape = stroke(content, lineWidth: style.lineWidth)
    shape.strokeStyle = style
    return shape
  }

  /// The shape's outline drawn with a color (iOS 17's spelling; lines are always smoothed).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> StyledShape<Self> {
    stroke(content, lineWidth: lineWidth)
  }

  /// The shape's outline drawn with a color in a stroke style (iOS 17's spelling).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> StyledShape<Self> {
    stroke(content, style: style)
  }

  /// The outline drawn with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: "currentColor", lineWidth: Double(lineWidth))
  }

  /// The outline drawn with the foreground style, in a stroke style.
  public func stroke(style: StrokeStyle) -> StyledShape<Self> {
    var shape = stroke(lineWidth: style.lineWidth)
    shape.strokeStyle = style
    return shape
  }

  /// The outline drawn inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: content.css, lineWidth: Double(lineWidth), inside: true)
  }

  /// The outline drawn inside the shape's frame with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> StyledShape<Self> {
    StyledShape(base: self, fill: "transparent", stroke: "currentColor", lineWidth: Double(lineWidth), inside: true)
  }
}

extension InsettableShape {
  /// The outline drawn inside the shape's frame with a color, in a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StyledShape<Self>
  {
    var shape = strokeBorder(content, lineWidth: style.lineWidth)
    shape.strokeStyle = style
    return shape
  }

  /// The outline drawn inside the shape's frame with the foreground style, in a stroke style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> StyledShape<Self> {
    var shape = strokeBorder(lineWidth: style.lineWidth)
    shape.strokeStyle = style
    return shape
  }

  /// The outline drawn inside the shape's frame with a color (iOS 17's spelling).
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool)
    -> StyledShape<Self>
  {
    strokeBorder(content, lineWidth: lineWidth)
  }

  /// The outline drawn inside the shape's frame with the foreground style (iOS 17's spelling).
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool) -> StyledShape<Self> {
    strokeBorder(lineWidth: lineWidth)
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
      for (key, value) in styled.strokeStyleJSON { properties[key] = value }
    }
    return Node(.shape, properties: properties)
  }
}

/// What the node of a filled or stroked shape needs to know, whatever its base.
@MainActor
protocol StyledShapeProtocol {
  var fillCSS: String? { get }
  var strokeCSS: String? { get }
  var strokeWidth: Double? { get }
  var strokeStyleJSON: [String: JSON] { get }
}

extension StyledShape: StyledShapeProtocol {
  var fillCSS: String? { fill }
  var strokeCSS: String? { stroke }
  var strokeWidth: Double? { lineWidth }
  var strokeStyleJSON: [String: JSON] { strokeStyle?.json ?? [:] }
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
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle: `.clipShape(.circle)`.
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule: `.clipShape(.capsule)`.
  nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse: `.clipShape(.ellipse)`.
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}

extension View {
  /// Clips the view to a shape's outline.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    self.style(.clip, .object(JSONObject(shape.outline.json)))
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    style(.clip, .object(JSONObject(["shape": .string("rectangle")])))
  }
}

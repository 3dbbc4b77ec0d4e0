import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// An outline of lines and curves, drawn by the page as SVG: what a custom `Shape`'s
/// `path(in:)` returns, and a view of its own (`Path { p in p.move(to: …); p.addLine(to: …) }`).
public struct Path: Hashable, Sendable {
  /// One step of the outline, as `forEach(_:)` hands it.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the subpath's start.
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// Where the pen is (the end of the last element).
  var current: CGPoint?
  /// Where the current subpath started.
  private var start: CGPoint?
  /// The stroke this path is the outline of (`strokedPath(_:)`): the page draws the path with
  /// this stroke in the fill's color, which looks the same as filling the stroke's outline.
  var strokedStyle: StrokeStyle?

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with corners of a size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse filling `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path drawn by `callback`.
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// Whether it has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    current = point
    start = point
  }

  /// A straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    if current == nil { move(to: point) }
    elements.append(.line(to: point))
    current = point
  }

  /// Straight lines through `points`, the first a move.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if current == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
    current = point
  }

  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if current == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    current = point
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.closeSubpath)
    current = start
  }

  /// A rectangle, as its own closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Rectangles, each its own closed subpath.
  public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

  /// A rounded rectangle, as its own closed subpath (corners as quarter ellipses).
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rx = min(abs(cornerSize.width), rect.width / 2)
    let ry = min(abs(cornerSize.height), rect.height / 2)
    let k: CGFloat = 0.5523
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(
      to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
      control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(
      to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
      control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
    closeSubpath()
  }

  /// An ellipse filling `rect`, as its own closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: 1, startAngle: .zero, endAngle: .degrees(360),
      clockwise: false, scale: CGSize(width: rect.width / 2, height: rect.height / 2))
    closeSubpath()
  }

  /// An arc of a circle around `center`, from `startAngle` to `endAngle` (angles clockwise from
  /// the positive x axis, as on a screen; `clockwise` as SwiftUI means it, in flipped
  /// coordinates), joined to the current point by a line.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard transform != .identity else {
      return addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, scale: nil)
    }
    var arc = Path()
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, scale: nil)
    let moved = arc.applying(transform)
    for element in moved.elements {
      if case .move(let point) = element, current != nil { addLine(to: point) } else { elements.append(element) }
    }
    current = moved.current
    start = start ?? moved.start
  }

  private mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, scale: CGSize?
  ) {
    let (sx, sy) = (scale?.width ?? radius, scale?.height ?? radius)
    let start = startAngle.radians
    var end = endAngle.radians
    // SwiftUI's `clockwise` is in y-up terms: on screen it runs the other way.
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    if abs(end - start) > 2 * .pi { end = start + (end > start ? 2 * .pi : -2 * .pi) }
    let point = { (angle: Double) in CGPoint(x: center.x + sx * cos(angle), y: center.y + sy * sin(angle)) }
    if current == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    // Cubic pieces of at most a quarter turn each.
    let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for index in 0..<pieces {
      let a = start + Double(index) * step
      let b = a + step
      let control1 = CGPoint(x: center.x + sx * (cos(a) - k * sin(a)), y: center.y + sy * (sin(a) + k * cos(a)))
      let control2 = CGPoint(x: center.x + sx * (cos(b) + k * sin(b)), y: center.y + sy * (sin(b) - k * cos(b)))
      addCurve(to: point(b), control1: control1, control2: control2)
    }
  }

  /// Another path's elements, after this one's.
  /// A rectangle, moved by `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
    addPath(Path(rect), transform: transform)
  }

  /// A rounded rectangle, moved by `transform`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform
  ) {
    addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
  }

  /// An ellipse filling `rect`, moved by `transform`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
    addPath(Path(ellipseIn: rect), transform: transform)
  }

  /// The outline of this path stroked with `style`: filling it draws the stroke.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var path = self
    path.strokedStyle = style
    return path
  }

  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let moved = path.applying(transform)
    elements += moved.elements
    current = moved.current ?? current
    start = moved.start ?? start
  }

  /// The smallest rectangle holding every point of the path (control points included).
  nonisolated public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path itself: a `Path` view draws at its own coordinates.
  public func path(in rect: CGRect) -> Path { self }

  /// The outline as the page draws it: SVG path data at the path's own coordinates.
  public var outline: ShapeOutline { ShapeOutline(path: self, scales: false) }

  /// SVG path data (`M 0 0 L 10 0 Z`), numbers rounded to hundredths.
  @_spi(Host) nonisolated public var svgData: String {
    func number(_ value: CGFloat) -> String {
      let rounded = (Double(value) * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    func pair(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    return elements.map { element in
      switch element {
      case .move(let point): "M \(pair(point))"
      case .line(let point): "L \(pair(point))"
      case .quadCurve(let point, let control): "Q \(pair(control)) \(pair(point))"
      case .curve(let point, let c1, let c2): "C \(pair(c1)) \(pair(c2)) \(pair(point))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }

  /// Paths are equal when they have the same elements.
  nonisolated public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the elements.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// The path with every point transformed.
  nonisolated public func applying(_ transform: CGAffineTransform) -> Path {
    var copy = self
    copy.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: point.applying(transform))
      case .line(let point): .line(to: point.applying(transform))
      case .quadCurve(let point, let control):
        .quadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let c1, let c2):
        .curve(to: point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    copy.current = current?.applying(transform)
    copy.start = start?.applying(transform)
    return copy
  }
}

extension Path: Shape, PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}

/// A shape's outline cut to a fraction of its length: `Circle().trim(from: 0, to: 0.75)`, a
/// progress ring.
public struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  /// The base shape's path (the page cuts it when drawing).
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  /// The base's outline as a path, with the part to draw.
  public var outline: ShapeOutline {
    var outline = ShapeOutline(path: base.path(in: ShapeOutline.referenceRect), scales: true)
    outline.trim = (Double(max(0, min(from, to))), Double(min(1, max(from, to))))
    return outline
  }
}

extension TrimmedShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}

extension Shape {
  /// The part of the outline from `from` to `to` (fractions of its length).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }
}

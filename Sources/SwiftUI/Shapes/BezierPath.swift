import Foundation
@_spi(Host) import SuperSwiftLayout

/// An outline as Core Graphics keeps one: what `UIBezierPath.cgPath` gives and `Path(_:)` takes.
public class CGPath: @unchecked Sendable {
  /// The outline.
  var path: Path
  init(path: Path) { self.path = path }
  /// The smallest rectangle holding the outline.
  public var boundingBox: CGRect { path.boundingRect }
  /// Whether it has no elements.
  public var isEmpty: Bool { path.isEmpty }
}

/// An outline Core Graphics code builds step by step.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty outline.
  public init() { super.init(path: Path()) }
  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { path.move(to: point) }
  /// A line to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
  /// A cubic curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end, control1: control1, control2: control2)
  }
  /// A rectangle.
  public func addRect(_ rect: CGRect) { path.addRect(rect) }
  /// An ellipse in `rect`.
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
  /// Closes the subpath.
  public func closeSubpath() { path.closeSubpath() }
}

extension Path {
  /// The outline of a Core Graphics path.
  public init(_ path: CGPath) { self = path.path }
  /// The outline as a Core Graphics path.
  public var cgPath: CGPath { CGPath(path: self) }
}

/// Which corners of a rectangle are rounded.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Corners from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let topLeft = UIRectCorner(rawValue: 1)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 2)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 8)
  /// Every corner.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's outline builder, for the shapes apps draw with it (`UIBezierPath(roundedRect:
/// byRoundingCorners:cornerRadii:)` then `Path(path.cgPath)`).
open class UIBezierPath: @unchecked Sendable {
  var path = Path()
  /// The stroke's width.
  open var lineWidth: CGFloat = 1

  /// An empty outline.
  public init() {}
  /// A rectangle.
  public init(rect: CGRect) { path.addRect(rect) }
  /// An ellipse in `rect`.
  public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }
  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular)
  }
  /// A rectangle with some corners rounded.
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let radius = cornerRadii.width
    path = UnevenRoundedRectangle(
      topLeadingRadius: corners.contains(.topLeft) ? radius : 0,
      bottomLeadingRadius: corners.contains(.bottomLeft) ? radius : 0,
      bottomTrailingRadius: corners.contains(.bottomRight) ? radius : 0,
      topTrailingRadius: corners.contains(.topRight) ? radius : 0
    ).path(in: rect)
  }
  /// An arc.
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// The outline of a Core Graphics path.
  public init(cgPath: CGPath) { path = cgPath.path }

  /// The outline as a Core Graphics path.
  open var cgPath: CGPath { CGPath(path: path) }
  /// The smallest rectangle holding it.
  open var bounds: CGRect { path.boundingRect }
  /// Whether it is empty.
  open var isEmpty: Bool { path.isEmpty }

  /// Starts a subpath.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// A line.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A cubic curve.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// A quadratic curve.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  /// An arc (UIKit's angles are radians, clockwise as on the screen).
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }
  /// Another outline added.
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Closes the subpath.
  open func close() { path.closeSubpath() }
  /// Drawn (nothing draws outside a view on a page).
  open func fill() {}
  /// Stroked (nothing draws outside a view on a page).
  open func stroke() {}
}

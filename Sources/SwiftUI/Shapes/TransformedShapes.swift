import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Shapes made from shapes: rotated, scaled, offset, transformed, sized, combined, type-erased;
// and the shapes of iOS 16–17 (`UnevenRoundedRectangle`, `ContainerRelativeShape`). Each draws
// from its path in the reference square, as a custom shape does.

extension RoundedRectangle {
  /// The corners' size (width and height alike here).
  public var cornerSize: CGSize {
    get { CGSize(width: cornerRadius, height: cornerRadius) }
    set { cornerRadius = newValue.width }
  }
}

extension FillStyle {
  /// Whether edges are smoothed (the browser always smooths).
  public var isAntialiased: Bool {
    get { true }
    set {}
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle whose corners are `cornerSize.width` round: `.rect(cornerSize:)`.
  nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape {
  /// The size the shape takes for a proposal: all of it (as Apple's shapes).
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape rotated by `angle` about `anchor` (a point of its frame in 0…1).
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self) { rect in
      let x = rect.minX + anchor.x * rect.width
      let y = rect.minY + anchor.y * rect.height
      return CGAffineTransform(translationX: x, y: y).rotated(by: CGFloat(angle.radians)).translatedBy(x: -x, y: -y)
    }
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self) { rect in
      let ax = rect.minX + anchor.x * rect.width
      let ay = rect.minY + anchor.y * rect.height
      return CGAffineTransform(translationX: ax, y: ay).scaledBy(x: x, y: y).translatedBy(x: -ax, y: -ay)
    }
  }

  /// The shape scaled by `scale` about `anchor`.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape moved by `offset`.
  nonisolated public func offset(_ offset: CGSize) -> TransformedShape<Self> {
    TransformedShape(shape: self) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
  }

  /// The shape moved by `x` and `y`.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// The shape transformed by `transform`.
  nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self) { _ in transform }
  }

  /// The shape drawn in a frame of `size` at the top leading corner of its own.
  nonisolated public func size(_ size: CGSize) -> SizedShape<Self> { SizedShape(shape: self, size: size) }

  /// The shape drawn in a frame of `width` by `height` at the top leading corner of its own.
  nonisolated public func size(width: CGFloat, height: CGFloat) -> SizedShape<Self> {
    size(CGSize(width: width, height: height))
  }

  /// The shape and `other` together (both outlines, filled by the non-zero rule).
  nonisolated public func union<S: Shape>(_ other: S, eoFill: Bool = false) -> CombinedShape<Self, S> {
    CombinedShape(first: self, second: other, operation: .union)
  }

  /// Where the shape and `other` overlap. Accepted: a page draws the first shape (a browser's
  /// SVG has no path intersection to compute it with).
  nonisolated public func intersection<S: Shape>(_ other: S, eoFill: Bool = false) -> CombinedShape<Self, S> {
    CombinedShape(first: self, second: other, operation: .intersection)
  }

  /// The shape with `other` cut out (drawn by the even-odd rule: right where `other` lies inside).
  nonisolated public func subtracting<S: Shape>(_ other: S, eoFill: Bool = false) -> CombinedShape<Self, S> {
    CombinedShape(first: self, second: other, operation: .subtraction)
  }
}

/// A shape drawn through an affine transform that depends on its frame.
public struct TransformedShape<Content: Shape>: Shape {
  let shape: Content
  let transform: @Sendable (CGRect) -> CGAffineTransform

  /// The transformed path.
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform(rect)) }
}

/// A shape drawn in a frame of a fixed size.
public struct SizedShape<Content: Shape>: Shape {
  let shape: Content
  let size: CGSize

  /// The path in a frame of the fixed size at the rect's origin.
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

/// Two shapes combined.
public struct CombinedShape<First: Shape, Second: Shape>: Shape {
  enum Operation: Sendable { case union, intersection, subtraction }
  let first: First
  let second: Second
  let operation: Operation

  /// The combined path.
  nonisolated public func path(in rect: CGRect) -> Path {
    var path = first.path(in: rect)
    switch operation {
    case .union, .subtraction: path.addPath(second.path(in: rect))
    case .intersection: break
    }
    return path
  }
}

/// The four radii of a rectangle's corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have their own radius.
public struct UnevenRoundedRectangle: Shape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with the given corner radii.
  nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner.
  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The outline: edges joined by quarter circles of each corner's radius (radii larger than
  /// half a side are clamped, as on iOS).
  nonisolated public func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    func clamp(_ radius: CGFloat) -> CGFloat { max(0, min(radius, limit)) }
    let tl = clamp(cornerRadii.topLeading)
    let tr = clamp(cornerRadii.topTrailing)
    let br = clamp(cornerRadii.bottomTrailing)
    let bl = clamp(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    path.addArc(
      center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90),
      endAngle: .degrees(0), clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    path.addArc(
      center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0),
      endAngle: .degrees(90), clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    path.addArc(
      center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90),
      endAngle: .degrees(180), clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    path.addArc(
      center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180),
      endAngle: .degrees(270), clockwise: false)
    path.closeSubpath()
    return path
  }

  /// Drawn at its own size, so the radii stay in points.
  nonisolated public var outline: ShapeOutline {
    ShapeOutline(path: path(in: ShapeOutline.referenceRect), scales: true)
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  /// Inset: the radii shrink with it.
  nonisolated public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: max(0, cornerRadii.topLeading - amount),
      bottomLeadingRadius: max(0, cornerRadii.bottomLeading - amount),
      bottomTrailingRadius: max(0, cornerRadii.bottomTrailing - amount),
      topTrailingRadius: max(0, cornerRadii.topTrailing - amount), style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner: `.rect(topLeadingRadius: 12, …)`.
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  /// A rectangle with the given corner radii.
  nonisolated public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

/// The shape of the container the view is in (a widget's, a window's): on a page, a rectangle
/// with the corners of an iPhone's widget (the nearest container shape the page knows).
public struct ContainerRelativeShape: InsettableShape {
  /// The container's shape.
  nonisolated public init() {}
  /// A rounded rectangle.
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 22) }
  /// Drawn as a rounded rectangle.
  nonisolated public var outline: ShapeOutline { ShapeOutline(kind: "roundedRectangle", cornerRadius: 22) }
  /// Inset: drawn the same.
  nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

/// Any shape, its type erased: `AnyShape(isRound ? Circle() : Rectangle())`.
public struct AnyShape: Shape, @unchecked Sendable {
  private let pathOf: @Sendable (CGRect) -> Path
  private let shapeOutline: ShapeOutline

  /// The shape `shape`.
  nonisolated public init<S: Shape>(_ shape: S) {
    pathOf = { shape.path(in: $0) }
    shapeOutline = shape.outline
  }

  /// The shape's path.
  nonisolated public func path(in rect: CGRect) -> Path { pathOf(rect) }
  /// The shape's own outline (a circle stays a circle).
  nonisolated public var outline: ShapeOutline { shapeOutline }
}

extension TransformedShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension SizedShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension CombinedShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension UnevenRoundedRectangle: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension ContainerRelativeShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}
extension AnyShape: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [shapeNode] }
}

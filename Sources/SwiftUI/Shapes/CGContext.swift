import CoreGraphics
import Foundation

/// Core Graphics' drawing context, as apps hold one (`ImageRenderer.render`, a bitmap context,
/// `UIGraphicsImageRendererContext.cgContext`). The app side has no pixels (the page draws), so
/// drawing is accepted and kept only as the state apps read back (size, transform, line
/// width); `makeImage()` is `nil`.
public final class CGContext: @unchecked Sendable {
  /// The context's width in pixels.
  public let width: Int
  /// The context's height in pixels.
  public let height: Int
  /// The current transform (user space to the device's).
  public private(set) var ctm = CGAffineTransform.identity
  private var saved: [CGAffineTransform] = []
  /// How images are scaled when drawn.
  public var interpolationQuality: CGInterpolationQuality = .default

  /// A context of this size (what `ImageRenderer` and UIKit's renderers hand out).
  init(width: Int, height: Int) {
    (self.width, self.height) = (width, height)
  }

  /// A bitmap context: accepted for any size, drawing into no memory of the app's.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard width >= 0, height >= 0 else { return nil }
    self.init(width: width, height: height)
  }

  /// The image drawn so far: `nil`, nothing is drawn on the app side.
  public func makeImage() -> CGImage? { nil }

  /// Saves the transform and drawing state.
  public func saveGState() { saved.append(ctm) }
  /// Restores the state saved last.
  public func restoreGState() { if let last = saved.popLast() { ctm = last } }
  /// Moves the origin.
  public func translateBy(x: CGFloat, y: CGFloat) { ctm = ctm.translatedBy(x: x, y: y) }
  /// Scales the axes.
  public func scaleBy(x: CGFloat, y: CGFloat) { ctm = ctm.scaledBy(x: x, y: y) }
  /// Rotates the axes.
  public func rotate(by angle: CGFloat) { ctm = ctm.rotated(by: angle) }
  /// Applies a transform.
  public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }

  /// Accepted; the fill colour.
  public func setFillColor(_ color: CGColor) {}
  /// Accepted; the stroke colour.
  public func setStrokeColor(_ color: CGColor) {}
  /// Accepted; the line width.
  public func setLineWidth(_ width: CGFloat) {}
  /// Accepted; the line's ends.
  public func setLineCap(_ cap: CGLineCap) {}
  /// Accepted; the line's joins.
  public func setLineJoin(_ join: CGLineJoin) {}
  /// Accepted; the line's dashes.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  /// Accepted; the opacity.
  public func setAlpha(_ alpha: CGFloat) {}
  /// Accepted; how drawing blends.
  public func setBlendMode(_ mode: CGBlendMode) {}
  /// Accepted; a shadow.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Accepted; a shadow in the default colour.
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  /// Accepted; antialiasing.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}

  /// Accepted; starts a new path.
  public func beginPath() {}
  /// Accepted; moves the current point.
  public func move(to point: CGPoint) {}
  /// Accepted; adds a line.
  public func addLine(to point: CGPoint) {}
  /// Accepted; adds lines through points.
  public func addLines(between points: [CGPoint]) {}
  /// Accepted; adds a rectangle.
  public func addRect(_ rect: CGRect) {}
  /// Accepted; adds rectangles.
  public func addRects(_ rects: [CGRect]) {}
  /// Accepted; adds an ellipse.
  public func addEllipse(in rect: CGRect) {}
  /// Accepted; adds an arc.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
  /// Accepted; adds a quadratic curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  /// Accepted; adds a cubic curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  /// Accepted; adds a path.
  public func addPath(_ path: CGPath) {}
  /// Accepted; closes the path.
  public func closePath() {}
  /// Accepted; fills the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {}
  /// Accepted; strokes the path.
  public func strokePath() {}
  /// Accepted; fills or strokes the path.
  public func drawPath(using mode: CGPathDrawingMode) {}
  /// Accepted; clips to the path.
  public func clip(using rule: CGPathFillRule = .winding) {}
  /// Accepted; clips to a rectangle.
  public func clip(to rect: CGRect) {}
  /// Accepted; fills a rectangle.
  public func fill(_ rect: CGRect) {}
  /// Accepted; fills rectangles.
  public func fill(_ rects: [CGRect]) {}
  /// Accepted; strokes a rectangle.
  public func stroke(_ rect: CGRect) {}
  /// Accepted; strokes a rectangle with a width.
  public func stroke(_ rect: CGRect, width: CGFloat) {}
  /// Accepted; fills an ellipse.
  public func fillEllipse(in rect: CGRect) {}
  /// Accepted; strokes an ellipse.
  public func strokeEllipse(in rect: CGRect) {}
  /// Accepted; strokes segments.
  public func strokeLineSegments(between points: [CGPoint]) {}
  /// Accepted; clears a rectangle.
  public func clear(_ rect: CGRect) {}
  /// Accepted; draws an image.
  public func draw(_ image: CGImage, in rect: CGRect) {}
  /// Accepted; draws an image, tiled.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {}

  /// Accepted; starts a PDF page.
  public func beginPDFPage(_ pageInfo: [String: Any]?) {}
  /// Accepted; ends a PDF page.
  public func endPDFPage() {}
  /// Accepted; closes a PDF.
  public func closePDF() {}
  /// Accepted; draws what is pending.
  public func flush() {}
}

/// How drawn images are scaled.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The default.
  case `default`
  /// None.
  case none
  /// Low.
  case low
  /// Medium.
  case medium
  /// High.
  case high
}

/// Which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding.
  case winding
  /// Even–odd.
  case evenOdd
}

/// How a path is drawn.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Filled, non-zero winding.
  case fill
  /// Filled, even–odd.
  case eoFill
  /// Stroked.
  case stroke
  /// Filled and stroked.
  case fillStroke
  /// Filled even–odd and stroked.
  case eoFillStroke
}

/// How drawing blends with what is below.
public enum CGBlendMode: Int32, Sendable {
  /// Over.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
  /// Clear.
  case clear
  /// Copy.
  case copy
  /// Source in.
  case sourceIn
  /// Source out.
  case sourceOut
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination in.
  case destinationIn
  /// Destination out.
  case destinationOut
  /// Destination atop.
  case destinationAtop
  /// XOR.
  case xor
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}

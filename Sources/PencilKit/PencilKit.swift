import Foundation
// PencilKit on a page: a canvas that keeps the drawing it is given (a page has no Apple Pencil,
// and the canvas is drawn as a UIKit view's placeholder), tools and a tool picker that keep
// their settings, and drawings whose data round-trips through `dataRepresentation()`.
@_exported import SwiftUI

/// A tool a canvas draws with.
public protocol PKTool: Sendable {}

/// A tool that lays down ink.
public struct PKInkingTool: PKTool, Equatable {
  /// The kinds of ink.
  public enum InkType: String, Sendable, CaseIterable {
    /// A pen.
    case pen = "com.apple.ink.pen"
    /// A pencil.
    case pencil = "com.apple.ink.pencil"
    /// A marker.
    case marker = "com.apple.ink.marker"
    /// A line of one width.
    case monoline = "com.apple.ink.monoline"
    /// A fountain pen.
    case fountainPen = "com.apple.ink.fountainpen"
    /// Watercolour.
    case watercolor = "com.apple.ink.watercolor"
    /// A crayon.
    case crayon = "com.apple.ink.crayon"
    /// The default width of this ink.
    public var defaultWidth: CGFloat { self == .marker ? 15 : 5 }
    /// The range of widths this ink takes.
    public var validWidthRange: ClosedRange<CGFloat> { 1...25 }
  }
  /// The ink.
  public var inkType: InkType
  /// Its colour.
  public var color: UIColor
  /// Its width.
  public var width: CGFloat
  /// A tool of an ink, colour and width (the ink's default width when nil).
  public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
    (inkType, self.color, self.width) = (type, color, width ?? type.defaultWidth)
  }
  /// A tool of an ink.
  public init(ink: PKInk, width: CGFloat) { self.init(ink.inkType, color: ink.color, width: width) }
  /// Its ink.
  public var ink: PKInk { PKInk(inkType, color: color) }
}

/// An ink: its kind and colour.
public struct PKInk: Sendable, Equatable {
  /// The kind.
  public var inkType: PKInkingTool.InkType
  /// The colour.
  public var color: UIColor
  /// An ink.
  public init(_ type: PKInkingTool.InkType, color: UIColor = .black) { (inkType, self.color) = (type, color) }
}

/// A tool that erases.
public struct PKEraserTool: PKTool, Equatable {
  /// The kinds of eraser.
  public enum EraserType: Sendable, Equatable {
    /// Erases whole strokes.
    case vector
    /// Erases what it passes over.
    case bitmap
    /// Erases what it passes over at a fixed width.
    case fixedWidthBitmap
  }
  /// The kind.
  public var eraserType: EraserType
  /// Its width.
  public var width: CGFloat
  /// An eraser.
  public init(_ eraserType: EraserType, width: CGFloat = 10) { (self.eraserType, self.width) = (eraserType, width) }
}

/// A tool that selects strokes.
public struct PKLassoTool: PKTool, Equatable {
  /// A lasso.
  public init() {}
}

/// A point along a stroke.
public struct PKStrokePoint: Sendable, Equatable {
  /// Where.
  public var location: CGPoint
  /// When, from the stroke's start.
  public var timeOffset: TimeInterval
  /// How large.
  public var size: CGSize
  /// How opaque.
  public var opacity: CGFloat
  /// How hard it was pressed.
  public var force: CGFloat
  /// The pencil's azimuth.
  public var azimuth: CGFloat
  /// The pencil's altitude.
  public var altitude: CGFloat
  /// A point.
  public init(
    location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat,
    altitude: CGFloat
  ) {
    (self.location, self.timeOffset, self.size, self.opacity) = (location, timeOffset, size, opacity)
    (self.force, self.azimuth, self.altitude) = (force, azimuth, altitude)
  }
}

/// A stroke's path: its points.
public struct PKStrokePath: Sendable, Equatable, RandomAccessCollection {
  let points: [PKStrokePoint]
  /// When it was made.
  public var creationDate: Date
  /// A path of points.
  public init(controlPoints: [PKStrokePoint], creationDate: Date) {
    (points, self.creationDate) = (controlPoints, creationDate)
  }
  /// The first index.
  public var startIndex: Int { points.startIndex }
  /// Past the last index.
  public var endIndex: Int { points.endIndex }
  /// The point at `index`.
  public subscript(index: Int) -> PKStrokePoint { points[index] }
}

/// One stroke of a drawing.
public struct PKStroke: Sendable, Equatable {
  /// Its ink.
  public var ink: PKInk
  /// Its path.
  public var path: PKStrokePath
  /// Its transform.
  public var transform: CGAffineTransform
  /// A stroke.
  public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
    (self.ink, self.path, self.transform) = (ink, path, transform)
  }
  /// The rectangle it covers.
  public var renderBounds: CGRect {
    let xs = path.map(\.location.x)
    let ys = path.map(\.location.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Two strokes are equal when their ink and points are.
  public static func == (lhs: PKStroke, rhs: PKStroke) -> Bool { lhs.ink == rhs.ink && lhs.path == rhs.path }
}

/// A drawing: strokes, which round-trip through `dataRepresentation()`.
public struct PKDrawing: Sendable, Equatable {
  /// Its strokes.
  public var strokes: [PKStroke]
  /// An empty drawing.
  public init() { strokes = [] }
  /// A drawing of strokes.
  public init(strokes: [PKStroke]) { self.strokes = strokes }
  /// The drawing `data` holds (from `dataRepresentation()`); throws on other data.
  public init(data: Data) throws {
    guard data.starts(with: Self.magic) else { throw CocoaError(.coderReadCorrupt) }
    let count = data.count - Self.magic.count
    guard count % 8 == 0 else { throw CocoaError(.coderReadCorrupt) }
    let values = data.dropFirst(Self.magic.count).withUnsafeBytes { Array($0.bindMemory(to: Double.self)) }
    var points: [PKStrokePoint] = []
    var index = 0
    while index + 1 < values.count {
      points.append(
        PKStrokePoint(
          location: CGPoint(x: values[index], y: values[index + 1]), timeOffset: 0, size: CGSize(width: 5, height: 5),
          opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2))
      index += 2
    }
    strokes =
      points.isEmpty
      ? [] : [PKStroke(ink: PKInk(.pen), path: PKStrokePath(controlPoints: points, creationDate: Date()))]
  }
  private static let magic = Data("PKDRAWING1".utf8)
  /// The drawing as data (its strokes' points).
  public func dataRepresentation() -> Data {
    var values: [Double] = []
    for stroke in strokes { for point in stroke.path { values += [point.location.x, point.location.y] } }
    return Self.magic + values.withUnsafeBytes { Data($0) }
  }
  /// The rectangle its strokes cover.
  public var bounds: CGRect { strokes.map(\.renderBounds).reduce(CGRect.null) { $0.union($1) } }
  /// The drawing as an image (the app side draws no pixels: an empty image).
  public func image(from rect: CGRect, scale: CGFloat) -> UIImage { UIImage() }
  /// The drawing with another's strokes after its own.
  public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }
  /// Appends another's strokes.
  public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }
  /// The drawing moved by a transform.
  public func transformed(using transform: CGAffineTransform) -> PKDrawing { self }
  /// Moves the drawing by a transform.
  public mutating func transform(using transform: CGAffineTransform) {}
}

/// Who may draw on a canvas.
public enum PKCanvasViewDrawingPolicy: Int, Sendable {
  /// As the system's setting says.
  case `default`
  /// A finger or a pencil.
  case anyInput
  /// A pencil only.
  case pencilOnly
}

/// What a canvas tells.
@preconcurrency @MainActor
public protocol PKCanvasViewDelegate: AnyObject {
  /// The drawing changed.
  func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
  /// A tool started drawing.
  func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
  /// A tool stopped drawing.
  func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
  /// Rendering finished.
  func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
  /// Nothing, unless the delegate says.
  public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
  /// Nothing, unless the delegate says.
  public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
  /// Nothing, unless the delegate says.
  public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
  /// Nothing, unless the delegate says.
  public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
}

/// A canvas to draw on with a pencil or a finger: it keeps the drawing and tool it is given and
/// tells its delegate when its drawing is set.
@preconcurrency @MainActor
open class PKCanvasView: UIView {
  /// The drawing.
  open var drawing = PKDrawing() {
    didSet { delegate?.canvasViewDrawingDidChange(self) }
  }
  /// The tool drawing uses.
  open var tool: any PKTool = PKInkingTool(.pen)
  /// Who may draw.
  open var drawingPolicy = PKCanvasViewDrawingPolicy.default
  /// Whether the ruler shows.
  open var isRulerActive = false
  /// Whether a finger draws (the older setting).
  open var allowsFingerDrawing = true
  /// Told when the drawing changes.
  open weak var delegate: (any PKCanvasViewDelegate)?
  /// The drawing's gesture.
  open var drawingGestureRecognizer: UIGestureRecognizer { UIGestureRecognizer() }
}

/// Told when a tool picker changes.
@preconcurrency @MainActor
public protocol PKToolPickerObserver: AnyObject {
  /// The selected tool changed.
  func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
  /// The picker showed or hid.
  func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
  /// Nothing, unless the observer says.
  public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
  /// Nothing, unless the observer says.
  public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
}

/// The palette of tools (a page shows none): it keeps the tool selected and whether it would show.
@preconcurrency @MainActor
open class PKToolPicker {
  /// The selected tool.
  open var selectedTool: any PKTool = PKInkingTool(.pen)
  /// Whether it shows.
  open private(set) var isVisible = false
  /// Whether the ruler is on.
  open var isRulerActive = false
  /// The light or dark style it uses.
  open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  private var observers: [ObjectIdentifier: any PKToolPickerObserver] = [:]
  private var showsFor: Set<ObjectIdentifier> = []
  /// A tool picker.
  public nonisolated init() {}
  /// The picker for a window (iOS 13's).
  public static func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }
  /// Shows or hides it while `responder` is first responder.
  open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
    if visible { showsFor.insert(ObjectIdentifier(responder)) } else { showsFor.remove(ObjectIdentifier(responder)) }
    isVisible = !showsFor.isEmpty
    for observer in observers.values { observer.toolPickerVisibilityDidChange(self) }
  }
  /// Adds an observer (a canvas, usually).
  open func addObserver(_ observer: any PKToolPickerObserver) { observers[ObjectIdentifier(observer)] = observer }
  /// Removes an observer.
  open func removeObserver(_ observer: any PKToolPickerObserver) { observers[ObjectIdentifier(observer)] = nil }
}

extension PKCanvasView: PKToolPickerObserver {}

extension UIView {
  /// Draws the view's hierarchy into the current context: nothing is drawn on the app side, so
  /// `false`.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
  /// A snapshot of the view: an empty view.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: bounds) }
}

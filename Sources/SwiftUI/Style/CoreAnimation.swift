import CoreGraphics
import Foundation

// Core Animation as UIKit code uses it beside SwiftUI: shape, gradient and text layers,
// animations added to layers, transactions, 3D transforms, and the display link. A page draws
// SwiftUI's views, not layers, so a layer keeps what it is given for the app to read back, an
// animation ends at once (its delegate is told so), and a display link calls its target at the
// screen's rate on the main run loop.

/// A layer that draws a path.
open class CAShapeLayer: CALayer, @unchecked Sendable {
  /// The path drawn.
  open var path: CGPath?
  /// The fill's colour (black by default, as Core Animation's).
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The stroke's colour.
  open var strokeColor: CGColor?
  /// The stroke's width.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts along the path (0…1).
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path (0…1).
  open var strokeEnd: CGFloat = 1
  /// The stroke's ends.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The stroke's joins.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The stroke's dashes.
  open var lineDashPattern: [NSNumber]?
  /// The dashes' phase.
  open var lineDashPhase: CGFloat = 0
  /// How the fill decides what is inside.
  open var fillRule: CAShapeLayerFillRule = .nonZero
}

/// A shape layer's line ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A line end of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Rounded.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line joins.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A join of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut off.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A rule of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even–odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a gradient.
open class CAGradientLayer: CALayer, @unchecked Sendable {
  /// The colours (`CGColor`s).
  open var colors: [Any]?
  /// Where each colour is (0…1).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the layer's unit square.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// Its kind.
  open var type: CAGradientLayerType = .axial
}

/// A gradient layer's kind.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A kind of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along a line.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Around a centre.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around a point, by angle.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws text.
open class CATextLayer: CALayer, @unchecked Sendable {
  /// The text (a `String` or an attributed string).
  open var string: Any?
  /// The font's size.
  open var fontSize: CGFloat = 36
  /// The text's colour.
  open var foregroundColor: CGColor?
  /// Whether it wraps.
  open var isWrapped = false
  /// The alignment.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// A text layer's alignment.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// An alignment of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The language's natural alignment.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Told when an animation starts and stops.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped; `flag` is whether it ran to its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Nothing, by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Nothing, by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer: on a page it ends as soon as it is added.
open class CAAnimation: @unchecked Sendable {
  /// How long it lasts.
  open var duration: CFTimeInterval = 0.25
  /// When it begins.
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats for.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays back after playing forward.
  open var autoreverses = false
  /// Its pacing.
  open var timingFunction: CAMediaTimingFunction?
  /// What shows outside its time.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether it is removed when it ends.
  open var isRemovedOnCompletion = true
  /// Its speed.
  open var speed: Float = 1
  /// Told when it starts and stops (held strongly, as Core Animation holds it).
  open var delegate: CAAnimationDelegate?
  /// An animation.
  public init() {}
}

/// An animation of one property from a value to another.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  /// The animated property's key path (`strokeEnd`, `transform.scale`).
  open var keyPath: String?
  /// Whether values add to the current one.
  open var isAdditive = false
  /// Whether repeats build on the last.
  open var isCumulative = false
  /// An animation of `keyPath`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// A value added to the start.
  open var byValue: Any?
}

/// A spring animation.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  /// The spring's stiffness.
  open var stiffness: CGFloat = 100
  /// Its damping.
  open var damping: CGFloat = 10
  /// The mass on it.
  open var mass: CGFloat = 1
  /// Its initial velocity.
  open var initialVelocity: CGFloat = 0
  /// How long it takes to settle.
  open var settlingDuration: CFTimeInterval { duration }
}

/// An animation through key frames.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  /// The values.
  open var values: [Any]?
  /// When each value is reached (0…1).
  open var keyTimes: [NSNumber]?
  /// A path to follow.
  open var path: CGPath?
  /// How values are reached.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Pacing between values.
  open var timingFunctions: [CAMediaTimingFunction]?
}

/// Animations run together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  /// The animations.
  open var animations: [CAAnimation]?
}

/// A key-frame animation's way between values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A mode of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight between values.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Jumps.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even pace.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// Smooth curve.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
}

/// What an animation shows outside its time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A mode of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Its end value after it.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Its start value before it.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pacing curve.
open class CAMediaTimingFunction: @unchecked Sendable {
  /// The curve's name, for a named one.
  public let name: CAMediaTimingFunctionName?
  /// A named curve.
  public init(name: CAMediaTimingFunctionName) { self.name = name }
  /// A cubic Bézier curve through these control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// A named pacing curve.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A curve of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

extension CALayer {
  /// Its transform as an affine one.
  public func affineTransform() -> CGAffineTransform {
    CGAffineTransform(
      a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
  }
  /// Sets its transform from an affine one.
  public func setAffineTransform(_ m: CGAffineTransform) {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    transform = t
  }
  /// Adds an animation: a page does not animate layers, so it ends at once, its delegate told
  /// it started and finished, on the main queue as Core Animation tells it.
  public func add(_ animation: CAAnimation, forKey key: String?) {
    guard let delegate = animation.delegate else { return }
    let call = UncheckedAnimationCall(animation: animation, delegate: delegate)
    DispatchQueue.main.async {
      call.delegate.animationDidStart(call.animation)
      call.delegate.animationDidStop(call.animation, finished: true)
    }
  }
  /// Removes every animation (none runs).
  public func removeAllAnimations() {}
  /// Removes an animation (none runs).
  public func removeAnimation(forKey key: String) {}
  /// The animation of a key: none runs, so `nil`.
  public func animation(forKey key: String) -> CAAnimation? { nil }
  /// The keys of running animations: none.
  public func animationKeys() -> [String]? { nil }
}

/// An animation and its delegate, carried to the main queue.
private struct UncheckedAnimationCall: @unchecked Sendable {
  let animation: CAAnimation
  let delegate: CAAnimationDelegate
}

/// Groups layer changes: they take effect at once here, and the completion runs at commit.
public final class CATransaction {
  nonisolated(unsafe) private static var completions: [(@Sendable () -> Void)?] = []
  /// Starts a group.
  public static func begin() { completions.append(nil) }
  /// Ends the group, running its completion on the main queue.
  public static func commit() {
    if let completion = completions.popLast() ?? nil { DispatchQueue.main.async { completion() } }
  }
  /// Accepted; the group's duration.
  public static func setAnimationDuration(_ duration: CFTimeInterval) {}
  /// Accepted; the group's pacing.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  /// Accepted; whether implicit animations are off.
  public static func setDisableActions(_ flag: Bool) {}
  /// What runs when the group ends.
  public static func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
    if completions.isEmpty { completions.append(block) } else { completions[completions.count - 1] = block }
  }
  /// Draws what is pending.
  public static func flush() {}
}

/// Calls a target in step with the screen (60 times a second here), on the main run loop.
public final class CADisplayLink: @unchecked Sendable {
  private let target: AnyObject
  private let selector: Selector
  private var timer: Timer?
  /// When the last frame was shown.
  public private(set) var timestamp: CFTimeInterval = CACurrentMediaTime()
  /// When the next frame will be shown.
  public var targetTimestamp: CFTimeInterval { timestamp + duration }
  /// The time between frames.
  public var duration: CFTimeInterval { 1.0 / Double(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }
  /// Frames a second asked for (0: the screen's).
  public var preferredFramesPerSecond = 0
  /// The range of rates asked for.
  public var preferredFrameRateRange = CAFrameRateRange.default
  /// Whether it is paused.
  public var isPaused = false

  /// A link that calls `selector` on `target` every frame once added to a run loop.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }

  /// Starts calling the target on `runloop`.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard timer == nil else { return }
    let timer = Timer(timeInterval: duration, repeats: true) { [weak self] _ in
      guard let self, !self.isPaused else { return }
      self.timestamp = CACurrentMediaTime()
      _ = self.selector.perform(on: self.target, with: [self])
    }
    runloop.add(timer, forMode: mode)
    self.timer = timer
  }

  /// Stops calling the target on `runloop`.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// Stops for good.
  public func invalidate() {
    timer?.invalidate()
    timer = nil
  }
}

/// A range of frame rates.
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest.
  public var minimum: Float
  /// The highest.
  public var maximum: Float
  /// The preferred.
  public var preferred: Float?
  /// A range.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  /// The screen's.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}

extension CAShapeLayer: _LayerClassMaking {
  /// A shape layer, for a view whose `layerClass` is this class.
  public static func _makeLayer() -> CALayer { CAShapeLayer() }
}

extension CAGradientLayer: _LayerClassMaking {
  /// A gradient layer, for a view whose `layerClass` is this class.
  public static func _makeLayer() -> CALayer { CAGradientLayer() }
}

extension CATextLayer: _LayerClassMaking {
  /// A text layer, for a view whose `layerClass` is this class.
  public static func _makeLayer() -> CALayer { CATextLayer() }
}

import Foundation
@_spi(Host) import SuperSwiftLayout

// Keyframe animation (iOS 17): tracks of keyframes that move a value over time. Pages show
// changes at once, so an animator shows its content at the initial value; the keyframes are
// built (so their code compiles and runs) and kept as data.

/// Keyframes for a value: what `KeyframesBuilder` makes.
public protocol Keyframes<Value> {
  /// The value the keyframes move.
  associatedtype Value = Self
}

/// A track's keyframes for a value: what `KeyframeTrackContentBuilder` makes.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value
}

/// A keyframe that moves to `to` at a constant pace over `duration` seconds.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  /// The value it reaches.
  public let to: Value
  /// How long it takes, in seconds.
  public let duration: TimeInterval
  /// A linear keyframe.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that springs to `to`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  /// The value it reaches.
  public let to: Value
  /// A spring keyframe.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    self.to = to
  }
}

/// A keyframe that reaches `to` along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  /// The value it reaches.
  public let to: Value
  /// A cubic keyframe.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
  }
}

/// A keyframe that jumps to `to` at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  /// The value it jumps to.
  public let to: Value
  /// A move keyframe.
  public init(_ to: Value) { self.to = to }
}

/// Several keyframes of one track, in order.
public struct KeyframeSequence<Value>: KeyframeTrackContent {
  /// How many keyframes there are.
  public let count: Int
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// One keyframe.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence(count: 1)
  }
  /// Keyframes in order.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(count: parts.reduce(0) { $0 + $1.count })
  }
  /// Keyframes in a loop.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(count: parts.reduce(0) { $0 + $1.count })
  }
  /// Keyframes under an `if`.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence(count: 0)
  }
  /// One branch of an `if`/`else`.
  public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
  /// The other branch of an `if`/`else`.
  public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}

/// Keyframes of one property of a value (`KeyframeTrack(\.scale) { … }`), or of the whole value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
  /// The keyframes.
  let content: Content
  /// Keyframes of the property at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.content = content()
  }
}

extension KeyframeTrack where Root == Value {
  /// Keyframes of the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) { self.content = content() }
}

/// Several tracks of one value.
public struct KeyframeTracks<Value>: Keyframes {
  /// How many tracks there are.
  public let count: Int
}

/// Builds an animator's tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// One track.
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> {
    KeyframeTracks(count: 1)
  }
  /// Keyframes straight in the builder move the whole value.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTracks<Value>
  where K.Value == Value {
    KeyframeTracks(count: 1)
  }
  /// Tracks together.
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    KeyframeTracks(count: parts.reduce(0) { $0 + $1.count })
  }
  /// Tracks under an `if`.
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    part ?? KeyframeTracks(count: 0)
  }
  /// One branch of an `if`/`else`.
  public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
  /// The other branch of an `if`/`else`.
  public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// A curve from 0 to 1 over 0 to 1: a keyframe's timing, and a function apps evaluate
/// themselves (`value(at:)`, as in a `TextRenderer` or a `Canvas`).
public struct UnitCurve: Hashable, Sendable {
  let name: String
  /// The cubic Bézier's control points, x1 y1 x2 y2 (the line's for `linear`).
  let controlPoints: [Double]
  /// Constant pace.
  public static let linear = UnitCurve(name: "linear", controlPoints: [0, 0, 1, 1])
  /// Slow at first.
  public static let easeIn = UnitCurve(name: "easeIn", controlPoints: [0.42, 0, 1, 1])
  /// Slow at the end.
  public static let easeOut = UnitCurve(name: "easeOut", controlPoints: [0, 0, 0.58, 1])
  /// Slow at both ends.
  public static let easeInOut = UnitCurve(name: "easeInOut", controlPoints: [0.42, 0, 0.58, 1])
  /// Slow at first, as a circle's quarter.
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn", controlPoints: [0.6, 0.04, 0.98, 0.335])
  /// Slow at the end, as a circle's quarter.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut", controlPoints: [0.075, 0.82, 0.165, 1])
  /// Slow at both ends, as a circle's quarters.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut", controlPoints: [0.785, 0.135, 0.15, 0.86])
  /// A cubic Bézier curve through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      name: "bezier",
      controlPoints: [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y].map {
        Double($0)
      })
  }

  /// The curve's output at `progress` (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    let t = parameter(forX: x)
    return Self.bezier(t, controlPoints[1], controlPoints[3])
  }

  /// The curve's slope at `progress` (clamped to 0…1).
  public func velocity(at progress: Double) -> Double {
    let t = parameter(forX: min(max(progress, 0), 1))
    let dx = Self.derivative(t, controlPoints[0], controlPoints[2])
    let dy = Self.derivative(t, controlPoints[1], controlPoints[3])
    return dx == 0 ? 0 : dy / dx
  }

  /// The Bézier parameter whose x is `x`: Newton's steps from `x`, bisection when they stall
  /// (x grows with the parameter, as the control points' x lie in 0…1).
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, controlPoints[0], controlPoints[2]) - x
      if abs(error) < 1e-7 { return t }
      let slope = Self.derivative(t, controlPoints[0], controlPoints[2])
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<40 {
      let value = Self.bezier(t, controlPoints[0], controlPoints[2])
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the cubic from 0 through `p1` and `p2` to 1, at `t`.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// That coordinate's derivative at `t`.
  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}

/// A view that animates a value through keyframes and shows `content` of it. Accepted: pages
/// do not animate, so the content shows the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
  let initialValue: Value
  let content: (Value) -> Content

  /// An animator that plays its keyframes again and again (or once, `repeating: false`).
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  /// An animator that plays its keyframes each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  /// The content at the initial value.
  public var body: Content { content(initialValue) }
}

extension View {
  /// Animates a value through keyframes and changes the view with it. Accepted: the view shows
  /// the initial value (pages do not animate).
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: AnyView(self)), initialValue)
  }

  /// Animates a value through keyframes each time `trigger` changes. Accepted: the view shows
  /// the initial value (pages do not animate).
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: AnyView(self)), initialValue)
  }

  /// Animates the modifiers `body` applies with `animation`. Pages show changes at once: the
  /// modifiers apply, unanimated.
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
    -> some View
  {
    body(PlaceholderContentView(content: AnyView(self)))
  }

  /// Changes the transaction of the modifiers `body` applies. They apply, unanimated.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: AnyView(self)))
  }
}

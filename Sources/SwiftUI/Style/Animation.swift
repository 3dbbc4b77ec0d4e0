import Foundation
@_spi(Host) import SuperSwiftLayout

/// An animation: its curve, duration, delay, speed and repetition, as SwiftUI spells them.
/// Pages show changes at once for now, so every animation is accepted and kept as data, and
/// none runs.
public struct Animation: Hashable, Sendable {
  /// The curve's name (`easeInOut`, `spring`, …).
  let curve: String
  /// Seconds, when the curve has a length.
  var duration: Double?
  /// Seconds before it starts.
  var delay: Double = 0
  /// How much faster than written it runs.
  var speed: Double = 1
  /// How often it runs (`nil`: for ever), and whether it runs back each other time.
  var repeats: (count: Int?, autoreverses: Bool)? {
    get { repeatCount.map { ($0 < 0 ? nil : $0, autoreverses) } }
    set {
      repeatCount = newValue.map { $0.count ?? -1 }
      autoreverses = newValue?.autoreverses ?? false
    }
  }
  private var repeatCount: Int?
  private var autoreverses = false

  init(curve: String, duration: Double? = nil) {
    self.curve = curve
    self.duration = duration
  }

  /// The default animation.
  public static let `default` = Animation(curve: "default")
  /// At a constant pace.
  public static let linear = Animation(curve: "linear", duration: 0.35)
  /// Slow at first.
  public static let easeIn = Animation(curve: "easeIn", duration: 0.35)
  /// Slow at the end.
  public static let easeOut = Animation(curve: "easeOut", duration: 0.35)
  /// Slow at both ends.
  public static let easeInOut = Animation(curve: "easeInOut", duration: 0.35)
  /// A spring.
  public static let spring = Animation(curve: "spring", duration: 0.5)
  /// A quick spring for interactions.
  public static let interactiveSpring = Animation(curve: "spring", duration: 0.15)
  /// A spring with a little bounce.
  public static let bouncy = Animation(curve: "spring", duration: 0.5)
  /// A spring without bounce.
  public static let smooth = Animation(curve: "spring", duration: 0.5)
  /// A quick spring with a little bounce.
  public static let snappy = Animation(curve: "spring", duration: 0.3)

  /// At a constant pace, for `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(curve: "linear", duration: duration) }
  /// Slow at first, for `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(curve: "easeIn", duration: duration) }
  /// Slow at the end, for `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(curve: "easeOut", duration: duration) }
  /// Slow at both ends, for `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(curve: "easeInOut", duration: duration) }
  /// A cubic Bézier curve through two control points, for `duration` seconds.
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
    -> Animation
  {
    Animation(curve: "timingCurve", duration: duration)
  }
  /// A spring of a response (seconds) and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: response)
  }
  /// A spring of a duration and bounce (iOS 17). Disfavoured, so `.spring()` is the older one
  /// (both take every argument defaulted; Apple's SDK resolves it the same way).
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(curve: "spring", duration: duration)
  }
  /// A quick spring for interactions.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(curve: "spring", duration: response)
  }
  /// A quick spring of a duration and extra bounce (iOS 17; `.interactiveSpring()` is the older one).
  @_disfavoredOverload
  public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: duration)
  }
  /// A spring of a duration and bounce that keeps its velocity (iOS 17).
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(curve: "spring", duration: duration)
  }
  /// A spring of a stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(curve: "spring", duration: 2 * Double.pi * (mass / stiffness).squareRoot())
  }
  /// A spring with a little bounce, of a duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: "spring", duration: duration)
  }
  /// A spring without bounce, of a duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: "spring", duration: duration)
  }
  /// A quick spring, of a duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: "spring", duration: duration)
  }

  /// The animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay = delay
    return copy
  }
  /// The animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed = speed
    return copy
  }
  /// The animation, run `repeatCount` times, back and forth when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = (repeatCount, autoreverses)
    return copy
  }
  /// The animation, run for ever, back and forth when `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = (nil, autoreverses)
    return copy
  }

  /// Animations are equal when they would run alike.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.curve == rhs.curve && lhs.duration == rhs.duration && lhs.delay == rhs.delay && lhs.speed == rhs.speed
      && lhs.repeatCount == rhs.repeatCount && lhs.autoreverses == rhs.autoreverses
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(curve)
    hasher.combine(duration)
    hasher.combine(delay)
    hasher.combine(speed)
    hasher.combine(repeatCount)
    hasher.combine(autoreverses)
  }
}

/// Runs `body`; changes are shown at once, without animation. Not isolated, as in Apple's
/// SwiftUI: a plain model class may call it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// When an animation counts as done, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// When the animation has logically finished.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When nothing moves any more.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion` on the main queue (soon: pages show changes without
/// animating). Not isolated, as in Apple's SwiftUI.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  let later = MainQueueCompletion(run: completion)
  DispatchQueue.main.async { later.run() }
  return result
}

/// A completion handed to the main queue. Apple's `completion` is not `@Sendable`; it is only
/// ever called once, on the main queue, so crossing to it is a named decision.
private struct MainQueueCompletion: @unchecked Sendable {
  let run: () -> Void
}

/// A value that can be animated: it has a zero, adds and subtracts, and scales.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values as one: `AnimatablePair<Double, Double>` for a shape of two numbers.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Zero and zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  /// Component by component.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// Component by component.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both's.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
  /// Nothing.
  public init() {}
  /// Nothing.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Nothing.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// A type whose `animatableData` an animation would interpolate (a shape of numbers, a
/// geometry effect); pages show the end value at once.
public protocol Animatable {
  /// The value to interpolate.
  associatedtype AnimatableData: VectorArithmetic
  /// The value to interpolate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A modifier whose `animatableData` an animation would interpolate (iOS 13's spelling, before
/// `Animatable` modifiers): a `ViewModifier` that is `Animatable`; pages show the end value at once.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Writes a type's `animatableData` from its stored properties (iOS 26). The host blanks it
/// before compiling (`AnimatableMacro`): a page shows each change at once, and a `Shape` stays
/// `Animatable` through its own conformance.
@attached(member, names: named(animatableData))
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "SuperSwiftMacros", type: "AnimatableMacro")

/// Leaves a stored property out of `@Animatable`'s `animatableData` (blanked with it).
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "SuperSwiftMacros", type: "AnimatableIgnoredMacro")

/// A modifier that moves its view by a transform of its `animatableData` (the shake a wrong
/// answer gets: `.modifier(Shake(animatableData: CGFloat(attempts)))`): the transform's
/// translation is drawn as the view's offset, at the end value (a page does not interpolate).
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The view, offset by the effect's translation.
  @MainActor public func body(content: Content) -> some View {
    let transform = effectValue(size: .zero)
    return content.offset(x: transform.m31, y: transform.m32)
  }
}

import Foundation

/// A spring's physics, by perceptual duration and bounce or by mass, stiffness and damping
/// (iOS 17). Pages show changes at once, so a spring is kept as data for `Animation.spring(_:)`.
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to come to rest, roughly, in seconds.
  public var duration: Double
  /// How much it overshoots: 0 none, up to 1; negative values are flatter.
  public var bounce: Double

  /// A spring of a perceptual duration and bounce.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring of a response and damping fraction (1: critically damped).
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  /// A spring of a mass, stiffness and damping.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let response = 2 * Double.pi * (mass / max(stiffness, .ulpOfOne)).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    self.init(duration: response, bounce: 1 - ratio)
  }

  /// The spring's response: its period without damping, in seconds.
  public var response: Double { duration }
  /// The damping fraction: 1 minus the bounce.
  public var dampingRatio: Double { 1 - bounce }
  /// The settling time, in seconds (roughly the duration).
  public var settlingDuration: Double { duration }

  /// The spring's value `time` seconds after it set off from zero towards `target` with
  /// `initialVelocity`: a damped harmonic oscillator of the spring's response and damping.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let (position, velocity) = coefficients(at: time)
    var settled = target
    settled.scale(by: 1 - position)
    var pushed = initialVelocity
    pushed.scale(by: velocity)
    return settled + pushed
  }

  /// The spring's value `time` seconds after it set off from `fromValue` towards `toValue`.
  public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// The spring's velocity `time` seconds after it set off from zero towards `target`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let step = 1e-4
    var difference =
      value(target: target, initialVelocity: initialVelocity, time: time + step)
      - value(target: target, initialVelocity: initialVelocity, time: time)
    difference.scale(by: 1 / step)
    return difference
  }

  /// How much of the starting offset and of the initial velocity remain in the displacement at
  /// `time` (the oscillator's solution for each damping regime).
  func coefficients(at time: TimeInterval) -> (position: Double, velocity: Double) {
    let t = max(time, 0)
    let natural = 2 * Double.pi / max(response, .ulpOfOne)
    let damping = max(dampingRatio, 0)
    let decay = Foundation.exp(-damping * natural * t)
    if abs(damping - 1) < 1e-9 {
      return (decay * (1 + natural * t), decay * t)
    }
    if damping < 1 {
      let frequency = natural * (1 - damping * damping).squareRoot()
      let position =
        decay * (Foundation.cos(frequency * t) + damping * natural / frequency * Foundation.sin(frequency * t))
      return (position, decay * Foundation.sin(frequency * t) / frequency)
    }
    let frequency = natural * (damping * damping - 1).squareRoot()
    let position =
      decay * (Foundation.cosh(frequency * t) + damping * natural / frequency * Foundation.sinh(frequency * t))
    return (position, decay * Foundation.sinh(frequency * t) / frequency)
  }

  /// A smooth spring without bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A spring with a little bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A quick spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A smooth spring of a duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A bouncy spring of a duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A snappy spring of a duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
}

extension Animation {
  /// An animation that follows `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(curve: "spring", duration: spring.duration)
  }
  /// An animation that follows `spring` and keeps its velocity.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation(curve: "spring", duration: spring.duration)
  }
  /// A spring of a stiffness and damping, mass last (the documentation's order; disfavoured,
  /// so `interpolatingSpring(stiffness:damping:)` is Apple's `mass:`-first one).
  @_disfavoredOverload
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0
  ) -> Animation {
    .spring(Spring(mass: mass, stiffness: stiffness, damping: damping))
  }
}

/// Runs `body`, then `completion` soon on the main queue (pages show changes without
/// animating). Not isolated, as in Apple's SwiftUI.
@_disfavoredOverload
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try withAnimation(animation, completionCriteria: .logicallyComplete, body, completion: completion)
}

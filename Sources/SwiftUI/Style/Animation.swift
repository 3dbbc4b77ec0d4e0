/// An animation; pages do not animate, so every animation is accepted and none runs.
public struct Animation: Hashable, Sendable {
  /// The default animation.
  public static let `default` = Animation()
  /// Ease in and out.
  public static let easeInOut = Animation()
  /// Linear.
  public static let linear = Animation()
  /// A spring.
  public static let spring = Animation()
}

/// Runs `body`; changes are shown at once, without animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

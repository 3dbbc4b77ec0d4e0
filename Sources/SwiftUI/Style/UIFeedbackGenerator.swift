@_spi(Host) import SuperSwiftLayout

/// A tap felt in the hand (no-ops on a page, which has no haptic engine).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}
  /// Gets ready to play soon (nothing to do on a page).
  public func prepare() {}
}

/// A bump of a weight.
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid
  }

  /// A generator of `style` bumps.
  public init(style: FeedbackStyle = .medium) { super.init() }

  /// A bump (none on a page).
  public func impactOccurred() {}
  /// A bump of an intensity (none on a page).
  public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error taps.
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened.
  public enum FeedbackType: Int, Sendable {
    /// It worked.
    case success
    /// Careful.
    case warning
    /// It failed.
    case error
  }

  /// A notification tap (none on a page).
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A tick as a selection changes.
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A tick (none on a page).
  public func selectionChanged() {}
}

import Foundation

/// A length of time for a scheduler: `.seconds(0.5)`, `.milliseconds(300)`, or a number of
/// seconds as a literal.
public struct SchedulerStride: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The length in seconds.
  public let seconds: Double

  /// A length of seconds.
  public init(seconds: Double) { self.seconds = seconds }
  /// A literal number of seconds.
  public init(floatLiteral value: Double) { seconds = value }
  /// A literal number of seconds.
  public init(integerLiteral value: Int) { seconds = Double(value) }

  /// Seconds.
  public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(seconds: value) }
  /// Seconds.
  public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value)) }
  /// Milliseconds.
  public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e3) }
  /// Microseconds.
  public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e6) }
  /// Nanoseconds.
  public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1e9) }
}

/// Where and when work runs: `DispatchQueue.main`, `RunLoop.main` (in an app, the main queue),
/// `ImmediateScheduler.shared`.
public protocol Scheduler {
  /// Options a scheduler takes (none here).
  associatedtype SchedulerOptions = Never
  /// Runs `action` soon.
  func schedule(_ action: @escaping () -> Void)
  /// Runs `action` after `delay`.
  func schedule(after delay: SchedulerStride, _ action: @escaping () -> Void)
}

/// Sends a closure to another thread (schedulers' actions are the app's own, as in Combine).
struct UncheckedAction: @unchecked Sendable {
  let run: () -> Void
}

extension DispatchQueue: Scheduler {
  /// Runs `action` on the queue.
  public func schedule(_ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    async { action.run() }
  }

  /// Runs `action` on the queue after `delay`.
  public func schedule(after delay: SchedulerStride, _ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    asyncAfter(deadline: .now() + delay.seconds) { action.run() }
  }
}

extension RunLoop: Scheduler {
  /// Runs `action` on the main queue (an app's loop serves the main queue, as the main run
  /// loop does on Apple's systems).
  public func schedule(_ action: @escaping () -> Void) { DispatchQueue.main.schedule(action) }

  /// Runs `action` on the main queue after `delay`.
  public func schedule(after delay: SchedulerStride, _ action: @escaping () -> Void) {
    DispatchQueue.main.schedule(after: delay, action)
  }
}

extension OperationQueue: Scheduler {
  /// Runs `action` on the queue.
  public func schedule(_ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    addOperation { action.run() }
  }

  /// Runs `action` on the queue after `delay`.
  public func schedule(after delay: SchedulerStride, _ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay.seconds) { [self] in
      addOperation { action.run() }
    }
  }
}

/// Runs work at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler.
  public static let shared = ImmediateScheduler()
  /// Runs `action` now.
  public func schedule(_ action: @escaping () -> Void) { action() }
  /// Runs `action` now (an immediate scheduler does not wait).
  public func schedule(after delay: SchedulerStride, _ action: @escaping () -> Void) { action() }
}

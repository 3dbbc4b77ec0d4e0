import Foundation
import Synchronization

/// The one owner of time in the host: what time it is, and work that waits for a time.
///
/// Everything that waits for a time takes a clock — the scheduler, retries' back-offs, alerts,
/// sign-in and session expiry, an interface's page-gone grace — so the server runs on the
/// system's (`SystemClock`) and tests on one they advance (`ManualClock`), never sleeping.
///
/// A timer's `fire` runs on the clock's own thread (the system clock) or on the thread that
/// advances it (the manual clock): it must only hand work on — wake a waiter, submit to a
/// `WorkQueue` — never do the work itself.
package protocol HostClock: Sendable {
  /// The time now.
  var now: Date { get }

  /// Calls `fire` once, at `deadline` or as soon after as the clock gets to it (at once when it
  /// has passed), unless the timer is cancelled first.
  @discardableResult
  func schedule(at deadline: Date, _ fire: @escaping @Sendable () -> Void) -> ClockTimer
}

extension HostClock {
  /// `schedule(at:)` for a time `delay` from now.
  @discardableResult
  package func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> ClockTimer {
    schedule(at: now.addingTimeInterval(delay.seconds), fire)
  }

  /// Blocks the calling thread until `deadline`, or until `cancellation` is triggered, whichever
  /// comes first; `true` when the deadline came.
  package func sleep(until deadline: Date, unless cancellation: Cancellation) -> Bool {
    let bell = Cancellation()
    let timer = schedule(at: deadline) { bell.cancel(.deadline) }
    defer { timer.cancel() }
    var watched = [
      pollfd(fd: bell.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: cancellation.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    while Syscall.poll(&watched, timeout: -1) <= 0 {}
    return cancellation.reason == nil
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  package var seconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// A timer a clock keeps; cancelling it before it fires means it never does.
///
/// It holds what it does until it fires or is cancelled, and lets go of it then: a cancelled
/// timer whose deadline is far off (a run's time limit, after the run) keeps nothing the action
/// captured (a run's descriptors) alive while it waits in its clock's queue.
package final class ClockTimer: Sendable {
  private let action: Mutex<(@Sendable () -> Void)?>

  /// A timer that does `action` when it fires.
  package init(_ action: @escaping @Sendable () -> Void) { self.action = Mutex(action) }

  /// Stops the timer from firing (no effect once it has fired).
  package func cancel() { action.withLock { $0 = nil } }

  /// Whether it is done: cancelled, or fired.
  package var isDone: Bool { action.withLock { $0 == nil } }

  /// Fires it, unless it is done.
  package func fire() {
    let taken = action.withLock { action in
      defer { action = nil }
      return action
    }
    taken?()
  }
}

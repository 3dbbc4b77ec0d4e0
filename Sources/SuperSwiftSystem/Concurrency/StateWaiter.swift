import Foundation

/// Waiting for shared state to reach a condition without sleep-polling: whoever changes the
/// state calls `notify()`, and a waiter re-checks its condition on each notification (or at its
/// deadline). One condition variable; the state itself stays wherever it lives (a `Mutex`).
///
/// Invariant: a change made before `notify()` is seen by every waiter whose check runs after
/// it, so no wake-up is lost: the check and the wait happen under the same lock that
/// `notify()` takes.
package final class StateWaiter: @unchecked Sendable {
  private let condition = NSCondition()

  /// A waiter with no one waiting.
  package init() {}

  /// Wakes every waiter to check its condition again; call after each change of the state.
  package func notify() {
    condition.lock()
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until `satisfied()` is true, or `deadline` passes (nil: no deadline); returns
  /// whether it is true.
  @discardableResult
  package func wait(until satisfied: () -> Bool, deadline: ContinuousClock.Instant?) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !satisfied() {
      guard let deadline else {
        condition.wait()
        continue
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero { return satisfied() }
      _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.seconds))
    }
    return true
  }
}

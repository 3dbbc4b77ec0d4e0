import Foundation
import Synchronization

/// A clock that moves only when told (`advance`), for tests: timers fire on the advancing
/// thread, in deadline order, each seeing `now` at its own deadline — the shape of swift-nio's
/// `EmbeddedEventLoop.advanceTime`. Nothing sleeps: a test of a day of schedules takes
/// milliseconds.
package final class ManualClock: HostClock {
  private struct State {
    var now: Date
    var timers = TimerQueue()
  }

  private let state: Mutex<State>
  /// Serialises `advance` calls, so timers fire in order even when two threads advance.
  private let advancing = Mutex(())
  /// Told whenever a timer is added: what `waitForTimers` uses.
  private let added = StateWaiter()

  /// A clock that reads `start` until advanced.
  package init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    state = Mutex(State(now: start))
  }

  /// The time now.
  package var now: Date { state.withLock { $0.now } }

  /// Keeps `fire` until the clock is advanced to `deadline`; fires it at once when that time
  /// has come (as the system clock would).
  @discardableResult
  package func schedule(at deadline: Date, _ fire: @escaping @Sendable () -> Void) -> ClockTimer {
    let timer = ClockTimer(fire)
    let due = state.withLock { state in
      guard deadline > state.now else { return true }
      state.timers.insert(deadline: deadline, timer: timer)
      return false
    }
    if due { timer.fire() } else { added.notify() }
    return timer
  }

  /// Moves the clock forward by `duration`, firing every timer due on the way.
  package func advance(by duration: Duration) {
    advance(to: now.addingTimeInterval(duration.seconds))
  }

  /// Moves the clock to `time` (never back), firing every timer due on the way; a timer a fire
  /// adds within the span fires too.
  package func advance(to time: Date) {
    advancing.withLock { _ in
      while let entry = state.withLock({ state -> TimerQueue.Entry? in
        guard let entry = state.timers.popFirst(through: time) else { return nil }
        state.now = max(state.now, entry.deadline)
        return entry
      }) {
        entry.timer.fire()
      }
      state.withLock { $0.now = max($0.now, time) }
    }
  }

  /// The number of timers waiting, not cancelled.
  package var pendingTimers: Int { state.withLock { $0.timers.count } }

  /// Waits (for real, up to `deadline`) until at least `count` timers are waiting: how a test
  /// knows a thread it started has reached its wait before advancing past it.
  @discardableResult
  package func waitForTimers(_ count: Int = 1, deadline: ContinuousClock.Instant = .now + .seconds(10)) -> Bool {
    added.wait(until: { pendingTimers >= count }, deadline: deadline)
  }
}

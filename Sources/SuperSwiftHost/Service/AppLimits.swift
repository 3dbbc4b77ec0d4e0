import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// What each app may use at once, as its policy says (`RunPolicy.maxConcurrent`, `rate`,
/// `debounce`), for the runs one service starts: the app's runs in flight and those waiting
/// their turn, the starts inside its rate window, and the burst a debounce is gathering.
///
/// Invariants: an app never has more than its limit of admitted runs (`running`); a run waits
/// in `waiting` only while the app is at its limit, and the first waiting run is admitted as
/// soon as one ends (first come, first served: a newcomer never passes a waiting run); a queued
/// run holds no thread (`admit` is called to start it); a burst has one run identifier from its
/// first start to its fire. Admitting calls happen outside the lock.
package final class AppLimits: Sendable {
  /// A run waiting its turn.
  package struct Waiting: Sendable {
    /// Its record while it waits (`queued`).
    package var record: RunRecord
    /// Starts it; called once, when its turn comes (the slot is then its own).
    package var admit: @Sendable () -> Void

    /// A run with `record` that `admit` starts.
    package init(record: RunRecord, admit: @escaping @Sendable () -> Void) {
      self.record = record
      self.admit = admit
    }
  }

  /// A debounce's burst: one run, started `delay` after the last start of the burst.
  private struct Burst {
    var record: RunRecord
    var fire: @Sendable () -> Void
    var timer: ClockTimer
  }

  private struct AppState {
    var limit = Int.max
    var running = 0
    var waiting: [Waiting] = []
    /// Starts inside the rate window, oldest first.
    var starts: [Date] = []
    var burst: Burst?
  }

  private let apps = Mutex<[String: AppState]>([:])
  /// The clock debounces wait on.
  let clock: any HostClock

  /// Limits keeping time by `clock`.
  package init(clock: any HostClock) {
    self.clock = clock
  }

  /// Counts a start of `app` against `rate` at `now`: `nil` when it is within the rate (and is
  /// now counted), else how many seconds until the window has room.
  package func takeRate(_ app: String, _ rate: RunRate, now: Date) -> TimeInterval? {
    apps.withLock { apps in
      var state = apps[app] ?? AppState()
      defer { apps[app] = state }
      return RateWindow.take(&state.starts, rate: rate, now: now)
    }
  }

  /// Takes one of `app`'s `limit` slots now (`true`), or queues `waiting` behind the runs
  /// already waiting (`false`): its `admit` is called when its turn comes.
  package func acquire(_ app: String, limit: Int, orQueue waiting: Waiting) -> Bool {
    take(app, limit: limit, orQueue: waiting)
  }

  /// Takes one of `app`'s slots now, or `false` (nothing is queued): for a caller that asked
  /// not to wait.
  package func tryAcquire(_ app: String, limit: Int) -> Bool {
    take(app, limit: limit, orQueue: nil)
  }

  /// A slot now, when the app is under `limit` and nobody waits; else `waiting`, if any, joins
  /// the queue.
  private func take(_ app: String, limit: Int, orQueue waiting: Waiting?) -> Bool {
    apps.withLock { apps in
      var state = apps[app] ?? AppState()
      defer { apps[app] = state }
      state.limit = limit
      if state.running < limit && state.waiting.isEmpty {
        state.running += 1
        return true
      }
      if let waiting { state.waiting.append(waiting) }
      return false
    }
  }

  /// Gives back one of `app`'s slots, and admits the first waiting run if the app is now under
  /// its limit.
  package func release(_ app: String) {
    let admitted: Waiting? = apps.withLock { apps in
      guard var state = apps[app] else { return nil }
      defer { apps[app] = state }
      state.running = max(0, state.running - 1)
      guard state.running < state.limit, !state.waiting.isEmpty else { return nil }
      state.running += 1
      return state.waiting.removeFirst()
    }
    admitted?.admit()
  }

  /// How many runs of every app wait their turn (bursts not counted).
  package var waitingTotal: Int {
    apps.withLock { $0.values.reduce(0) { $0 + $1.waiting.count } }
  }

  /// How many runs of `app` wait their turn.
  package func waitingCount(_ app: String) -> Int {
    apps.withLock { $0[app]?.waiting.count ?? 0 }
  }

  /// The record of a run that waits its turn or a burst's run, by identifier.
  package func queuedRecord(_ runID: String) -> RunRecord? {
    apps.withLock { apps in
      for state in apps.values {
        if let found = state.waiting.first(where: { $0.record.id == runID }) { return found.record }
        if let burst = state.burst, burst.record.id == runID { return burst.record }
      }
      return nil
    }
  }

  /// Takes a waiting run (or a burst's run) out: it will not start. Its record, if it was there.
  package func removeQueued(_ runID: String) -> RunRecord? {
    apps.withLock { apps in
      for (app, var state) in apps {
        if let index = state.waiting.firstIndex(where: { $0.record.id == runID }) {
          let removed = state.waiting.remove(at: index)
          apps[app] = state
          return removed.record
        }
        if let burst = state.burst, burst.record.id == runID {
          burst.timer.cancel()
          state.burst = nil
          apps[app] = state
          return burst.record
        }
      }
      return nil
    }
  }

  /// Adds a start to `app`'s burst: the first start opens it with `record` (its run's record
  /// while it waits); every start (re)sets its timer to `delay` seconds and makes `fire` the one
  /// that runs. Returns the burst's record, whose identifier every start of the burst shares.
  package func debounce(
    _ app: String, delay: TimeInterval, record: RunRecord, fire: @escaping @Sendable (_ runID: String) -> Void
  ) -> RunRecord {
    apps.withLock { apps in
      var state = apps[app] ?? AppState()
      defer { apps[app] = state }
      let shared = state.burst?.record ?? record
      state.burst?.timer.cancel()
      let runID = shared.id
      let timer = clock.schedule(at: clock.now.addingTimeInterval(delay)) { [self] in
        let due: Burst? = self.apps.withLock { all in
          guard let burst = all[app]?.burst, burst.record.id == runID else { return nil }
          all[app]?.burst = nil
          return burst
        }
        due?.fire()
      }
      state.burst = Burst(record: shared, fire: { fire(runID) }, timer: timer)
      return shared
    }
  }
}

/// A sliding window of start times: at most `rate.count` starts in any `rate.period` seconds.
/// Pure.
package enum RateWindow {
  /// Counts a start at `now` in `starts` (oldest first): `nil` when the window had room, else
  /// the seconds until it has (the oldest start leaves the window), and nothing is counted.
  package static func take(_ starts: inout [Date], rate: RunRate, now: Date) -> TimeInterval? {
    let windowStart = now.addingTimeInterval(-rate.period)
    if let firstInside = starts.firstIndex(where: { $0 > windowStart }) {
      starts.removeFirst(firstInside)
    } else {
      starts.removeAll()
    }
    guard starts.count >= rate.count else {
      starts.append(now)
      return nil
    }
    return max(0.001, starts[starts.count - rate.count].timeIntervalSince(windowStart))
  }
}

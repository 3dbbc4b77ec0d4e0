import Foundation
import SuperSwiftSystem
import Synchronization

/// The runs the server has in flight: a bound on how many run at once, a way to cancel each,
/// and a way to wait for them all when the server stops.
///
/// Invariant: a run is in `active` from the moment it has a slot until its record is final;
/// `slots` never exceeds `limit`.
public final class RunRegistry: Sendable {
  /// How many runs may be in flight at once.
  public let limit: Int
  /// How long a run waits for a slot before the caller is told to come back (503).
  public let queueTimeout: Duration

  private struct Active {
    var record: RunRecord
    var cancellation: Cancellation
  }

  private let state = Mutex<(slots: Int, active: [String: Active], stopping: Bool)>((0, [:], false))
  private let freed = DispatchSemaphore(value: 0)
  /// Told whenever a run leaves `active`: what `waitUntilIdle` and `RunService.cancel` wait on.
  package let changed = StateWaiter()

  /// A registry allowing `limit` runs at once.
  public init(limit: Int = 8, queueTimeout: Duration = .seconds(10)) {
    self.limit = limit
    self.queueTimeout = queueTimeout
  }

  /// Takes a slot for a run, waiting up to `queueTimeout`; `false` when none came free (or the
  /// server is stopping).
  public func acquire(_ record: RunRecord, cancellation: Cancellation) -> Bool {
    let deadline = ContinuousClock.now + queueTimeout
    while true {
      let taken = state.withLock { state -> Bool? in
        if state.stopping { return nil }
        guard state.slots < limit else { return false }
        state.slots += 1
        state.active[record.id] = Active(record: record, cancellation: cancellation)
        return true
      }
      guard let taken else { return false }
      if taken {
        changed.notify()
        return true
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero { return false }
      _ = freed.wait(timeout: .now() + .milliseconds(Int(min(remaining.milliseconds, 200))))
    }
  }

  /// Gives the slot back when a run has ended.
  public func release(_ id: String) {
    state.withLock { state in
      if state.active.removeValue(forKey: id) != nil { state.slots -= 1 }
    }
    freed.signal()
    changed.notify()
  }

  /// The record of a run in flight.
  public func record(_ id: String) -> RunRecord? {
    state.withLock { $0.active[id]?.record }
  }

  /// Cancels a run in flight; `false` if it is not in flight.
  @discardableResult
  public func cancel(_ id: String) -> Bool {
    guard let cancellation = state.withLock({ $0.active[id]?.cancellation }) else { return false }
    cancellation.cancel(.caller)
    return true
  }

  /// Refuses new runs and cancels every run in flight.
  public func stopAll(reason: Cancellation.Reason = .caller) {
    let cancellations = state.withLock { state -> [Cancellation] in
      state.stopping = true
      return state.active.values.map(\.cancellation)
    }
    for cancellation in cancellations { cancellation.cancel(reason) }
  }

  /// Waits until no run is in flight, at most `timeout`; `true` if none is.
  public func waitUntilIdle(timeout: Duration) -> Bool {
    changed.wait(until: { state.withLock { $0.slots } == 0 }, deadline: .now + timeout)
  }

  /// How many runs are in flight.
  public var running: Int { state.withLock { $0.slots } }
}

import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// The backups a `BackupPlan` asks of a running server: each due time is a timer on the server's
/// clock; the backup itself runs on a queue of one thread of its own (never the clock's), and
/// the next is planned when one is done, so two never overlap.
package final class ScheduledBackups: Sendable {
  let plan: BackupPlan
  let paths: Paths
  let clock: any HostClock
  let report: @Sendable (String) -> Void
  /// Told each backup's outcome: `nil` when made, else why it failed (for `/healthz` and `/metrics`).
  let outcome: @Sendable (String?) -> Void
  /// Where a due backup runs: a queue of one thread by default; a test runs it in place.
  let submit: @Sendable (@escaping @Sendable () -> Void) -> Void
  private let state = Mutex<(timer: ClockTimer?, stopped: Bool, made: [URL])>((nil, false, []))
  /// Held while a backup is made and its surplus removed: `stop` waits for it, so a server that
  /// stops never leaves one half-made or a folder with more than the plan keeps.
  private let working = Mutex(())

  /// Backups by `plan` of the library at `paths`, timed by `clock`; `report` gets what the
  /// server should print (each backup made, each failure).
  package init(
    plan: BackupPlan, paths: Paths, clock: any HostClock, report: @escaping @Sendable (String) -> Void,
    outcome: @escaping @Sendable (_ failure: String?) -> Void = { _ in },
    submit: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil
  ) {
    self.outcome = outcome
    let queue = WorkQueue(name: "superswift.backups", width: 1)
    self.submit = submit ?? { queue.submit($0) }
    self.plan = plan
    self.paths = paths
    self.clock = clock
    self.report = report
  }

  /// Plans the first backup.
  package func start() { schedule(after: clock.now) }

  /// No more backups; one in progress finishes first (this waits for it).
  package func stop() {
    let timer = state.withLock { state -> ClockTimer? in
      state.stopped = true
      return state.timer
    }
    timer?.cancel()
    working.withLock { _ in }
  }

  /// The backups made so far by this server, oldest first.
  package var made: [URL] { state.withLock { $0.made } }

  private func schedule(after time: Date) {
    let due = plan.next(after: time)
    let timer = clock.schedule(at: due) { [self] in
      submit { [self] in self.fire(due: due) }
    }
    let stopped = state.withLock { state -> Bool in
      if !state.stopped { state.timer = timer }
      return state.stopped
    }
    if stopped { timer.cancel() }
  }

  private func fire(due: Date) {
    let made = working.withLock { _ -> Bool in
      guard !state.withLock({ $0.stopped }) else { return false }
      do {
        let file = try plan.run(paths: paths, now: clock.now)
        state.withLock { $0.made.append(file) }
        report("superswift: backed up the library to \(file.path)\n")
        outcome(nil)
      } catch {
        report("superswift: warning: the scheduled backup failed: \(ErrorSentence.describe(error))\n")
        outcome(ErrorSentence.describe(error))
      }
      return true
    }
    if made { schedule(after: max(due, clock.now)) }
  }
}

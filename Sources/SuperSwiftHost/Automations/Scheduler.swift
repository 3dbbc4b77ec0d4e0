import Foundation
import Synchronization

/// Fires the library's schedules while `serve` runs.
///
/// One thread sleeps on a `Wakeup` until the earliest due time, a change to the schedules
/// (the CLI rewrites `Library.schedulesChangedFile`, which it watches) or `stop`; it never
/// polls. Each fire runs on a thread of its own through `launch` (the server's RunService), so
/// a long run never delays another schedule.
///
/// Guarantees:
/// - a due time is handled once: fired, queued or recorded as skipped (`ScheduleState.lastDue`
///   is written before the run starts);
/// - never a burst: fires missed while the server was down, or while it was busy, become at
///   most one fire (`Schedule.CatchUp.once`) or none;
/// - `overlap`: `skip` records a fire that finds the schedule's last run still going as
///   skipped, `queue` runs it when that run ends (at most `queueLimit` waiting), `allow` runs
///   both.
///
/// The clock is a parameter (`now`), and `plan` (what a schedule does at start) is pure, so
/// both are tested with fixed dates.
package final class Scheduler: Sendable {
  /// One fire of a schedule.
  package struct Fire: Sendable {
    /// The app to run.
    package var app: LibraryApp
    /// The schedule that fired.
    package var schedule: Schedule
    /// When it was due.
    package var due: Date
  }

  /// How a launched fire ended.
  package enum Outcome: Sendable, Equatable {
    /// It ran: its run's identifier and final status (`finished`, `failed`…).
    case ran(runID: String, status: String)
    /// It could not start (too many runs, an input file gone): why.
    case refused(String)
  }

  /// Runs a fire to its end (blocking its thread) and says how it went.
  package typealias Launch = @Sendable (Fire) -> Outcome

  /// The most fires a `queue` schedule keeps waiting; later ones are skipped.
  package static let queueLimit = 10

  private struct Entry {
    var app: LibraryApp
    var schedule: Schedule
    var next: Date?
  }

  private struct Inner {
    var entries: [String: Entry] = [:]
    var states: [String: ScheduleState] = [:]
    var running: [String: Int] = [:]
    var queued: [String: [Fire]] = [:]
    var dirty = true
    var stopped = false
    var loaded = false
    var started = false
    var finished = false
  }

  private let library: Library
  private let now: @Sendable () -> Date
  private let launch: Launch
  private let report: @Sendable (String) -> Void
  private let claim: @Sendable (_ schedule: String, _ due: Date) -> Bool
  private let wakeup: Wakeup
  private let inner = Mutex(Inner())
  private let stoppedWaiter = StateWaiter()

  /// A scheduler for `library`'s schedules; `report` gets sentences about schedules that
  /// cannot be read; `claim` says whether this server fires a due time (in a cluster, exactly
  /// one coordinator does: `RunExecutor.claimFire`). Nothing fires until `start`.
  package init(
    library: Library, now: @escaping @Sendable () -> Date = { Date() },
    claim: @escaping @Sendable (_ schedule: String, _ due: Date) -> Bool = { _, _ in true },
    report: @escaping @Sendable (String) -> Void, launch: @escaping Launch
  ) throws(IOError) {
    self.library = library
    self.now = now
    self.claim = claim
    self.launch = launch
    self.report = report
    wakeup = try Wakeup()
    try wakeup.watch(folder: library.schedulesChangedFile.deletingLastPathComponent())
  }

  /// Starts the scheduler's thread.
  package func start() {
    inner.withLock { $0.started = true }
    Thread.detachNewThread { [self] in
      loop()
      inner.withLock { $0.finished = true }
      stoppedWaiter.notify()
    }
  }

  /// Stops firing (runs already started go on) and waits for the thread to end.
  package func stop() {
    inner.withLock { $0.stopped = true }
    wakeup.wake()
    _ = stoppedWaiter.wait(
      until: { [self] in inner.withLock { !$0.started || $0.finished } }, deadline: .now + .seconds(5))
  }

  /// Reads the schedules again now (after a change made in this process).
  package func reload() {
    inner.withLock { $0.dirty = true }
    wakeup.wake()
  }

  /// Each schedule's next fire time and last state, for listing; `nil` before the first load.
  package func snapshot() -> [String: (next: Date?, state: ScheduleState)] {
    inner.withLock { inner in
      inner.entries.mapValues { entry in (entry.next, inner.states[entry.schedule.id] ?? ScheduleState()) }
    }
  }

  // MARK: - Planning (pure)

  /// What a schedule does when the scheduler (re)starts, given what it last handled: the missed
  /// due time to catch up on (at most one), and the next due time after `now`.
  package static func plan(_ schedule: Schedule, state: ScheduleState, now: Date) -> (catchUp: Date?, next: Date?) {
    let next = schedule.next(after: now)
    let handled = state.lastDue ?? schedule.created
    guard !schedule.paused, schedule.catchUp == .once, let firstMissed = schedule.next(after: handled),
      firstMissed <= now
    else { return (nil, next) }
    // The most recent missed due time names the catch-up fire (one run, whatever was missed).
    var latest = firstMissed
    if let every = schedule.every {
      latest = firstMissed.addingTimeInterval(((now.timeIntervalSince(firstMissed)) / every).rounded(.down) * every)
    } else {
      // Not a walk over every time missed (a minutely job down for a week is 10,000 of them, at
      // start, for each schedule): the shortest look-back that holds a fire holds few, since the
      // one before it held none; the walk below is over those.
      for span: TimeInterval in [60, 3600, 86_400, 7 * 86_400, 31 * 86_400, 366 * 86_400] {
        let from = max(handled, now.addingTimeInterval(-span))
        if let candidate = schedule.next(after: from), candidate <= now {
          latest = max(latest, candidate)
          break
        }
      }
      for _ in 0..<10_000 {
        guard let after = schedule.next(after: latest), after <= now else { break }
        latest = after
      }
    }
    return (latest, next)
  }

  // MARK: - The loop

  private func loop() {
    while true {
      let (stopped, dirty) = inner.withLock { inner in
        defer { inner.dirty = false }
        return (inner.stopped, inner.dirty)
      }
      if stopped { return }
      if dirty { load() }
      let time = now()
      let due: [Fire] = inner.withLock { inner in
        var fires: [Fire] = []
        for (id, entry) in inner.entries {
          guard !entry.schedule.paused, let next = entry.next, next <= time else { continue }
          fires.append(Fire(app: entry.app, schedule: entry.schedule, due: next))
          // Past `now`, not past `next`: a late scheduler fires once, never a burst.
          inner.entries[id]?.next = entry.schedule.next(after: max(next, time))
        }
        return fires
      }
      for fire in due.sorted(by: { $0.due < $1.due }) { handle(fire) }
      let earliest = inner.withLock { inner in
        inner.entries.values.filter { !$0.schedule.paused }.compactMap(\.next).min()
      }
      if wakeup.wait(until: earliest) {
        // A poke is `stop` or `reload`; a change to the watched folder is a schedule changed.
        inner.withLock { $0.dirty = true }
      }
    }
  }

  /// Reads every schedule; a new one (or one whose timing changed) gets its plan, and a
  /// catch-up fire if it missed any while the server was down.
  private func load() {
    let found: [(app: LibraryApp, schedule: Schedule)]
    do {
      found = try library.schedules()
    } catch {
      report("could not read the schedules: \(ErrorSentence.describe(error)); keeping the ones known")
      return
    }
    // Each schedule is judged once: those that cannot fire are said, and left out below.
    let firing = found.filter { app, schedule in
      guard let problem = schedule.problem() else { return true }
      report("schedule \(schedule.id) of \(app.name) cannot fire: \(problem)")
      return false
    }
    let time = now()
    let folder = library.scheduleStateFolder
    var catchUps: [Fire] = []
    inner.withLock { inner in
      var entries: [String: Entry] = [:]
      for (app, schedule) in firing {
        if let known = inner.entries[schedule.id], known.schedule.every == schedule.every,
          known.schedule.cron == schedule.cron, known.schedule.timeZone == schedule.timeZone,
          known.schedule.paused == schedule.paused
        {
          entries[schedule.id] = Entry(app: app, schedule: schedule, next: known.next)
          continue
        }
        let state = inner.states[schedule.id] ?? ScheduleState.read(schedule.id, in: folder)
        inner.states[schedule.id] = state
        // A schedule first seen by a running scheduler starts now: nothing of its past is missed.
        let plan =
          inner.loaded
          ? (catchUp: nil, next: schedule.next(after: time)) : Self.plan(schedule, state: state, now: time)
        if let missed = plan.catchUp { catchUps.append(Fire(app: app, schedule: schedule, due: missed)) }
        entries[schedule.id] = Entry(app: app, schedule: schedule, next: plan.next)
      }
      inner.entries = entries
      inner.loaded = true
    }
    for fire in catchUps { handle(fire) }
  }

  /// Fires, queues or skips one due time, as the schedule's overlap says.
  private func handle(_ fire: Fire) {
    let id = fire.schedule.id
    guard claim(id, fire.due) else {
      // Another coordinator fires it and records it; this one only knows it is handled.
      inner.withLock { $0.states[id, default: ScheduleState()].lastDue = fire.due }
      return
    }
    let start: Bool = inner.withLock { inner in
      var state = inner.states[id] ?? ScheduleState()
      defer { inner.states[id] = state }
      state.lastDue = fire.due
      if (inner.running[id] ?? 0) > 0 {
        switch fire.schedule.overlap {
        case .allow: break
        case .queue where (inner.queued[id]?.count ?? 0) < Self.queueLimit:
          inner.queued[id, default: []].append(fire)
          return false
        case .queue, .skip:
          state.skipped += 1
          state.lastOutcome = "skipped: the previous run was still going"
          state.lastOutcomeAt = now()
          return false
        }
      }
      inner.running[id, default: 0] += 1
      state.runs += 1
      state.lastOutcome = "running"
      state.lastOutcomeAt = now()
      return true
    }
    save(id)
    if start { begin(fire) }
  }

  private func begin(_ fire: Fire) {
    Thread.detachNewThread { [self] in
      let outcome = launch(fire)
      let id = fire.schedule.id
      let next: Fire? = inner.withLock { inner in
        var state = inner.states[id] ?? ScheduleState()
        switch outcome {
        case .ran(let runID, let status):
          state.lastRunID = runID
          state.lastOutcome = status
        case .refused(let reason):
          state.lastOutcome = "refused: \(reason)"
        }
        state.lastOutcomeAt = now()
        inner.states[id] = state
        if var waiting = inner.queued[id], !waiting.isEmpty, !inner.stopped {
          let first = waiting.removeFirst()
          inner.queued[id] = waiting
          return first  // stays counted as running
        }
        inner.running[id, default: 1] -= 1
        return nil
      }
      save(id)
      if let next {
        inner.withLock { inner in
          inner.states[id]?.runs += 1
          inner.states[id]?.lastOutcome = "running"
        }
        begin(next)
      }
    }
  }

  private func save(_ id: String) {
    guard let state = inner.withLock({ $0.states[id] }) else { return }
    do {
      try state.write(id, in: library.scheduleStateFolder)
    } catch {
      report("could not store the state of schedule \(id): \(ErrorSentence.describe(error))")
    }
  }
}

import Foundation
import SuperSwiftSystem
import Synchronization

/// Fires the library's schedules while `serve` runs.
///
/// One thread sleeps on a `Wakeup` until the earliest due time (a timer of its clock pokes it),
/// a change to the schedules (the CLI rewrites `Library.schedulesChangedFile`, which it
/// watches) or `stop`; it never polls. Fires run through `launch` (the server's RunService) on
/// the scheduler's `WorkQueue`, a few threads it owns: a long run never delays another
/// schedule's fire being handled, and a burst of fires (1,000 schedules due at once) waits in
/// that queue, not on a thread each.
///
/// Guarantees:
/// - a due time is handled once: fired, queued or recorded as skipped (`ScheduleState.lastDue`
///   is written before the run starts), and nothing handled is lost: each ends as a run
///   (`runs`, counted when it starts) or a skip (`skipped`), a fire still waiting when the
///   scheduler stops included, so `runs + skipped == fires` once it has stopped;
/// - never a burst: fires missed while the server was down, or while it was busy, become at
///   most one fire (`Schedule.CatchUp.once`) or none;
/// - `overlap`: `skip` records a fire that finds the schedule's last run still going as
///   skipped, `queue` runs it when that run ends (at most `queueLimit` waiting), `allow` runs
///   both.
///
/// The clock is a parameter (`HostClock`), and `plan` (what a schedule does at start) is pure,
/// so tests drive the scheduler with a `ManualClock` and fixed dates, never sleeping.
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
    /// Fires of each schedule started or waiting in `fires` (what `overlap` looks at).
    var running: [String: Int] = [:]
    var queued: [String: [Fire]] = [:]
    var dirty = true
    var stopped = false
    var loaded = false
    var started = false
    var finished = false
    /// Whether the loop is asleep, and the due time it sleeps until (`nil`: none).
    var asleep = false
    var sleepsUntil: Date?
  }

  private let library: Library
  private let clock: any HostClock
  /// The threads fires run on.
  package let fires: WorkQueue
  private let launch: Launch
  private let report: @Sendable (String) -> Void
  private let claim: @Sendable (_ schedule: String, _ due: Date) -> Bool
  private let wakeup: Wakeup
  private let inner = Mutex(Inner())
  /// Held while a state is read and written (`save`).
  private let saving = Mutex(())
  /// Told when the loop falls asleep or ends.
  private let progress = StateWaiter()

  /// The most fires that run at once; the rest wait in the queue.
  package static let concurrentFires = 4

  /// A scheduler for `library`'s schedules on `clock`, its fires run `concurrentFires` at a
  /// time; `report` gets sentences about schedules that cannot be read; `claim` says whether
  /// this server fires a due time (in a cluster, exactly one coordinator does:
  /// `RunExecutor.claimFire`). Nothing fires until `start`.
  package init(
    library: Library, clock: any HostClock = SystemClock.shared,
    fires: WorkQueue = WorkQueue(name: "schedule fires", width: Scheduler.concurrentFires),
    claim: @escaping @Sendable (_ schedule: String, _ due: Date) -> Bool = { _, _ in true },
    report: @escaping @Sendable (String) -> Void, launch: @escaping Launch
  ) throws(IOError) {
    self.library = library
    self.clock = clock
    self.fires = fires
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
      progress.notify()
    }
  }

  /// Stops firing (runs already started go on; fires still waiting are recorded as skipped)
  /// and waits for the thread to end.
  package func stop() {
    inner.withLock { $0.stopped = true }
    wakeup.wake()
    _ = progress.wait(
      until: { [self] in inner.withLock { !$0.started || $0.finished } }, deadline: .now + .seconds(5))
  }

  /// Waits (up to `deadline`) until the loop has handled every due time through `time` and
  /// sleeps, and its fires are quiet (`quiet`, of the fires waiting and running; by default
  /// none of either): how a test knows what a `ManualClock`'s advance set off is over.
  @discardableResult
  package func settle(
    through time: Date, deadline: ContinuousClock.Instant = .now + .seconds(10),
    quiet: (_ pending: Int, _ active: Int) -> Bool = { $0 == 0 && $1 == 0 }
  ) -> Bool {
    let asleep = progress.wait(
      until: { [self] in
        inner.withLock { inner in
          inner.finished || (inner.asleep && !inner.dirty && (inner.sleepsUntil.map { $0 > time } ?? true))
        }
      }, deadline: deadline)
    return asleep && fires.waitUntil(deadline: deadline, quiet)
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
      let time = clock.now
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
        let earliest = inner.entries.values.filter { !$0.schedule.paused }.compactMap(\.next).min()
        inner.asleep = true
        inner.sleepsUntil = earliest
        return earliest
      }
      progress.notify()
      // The clock pokes the wakeup at the due time: one owner of time, which tests advance.
      let timer = earliest.map { due in clock.schedule(at: due) { [wakeup] in wakeup.wake() } }
      let reason = wakeup.wait(until: nil)
      timer?.cancel()
      inner.withLock { inner in
        inner.asleep = false
        // A poke is the clock, `stop` or `reload` (which marks the schedules itself); a change to
        // the watched folder is a schedule changed.
        if reason == .changed { inner.dirty = true }
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
    let time = clock.now
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
      state.fires += 1
      if (inner.running[id] ?? 0) > 0 {
        switch fire.schedule.overlap {
        case .allow: break
        case .queue where (inner.queued[id]?.count ?? 0) < Self.queueLimit:
          inner.queued[id, default: []].append(fire)
          return false
        case .queue, .skip:
          state.skipped += 1
          state.lastOutcome = "skipped: the previous run was still going"
          state.lastOutcomeAt = clock.now
          return false
        }
      }
      inner.running[id, default: 0] += 1
      state.lastOutcome = "waiting to run"
      state.lastOutcomeAt = clock.now
      return true
    }
    save(id)
    if start { begin(fire) }
  }

  /// Runs a fire on the fires queue; when it ends, the schedule's next queued fire follows.
  private func begin(_ fire: Fire) {
    fires.submit { [self] in
      let id = fire.schedule.id
      let stopped = inner.withLock { inner in
        guard !inner.stopped else { return true }
        inner.states[id, default: ScheduleState()].runs += 1
        inner.states[id]?.lastOutcome = "running"
        inner.states[id]?.lastOutcomeAt = clock.now
        return false
      }
      if stopped {
        // Not lost: said, with every fire of the schedule still waiting behind it.
        skipWaiting(id, first: fire)
        return
      }
      save(id)
      let outcome = launch(fire)
      let next: Fire? = inner.withLock { inner in
        var state = inner.states[id] ?? ScheduleState()
        switch outcome {
        case .ran(let runID, let status):
          state.lastRunID = runID
          state.lastOutcome = status
        case .refused(let reason):
          state.lastOutcome = "refused: \(reason)"
        }
        state.lastOutcomeAt = clock.now
        inner.states[id] = state
        if var waiting = inner.queued[id], !waiting.isEmpty {
          let first = waiting.removeFirst()
          inner.queued[id] = waiting
          return first  // stays counted as running
        }
        inner.running[id, default: 1] -= 1
        return nil
      }
      save(id)
      if let next { begin(next) }
    }
  }

  /// Records a fire that never ran because the scheduler stopped, and the fires queued behind
  /// it, as skipped.
  private func skipWaiting(_ id: String, first: Fire) {
    inner.withLock { inner in
      let waiting = 1 + (inner.queued.removeValue(forKey: id)?.count ?? 0)
      inner.running[id, default: 1] -= 1
      inner.states[id, default: ScheduleState()].skipped += waiting
      inner.states[id]?.lastOutcome = "skipped: the server stopped before it ran"
      inner.states[id]?.lastOutcomeAt = clock.now
    }
    save(id)
  }

  /// Writes a schedule's state as it is now. Saves are one at a time, each reading the state
  /// when its turn comes: a snapshot taken before a change can never be written after the
  /// snapshot that has it (the loop and the fire threads save the same schedule).
  private func save(_ id: String) {
    saving.withLock { _ in
      guard let state = inner.withLock({ $0.states[id] }) else { return }
      do {
        try state.write(id, in: library.scheduleStateFolder)
      } catch {
        report("could not store the state of schedule \(id): \(ErrorSentence.describe(error))")
      }
    }
  }
}

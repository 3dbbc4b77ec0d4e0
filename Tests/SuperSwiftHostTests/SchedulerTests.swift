import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// The scheduler on a manual clock, with runs it launches replaced by a recorder whose runs
/// last a span of that clock: fires happen, overlap is kept, a change made elsewhere is seen at
/// once, a restart catches up once. Nothing sleeps: each step advances the clock and waits for
/// what that set off to be over (`Scheduler.settle`).
@Suite("Scheduler")
struct SchedulerTests {
  /// What the fake launcher saw. A run parks on the clock for `seconds` of it.
  final class Recorder: Sendable {
    let dues = Mutex<[Date]>([])
    let running = Mutex(0)
    let mostAtOnce = Mutex(0)
    /// Runs parked on the clock now.
    let parked = Mutex(0)
    let seconds: Double
    let clock: ManualClock
    /// The scheduler's fires queue, nudged when a run parks.
    let fires = Mutex<WorkQueue?>(nil)

    init(runFor seconds: Double, clock: ManualClock) {
      self.seconds = seconds
      self.clock = clock
    }

    var count: Int { dues.withLock { $0.count } }

    func launch(_ fire: Scheduler.Fire) -> Scheduler.Outcome {
      dues.withLock { $0.append(fire.due) }
      let now = running.withLock { count in
        count += 1
        return count
      }
      mostAtOnce.withLock { $0 = max($0, now) }
      if seconds > 0 {
        // Parked before its end is on the clock, which may fire it at once.
        // Unparked by the timer itself, on the advancing thread: once an advance returns, a run
        // it ended no longer counts as quiet.
        let end = Cancellation()
        parked.withLock { $0 += 1 }
        clock.schedule(after: .milliseconds(Int(seconds * 1000))) { [self] in
          parked.withLock { $0 -= 1 }
          end.cancel(.deadline)
        }
        fires.withLock { $0 }?.nudge()
        _ = end.wait()
      }
      running.withLock { $0 -= 1 }
      return .ran(runID: "run-\(fire.due.timeIntervalSince1970)", status: "finished")
    }
  }

  /// A library with one app, the scheduler over it on a manual clock (not started), and the
  /// recorder its fires run in.
  struct Setup {
    let library: Library
    let app: LibraryApp
    let scheduler: Scheduler
    let recorder: Recorder
    let clock: ManualClock
    let start: Date

    /// Advances the clock by `seconds`, a tenth of a second at a time, letting the scheduler and
    /// its fires finish what each step set off (runs parked on the clock count as quiet).
    func step(_ seconds: Double) throws {
      let tenths = Int((clock.now.timeIntervalSince(start) * 10).rounded())
      // Step 0 only settles what is due now.
      for tenth in tenths...(tenths + Int((seconds * 10).rounded())) {
        let time = start.addingTimeInterval(Double(tenth) / 10)
        clock.advance(to: time)
        // Quiet: every fire running is parked on the clock, and none waits for a thread that
        // is free.
        let settled = scheduler.settle(through: time) { pending, active in
          active == recorder.parked.withLock { $0 } && (pending == 0 || active == scheduler.fires.width)
        }
        try #require(settled, "the scheduler did not settle at \(Double(tenth) / 10) s")
      }
    }

    /// The schedule's stored state.
    func state(_ schedule: Schedule) -> ScheduleState {
      ScheduleState.read(schedule.id, in: library.scheduleStateFolder)
    }
  }

  /// When every test's clock starts, and its schedules were made.
  static let epoch = Date(timeIntervalSince1970: 1_800_000_000)

  static func setUp(_ schedules: [Schedule], runFor seconds: Double = 0) throws -> Setup {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scheduler-\(UUID().uuidString.prefix(8))", isDirectory: true)
    let library = Library(root: root)
    let app = try library.create(name: "Tick", template: nil, from: nil)
    try library.changeSchedules(of: app) { $0.append(contentsOf: schedules) }
    let clock = ManualClock(start: epoch)
    let recorder = Recorder(runFor: seconds, clock: clock)
    let scheduler = try Scheduler(library: library, clock: clock, report: { Issue.record("reported: \($0)") }) {
      recorder.launch($0)
    }
    recorder.fires.withLock { $0 = scheduler.fires }
    return Setup(library: library, app: app, scheduler: scheduler, recorder: recorder, clock: clock, start: clock.now)
  }

  static func setUp(_ schedule: Schedule, runFor seconds: Double = 0) throws -> Setup {
    try setUp([schedule], runFor: seconds)
  }

  @Test("every second, with runs of 2.2 s and overlap skip: never two at once, the fires between recorded as skipped")
  func skip() throws {
    let schedule = Schedule(every: 1, created: Self.epoch)
    let setup = try Self.setUp(schedule, runFor: 2.2)
    setup.scheduler.start()
    try setup.step(0)
    try setup.step(6.5)
    setup.scheduler.stop()
    // Due at 1 (runs to 3.2), 2 and 3 skipped, 4 (runs to 6.2), 5 and 6 skipped.
    #expect(setup.recorder.count == 2)
    #expect(setup.recorder.mostAtOnce.withLock { $0 } == 1)
    let state = setup.state(schedule)
    #expect(state.skipped == 4 && state.runs == 2 && state.fires == 6, "\(state)")
    #expect(state.lastOutcome == "finished", "\(state) \(setup.recorder.dues.withLock { $0 })")
  }

  @Test("overlap queue runs every fire, one after another; allow runs them at once")
  func queueAndAllow() throws {
    let queued = try Self.setUp(Schedule(every: 1, overlap: .queue, created: Self.epoch), runFor: 1.6)
    queued.scheduler.start()
    try queued.step(0)
    try queued.step(3.5)
    queued.scheduler.stop()
    // Due at 1, 2 and 3: the first runs to 2.6, the second to 4.2; the third was still waiting.
    #expect(queued.recorder.mostAtOnce.withLock { $0 } == 1)
    #expect(queued.recorder.count == 2)
    // The running one ends; the one waiting behind it is recorded as skipped, not lost.
    try queued.step(2)
    let schedule = try #require(try queued.library.schedules().first?.schedule)
    let state = queued.state(schedule)
    #expect(state.runs == 2 && state.skipped == 1 && state.fires == 3, "\(state)")

    let allowed = try Self.setUp(Schedule(every: 1, overlap: .allow, created: Self.epoch), runFor: 2.5)
    allowed.scheduler.start()
    try allowed.step(0)
    try allowed.step(3.5)
    allowed.scheduler.stop()
    #expect(allowed.recorder.mostAtOnce.withLock { $0 } == 3)
    #expect(allowed.recorder.count == 3)
  }

  @Test("pause, resume and remove made through the library reach a running scheduler at once")
  func changes() throws {
    let schedule = Schedule(every: 1, created: Self.epoch)
    let setup = try Self.setUp(schedule)
    setup.scheduler.start()
    defer { setup.scheduler.stop() }
    try setup.step(0)
    try setup.step(2.5)
    #expect(setup.recorder.count == 2)
    try setup.library.changeSchedules(of: setup.app) { $0[0].paused = true }
    setup.scheduler.reload()
    try setup.step(3)
    #expect(setup.recorder.count == 2)
    try setup.library.changeSchedules(of: setup.app) { $0[0].paused = false }
    setup.scheduler.reload()
    try setup.step(2)
    #expect(setup.recorder.count == 4)
    try setup.library.changeSchedules(of: setup.app) { $0.removeAll() }
    setup.scheduler.reload()
    try setup.step(3)
    #expect(setup.recorder.count == 4)
  }

  @Test("1,000 schedules due at once: fires wait in the queue, four run at a time, none is lost")
  func burst() throws {
    let schedules = (0..<1000).map { _ in Schedule(every: 1, created: Self.epoch) }
    let setup = try Self.setUp(schedules, runFor: 0.5)
    setup.scheduler.start()
    try setup.step(0)
    try setup.step(1)
    // All 1,000 are due: four run (parked on the clock), the rest wait for a thread.
    #expect(setup.recorder.mostAtOnce.withLock { $0 } == Scheduler.concurrentFires)
    #expect(setup.scheduler.fires.threadCount == Scheduler.concurrentFires)
    try setup.step(3)
    setup.scheduler.stop()
    try setup.step(1)
    #expect(setup.scheduler.fires.waitUntilIdle(deadline: .now + .seconds(10)))
    var runs = 0
    for schedule in schedules {
      let state = setup.state(schedule)
      #expect(state.runs + state.skipped == state.fires, "\(schedule.id): \(state)")
      runs += state.runs
    }
    #expect(runs == setup.recorder.count)
    #expect(setup.scheduler.fires.threadCount == Scheduler.concurrentFires)
  }

  @Test("a restart after missed fires runs one catch-up at once, for the latest missed time; none runs none")
  func restart() throws {
    let created = Self.epoch.addingTimeInterval(-3600)
    for (catchUp, expected) in [(Schedule.CatchUp.once, 1), (.none, 0)] {
      let schedule = Schedule(every: 600, catchUp: catchUp, created: created)
      let setup = try Self.setUp(schedule)
      var state = ScheduleState()
      state.lastDue = created.addingTimeInterval(600)
      try state.write(schedule.id, in: setup.library.scheduleStateFolder)
      setup.scheduler.start()
      try setup.step(0)
      setup.scheduler.stop()
      #expect(setup.recorder.count == expected)
      if expected == 1 {
        // Within a millisecond: `created` went through the manifest's JSON and back.
        let dues = setup.recorder.dues.withLock { $0 }
        #expect(dues.count == 1 && abs(dues[0].timeIntervalSince(created.addingTimeInterval(3600))) < 0.001, "\(dues)")
      }
    }
  }
}

import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost

/// The scheduler in real (short) time, with runs it launches replaced by a recorder: fires
/// happen, overlap is kept, a change made elsewhere is seen at once, a restart catches up once.
@Suite("Scheduler", .serialized)
struct SchedulerTests {
  /// What the fake launcher saw.
  final class Recorder: Sendable {
    let dues = Mutex<[Date]>([])
    let running = Mutex(0)
    let mostAtOnce = Mutex(0)
    let seconds: Double

    init(runFor seconds: Double) { self.seconds = seconds }

    var count: Int { dues.withLock { $0.count } }

    func launch(_ fire: Scheduler.Fire) -> Scheduler.Outcome {
      dues.withLock { $0.append(fire.due) }
      let now = running.withLock { count in
        count += 1
        return count
      }
      mostAtOnce.withLock { $0 = max($0, now) }
      Thread.sleep(forTimeInterval: seconds)
      running.withLock { $0 -= 1 }
      return .ran(runID: "run-\(fire.due.timeIntervalSince1970)", status: "finished")
    }
  }

  /// A library with one app and the scheduler over it (not started).
  static func setUp(_ schedule: Schedule, runFor seconds: Double = 0) throws -> (
    Library, LibraryApp, Scheduler, Recorder
  ) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scheduler-\(UUID().uuidString.prefix(8))", isDirectory: true)
    let library = Library(root: root)
    let app = try library.create(name: "Tick", template: nil, from: nil)
    try library.changeSchedules(of: app) { $0.append(schedule) }
    let recorder = Recorder(runFor: seconds)
    let scheduler = try Scheduler(library: library, report: { Issue.record("reported: \($0)") }) {
      recorder.launch($0)
    }
    return (library, app, scheduler, recorder)
  }

  @Test("every second, with runs of 2.2 s and overlap skip: never two at once, the fires between recorded as skipped")
  func skip() throws {
    let schedule = Schedule(every: 1)
    let (library, _, scheduler, recorder) = try Self.setUp(schedule, runFor: 2.2)
    scheduler.start()
    Thread.sleep(forTimeInterval: 4.6)
    scheduler.stop()
    #expect((1...3).contains(recorder.count))
    #expect(recorder.mostAtOnce.withLock { $0 } == 1)
    Thread.sleep(forTimeInterval: 2.5)  // the last run ends and records itself
    let state = ScheduleState.read(schedule.id, in: library.scheduleStateFolder)
    #expect(state.skipped >= 1)
    #expect(state.runs == recorder.count)
    #expect(state.lastOutcome == "finished")
  }

  @Test("overlap queue runs every fire, one after another; allow runs them at once")
  func queueAndAllow() throws {
    let (_, _, queued, queueRecorder) = try Self.setUp(Schedule(every: 1, overlap: .queue), runFor: 1.6)
    queued.start()
    Thread.sleep(forTimeInterval: 3.5)
    queued.stop()
    #expect(queueRecorder.mostAtOnce.withLock { $0 } == 1)
    #expect(queueRecorder.count >= 2)

    let (_, _, allowed, allowRecorder) = try Self.setUp(Schedule(every: 1, overlap: .allow), runFor: 2.5)
    allowed.start()
    Thread.sleep(forTimeInterval: 3.5)
    allowed.stop()
    #expect(allowRecorder.mostAtOnce.withLock { $0 } >= 2)
  }

  @Test("pause, resume and remove made through the library reach a running scheduler at once")
  func changes() throws {
    let schedule = Schedule(every: 1)
    let (library, app, scheduler, recorder) = try Self.setUp(schedule)
    scheduler.start()
    defer { scheduler.stop() }
    Thread.sleep(forTimeInterval: 2.5)
    #expect(recorder.count >= 1)
    try library.changeSchedules(of: app) { $0[0].paused = true }
    Thread.sleep(forTimeInterval: 0.5)
    let paused = recorder.count
    Thread.sleep(forTimeInterval: 2.2)
    #expect(recorder.count == paused)
    try library.changeSchedules(of: app) { $0[0].paused = false }
    Thread.sleep(forTimeInterval: 2.2)
    #expect(recorder.count > paused)
    try library.changeSchedules(of: app) { $0.removeAll() }
    Thread.sleep(forTimeInterval: 0.5)
    let removed = recorder.count
    Thread.sleep(forTimeInterval: 2.2)
    #expect(recorder.count == removed)
  }

  @Test("a restart after missed fires runs one catch-up at once, for the latest missed time; none runs none")
  func restart() throws {
    let created = Date().addingTimeInterval(-3600)
    for (catchUp, expected) in [(Schedule.CatchUp.once, 1), (.none, 0)] {
      let schedule = Schedule(every: 600, catchUp: catchUp, created: created)
      let (library, _, scheduler, recorder) = try Self.setUp(schedule)
      var state = ScheduleState()
      state.lastDue = created.addingTimeInterval(600)
      try state.write(schedule.id, in: library.scheduleStateFolder)
      scheduler.start()
      Thread.sleep(forTimeInterval: 1)
      scheduler.stop()
      #expect(recorder.count == expected)
      if expected == 1 {
        // Within a millisecond: `created` went through the manifest's JSON and back.
        let dues = recorder.dues.withLock { $0 }
        #expect(dues.count == 1 && abs(dues[0].timeIntervalSince(created.addingTimeInterval(3600))) < 0.001, "\(dues)")
      }
    }
  }
}

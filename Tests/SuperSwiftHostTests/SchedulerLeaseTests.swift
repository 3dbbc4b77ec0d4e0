import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// Of two servers on one library, one holds the schedules; the other takes over on its clock.
@Suite("Scheduler lease")
struct SchedulerLeaseTests {
  @Test("the first holds the lock; the second waits, and takes over a tick after the first lets go")
  func takeover() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lease-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }  // a temporary folder: best effort
    let clock = ManualClock()
    let acquisitions = Mutex<[String]>([])
    let first = SchedulerLease(library: root, holder: "first", clock: clock) {
      acquisitions.withLock { $0.append("first") }
    }
    let second = SchedulerLease(library: root, holder: "second", clock: clock) {
      acquisitions.withLock { $0.append("second") }
    }
    #expect(try first.start().holds)
    let waiting = try second.start()
    #expect(!waiting.holds)
    #expect(waiting.holder == "first", "the waiting one can say who holds them")
    clock.advance(by: .seconds(5))
    #expect(acquisitions.withLock { $0 } == ["first"], "no takeover while the first holds it")
    var stoppedFirst = false
    first.stop { stoppedFirst = true }
    #expect(stoppedFirst)
    #expect(acquisitions.withLock { $0 } == ["first"], "nothing happens before the clock ticks")
    clock.advance(by: SchedulerLease.retryInterval)
    #expect(acquisitions.withLock { $0 } == ["first", "second"])
    #expect(second.holds)
    clock.advance(by: .seconds(5))
    #expect(acquisitions.withLock { $0 } == ["first", "second"], "acquired once")
    second.stop()
    #expect(!second.holds)
    // Stopped, a lease never acquires again.
    let third = SchedulerLease(library: root, holder: "third", clock: clock) {}
    #expect(try third.start().holds)
    third.stop()
  }
}

import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost

/// The scheduler the runtime's compiles run on: order, waiting, limits, failure.
@Suite("JobGraph")
struct JobGraphTests {
  /// What the jobs of one run did, in order.
  final class Trace: Sendable {
    let events = Mutex<[String]>([])
    let running = Mutex<(now: Int, most: Int)>((0, 0))

    func job(_ id: String, work: Duration = .milliseconds(20)) {
      running.withLock {
        $0.now += 1; $0.most = max($0.most, $0.now)
      }
      events.withLock { $0.append("start \(id)") }
      Thread.sleep(forTimeInterval: Double(work.components.attoseconds) / 1e18)
      events.withLock { $0.append("end \(id)") }
      running.withLock { $0.now -= 1 }
    }

    func index(_ event: String) -> Int { events.withLock { $0.firstIndex(of: event) ?? -1 } }
  }

  @Test("a job starts only after those it waits for have ended")
  func dependencies() throws {
    let trace = Trace()
    let graph = JobGraph<String>([
      .init("SwiftUI", after: ["SuperSwift", "Layout"]), .init("Layout", after: ["SuperSwift"]), .init("SuperSwift"),
      .init("Combine"),
    ])
    try graph.run(workers: 2) { trace.job($0) }
    #expect(trace.index("end SuperSwift") < trace.index("start Layout"))
    #expect(trace.index("end Layout") < trace.index("start SwiftUI"))
    #expect(trace.index("end SuperSwift") < trace.index("start SwiftUI"))
    #expect(trace.events.withLock { $0.count } == 8)
  }

  @Test("no more jobs run at once than there are workers, and every worker is used", arguments: [1, 2, 3])
  func workers(count: Int) throws {
    // Each job waits (up to 10 s) until `count` jobs run at once: with fewer workers the run
    // would take 10 s a job, with more the count would be exceeded.
    let meeting = NSCondition()
    let running = Mutex<(now: Int, most: Int)>((0, 0))
    let clock = ContinuousClock()
    let started = clock.now
    try JobGraph((0..<(2 * count)).map { JobGraph<String>.Job("job \($0)") }).run(workers: count) { _ in
      meeting.lock()
      running.withLock {
        $0.now += 1; $0.most = max($0.most, $0.now)
      }
      meeting.broadcast()
      let deadline = Date(timeIntervalSinceNow: 10)
      while running.withLock({ $0.most }) < count, meeting.wait(until: deadline) {}
      running.withLock { $0.now -= 1 }
      meeting.unlock()
    }
    #expect(running.withLock { $0.most } == count)
    #expect(started.duration(to: clock.now) < .seconds(10))
  }

  @Test("workers take the first job that can start, in the order given")
  func order() throws {
    let trace = Trace()
    try JobGraph<String>([.init("a"), .init("b"), .init("c")]).run(workers: 1) { trace.job($0) }
    #expect(trace.events.withLock { $0 } == ["start a", "end a", "start b", "end b", "start c", "end c"])
  }

  @Test("after a failure nothing new starts, running jobs finish, and the first error is thrown")
  func failure() throws {
    struct Broke: Error, Equatable { var id: String }
    let trace = Trace()
    let graph = JobGraph<String>([.init("slow"), .init("broken"), .init("after", after: ["broken"]), .init("later")])
    #expect(throws: Broke(id: "broken")) {
      try graph.run(workers: 2) { id in
        if id == "broken" { throw Broke(id: id) }
        trace.job(id, work: id == "slow" ? .milliseconds(200) : .milliseconds(1))
      }
    }
    #expect(trace.index("end slow") >= 0, "the job already running finished")
    #expect(trace.index("start after") == -1)
    #expect(trace.index("start later") == -1)
  }

  @Test("a job waiting for one that no job provides is an error, not a hang")
  func unrunnable() throws {
    let graph = JobGraph<String>([.init("a"), .init("b", after: ["missing"])])
    #expect(throws: JobGraph<String>.Unrunnable.self) { try graph.run(workers: 2) { _ in } }
    let cycle = JobGraph<String>([.init("x", after: ["y"]), .init("y", after: ["x"])])
    #expect(throws: JobGraph<String>.Unrunnable.self) { try cycle.run(workers: 1) { _ in } }
  }
}

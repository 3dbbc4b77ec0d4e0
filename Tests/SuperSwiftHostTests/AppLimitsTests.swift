import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization
import Testing

/// Per-app limits apart from any run: the rate's sliding window, the order of waiting runs,
/// and a debounce's burst on a manual clock.
@Suite("Per-app limits")
struct AppLimitsTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  func record(_ id: String) -> RunRecord {
    RunRecord(
      id: id, appID: "app", appName: "App", appPath: "/x", source: .shortcut, input: RunInput(items: []),
      status: .queued, startedAt: start)
  }

  @Test("a rate of 3 a minute: three pass, the fourth waits until the oldest leaves the window")
  func rateWindow() {
    let rate = RunRate(count: 3, period: 60)
    var starts: [Date] = []
    #expect(RateWindow.take(&starts, rate: rate, now: start) == nil)
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(10)) == nil)
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(20)) == nil)
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(30)) == 30)
    // Refused starts are not counted: at 60 s the first has left, and one more passes.
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(60.5)) == nil)
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(61)) == 9)
    // After a quiet spell the window is empty again.
    #expect(RateWindow.take(&starts, rate: rate, now: start.addingTimeInterval(1000)) == nil)
    #expect(starts.count == 1)
  }

  @Test("written rates read back; wrong ones say what to write")
  func rates() throws {
    #expect(try RunRate(parsing: "10/1m") == RunRate(count: 10, period: 60))
    #expect(try RunRate(parsing: "100/1h30m").description == "100/1h30m")
    for bad in ["10", "ten/1m", "10/soon", "10/0s", "/1m"] {
      #expect(throws: CronExpression.ParseError.self, "\(bad)") { try RunRate(parsing: bad) }
    }
    var policy = RunPolicy()
    policy.rate = RunRate(count: 0, period: 60)
    #expect(policy.problem()?.contains("--rate") == true)
    policy.rate = nil
    policy.maxConcurrent = 0
    #expect(policy.problem()?.contains("--max-concurrent") == true)
    policy.maxConcurrent = 2
    policy.debounce = 0.5
    #expect(policy.problem()?.contains("--debounce") == true)
    policy.debounce = 5
    #expect(policy.problem() == nil && policy.limitsRuns)
    // The manifest's form round-trips.
    let data = try JSONEncoder().encode(policy)
    #expect(String(decoding: data, as: UTF8.self).contains(#""rate""#) == false)
    policy.rate = RunRate(count: 5, period: 3600)
    let again = try JSONDecoder().decode(RunPolicy.self, from: try JSONEncoder().encode(policy))
    #expect(again == policy)
  }

  @Test("over the limit runs wait in order; each end admits the next; a newcomer never passes a waiting run")
  func order() {
    let limits = AppLimits(clock: ManualClock(start: start))
    let admitted = Mutex<[String]>([])
    func waiting(_ id: String) -> AppLimits.Waiting {
      AppLimits.Waiting(record: record(id), admit: { admitted.withLock { $0.append(id) } })
    }
    #expect(limits.acquire("app", limit: 2, orQueue: waiting("a")))
    #expect(limits.acquire("app", limit: 2, orQueue: waiting("b")))
    #expect(!limits.acquire("app", limit: 2, orQueue: waiting("c")))
    #expect(!limits.acquire("app", limit: 2, orQueue: waiting("d")))
    #expect(limits.waitingCount("app") == 2)
    #expect(limits.queuedRecord("c")?.status == .queued)
    // Another app is not held up.
    #expect(limits.acquire("other", limit: 1, orQueue: waiting("x")))
    limits.release("app")
    #expect(admitted.withLock { $0 } == ["c"])
    // A slot is free only for those waiting: a newcomer that asks not to wait is refused.
    #expect(!limits.tryAcquire("app", limit: 2))
    #expect(limits.removeQueued("d")?.id == "d")
    limits.release("app")
    #expect(admitted.withLock { $0 } == ["c"])
    #expect(limits.tryAcquire("app", limit: 2))
    #expect(limits.waitingCount("app") == 0)
  }

  @Test("a debounce: a burst is one run, its delay after the last start, with the last start's work")
  func debounce() {
    let clock = ManualClock(start: start)
    let limits = AppLimits(clock: clock)
    let fired = Mutex<[String]>([])
    var burstID = ""
    for (index, delay) in [0, 3, 3, 3].enumerated() {
      clock.advance(by: .seconds(delay))
      let shared = limits.debounce("app", delay: 5, record: record("run-\(index)")) { runID in
        fired.withLock { $0.append("\(runID) with input \(index)") }
      }
      if index == 0 { burstID = shared.id }
      #expect(shared.id == burstID)
    }
    #expect(limits.queuedRecord(burstID) != nil)
    clock.advance(by: .seconds(4))
    #expect(fired.withLock { $0 }.isEmpty)
    clock.advance(by: .seconds(1))
    #expect(fired.withLock { $0 } == ["run-0 with input 3"])
    #expect(limits.queuedRecord(burstID) == nil)
    // The next start opens a new burst.
    let next = limits.debounce("app", delay: 5, record: record("run-9")) { _ in }
    #expect(next.id == "run-9")
    #expect(limits.removeQueued("run-9") != nil)
    clock.advance(by: .seconds(10))
    #expect(fired.withLock { $0 }.count == 1)
  }
}

import Foundation
@_spi(Host) import SuperSwift
import Synchronization
import Testing

@testable import SuperSwiftCluster
@testable import SuperSwiftHost
@testable import SuperSwiftServer
@testable import SuperSwiftSystem

/// Time as the host keeps it, on a manual clock: timers and work queues themselves, then what
/// waits for a time — an interface's page-gone grace, sign-in codes and sessions, retries and
/// alerts. Nothing here sleeps; each test advances the clock and asserts exact counts.
@Suite("Clock and queues")
struct ClockTests {
  /// A fresh configuration in a temporary folder.
  static func paths() -> Paths {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")
    return Paths(
      library: folder.appendingPathComponent("library"), cache: folder.appendingPathComponent("cache"),
      config: folder.appendingPathComponent("config"))
  }

  @Test("a manual clock fires timers in deadline order, each at its own time; cancelled ones never; past ones at once")
  func manualClock() {
    let clock = ManualClock()
    let start = clock.now
    let fired = Mutex<[(String, TimeInterval)]>([])
    func note(_ name: String) -> @Sendable () -> Void {
      { fired.withLock { $0.append((name, clock.now.timeIntervalSince(start))) } }
    }
    clock.schedule(after: .seconds(3), note("c"))
    clock.schedule(after: .seconds(1), note("a"))
    let cancelled = clock.schedule(after: .seconds(2), note("never"))
    clock.schedule(after: .seconds(1), note("b"))  // same deadline: after "a", added first
    cancelled.cancel()
    #expect(clock.pendingTimers == 3)
    clock.advance(by: .milliseconds(999))
    #expect(fired.withLock { $0.isEmpty })
    clock.advance(by: .seconds(5))
    #expect(fired.withLock { $0.map(\.0) } == ["a", "b", "c"])
    #expect(fired.withLock { $0.map(\.1) } == [1, 1, 3])
    #expect(abs(clock.now.timeIntervalSince(start) - 5.999) < 1e-6)
    clock.schedule(at: start, note("late"))
    #expect(fired.withLock { $0.last?.0 } == "late", "a deadline already passed fires at once")
  }

  @Test("a work queue runs at most its width at once, in submission order, on no more threads than that")
  func workQueue() {
    let queue = WorkQueue(name: "test", width: 3)
    let gate = Cancellation()
    let started = Mutex<[Int]>([])
    let running = Mutex((now: 0, most: 0))
    for number in 0..<50 {
      queue.submit {
        started.withLock { $0.append(number) }
        running.withLock { $0 = ($0.now + 1, max($0.most, $0.now + 1)) }
        queue.nudge()
        _ = gate.wait()
        running.withLock { $0.now -= 1 }
      }
    }
    #expect(
      queue.waitUntil(deadline: .now + .seconds(10)) { pending, active in
        pending == 47 && active == 3 && started.withLock { $0.count } == 3
      })
    // First in, first out: the three that run while the rest wait are the first three.
    #expect(started.withLock { Set($0) } == [0, 1, 2])
    gate.cancel()
    #expect(queue.waitUntilIdle(deadline: .now + .seconds(10)))
    #expect(running.withLock { $0.most } == 3)
    #expect(queue.threadCount == 3)
    #expect(started.withLock { Set($0) } == Set(0..<50))
  }

  @Test(
    "an interface whose page is gone past the grace is closed; one opened again in time is not; one never opened expires"
  )
  func pageGrace() throws {
    func session(_ clock: ManualClock) throws -> (InterfaceSession, Cancellation, [Int32]) {
      var ends: [Int32] = [-1, -1]
      #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
      let cancellation = Cancellation()
      let session = InterfaceSession(
        runID: Runner.newRunID(), appName: "Page", channel: ends[0], cancellation: cancellation,
        pageGrace: .seconds(10), clock: clock, renderer: { _ in "" })
      return (session, cancellation, ends)
    }
    let clock = ManualClock()
    let (gone, goneCancellation, goneEnds) = try session(clock)
    defer { goneEnds.forEach { close($0) } }
    let page = gone.watch()
    gone.unwatch(page.number, wake: page.wake)
    clock.advance(by: .milliseconds(9_999))
    #expect(goneCancellation.reason == nil)
    clock.advance(by: .milliseconds(1))
    #expect(goneCancellation.reason == .closed)

    let (back, backCancellation, backEnds) = try session(clock)
    defer { backEnds.forEach { close($0) } }
    let first = back.watch()
    back.unwatch(first.number, wake: first.wake)
    clock.advance(by: .seconds(5))
    let second = back.watch()  // the page came back (a reload) within the grace
    clock.advance(by: .seconds(60))
    #expect(backCancellation.reason == nil)
    back.unwatch(second.number, wake: second.wake)

    let (unopened, unopenedCancellation, unopenedEnds) = try session(clock)
    defer { unopenedEnds.forEach { close($0) } }
    unopened.expireIfNeverOpened(after: .seconds(600))
    clock.advance(by: .seconds(599))
    #expect(unopenedCancellation.reason == nil)
    clock.advance(by: .seconds(1))
    #expect(unopenedCancellation.reason == .unopened)
  }

  @Test("a sign-in code works for ten minutes and once; a session for thirty days")
  func sessionExpiry() throws {
    let clock = ManualClock()
    let store = SessionStore(paths: Self.paths(), clock: clock)
    let late = try store.mintCode(next: "/apps")
    let onTime = try store.mintCode(next: "/history")
    clock.advance(by: .seconds(599))
    #expect(store.redeem(onTime)?.next == "/history")
    #expect(store.redeem(onTime) == nil, "a code works once")
    let device = try store.mintCode(next: "/", deviceToken: "sst_phone")
    #expect(store.redeem(device)?.token == AccessToken.digest("sst_phone"), "a device's code signs in as it")
    clock.advance(by: .seconds(1))
    #expect(store.redeem(late) == nil, "a code ten minutes old is spent")

    let secret = try store.startSession(device: "iPhone", tokenDigest: AccessToken.digest("t"))
    clock.advance(by: .seconds(Int64(SessionStore.sessionLifetime) - 1))
    #expect(store.session(secret)?.token == AccessToken.digest("t"))
    #expect(store.session("another") == nil)
    clock.advance(by: .seconds(1))
    #expect(store.session(secret) == nil)
    #expect(store.sessions().isEmpty)
  }

  /// Runs that fail, counted; each attempt's record made at the clock's time.
  final class FailingExecutor: RunExecutor {
    let attempts = Mutex<[TimeInterval]>([])
    let changed = StateWaiter()
    let clock: ManualClock
    let start: Date

    init(clock: ManualClock) {
      self.clock = clock
      start = clock.now
    }

    var count: Int { attempts.withLock { $0.count } }

    func run(
      _ request: RunRequest, runner: Runner, cancellation: Cancellation, presenter: (any InterfacePresenter)?,
      onLog: @escaping @Sendable ([UInt8]) -> Void
    ) -> RunRecord {
      attempts.withLock { $0.append(clock.now.timeIntervalSince(start)) }
      changed.notify()
      var record = RunRecord(
        id: request.runID ?? Runner.newRunID(), appID: request.appID, appName: request.app.name,
        appPath: request.app.location.path, source: request.source, input: request.input, status: .failed,
        startedAt: clock.now)
      record.error = "it broke"
      runner.history?.end(record)
      return record
    }

    /// Waits (for real, briefly) until `count` attempts have been made.
    func waitFor(_ count: Int) -> Bool {
      changed.wait(until: { self.count >= count }, deadline: .now + .seconds(10))
    }
  }

  @Test("an unattended failure is retried after each back-off on the clock, then alerts once it has failed long enough")
  func retriesAndAlert() throws {
    let paths = Self.paths()
    let library = Library(paths: paths)
    let app = try library.create(name: "Broken", template: nil, from: nil)
    try library.changePolicy(of: app) { policy in
      policy.retries = 2
      policy.retryDelay = 30
      policy.backoff = 2
      policy.alertAfter = 60
    }
    let clock = ManualClock()
    let executor = FailingExecutor(clock: clock)
    let history = RunHistory(paths: paths, settings: Settings(paths: paths))
    let service = RunService(
      paths: paths, history: history, registry: RunRegistry(), executor: executor, runTimeout: nil,
      interfaceExpiry: .seconds(600), clock: clock, render: { _ in "" })
    guard case .found(let found) = try library.find(app.id) else { throw TestFailure("the app is gone") }
    var start = service.automation(found, items: [])
    start.unattended = true
    _ = try service.start(start, wait: false)
    #expect(executor.waitFor(1))
    #expect(clock.waitForTimers(1), "the first back-off is on the clock")
    clock.advance(by: .milliseconds(29_999))
    #expect(executor.count == 1)
    clock.advance(by: .milliseconds(1))
    #expect(executor.waitFor(2))
    #expect(clock.waitForTimers(1), "the second back-off, twice the first")
    clock.advance(by: .milliseconds(59_999))
    #expect(executor.count == 2)
    clock.advance(by: .milliseconds(1))
    #expect(executor.waitFor(3))
    #expect(service.background.waitUntilIdle(deadline: .now + .seconds(10)))
    #expect(executor.attempts.withLock { $0 } == [0, 30, 90])
    // Failing since 0, the last attempt at 90 s: past the 60 s the policy allows, so one alert.
    let raised = service.alerts.raised()
    #expect(raised.count == 1 && raised.first?.appName == "Broken", "\(raised)")
    #expect(raised.first?.raised == clock.now)

    // A run somebody waits for is theirs: it fails once, and no back-off is even scheduled.
    var attended = service.automation(found, items: [])
    attended.unattended = false
    let record = try service.start(attended, wait: true)
    #expect(record.status == .failed)
    #expect(executor.count == 4)
    #expect(clock.pendingTimers == 0)
  }

  @Test("the reaper ends a run only once its worker has stayed missing for the absence, look after look")
  func reaper() {
    let clock = ManualClock()
    var tracker = Reaper.Tracker(absence: .milliseconds(600))
    #expect(tracker.look(orphans: ["a"], at: clock.now).isEmpty)
    clock.advance(by: .milliseconds(400))
    #expect(tracker.look(orphans: ["a", "b"], at: clock.now).isEmpty)
    clock.advance(by: .milliseconds(200))
    #expect(tracker.look(orphans: ["a", "b"], at: clock.now) == ["a"])
    // b's worker is back for one look: its count starts over.
    clock.advance(by: .milliseconds(200))
    #expect(tracker.look(orphans: [], at: clock.now).isEmpty)
    clock.advance(by: .milliseconds(200))
    #expect(tracker.look(orphans: ["b"], at: clock.now).isEmpty)
    clock.advance(by: .milliseconds(599))
    #expect(tracker.look(orphans: ["b"], at: clock.now).isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(tracker.look(orphans: ["b"], at: clock.now) == ["b"])
    // A look that cannot be trusted forgets what it had seen.
    #expect(tracker.look(orphans: ["c"], at: clock.now).isEmpty)
    tracker.forget()
    clock.advance(by: .seconds(1))
    #expect(tracker.look(orphans: ["c"], at: clock.now).isEmpty)
  }

  @Test("detached children are reaped by one thread for the process, however many there are")
  func detachedChildren() throws {
    let reaper = ChildReaper.shared
    let before = reaper.reapedCount
    let forgotten = Mutex<Set<pid_t>>([])
    var started: Set<pid_t> = []
    // Spawned plainly, not through DetachedProcess: this test process must not become a
    // subreaper or register children, since the end-to-end tests' processes are its children too.
    for _ in 0..<50 {
      var pid: pid_t = 0
      let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
      defer { free(argv[0]) }
      #expect(posix_spawn(&pid, "/bin/true", nil, nil, argv, environ) == 0)
      started.insert(pid)
      reaper.watch(pid) { pid in _ = forgotten.withLock { $0.insert(pid) } }
    }
    let reaped = reaper.reapedChanged.wait(until: { reaper.reapedCount >= before + 50 }, deadline: .now + .seconds(30))
    #expect(reaped, "\(reaper.reapedCount - before) of 50 reaped")
    #expect(forgotten.withLock { $0 } == started, "each was reaped and forgotten")
    // Reaped, not zombies: none of them is a process any more.
    #expect(started.allSatisfy { kill($0, 0) == -1 && errno == ESRCH })
  }

  /// Something an action holds on to.
  final class Held: Sendable {}

  @Test("a cancelled timer lets go of what its action holds at once, however far off its deadline")
  func cancelledTimerLetsGo() {
    let clock = ManualClock()
    weak var released: Held?
    do {
      let held = Held()
      released = held
      let timer = clock.schedule(after: .seconds(3600)) { _ = held }
      #expect(clock.pendingTimers == 1)
      timer.cancel()
    }
    #expect(released == nil, "the action and what it captured are gone")
    #expect(clock.pendingTimers == 0)
  }
}

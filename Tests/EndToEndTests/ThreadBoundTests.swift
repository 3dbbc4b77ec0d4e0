import Foundation
import SuperSwift
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `serve` under a flood of background work, as an attacker on the LAN or a careless app makes
/// one: its threads stay few (work waits in queues, never on a thread each), and nothing is lost.
@Suite("Bounded threads", .serialized)
struct ThreadBoundTests {
  /// The most threads `serve` may have.
  static let bound = 64

  /// The threads process `pid` has now (its `/proc/PID/task` entries).
  static func threads(of pid: Int32) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count) ?? 0  // gone: none
  }

  /// Samples `pid`'s threads until `done` says so (or `seconds` pass); the most seen.
  static func mostThreads(of pid: Int32, seconds: Double, until done: () throws -> Bool) rethrows -> Int {
    var most = 0
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      most = max(most, threads(of: pid))
      if try done() { break }
      usleep(50_000)  // a sampling period, not a wait for an event
    }
    return most
  }

  @Test("1,000 schedules due every second: serve stays under 64 threads, and every fire is a run or a skip")
  func schedules() throws {
    let cli = try CLI()
    _ = try cli.newApp("Tick", source: "print(\"tick\")\n")
    #expect(try cli.run(["run", "Tick"]).status == 0)  // built once, before the flood
    let added = try cli.run(["schedule", "add", "Tick", "--every", "1s"])
    #expect(added.status == 0, "\(added.stderr)")
    // 999 more like it, written as a script would write the app's manifest.
    let manifestURL = try #require(
      FileManager.default.enumerator(at: cli.library, includingPropertiesForKeys: nil)?.allObjects
        .compactMap { $0 as? URL }.first { $0.lastPathComponent == ".superswift-app.json" })
    var manifest = try #require(JSON(parsing: Array(try Data(contentsOf: manifestURL))))
    let first = try #require(manifest["schedules"]?.array?.first?.object)
    var schedules: [JSON] = []
    for number in 0..<1000 {
      var copy = first
      copy["id"] = .string(String(format: "sch_flood%04d", number))
      schedules.append(.object(copy))
    }
    guard case .object(var fields) = manifest else { throw TestFailure("the manifest is not an object") }
    fields["schedules"] = .array(schedules)
    manifest = .object(fields)
    try Data(manifest.text.utf8).write(to: manifestURL)

    let server = try TestServer(cli)
    let pid = server.process.process.processIdentifier
    // Three seconds of fires: 3,000 due times against four fire threads.
    let most = Self.mostThreads(of: pid, seconds: 3.5) { false }
    #expect(most < Self.bound, "serve had \(most) threads")
    // The API still answers while the flood waits in the queue.
    let apps: RawResponse
    do {
      apps = try server.request("GET", "/api/apps")
    } catch {
      throw TestFailure("serve stopped answering (\(error)); it said: \(server.process.stderrSoFar.suffix(3000))")
    }
    #expect(apps.status == 200)
    server.process.signal(SIGTERM)
    _ = try server.process.finish()

    let listed = try cli.run(["schedule", "list", "--json"])
    let entries = try #require(JSON(parsing: Array(listed.stdout.utf8))?.array)
    #expect(entries.count == 1000)
    var runs = 0
    var fires = 0
    for entry in entries {
      let last = try #require(entry["last"])
      let (ran, skipped, fired) = (last["runs"]?.int ?? -1, last["skipped"]?.int ?? -1, last["fires"]?.int ?? -1)
      #expect(ran + skipped == fired, "\(entry["id"]?.string ?? "?"): \(last.text)")
      runs += ran
      fires += fired
    }
    #expect(fires >= 1000, "every schedule fired at least once: \(fires) fires")
    let history = JSON(parsing: Array(try cli.run(["history", "--json", "--limit", "10000"]).stdout.utf8))?.array ?? []
    let scheduled = history.filter { $0["schedule"]?["id"]?.string?.hasPrefix("sch_flood") == true }
    #expect(scheduled.count == runs, "\(scheduled.count) scheduled runs in the history, \(runs) counted")
  }

  @Test("an app that starts 1,000 child runs at once: serve stays under 64 threads, and all 1,000 answer")
  func children() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Echo",
      source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? \"\"))\n")
    _ = try cli.newApp(
      "Fan",
      source: """
        import SuperSwift
        let run = RunContext.current
        let answers = await withTaskGroup(of: Bool.self) { group in
          for number in 0..<1000 {
            group.addTask {
              guard case .text(let text)? = try? await run.runApp("Echo", input: String(number)) else { return false }
              return text == String(number)
            }
          }
          var right = 0
          for await ok in group where ok { right += 1 }
          return right
        }
        run.finish(with: .text("\\(answers) of 1000"))
        """)
    #expect(try cli.run(["run", "Echo", "--input", "warm"]).status == 0)  // built once
    let server = try TestServer(cli)
    let pid = server.process.process.processIdentifier
    let result = Mutex<RawResponse?>(nil)
    let caller = Thread {
      let response = try? server.request("POST", "/api/apps/Fan/run")  // nil: said below
      result.withLock { $0 = response }
    }
    caller.start()
    let most = Self.mostThreads(of: pid, seconds: 120) { result.withLock { $0 != nil } }
    #expect(most < Self.bound, "serve had \(most) threads")
    let response = try #require(result.withLock { $0 }, "the parent run did not answer")
    #expect(response.status == 200, "\(response.text)")
    #expect(response.text.contains("1000 of 1000"), "\(response.text)")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
  }
}

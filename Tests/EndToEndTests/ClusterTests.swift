import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One coordinator (`serve --queue`) and two workers with caches of their own, as two hosts
/// would have, on a real PostgreSQL.
final class TestCluster {
  let cli: CLI
  let queue: String
  let server: TestServer
  private(set) var workers: [CLI.Running] = []

  init(
    _ cli: CLI, postgres: TestPostgres, workers count: Int = 2, concurrency: Int = 2, serverOptions: [String] = []
  ) throws {
    self.cli = cli
    queue = try postgres.database()
    server = try TestServer(cli, extra: ["--queue", queue] + serverOptions)
    for _ in 0..<count { try addWorker(concurrency: concurrency) }
  }

  /// Starts another worker, with a cache of its own.
  @discardableResult
  func addWorker(concurrency: Int = 2) throws -> CLI.Running {
    let cache = cli.root.appendingPathComponent("worker-\(workers.count)-cache", isDirectory: true)
    try CLI.makePrivateCache(at: cache)
    let worker = try cli.setting("XDG_CACHE_HOME", cache.path).start(
      ["worker", "--queue", queue, "--concurrency", String(concurrency)])
    guard worker.waitForStderr("is waiting for runs", seconds: 60) else {
      throw TestFailure("the worker did not start: \(worker.stderrSoFar)")
    }
    workers.append(worker)
    return worker
  }

  /// What the workers said about builds: how many they compiled and fetched.
  func buildLines(_ kind: String) -> Int {
    workers.map { $0.stderrSoFar.components(separatedBy: "superswift worker: \(kind) ").count - 1 }.reduce(0, +)
  }

  deinit {
    for worker in workers {
      worker.signal(SIGTERM)
      _ = try? worker.finish()
    }
  }
}

@Suite(
  "Several machines on PostgreSQL", .serialized,
  .enabled(if: TestPostgres.isAvailable, "needs PostgreSQL's server (Debian's postgresql)"))
struct ClusterTests {
  var postgres: TestPostgres {
    get throws { try TestPostgres.shared() }
  }

  /// An app that doubles its input's `n`, each run making a file named by its number in
  /// `ledger`, exclusively, so a run executed twice shows (`twice-N-PID`); its identifier.
  static func doubler(_ cli: CLI, ledger: URL) throws -> String {
    try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
    return try cli.newApp(
      "Doubler",
      source: """
        import SuperSwift
        import Glibc
        let run = RunContext.current
        let n = run.input.json?["n"]?.int ?? -1
        let entry = open("\(ledger.path)/\\(n)", O_CREAT | O_EXCL | O_WRONLY, 0o644)
        if entry < 0 { _ = open("\(ledger.path)/twice-\\(n)-\\(getpid())", O_CREAT | O_WRONLY, 0o644) }
        run.finish(with: .json(["double": .number(Double(n * 2))]))
        """)
  }

  @Test("200 runs through the queue each run exactly once with the right result; one compile across both workers")
  func manyRuns() throws {
    let cli = try CLI()
    let ledger = cli.root.appendingPathComponent("ledger", isDirectory: true)
    let id = try Self.doubler(cli, ledger: ledger)
    let cluster = try TestCluster(cli, postgres: try postgres)
    let results = Mutex200()
    let server = cluster.server
    DispatchQueue.concurrentPerform(iterations: 8) { lane in
      for n in stride(from: lane, to: 200, by: 8) {
        let answer = try? server.request(
          "POST", "/api/apps/\(id)/result", body: Data(#"{"n": \#(n)}"#.utf8),
          headers: ["Content-Type": "application/json"])
        results.set(n, answer.flatMap { JSON(parsing: $0.body)?["double"]?.int })
      }
    }
    #expect(results.all == (0..<200).map { Optional($0 * 2) }, "every run answered with its own result")
    let entries = try FileManager.default.contentsOfDirectory(atPath: ledger.path)
    #expect(Set(entries.compactMap { Int($0) }) == Set(0..<200), "every run executed")
    #expect(entries.count == 200, "each exactly once: \(entries.filter { $0.hasPrefix("twice") })")
    #expect(try postgres.psql(cluster.queue, "SELECT count(*) FROM superswift_runs WHERE state = 'done'") == "200")
    #expect(
      try postgres.psql(cluster.queue, "SELECT count(DISTINCT worker) FROM superswift_runs") == "2", "both worked")
    #expect(cluster.buildLines("compiled") == 1, "one compile in the cluster")
    #expect(cluster.buildLines("fetched") <= 1, "\(cluster.workers.map(\.stderrSoFar))")
    #expect(try postgres.psql(cluster.queue, "SELECT count(*) FROM superswift_builds") == "1")
    // The coordinator's history has them all, as a local server's would.
    let history = try cluster.server.request("GET", "/api/runs?app=\(id)&limit=1000")
    #expect(JSON(parsing: history.body)?.array?.count == 200)
  }

  @Test("a worker that fetched a build links its own static binary, as the one that compiled it does")
  func fetchedBuildsLinkStatically() throws {
    let cli = try CLI().setting("SUPERSWIFT_STATIC_LINK", "1")
    let id = try cli.newApp("Echo", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"ok\"))\n")
    let cluster = try TestCluster(cli, postgres: try postgres, concurrency: 1)
    // Runs at once until each worker has the build: one compiled it, the other fetched it.
    let server = cluster.server
    for _ in 0..<30 where cluster.buildLines("fetched") == 0 {
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        _ = try? server.request("POST", "/api/apps/\(id)/result")
      }
    }
    #expect(cluster.buildLines("compiled") == 1 && cluster.buildLines("fetched") == 1)
    // Each worker's cache gets its own static binary, linked in the background.
    let caches = (0..<2).map {
      cli.root.appendingPathComponent("worker-\($0)-cache/superswift/builds", isDirectory: true)
    }
    func linked(_ builds: URL) -> Bool {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []
      return names.contains {
        FileManager.default.fileExists(atPath: builds.appendingPathComponent("\($0)/static.json").path)
      }
    }
    for _ in 0..<1200 where !caches.allSatisfy(linked) { usleep(100_000) }
    #expect(
      caches.allSatisfy(linked),
      "\(caches.map { (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? [] })")
  }

  @Test("cancel reaches the running worker by NOTIFY; a killed worker's run ends interrupted")
  func cancelAndKill() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Sleeper",
      source: """
        import SuperSwift
        import Foundation
        print("started")
        Thread.sleep(forTimeInterval: 60)
        RunContext.current.finish(with: .text("too late"))
        """)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 1, concurrency: 1)
    func startRunning() throws -> String {
      let started = try cluster.server.request("POST", "/api/apps/\(id)/run?wait=false")
      let run = try #require(started.firstIdentifier)
      // Running: the app printed its first line, which came back through the database.
      let stream = try cluster.server.followEvents(of: run)
      _ = try stream.readStream(until: "started")
      return run
    }
    let run = try startRunning()
    let clock = ContinuousClock()
    // A run that goes on is in the history as running: written once it has taken a moment (a
    // run that ends sooner is written once, when it ends).
    var listed: String?
    let lookedFrom = clock.now
    while listed == nil, lookedFrom.duration(to: clock.now) < .seconds(10) {
      let runs = JSON(parsing: try cluster.server.request("GET", "/api/runs?app=\(id)").body)?.array ?? []
      listed = runs.first { $0["id"]?.string == run }?["status"]?.string
      if listed == nil { usleep(20_000) }
    }
    #expect(listed == "running")
    let before = clock.now
    let cancelled = try cluster.server.request("DELETE", "/api/runs/\(run)")
    let took = before.duration(to: clock.now)
    #expect(JSON(parsing: cancelled.body)?["status"] == "cancelled")
    // bench/cluster.py measures the real figure (milliseconds); a loaded test machine gets slack.
    #expect(took < .seconds(3), "cancelled by NOTIFY, not after the app's minute: \(took)")
    #expect(!(try cluster.server.request("GET", "/api/runs/\(run)").text.contains("too late")))

    // A worker killed mid-run: its run is interrupted, not lost and not run again.
    let second = try startRunning()
    let worker = cluster.workers[0]
    let killedAt = clock.now
    worker.signal(SIGKILL)
    var status = ""
    while killedAt.duration(to: clock.now) < .seconds(10) {
      status = JSON(parsing: try cluster.server.request("GET", "/api/runs/\(second)").body)?["status"]?.string ?? ""
      if status != "running" { break }
      usleep(20_000)
    }
    #expect(status == "interrupted")
    #expect(killedAt.duration(to: clock.now) < .seconds(5), "found by the reaper within its interval")
    let record = try cluster.server.request("GET", "/api/runs/\(second)").text
    #expect(record.contains("stopped before the run ended"))
    // A new worker does not pick it up again.
    try cluster.addWorker(concurrency: 1)
    usleep(500_000)
    #expect(try postgres.psql(cluster.queue, "SELECT state FROM superswift_runs WHERE id = '\(second)'") == "done")
  }

  @Test("files go through the queue both ways; a result too big for the cluster fails the run loudly")
  func filesAndLimits() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Upper",
      source: """
        import SuperSwift
        let run = RunContext.current
        let text = run.input.files.first?.text ?? ""
        if text == "big" {
          run.finish(with: .text(String(repeating: "x", count: 17 << 20)))
        }
        run.finish(with: .files([OutputFile(name: "upper.txt", text: text.uppercased())]))
        """)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 1)
    let boundary = "b"
    func form(_ text: String) -> Data {
      Data(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"note.txt\"\r\n"
          + "Content-Type: text/plain\r\n\r\n\(text)\r\n--\(boundary)--\r\n").utf8)
    }
    let headers = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
    let answer = try cluster.server.request("POST", "/api/apps/\(id)/result", body: form("hello"), headers: headers)
    #expect(answer.status == 200)
    #expect(answer.text == "HELLO")
    let big = try cluster.server.request("POST", "/api/apps/\(id)/run", body: form("big"), headers: headers)
    #expect(big.status == 422)
    #expect(big.text.contains("more than the cluster's limit"))
  }

  @Test(
    "a result and a log with U+0000 come through the queue as from a local run, promptly; a final write the database refuses fails the run with a sentence; the slot is freed"
  )
  func nulBytes() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Nul",
      source: """
        import SuperSwift
        import Foundation
        let run = RunContext.current
        switch run.input.text ?? "" {
        case "json": run.finish(with: .json(["k": .string("x\\u{0}y")]))
        case "log":
          print("before\\u{0}after")
          run.finish(with: .text("logged"))
        case "live":
          print("live\\u{0}tail")
          Thread.sleep(forTimeInterval: 30)
          run.finish(with: .text("too late"))
        case "refuse": run.finish(with: .text("refuse-me"))
        case let text where text.hasPrefix("echo"): run.finish(with: .text(text))
        default: run.finish(with: .text("a\\u{0}b"))
        }
        """)
    let inputs = ["text", "json", "log", "echo\u{0}input"]
    // What a local server answers: the same is expected through the queue.
    var local: [String: Data] = [:]
    do {
      let server = try TestServer(cli)
      for input in inputs {
        let answer = try server.request("POST", "/api/apps/\(id)/result", body: Data(input.utf8))
        #expect(answer.status == 200, "\(input): \(answer.text)")
        local[input] = answer.body
      }
    }
    #expect(local["text"] == Data("a\u{0}b".utf8))
    #expect(local["echo\u{0}input"] == Data("echo\u{0}input".utf8), "input with U+0000, kept by a local run")
    // One run at a time: a run that kept its slot would leave the next one waiting for it.
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 1, serverOptions: ["--max-runs", "1"])
    let clock = ContinuousClock()
    for (round, input) in (inputs + inputs).enumerated() {
      let before = clock.now
      let answer = try cluster.server.request("POST", "/api/apps/\(id)/result", body: Data(input.utf8))
      let took = before.duration(to: clock.now)
      #expect(answer.status == 200, "\(input): \(answer.text)")
      #expect(answer.body == local[input], "\(input): the same answer as a local run")
      // The first round compiles on the worker; after it, an answer is a matter of milliseconds.
      if round >= inputs.count { #expect(took < .seconds(5), "\(input) answered in \(took)") }
    }
    // The history says the truth: finished, with the log as printed.
    let logged = try cluster.server.request("POST", "/api/apps/\(id)/run", body: Data("log".utf8))
    let record = try #require(JSON(parsing: logged.body))
    let run = try #require(record["id"]?.string)
    #expect(record["log"]?.string?.contains("before\u{0}after") == true, "\(logged.text)")
    let kept = try #require(JSON(parsing: try cluster.server.request("GET", "/api/runs/\(run)").body))
    #expect(kept["status"] == "finished")
    #expect(kept["log"]?.string?.contains("before\u{0}after") == true)
    #expect(
      try postgres.psql(
        cluster.queue, "SELECT position('\\x00'::bytea in log) > 0 FROM superswift_runs WHERE id = '\(run)'") == "t")

    // The live log carries U+0000 too (before, the NOTIFY payload ended at it).
    let live = try #require(
      try cluster.server.request("POST", "/api/apps/\(id)/run?wait=false", body: Data("live".utf8)).firstIdentifier)
    let stream = try cluster.server.followEvents(of: live)
    #expect(try stream.readStream(until: "tail").contains("live\\u0000tail"))
    #expect(JSON(parsing: try cluster.server.request("DELETE", "/api/runs/\(live)").body)?["status"] == "cancelled")

    // A final write the database refuses: the run fails at once, saying so, and the slot is free.
    try postgres.psql(
      cluster.queue,
      "ALTER TABLE superswift_runs ADD CONSTRAINT no_marker CHECK (record IS NULL OR strpos(record, 'refuse-me') = 0)")
    let before = clock.now
    let refused = try cluster.server.request("POST", "/api/apps/\(id)/run", body: Data("refuse".utf8))
    #expect(before.duration(to: clock.now) < .seconds(5))
    #expect(refused.status == 422)
    #expect(JSON(parsing: refused.body)?["status"] == "failed")
    #expect(refused.text.contains("the run's result could not be stored"), "\(refused.text)")
    let refusedID = try #require(JSON(parsing: refused.body)?["id"]?.string)
    #expect(JSON(parsing: try cluster.server.request("GET", "/api/runs/\(refusedID)").body)?["status"] == "failed")
    #expect(try cluster.server.request("POST", "/api/apps/\(id)/result", body: Data("text".utf8)).body == local["text"])
  }

  @Test(
    "a row forged in the database cannot rename the run, move its record out of the history or give it a status SuperSwift does not know"
  )
  func forgedRows() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Never",
      source: """
        import SuperSwift
        RunContext.current.finish(with: .text("never runs: no worker"))
        """)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 0)
    let history = cli.library.appendingPathComponent("history")
    let other = UUID().uuidString.lowercased()
    let marker = "escape-\(UUID().uuidString.prefix(8))"
    /// Queues a run (no worker takes it), writes `record` into its row as a worker would, and
    /// returns the run as the coordinator then tells it.
    func forge(_ record: String) throws -> JSON {
      let run = try #require(try cluster.server.request("POST", "/api/apps/\(id)/run?wait=false").firstIdentifier)
      for _ in 0..<200 {
        if try postgres.psql(cluster.queue, "SELECT count(*) FROM superswift_runs WHERE id = '\(run)'") == "1" { break }
        usleep(20_000)
      }
      try postgres.psql(
        cluster.queue,
        "UPDATE superswift_runs SET state = 'done', record = $j$\(record)$j$ WHERE id = '\(run)'; "
          + "SELECT pg_notify('superswift_done', '\(run)')")
      for _ in 0..<250 {
        let json = try #require(JSON(parsing: try cluster.server.request("GET", "/api/runs/\(run)").body))
        if json["status"] != "running" {
          #expect(json["id"]?.string == run, "the coordinator's id, not the row's")
          #expect(json["app"]?["name"] == "Never" && json["app"]?["id"]?.string == id)
          return json
        }
        usleep(20_000)
      }
      throw TestFailure("run \(run) did not end")
    }
    func record(id: String, status: String = "finished", result: String = #"{"kind": "text", "value": "forged"}"#)
      -> String
    {
      #"{"id": "\#(id)", "app": {"id": "x", "name": "Forged", "path": "/etc"}, "source": "app", "#
        + #""status": "\#(status)", "result": \#(result), "startedAt": "2000-01-01T00:00:00.000Z", "log": ""}"#
    }
    let renamed = try forge(record(id: other))
    #expect(renamed["status"] == "finished" && renamed["result"]?["value"] == "forged", "the outcome is the worker's")
    #expect(try cluster.server.request("GET", "/api/runs/\(other)").status == 404)
    let pathLike = try forge(record(id: "../../../../../../tmp/\(marker)"))
    #expect(pathLike["status"] == "finished")
    let unknown = try forge(record(id: other, status: "exploded"))
    #expect(unknown["status"] == "failed")
    #expect(unknown["error"]?.string?.contains("was refused: its status \"exploded\"") == true, "\(unknown)")
    let badFile = try forge(
      record(
        id: other,
        result:
          #"{"kind": "files", "value": [{"name": "../evil", "contentType": "text/plain", "path": "/tmp/evil", "size": 1}]}"#
      ))
    #expect(badFile["status"] == "failed")
    // The history holds the four runs under their own ids, and nothing was written elsewhere.
    let names = try FileManager.default.contentsOfDirectory(atPath: history.path).filter { $0.hasSuffix(".json") }
    #expect(names.count == 4)
    #expect(!names.contains { $0.contains(other) })
    #expect(!FileManager.default.fileExists(atPath: "/tmp/\(marker).json"))
    let everything = try FileManager.default.subpathsOfDirectory(atPath: cli.root.path)
    #expect(!everything.contains { $0.contains(marker) || $0.hasSuffix("evil") })
  }

  @Test("tables of version 1 (jsonb records, a text log) are upgraded in place, their rows kept")
  func upgradeFromVersion1() throws {
    let cli = try CLI()
    let postgres = try postgres
    let queue = try postgres.database()
    let run = UUID().uuidString.lowercased()
    try postgres.psql(
      queue,
      """
      CREATE TABLE superswift_schema (version int NOT NULL);
      INSERT INTO superswift_schema VALUES (1);
      CREATE TABLE superswift_runs (
        id uuid PRIMARY KEY, state text NOT NULL CHECK (state IN ('queued', 'running', 'done')),
        request jsonb NOT NULL, worker text, claimed_at timestamptz, record jsonb,
        log text NOT NULL DEFAULT '', created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        finished_at timestamptz);
      INSERT INTO superswift_runs (id, state, request, record, log)
        VALUES ('\(run)', 'done', '{"app": {}}', '{"status": "finished"}', 'printed é');
      """)
    _ = try TestServer(cli, extra: ["--queue", queue])
    #expect(try postgres.psql(queue, "SELECT version FROM superswift_schema") == "2")
    #expect(
      try postgres.psql(
        queue,
        "SELECT string_agg(column_name || ' ' || data_type, ', ' ORDER BY column_name) FROM information_schema.columns "
          + "WHERE table_name = 'superswift_runs' AND column_name IN ('request', 'record', 'log')")
        == "log bytea, record text, request text")
    #expect(
      try postgres.psql(queue, "SELECT record || ' ' || convert_from(log, 'UTF8') FROM superswift_runs")
        == #"{"status": "finished"} printed é"#)
  }

  /// The `superswift-cluster` of the commit before the cluster's tables gained columns in place,
  /// when one was built (`Tests/Fixtures/build-old-cluster.sh`; `.ci/run` builds it).
  static let oldCluster: URL? = ProcessInfo.processInfo.environment["SUPERSWIFT_TEST_OLD_CLUSTER"].map {
    URL(fileURLWithPath: $0)
  }

  @Test(
    "the tables upgrade in place under a running worker of the version before; both versions' workers then share the queue, each run once",
    .enabled(
      if: ClusterTests.oldCluster.map { FileManager.default.isExecutableFile(atPath: $0.path) } ?? false,
      "needs the previous version's superswift-cluster: SUPERSWIFT_TEST_OLD_CLUSTER=$(Tests/Fixtures/build-old-cluster.sh DIR), as .ci/run does"
    ))
  func upgradeUnderOldWorker() throws {
    let old = try #require(Self.oldCluster)
    let cli = try CLI()
    let postgres = try postgres
    let queue = try postgres.database()
    let ledger = cli.root.appendingPathComponent("ledger", isDirectory: true)
    // The old version's worker, with a cache of its own (its runtime is its own version's),
    // prepared first so its first run is not a runtime build.
    let oldCache = cli.root.appendingPathComponent("old-worker-cache", isDirectory: true)
    let oldCLI = cli.setting("XDG_CACHE_HOME", oldCache.path)
    let prepared = try oldCLI.start(["prepare"], executable: old)
    prepared.process.waitUntilExit()
    #expect(prepared.process.terminationStatus == 0, "\(prepared.stderrSoFar)")
    // It starts on an empty database and makes the tables as it knew them.
    let oldWorker = try oldCLI.start(["worker", "--queue", queue, "--concurrency", "2"], executable: old)
    defer {
      oldWorker.signal(SIGTERM)
      _ = try? oldWorker.finish()
    }
    guard oldWorker.waitForStderr("is waiting for runs", seconds: 60) else {
      throw TestFailure("the old worker did not start: \(oldWorker.stderrSoFar)")
    }
    let columns =
      "SELECT count(*) FROM information_schema.columns WHERE table_name = 'superswift_runs' AND column_name IN ('app_id', 'max_concurrent')"
    #expect(try postgres.psql(queue, columns) == "0", "the old version's tables")

    // This version's coordinator upgrades them in place while that worker waits on them.
    let id = try Self.doubler(cli, ledger: ledger)
    let server = try TestServer(cli, extra: ["--queue", queue])
    #expect(try postgres.psql(queue, columns) == "2", "added in place")
    #expect(try postgres.psql(queue, "SELECT version FROM superswift_schema") == String(2))
    @Sendable func double(_ n: Int) throws -> Int? {
      let answer = try server.request(
        "POST", "/api/apps/\(id)/result", body: Data(#"{"n": \#(n)}"#.utf8),
        headers: ["Content-Type": "application/json"], timeout: 300)
      return JSON(parsing: answer.body)?["double"]?.int
    }
    // The old worker alone runs what the new coordinator queued (rows with the new columns).
    for n in 0..<3 { #expect(try double(n) == n * 2) }
    let oldName = "-\(oldWorker.process.processIdentifier)-"
    #expect(
      try postgres.psql(queue, "SELECT count(*) FROM superswift_runs WHERE position('\(oldName)' IN worker) > 0") == "3"
    )

    // A worker of this version joins; both take runs from the one queue, each run once.
    let newCache = cli.root.appendingPathComponent("new-worker-cache", isDirectory: true)
    try CLI.makePrivateCache(at: newCache)
    let newWorker = try cli.setting("XDG_CACHE_HOME", newCache.path).start(
      ["worker", "--queue", queue, "--concurrency", "2"])
    defer {
      newWorker.signal(SIGTERM)
      _ = try? newWorker.finish()
    }
    guard newWorker.waitForStderr("is waiting for runs", seconds: 60) else {
      throw TestFailure("the worker did not start: \(newWorker.stderrSoFar)")
    }
    // Six at once against the old worker's two: the new one is never left idle.
    let results = Mutex200()
    DispatchQueue.concurrentPerform(iterations: 6) { lane in
      for n in stride(from: 3 + lane, to: 63, by: 6) { results.set(n, try? double(n)) }
    }
    #expect(Array(results.all[3..<63]) == (3..<63).map { Optional($0 * 2) }, "every run answered with its own result")
    let entries = try FileManager.default.contentsOfDirectory(atPath: ledger.path)
    #expect(Set(entries.compactMap { Int($0) }) == Set(0..<63) && entries.count == 63, "each once: \(entries.sorted())")
    #expect(try postgres.psql(queue, "SELECT count(*) FROM superswift_runs WHERE state = 'done'") == "63")
    #expect(try postgres.psql(queue, "SELECT count(DISTINCT worker) FROM superswift_runs") == "2", "both worked")
    #expect(oldWorker.process.isRunning, "the old worker is still serving: \(oldWorker.stderrSoFar.suffix(400))")
  }

  @Test("a database restart mid-traffic is survived: the run in flight ends, new runs go through")
  func databaseRestart() throws {
    let own = try TestPostgres(own: true)
    let cli = try CLI()
    let id = try cli.newApp(
      "Pause",
      source: """
        import SuperSwift
        import Foundation
        Thread.sleep(forTimeInterval: 2)
        RunContext.current.finish(with: .text("survived"))
        """)
    let cluster = try TestCluster(cli, postgres: own, workers: 1)
    #expect(try cluster.server.request("POST", "/api/apps/\(id)/result").text == "survived")
    let inFlight = try #require(try cluster.server.request("POST", "/api/apps/\(id)/run?wait=false").firstIdentifier)
    usleep(500_000)
    try own.restart()
    var status = ""
    for _ in 0..<600 {
      status = JSON(parsing: try cluster.server.request("GET", "/api/runs/\(inFlight)").body)?["status"]?.string ?? ""
      if status != "running" { break }
      usleep(50_000)
    }
    #expect(status == "finished", "the run in flight was not lost")
    #expect(try cluster.server.request("POST", "/api/apps/\(id)/result").text == "survived", "and the next one runs")
  }

  @Test("without superswift-cluster beside it, superswift says how to get it")
  func handOver() throws {
    let cli = try CLI()
    let alone = cli.root.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: CLI.binary, to: alone.appendingPathComponent("superswift"))
    let result = try Program.run([alone.appendingPathComponent("superswift").path, "worker", "--queue", "postgres://x"])
    #expect(result.status == 2)
    #expect(result.errors.contains("needs superswift-cluster beside superswift"))
    #expect(result.errors.contains("--product superswift-cluster"))
  }

  @Test("an app's --max-concurrent holds across two coordinators: their runs wait in the queue, one at a time")
  func limitAcrossCoordinators() throws {
    let cli = try CLI()
    let gate = cli.root.appendingPathComponent("gate", isDirectory: true)
    try FileManager.default.createDirectory(at: gate, withIntermediateDirectories: true)
    _ = try cli.newApp("Gated", source: AppLimitsEndToEndTests.gated(gate))
    #expect(try cli.run(["policy", "Gated", "--max-concurrent", "1"]).status == 0)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 2, concurrency: 2)
    let second = try TestServer(cli, extra: ["--queue", cluster.queue])
    defer {
      second.process.signal(SIGTERM)
      _ = try? second.process.finish()  // the assertions below are what the test is about
    }
    // Built once, before the gate matters.
    try Data().write(to: gate.appendingPathComponent("go"))
    #expect(try cluster.server.request("POST", "/api/apps/Gated/result", timeout: 600).status == 200)
    try FileManager.default.removeItem(at: gate.appendingPathComponent("go"))
    // One run from each coordinator: each is within its own server's limit, not the app's.
    var ids: [String] = []
    for server in [cluster.server, second] {
      for index in 0..<2 {
        let answer = try server.request("POST", "/api/apps/Gated/run?wait=false", body: Data("r\(index)".utf8))
        #expect(answer.status == 202, "\(answer.text)")
        if let id = JSON(parsing: answer.body)?["id"]?.string { ids.append(id) }
      }
    }
    let marks = {
      ((try? FileManager.default.contentsOfDirectory(atPath: gate.path)) ?? []).filter { $0.hasPrefix("running-") }
        .count
    }
    // Four free places on the workers: without the queue's limit, two would be running by now.
    var most = 0
    let watchUntil = Date().addingTimeInterval(4)
    while Date() < watchUntil {
      most = max(most, marks())
      usleep(20_000)
    }
    #expect(most == 1, "runs of a --max-concurrent 1 app at once: \(most)")
    try Data().write(to: gate.appendingPathComponent("go"))
    var finished: [JSON] = []
    for _ in 0..<600 {
      finished = ids.compactMap { id in
        JSON(parsing: (try? second.request("GET", "/api/runs/\(id)"))?.body ?? Data())
      }.filter { $0["status"]?.string == "finished" }
      if finished.count == ids.count { break }
      usleep(100_000)
    }
    #expect(finished.count == ids.count, "\(cluster.workers.map(\.stderrSoFar))")
    for record in finished {
      let together = record["result"]?["value"]?.string?.split(separator: " ").first
      #expect(together == "1", "a run saw another running beside it: \(record["result"] ?? .null)")
    }
  }

  @Test("an app's --rate is counted across two coordinators: the third start of two a window is refused on either")
  func rateAcrossCoordinators() throws {
    let cli = try CLI()
    _ = try cli.newApp("Ping", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"pong\"))\n")
    #expect(try cli.run(["policy", "Ping", "--rate", "2/1h"]).status == 0)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 1, concurrency: 2)
    let second = try TestServer(cli, extra: ["--queue", cluster.queue])
    defer {
      second.process.signal(SIGTERM)
      _ = try? second.process.finish()  // the assertions below are what the test is about
    }
    #expect(try cluster.server.request("POST", "/api/apps/Ping/result", timeout: 600).status == 200)
    #expect(try second.request("POST", "/api/apps/Ping/result").status == 200)
    // A coordinator's health says its queue is reachable.
    let health = JSON(parsing: try second.request("GET", "/healthz", authorized: false).body)
    #expect(health?["queue"]?.string == "reachable" && health?["status"]?.string == "ok", "\(health ?? .null)")
    for server in [cluster.server, second] {
      let third = try server.request("POST", "/api/apps/Ping/result")
      #expect(third.status == 429, "\(third.text)")
      let after = Int(third.headers["retry-after"] ?? "") ?? 0
      #expect(after > 3000 && after <= 3600, "\(third.headers)")
    }
  }

  @Test("two coordinators over one library and queue: each due time of a schedule fires exactly once")
  func scheduleFiresOnce() throws {
    let cli = try CLI()
    _ = try cli.newApp("Beat", source: "print(\"beat\")\n")
    let added = try cli.run(["schedule", "add", "Beat", "--every", "1s"])
    let schedule = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let cluster = try TestCluster(cli, postgres: try postgres, workers: 1, concurrency: 4)
    let second = try TestServer(cli, extra: ["--queue", cluster.queue])
    defer {
      second.process.signal(SIGTERM)
      _ = try? second.process.finish()  // the assertions below are what the test is about
    }
    var fired: [JSON] = []
    for _ in 0..<120 {
      Thread.sleep(forTimeInterval: 0.5)
      let history = JSON(parsing: Array(try cli.run(["history", "--json", "--limit", "200"]).stdout.utf8))?.array ?? []
      fired = history.filter { $0["schedule"]?["id"]?.string == schedule }
      if fired.filter({ $0["status"]?.string == "finished" }).count >= 4 { break }
    }
    let dues = fired.compactMap { $0["schedule"]?["due"]?.string }
    #expect(
      fired.filter { $0["status"]?.string == "finished" }.count >= 4,
      "\(fired.map(\.text)) \(cluster.workers.map(\.stderrSoFar))")
    #expect(Set(dues).count == dues.count, "a due time fired twice: \(dues.sorted())")
  }
}

/// The 200 answers, filled in from eight lanes at once.
final class Mutex200: @unchecked Sendable {
  private let lock = NSLock()
  private var values = [Int?](repeating: nil, count: 200)
  func set(_ index: Int, _ value: Int?) { lock.withLock { values[index] = value } }
  var all: [Int?] { lock.withLock { values } }
}

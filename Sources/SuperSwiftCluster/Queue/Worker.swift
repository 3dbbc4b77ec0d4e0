import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift worker`: claims queued runs (`FOR UPDATE SKIP LOCKED`, so two workers never
/// take the same one), up to `concurrency` at once, and runs each with this machine's `Runner`
/// (same outcomes, protocol and limits as a local run). Woken by `NOTIFY` when a run is queued
/// or cancelled; it never polls the queue.
final class Worker: Sendable {
  let url: String
  let name: String
  let concurrency: Int
  let paths: Paths
  let database: Database
  let builds: SharedBuilds
  let resultLimit: Int
  private let running = Mutex<[String: Cancellation]>([:])
  /// Told whenever a run leaves `running`, so stopping waits for them without polling.
  private let runEnded = StateWaiter()
  /// Set when the worker is stopping: a final record the database cannot take now is then given
  /// up (said on standard error) rather than waited for.
  private let stopping = Mutex(false)
  private let wake: (read: Int32, write: Int32)
  /// Apps' secrets, opened in memory for their runs.
  let secrets: ClusterSecrets
  /// Folders kept for runs, taken by one run at a time and emptied after it (`RunFolder.empty`):
  /// each run's output folder and its run folder. A no-op run then allocates no inode, which
  /// on a busy file system costs as much as the rest of its start (docs/performance.md).
  /// Named as temporary files of this process, so a worker killed with SIGKILL leaves folders
  /// the next one sweeps (`RunFolder.sweepAbandoned`).
  private let slots = Mutex<[Slot]>([])

  /// A slot's two folders.
  struct Slot {
    /// The run's output folder (its app's working folder).
    var output: URL
    /// The runner's folder (`input.json`, a crash's report).
    var run: URL
  }

  /// A free slot, or a new one.
  private func takeSlot() -> Slot {
    if let slot = slots.withLock({ $0.popLast() }) { return slot }
    let id = Runner.newRunID()
    return Slot(
      output: paths.runs.appendingPathComponent(AtomicFile.temporaryName(for: "queued-\(id)"), isDirectory: true),
      run: paths.runs.appendingPathComponent(AtomicFile.temporaryName(for: id), isDirectory: true))
  }

  /// This process's environment, read once: each run's `Runner` is given it, rather than
  /// building the dictionary again for every run.
  let environment = ProcessInfo.processInfo.environment

  init(url: String, concurrency: Int, paths: Paths, resultLimit: Int = 16 << 20) throws {
    self.url = url
    self.concurrency = concurrency
    self.paths = paths
    self.resultLimit = resultLimit
    name = "\(NetworkAddresses.hostName() ?? "localhost")-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
    database = Database(url: url, applicationName: "superswift-worker \(name)")
    builds = SharedBuilds(url: url, worker: name, database: database)
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    wake = (ends[0], ends[1])
    try ClusterSchema.prepare(database)
    secrets = ClusterSecrets(database: database, key: try ClusterSecrets.key(paths: paths, make: false))
  }

  /// Runs until `stop` is cancelled; then lets the runs in flight finish.
  func run(stop: Cancellation) throws {
    if secrets.key == nil {
      log(
        "no secrets key (\(ClusterSecrets.environmentKey), or the coordinator's cluster-secrets.key copied to \(ClusterSecrets.keyFile(paths).path)): apps' secret(…) reads nil here"
      )
    }
    let wake = self.wake
    let listener = Listener(
      url: url, channels: [.queued, .cancel],
      handler: { [self] channel, payload in
        switch channel {
        case .cancel: running.withLock { $0[payload] }?.cancel(.caller)
        case .queued: Self.poke(wake.write)
        case .done, .finished, .log: break  // not listened to here
        }
      },
      reconnected: { Self.poke(wake.write) })
    try listener.start(applicationName: "superswift-worker \(name)")
    log("worker \(name) is waiting for runs (\(concurrency) at a time)")
    while stop.reason == nil {
      // Claim while there is room and work.
      while running.withLock({ $0.count }) < concurrency, stop.reason == nil {
        let claimed: Claimed
        do throws(PostgresError) {
          guard let next = try claim() else { break }
          claimed = next
        } catch {
          log("could not claim a run: \(error)")
          break
        }
        let cancellation = Cancellation()
        running.withLock { $0[claimed.id] = cancellation }
        Thread.detachNewThread { [self] in
          execute(claimed, cancellation: cancellation)
          running.withLock { _ = $0.removeValue(forKey: claimed.id) }
          runEnded.notify()
          Self.poke(wake.write)
        }
      }
      var descriptors = [
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, 2, -1) < 0 { continue }
      var drain = [UInt8](repeating: 0, count: 256)
      while read(wake.read, &drain, drain.count) > 0 {}
    }
    listener.stop()
    stopping.withLock { $0 = true }
    for (_, cancellation) in running.withLock({ $0 }) { cancellation.cancel(.signal) }
    runEnded.wait(until: { running.withLock { $0.isEmpty } }, deadline: nil)
    for slot in slots.withLock({ $0 }) {
      RunFolder.remove(slot.output)
      RunFolder.remove(slot.run)
    }
  }

  static func poke(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  /// A run this worker claimed: its id (a UUID: the column's type), and its request, `nil`
  /// when the row's request is not JSON (the run then fails with a sentence).
  struct Claimed {
    var id: String
    var request: JSON?
  }

  /// Takes the oldest queued run whose app is under its `--max-concurrent` (across every
  /// coordinator and worker of the queue), or `nil` when there is none.
  ///
  /// The filter skips apps at their limit; two workers claiming runs of one app at the same
  /// instant may both pass it, so a limited claim is checked again under the app's advisory
  /// lock once committed, one checker at a time: a claim that finds more of its app running
  /// than the limit allows goes back to the queue (the next checker then sees it gone).
  private func claim() throws(PostgresError) -> Claimed? {
    while true {
      let rows = try database.execute(
        """
        UPDATE superswift_runs SET state = 'running', worker = $1, claimed_at = clock_timestamp()
        WHERE id = (
          SELECT q.id FROM superswift_runs q WHERE q.state = 'queued'
            AND (q.max_concurrent IS NULL OR q.max_concurrent > (
              SELECT count(*) FROM superswift_runs r WHERE r.app_id = q.app_id AND r.state = 'running'))
          ORDER BY q.created_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id::text, request::text, app_id, max_concurrent::text
        """, [.text(name)])
      guard let row = rows.first, let id = row.text(0) else { return nil }
      let claimed = Claimed(id: id, request: row.text(1).flatMap { JSON(parsing: Data($0.utf8)) })
      guard let app = row.text(2), let limit = row.text(3).flatMap(Int.init) else { return claimed }
      if try keepsItsPlace(id, app: app, limit: limit) { return claimed }
    }
  }

  /// Whether claimed run `id` of `app` is within its limit; if not, it is queued again.
  private func keepsItsPlace(_ id: String, app: String, limit: Int) throws(PostgresError) -> Bool {
    try database.execute("SELECT pg_advisory_lock(hashtext($1))", [.text(app)])
    defer { _ = try? database.execute("SELECT pg_advisory_unlock(hashtext($1))", [.text(app)]) }
    let running = try database.execute(
      "SELECT count(*)::text FROM superswift_runs WHERE app_id = $1 AND state = 'running'", [.text(app)])
    guard let count = running.first?.text(0).flatMap(Int.init), count > limit else { return true }
    try database.execute(
      """
      UPDATE superswift_runs SET state = 'queued', worker = NULL, claimed_at = NULL
      WHERE id = $1 AND state = 'running' AND worker = $2
      """, [.text(id), .text(name)])
    return false
  }

  /// Runs one claimed run and records how it ended.
  private func execute(_ claimed: Claimed, cancellation: Cancellation) {
    // The id names a folder: a UUID, as the column's type makes it, checked all the same.
    guard Runner.isRunID(claimed.id) else {
      log("claimed a run whose id is not a UUID (\(WorkerRecord.quoted(claimed.id))); it is left as it is")
      return
    }
    // The run's output folder, which is also its app's working folder, and the runner's folder:
    // a slot's, emptied after the run and kept for the next. Input files, when there are any,
    // go in a folder of their own beside them.
    let slot = takeSlot()
    let folder = slot.output
    let inputFolder = paths.runs.appendingPathComponent("queued-\(claimed.id)-input", isDirectory: true)
    defer {
      RunFolder.empty(folder)
      RunFolder.remove(inputFolder)
      slots.withLock { $0.append(slot) }
    }
    var runner = Runner(paths: paths, environment: environment)
    runner.runFolderSlot = slot.run
    // A worker has no library: an app it runs cannot run others (yet), and is told so.
    runner.children = RefusedChildren()
    var record: RunRecord
    do {
      guard let request = claimed.request else {
        throw HostError.system("the queued request is not JSON (another version of superswift?)")
      }
      let hasFiles = request["input"]?.array?.contains { $0["file"] != nil } == true
      let inputs = hasFiles ? try fetchInputFiles(claimed.id, into: inputFolder) : []
      try RunFolder.create(folder)
      guard
        let request = RunPayload.request(
          from: request, inputFiles: inputs, outputDirectory: folder, runID: claimed.id)
      else { throw HostError.system("the queued request could not be read (another version of superswift?)") }
      if request.app.usesRuntime || !request.app.files.isEmpty {
        // A build failure is not ours to report here: the run reports it with the diagnostics. An
        // app with packages is the exception: its build is the coordinator's, or it does not run.
        let packaged = (try? PackageWorkspace.directives(of: request.app))?.isEmpty == false
        do {
          let outcome = try builds.ensure(
            request.app, languageMode: request.languageMode, runner: runner, stop: cancellation)
          if outcome != .cached { log("\(outcome.rawValue) \(request.app.name) for run \(claimed.id)") }
        } catch  where packaged {
          throw error
        } catch {
          // Left for the run, which builds it again and says why with the compiler's words.
        }
      }
      if let app = request.appID, RunPayload.mayHaveSecrets(claimed.request) {
        // Opened now, held by this run's runner only: never written to this machine's disk.
        let (values, problems) = try secrets.values(of: app)
        for problem in problems { log("run \(claimed.id): the secret \(problem)") }
        runner.secrets = { _ in values }
      }
      let batcher = LogBatcher(database: database, runID: claimed.id) { [self] error in
        log("part of run \(claimed.id)'s log could not be stored (its record keeps the whole log): \(error)")
      }
      record = runner.run(request, cancellation: cancellation, onLog: { batcher.append($0) })
      batcher.finish()
      try storeOutputFiles(of: &record)
    } catch {
      record = RunRecord(
        id: claimed.id, appID: nil, appName: claimed.request?["app"]?["name"]?.string ?? "?",
        appPath: claimed.request?["app"]?["location"]?.string ?? "", source: .shortcut, input: .empty,
        status: .failed, startedAt: Date())
      record.error = "the worker could not run it: \(error)"
    }
    store(record, of: claimed.id, inNotification: RunPayload.wantsRecordInNotification(claimed.request))
  }

  /// Writes the run's final record and wakes its caller. Never given up quietly: a record the
  /// database refuses is replaced by a failed one that says why ("the run's result could not
  /// be stored: …"), so the caller is answered at once; while the database is away, it is tried
  /// again every second (a record is safe to write twice), until the worker stops.
  ///
  /// With `inNotification` (the coordinator asked) a record that fits in a notification is
  /// sent with it, on `finished`; otherwise its id is, on `done`, and the coordinator reads the
  /// row.
  private func store(_ finished: RunRecord, of id: String, inNotification: Bool) {
    var record = finished
    var text = record.json.text
    if text.utf8.count > resultLimit {
      // Loudly: a result the cluster cannot carry fails the run, never silently shrinks.
      let size = text.utf8.count
      record.result = nil
      record.status = .failed
      record.error =
        "the result is \(size) bytes, more than the cluster's limit of \(resultLimit) bytes: return it as files"
      text = record.json.text
    }
    var refused = false
    while true {
      do throws(PostgresError) {
        // Guarded by the state: a run the reaper already ended (this worker was thought gone)
        // stays as it is, and a second attempt after a reconnect changes nothing.
        // The record rides in the notification when asked and it fits (`finished`), else the
        // id alone tells the coordinator to read the row (`done`).
        let carried = inNotification && id.utf8.count + 1 + text.utf8.count < Self.notificationLimit
        try database.execute(
          """
          WITH finished AS (
            UPDATE superswift_runs SET state = 'done', record = $2, finished_at = clock_timestamp()
            WHERE id = $1 AND state = 'running' AND worker = $3 RETURNING id)
          SELECT pg_notify($4, CASE WHEN $5::boolean THEN id::text || ' ' || $2 ELSE id::text END) FROM finished
          """,
          [
            .text(id), .text(text), .text(name), .text((carried ? Channel.finished : Channel.done).rawValue),
            .text(carried ? "true" : "false"),
          ])
        return
      } catch  where error.connectionLost {
        guard !stopping.withLock({ $0 }) else {
          log("the record of run \(id) could not be stored before the worker stopped: \(error)")
          return
        }
        Thread.sleep(forTimeInterval: 1)
      } catch {
        guard !refused else {
          // Even a short failed record was refused: end the run without one, so its caller is
          // answered (as a run whose worker left no record) rather than kept waiting.
          log("the record of run \(id) could not be stored: \(error)")
          do throws(PostgresError) {
            try database.execute(
              """
              WITH finished AS (
                UPDATE superswift_runs SET state = 'done', finished_at = clock_timestamp()
                WHERE id = $1 AND state = 'running' AND worker = $2 RETURNING id)
              SELECT pg_notify($3, id::text) FROM finished
              """, [.text(id), .text(name), .text(Channel.done.rawValue)])
          } catch {
            log("run \(id) could not be ended: \(error)")
          }
          return
        }
        refused = true
        log("the record of run \(id) was refused, the run fails: \(error)")
        var failed = RunRecord(
          id: record.id, appID: record.appID, appName: record.appName, appPath: record.appPath, source: record.source,
          status: .failed, startedAt: record.startedAt, duration: record.duration)
        failed.error = "the run's result could not be stored: \(error)"
        failed.exitStatus = record.exitStatus
        failed.signal = record.signal
        record = failed
        text = record.json.text
      }
    }
  }

  /// The most bytes a notification's payload may have: PostgreSQL's limit is 8000.
  static let notificationLimit = 7_900

  /// The run's input files, written to `folder`, by position.
  private func fetchInputFiles(_ id: String, into folder: URL) throws -> [URL] {
    let rows = try database.execute(
      "SELECT position, data FROM superswift_files WHERE run_id = $1 AND kind = 'input' ORDER BY position",
      [.text(id)], binary: true)
    guard !rows.isEmpty else { return [] }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var urls: [URL] = []
    for row in rows {
      let url = folder.appendingPathComponent(String(urls.count))
      try (row[1] ?? Data()).write(to: url)
      urls.append(url)
    }
    return urls
  }

  /// Puts a files result into the database, by position, checking the size limit.
  private func storeOutputFiles(of record: inout RunRecord) throws {
    guard case .files(let files)? = record.result else { return }
    let total = files.reduce(0) { $0 + $1.size }
    guard total <= resultLimit * 4 else {
      record.result = nil
      record.status = .failed
      record.error =
        "the result's files are \(total) bytes, more than the cluster's limit of \(resultLimit * 4) bytes: write them somewhere shared and return their address"
      return
    }
    for (position, file) in files.enumerated() {
      let data = try Data(contentsOf: file.url)
      try database.execute(
        """
        INSERT INTO superswift_files (run_id, kind, position, name, content_type, data)
        VALUES ($1, 'output', $2, $3, $4, $5) ON CONFLICT DO NOTHING
        """, [.text(record.id), .text(String(position)), .text(file.name), .text(file.contentType), .bytes(data)])
    }
  }

  private func log(_ line: String) {
    FileHandle.standardError.write(Data("superswift worker: \(line)\n".utf8))
  }
}

/// A run's log on its way to the coordinator: appended as the app prints, sent at most every
/// 100 ms (and at the end): its bytes appended to the run's `log` column, and its text in
/// `NOTIFY` payloads (under PostgreSQL's 8000 bytes each, U+0000 escaped: `LogText`). A batch
/// ends on a whole UTF-8 character; the rest waits for the next. A batch the database refuses
/// is told to `failed` (the run goes on: its final record carries the log's tail itself).
final class LogBatcher: Sendable {
  let database: Database
  let runID: String
  private let failed: @Sendable (PostgresError) -> Void
  private let state = Mutex<(pending: [UInt8], scheduled: Bool)>(([], false))
  /// Held while a batch is sent, so two batches go out in order.
  private let sending = Mutex(())

  init(database: Database, runID: String, failed: @escaping @Sendable (PostgresError) -> Void) {
    self.database = database
    self.runID = runID
    self.failed = failed
  }

  func append(_ bytes: [UInt8]) {
    let schedule = state.withLock { state -> Bool in
      state.pending += bytes
      defer { state.scheduled = true }
      return !state.scheduled
    }
    if schedule {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in flush(all: false) }
    }
  }

  /// Sends everything pending now.
  func finish() { flush(all: true) }

  private func flush(all: Bool) {
    sending.withLock { _ in
      let bytes = state.withLock { state -> [UInt8] in
        let whole = all ? state.pending.count : LogText.wholeCharacters(state.pending)
        defer {
          state.pending.removeFirst(whole)
          state.scheduled = false
        }
        return Array(state.pending[..<whole])
      }
      guard !bytes.isEmpty else { return }
      let text = String(decoding: bytes, as: UTF8.self)
      do throws(PostgresError) {
        try database.execute(
          "UPDATE superswift_runs SET log = log || $2 WHERE id = $1", [.text(runID), .bytes(Data(text.utf8))])
        var rest = Substring(text)
        while !rest.isEmpty {
          // Whole characters, under the payload limit with the id in front.
          var count = 0
          var size = 0
          for character in rest {
            let length = LogText.escape(String(character)).utf8.count
            guard size + length <= 7000 else { break }
            size += length
            count += 1
          }
          let chunk = rest.prefix(max(count, 1))
          rest = rest.dropFirst(chunk.count)
          try database.execute(
            "SELECT pg_notify($1, $2)", [.text(Channel.log.rawValue), .text("\(runID) \(LogText.escape(chunk))")])
        }
      } catch {
        failed(error)
      }
    }
  }
}

/// The answer to `runApp` on a worker, which has no library to find the other app in.
struct RefusedChildren: ChildRunner {
  func run(_ request: ChildRunRequest) -> Result<RunRecord, RunAppRefusal> {
    .failure(
      RunAppRefusal(
        message:
          "apps that run apps are not supported on cluster workers yet (a worker has no library to find \"\(request.query)\" in); run this app on the coordinator"
      ))
  }
}

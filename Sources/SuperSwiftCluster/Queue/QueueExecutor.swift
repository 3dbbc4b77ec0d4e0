import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The coordinator's side (`serve --queue`): each run of the server goes into the database for
/// a worker, and the caller is answered when its record is final, woken by `NOTIFY`. The
/// server's history, API and pages stay as they are: this executor writes the run's start and
/// end into the server's history like a local run, with the log arriving live as workers send
/// it. Apps with a user interface run here, on the coordinator (their page is served here).
final class QueueExecutor: RunExecutor {
  let database: Database
  let listener: Listener
  /// The most a run's result may be, as JSON text; a bigger one fails the run, loudly.
  let resultLimit: Int
  /// How long a run goes before the history gets its `running` record.
  let recordRunningAfter: Duration
  /// The coordinator's configuration and library (its apps' secrets); `nil` in tests of the
  /// queue alone.
  let paths: Paths?
  /// Apps' secrets, sealed into the database as runs of them are queued.
  let secrets: ClusterSecrets
  private let waiters = WaiterTable()

  /// The callers waiting, by run id (a class, so the listener's closures can hold it).
  final class WaiterTable: Sendable {
    private let table = Mutex<[String: Waiter]>([:])
    func withLock<T>(_ body: (inout [String: Waiter]) -> T) -> T { table.withLock { body(&$0) } }
  }

  /// One caller waiting for its run: a pipe that becomes readable when something happened.
  final class Waiter: Sendable {
    let read: Int32
    let write: Int32
    let onLog: @Sendable ([UInt8]) -> Void

    init(onLog: @escaping @Sendable ([UInt8]) -> Void) {
      var ends: [Int32] = [-1, -1]
      _ = cspawn_pipe(&ends)
      for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
      read = ends[0]
      write = ends[1]
      self.onLog = onLog
    }

    /// The worker's final record, as its `finished` notification carried it; taken once.
    private let delivered = Mutex<String?>(nil)

    func wake() {
      var byte: UInt8 = 1
      _ = Glibc.write(write, &byte, 1)
    }

    /// Keeps the run's final record (JSON text) and wakes the caller.
    func deliver(_ record: String) {
      delivered.withLock { $0 = record }
      wake()
    }

    /// The record a notification delivered, if one did; `nil` after the first call.
    func takeDelivered() -> String? {
      delivered.withLock { value in
        defer { value = nil }
        return value
      }
    }

    deinit {
      close(read)
      close(write)
    }
  }

  init(
    url: String, paths: Paths? = nil, resultLimit: Int = 16 << 20, recordRunningAfter: Duration = .milliseconds(500)
  ) throws {
    database = Database(url: url, applicationName: "superswift-coordinator")
    self.resultLimit = resultLimit
    self.recordRunningAfter = recordRunningAfter
    try ClusterSchema.prepare(database)
    self.paths = paths
    secrets = ClusterSecrets(
      database: database, key: try paths.flatMap { try ClusterSecrets.key(paths: $0, make: true) })
    let waiters = self.waiters
    listener = Listener(
      url: url, channels: [.done, .finished, .log],
      handler: { channel, payload in
        switch channel {
        case .done:
          waiters.withLock { $0[payload] }?.wake()
        case .finished:
          // `<id> <record>`
          guard let space = payload.firstIndex(of: " ") else { return }
          let waiter = waiters.withLock { $0[String(payload[..<space])] }
          waiter?.deliver(String(payload[payload.index(after: space)...]))
        case .log:
          // `<id> <text>`
          guard let space = payload.firstIndex(of: " ") else { return }
          let id = String(payload[..<space])
          let text = Array(LogText.unescape(payload[payload.index(after: space)...]).utf8)
          waiters.withLock { $0[id] }?.onLog(text)
        case .queued, .cancel:
          break  // not listened to here
        }
      },
      reconnected: {
        // Notifications sent while the connection was down are lost: every waiter looks again.
        for waiter in waiters.withLock({ Array($0.values) }) { waiter.wake() }
      })
    try listener.start(applicationName: "superswift-coordinator-listener")
    Reaper(database: database, listener: listener).start()
  }

  func run(
    _ request: RunRequest, runner: Runner, cancellation: Cancellation, presenter: (any InterfacePresenter)?,
    onLog: @escaping @Sendable ([UInt8]) -> Void
  ) -> RunRecord {
    // An interactive app's page is served by this machine: it runs here (v1).
    if request.app.imports.contains("SwiftUI") {
      return runner.run(request, cancellation: cancellation, presenter: presenter, onLog: onLog)
    }
    let id = request.runID ?? Runner.newRunID()
    // The id names files here (the history's record) and on the worker: a UUID, or no run.
    guard Runner.isRunID(id) else {
      return RunRecord(
        id: Runner.newRunID(), appID: request.appID, appName: request.app.name, appPath: request.app.location.path,
        source: request.source, input: request.input, status: .failed,
        error: "the run's identifier \(WorkerRecord.quoted(id)) is not a UUID", startedAt: Date())
    }
    let clock = ContinuousClock()
    let started = clock.now
    var record = RunRecord(
      id: id, appID: request.appID, appName: request.app.name, appPath: request.app.location.path,
      source: request.source, input: request.input, status: .running, startedAt: Date())
    // What the coordinator knows of the run, which no worker is asked to say (set again on the
    // worker's record below).
    record.schedule = request.schedule
    record.links = request.links
    // The history's `running` record is written once the run has taken `recordRunningAfter`
    // (at once for an app with packages, which may compile here first): a run that ends sooner
    // is written once, when it ends, instead of twice — on this machine's file system each
    // record written is a new file (docs/performance.md). Meanwhile the server's own registry
    // answers for the run (`RunService.record`).
    let packaged = (try? PackageWorkspace.directives(of: request.app))?.isEmpty == false
    if packaged { runner.history?.begin(record) }
    // An app with packages is built here, where its packages resolve, and shared: its workers
    // fetch the build and resolve nothing themselves.
    if packaged, let failure = shareBuildWithPackages(request, runner: runner, cancellation: cancellation) {
      record.status = failure.cancelled ? .cancelled : .buildFailed
      record.error = failure.message
      record.diagnostics = failure.diagnostics.isEmpty ? nil : failure.diagnostics
      runner.history?.end(record)
      return record
    }
    let waiter = Waiter(onLog: onLog)
    waiters.withLock { $0[id] = waiter }
    defer { waiters.withLock { _ = $0.removeValue(forKey: id) } }
    do {
      try enqueue(request, id: id)
      record = wait(
        for: id, waiter: waiter, cancellation: cancellation, placeholder: record, slow: recordRunningAfter,
        onSlow: { [record] in if !packaged { runner.history?.begin(record) } })
      try fetchOutputFiles(of: &record, into: request.outputDirectory, overwrite: request.overwrite)
    } catch {
      record.status = .failed
      record.error = "the run could not go through the queue: \(error)"
    }
    if record.duration == 0 { record.duration = Double(started.duration(to: clock.now).milliseconds) / 1000 }
    record.schedule = request.schedule
    record.links = request.links
    runner.history?.end(record)
    return record
  }

  /// Builds an app that asks for packages on this machine and puts the build where workers fetch
  /// it (`superswift_builds`, by its key, which names the sources and the lock); `nil` when that
  /// is done, else why it did not build.
  private func shareBuildWithPackages(_ request: RunRequest, runner: Runner, cancellation: Cancellation)
    -> BuildFailure?
  {
    do {
      let build = try runner.build(request.app, languageMode: request.languageMode, stop: cancellation)
      let key = build.entry.lastPathComponent
      // Uploaded once: a run after it asks only whether it is there (a row deleted since, as
      // cluster.md allows, is uploaded again).
      let present = try database.execute("SELECT 1 FROM superswift_builds WHERE key = $1", [.text(key)])
      if present.isEmpty {
        let binary = try Data(contentsOf: build.entry.appendingPathComponent("app"))
        try database.execute(
          """
          INSERT INTO superswift_builds (key, sha256, executable, built_by) VALUES ($1, $2, $3, 'coordinator')
          ON CONFLICT (key) DO NOTHING
          """, [.text(key), .text(SHA256.hex(Array(binary))), .bytes(binary)])
      }
      return nil
    } catch let failure as BuildFailure {
      return failure
    } catch {
      return BuildFailure(message: "the build could not be shared with the workers: \(error)", diagnostics: "")
    }
  }

  /// Inserts the run and its input files in one transaction, then wakes the workers.
  private func enqueue(_ request: RunRequest, id: String) throws {
    // The app's secrets go first, sealed, so its worker finds them when it starts; their
    // number goes with the run, so a worker asks for them only when there are some.
    var secretCount: Int?
    if let paths, let app = request.appID {
      let values = try SecretStore(library: paths.library).values(of: app)
      try secrets.publish(app: app, values: values)
      secretCount = values.count
    } else if request.appID == nil {
      secretCount = 0  // secrets belong to an app of the library
    }
    let payload = RunPayload.json(of: request, secrets: secretCount)
    if request.input.files.isEmpty {
      // The common case in one round trip: the insert and its notification, one statement.
      try database.execute(
        """
        WITH queued AS (
          INSERT INTO superswift_runs (id, state, request, app_id, max_concurrent) VALUES ($1, 'queued', $2, $4, $5)
          ON CONFLICT (id) DO NOTHING RETURNING id)
        SELECT pg_notify($3, id::text) FROM queued
        """,
        [
          .text(id), .text(payload.text), .text(Channel.queued.rawValue), request.appID.map { .text($0) } ?? .null,
          request.maxConcurrent.map { .text(String($0)) } ?? .null,
        ])
      return
    }
    try database.execute("BEGIN")
    do throws(PostgresError) {
      try database.execute(
        """
        INSERT INTO superswift_runs (id, state, request, app_id, max_concurrent) VALUES ($1, 'queued', $2, $3, $4)
        ON CONFLICT (id) DO NOTHING
        """,
        [
          .text(id), .text(payload.text), request.appID.map { .text($0) } ?? .null,
          request.maxConcurrent.map { .text(String($0)) } ?? .null,
        ])
      for (position, file) in request.input.files.enumerated() {
        guard let data = try? Data(contentsOf: file.url) else {
          throw PostgresError(
            message: "could not read the input file \(file.name)", sqlState: nil, connectionLost: false)
        }
        try database.execute(
          """
          INSERT INTO superswift_files (run_id, kind, position, name, content_type, data)
          VALUES ($1, 'input', $2, $3, $4, $5) ON CONFLICT DO NOTHING
          """, [.text(id), .text(String(position)), .text(file.name), .text(file.contentType), .bytes(data)])
      }
      try database.execute("SELECT pg_notify($1, $2)", [.text(Channel.queued.rawValue), .text(id)])
      try database.execute("COMMIT")
    } catch {
      _ = try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Waits until the run is done: woken by its `done` notification (or a reconnect), and by
  /// `cancellation`, which takes a queued run off the queue or tells its worker to stop it.
  /// `onSlow` is called once if the run is not done within `slow`.
  private func wait(
    for id: String, waiter: Waiter, cancellation: Cancellation, placeholder: RunRecord, slow: Duration,
    onSlow: () -> Void
  ) -> RunRecord {
    var cancelSent = false
    var lookAgain = false
    var slowSaid = false
    // The waiter was registered before the run was queued, so its `done` cannot be missed:
    // the state is read when something happened, not before.
    while true {
      var descriptors = [
        pollfd(fd: waiter.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: cancelSent ? -1 : cancellation.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      // No deadline: the `done` notification, a reconnect or the reaper wakes it; after a
      // look that could not reach the database, it looks again in a second.
      let timeout = lookAgain ? 1000 : slowSaid ? -1 : Int32(slow.milliseconds)
      let ready = poll(&descriptors, 2, timeout)
      if ready < 0 { continue }
      if ready == 0, !slowSaid {
        slowSaid = true
        onSlow()
        if !lookAgain { continue }
      }
      if descriptors[0].revents != 0 || (ready == 0 && lookAgain) {
        var drain = [UInt8](repeating: 0, count: 64)
        _ = read(waiter.read, &drain, drain.count)
        lookAgain = false
        // The record the notification carried, checked as the row's would be; one that is
        // refused is read again from the row, which says who ran it and keeps its log.
        if let text = waiter.takeDelivered(),
          case .success(let final) = WorkerRecord.read(text, placeholder: placeholder, limit: resultLimit)
        {
          return final
        }
        do throws(PostgresError) {
          if let done = try finished(id, placeholder: placeholder) { return done }
        } catch  where error.connectionLost {
          lookAgain = true
        } catch {
          var failed = placeholder
          failed.status = .failed
          failed.error = "the run's record could not be read from the database: \(error)"
          return failed
        }
      }
      if !cancelSent, descriptors[1].revents != 0, cancellation.reason != nil {
        cancelSent = true
        cancel(id, placeholder: placeholder, reason: cancellation.reason ?? .caller)
      }
    }
  }

  /// A queued run is taken off the queue here; a running one is stopped by its worker.
  private func cancel(_ id: String, placeholder: RunRecord, reason: Cancellation.Reason) {
    var record = placeholder
    record.status = .cancelled
    record.error = RunOutcome.sentence(cancelledFor: reason)
    let taken = try? database.execute(
      """
      UPDATE superswift_runs SET state = 'done', record = $2, finished_at = clock_timestamp()
      WHERE id = $1 AND state = 'queued' RETURNING id
      """, [.text(id), .text(record.json.text)])
    if taken?.isEmpty != false {
      _ = try? database.execute("SELECT pg_notify($1, $2)", [.text(Channel.cancel.rawValue), .text(id)])
    }
  }

  /// The most of a run's log kept from the database for a run whose worker left no record.
  static let orphanLogLimit = 256 * 1024

  /// The run's final record, if it is done: the placeholder (the run's id, app, source, input
  /// and start, as this coordinator queued it) with the worker's outcome, checked
  /// (`WorkerRecord`). A record that cannot be taken fails the run with a sentence saying why.
  private func finished(_ id: String, placeholder: RunRecord) throws(PostgresError) -> RunRecord? {
    let rows = try database.execute(
      "SELECT state, record, log, worker FROM superswift_runs WHERE id = $1", [.text(id)], binary: true)
    guard let row = rows.first, row.text(0) == "done" else { return nil }
    return Self.outcome(
      record: row.text(1), log: row[2] ?? Data(), worker: row.text(3), placeholder: placeholder, limit: resultLimit)
  }

  /// A done row's outcome: `record` (the worker's JSON text, `nil` when the reaper ended the
  /// run) read into `placeholder`; `log` and `worker` say what is known of a run without one.
  static func outcome(record text: String?, log: Data, worker: String?, placeholder: RunRecord, limit: Int)
    -> RunRecord
  {
    var record = placeholder
    let who = worker.map { WorkerRecord.quoted($0) } ?? "?"
    guard let text else {
      // Done without a record: the reaper found its worker gone.
      record.status = .interrupted
      record.error = "the worker running it (\(who)) stopped before the run ended"
      record.log = String(decoding: log.suffix(orphanLogLimit), as: UTF8.self)
      return record
    }
    switch WorkerRecord.read(text, placeholder: placeholder, limit: limit) {
    case .success(let final):
      return final
    case .failure(let refusal):
      record.status = .failed
      record.error = "the worker's record of the run (from \(who)) was refused: \(refusal)"
      record.log = String(decoding: log.suffix(orphanLogLimit), as: UTF8.self)
      return record
    }
  }

  /// Brings the result's files from the database into this server's output folder, so its
  /// routes serve them as they serve a local run's: under the names the worker's record gave
  /// (checked there), in a free place in `folder` (or replacing, with `overwrite`), as a local
  /// run writes them. Where the worker wrote them is never used.
  private func fetchOutputFiles(of record: inout RunRecord, into folder: URL, overwrite: Bool) throws {
    guard case .files(let files)? = record.result else { return }
    let rows = try database.execute(
      "SELECT position, data FROM superswift_files WHERE run_id = $1 AND kind = 'output' ORDER BY position",
      [.text(record.id)], binary: true)
    let total = rows.reduce(0) { $0 + ($1[1]?.count ?? 0) }
    guard total <= resultLimit * 4 else {
      throw HostError.system(
        "the result's files are \(total) bytes, more than the cluster's limit of \(resultLimit * 4) bytes")
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var delivered: [DeliveredFile] = []
    var taken = Set<String>()
    for (position, file) in files.enumerated() {
      guard let row = rows.first(where: { $0[0].map(Self.bigEndianInt) == position }), let data = row[1] else {
        throw HostError.system("the output file \(file.name) is missing from the database")
      }
      let url =
        overwrite
        ? folder.appendingPathComponent(file.name)
        : OutputFileNames.freeLocation(for: file.name, in: folder, taken: taken)
      taken.insert(url.lastPathComponent)
      try data.write(to: url, options: overwrite ? .atomic : [.withoutOverwriting])
      delivered.append(DeliveredFile(name: file.name, contentType: file.contentType, url: url, size: data.count))
    }
    record.result = .files(delivered)
  }

  /// An `int4` in binary format.
  static func bigEndianInt(_ data: Data) -> Int {
    data.reduce(0) { $0 << 8 | Int($1) }
  }
}

import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
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

    func wake() {
      var byte: UInt8 = 1
      _ = Glibc.write(write, &byte, 1)
    }

    deinit {
      close(read)
      close(write)
    }
  }

  init(url: String, resultLimit: Int = 16 << 20) throws {
    database = Database(url: url, applicationName: "superswift-coordinator")
    self.resultLimit = resultLimit
    try ClusterSchema.prepare(database)
    let waiters = self.waiters
    listener = Listener(
      url: url, channels: [.done, .log],
      handler: { channel, payload in
        switch channel {
        case .done:
          waiters.withLock { $0[payload] }?.wake()
        case .log:
          // `<id> <text>`
          guard let space = payload.firstIndex(of: " ") else { return }
          let id = String(payload[..<space])
          let text = Array(payload[payload.index(after: space)...].utf8)
          waiters.withLock { $0[id] }?.onLog(text)
        default: break
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
    let clock = ContinuousClock()
    let started = clock.now
    var record = RunRecord(
      id: id, appID: request.appID, appName: request.app.name, appPath: request.app.location.path,
      source: request.source, input: request.input, status: .running, startedAt: Date())
    runner.history?.begin(record)
    let waiter = Waiter(onLog: onLog)
    waiters.withLock { $0[id] = waiter }
    defer { waiters.withLock { _ = $0.removeValue(forKey: id) } }
    do {
      try enqueue(request, id: id)
      record = wait(for: id, waiter: waiter, cancellation: cancellation, placeholder: record)
      try fetchOutputFiles(of: &record, into: request.outputDirectory)
    } catch {
      record.status = .failed
      record.error = "the run could not go through the queue: \(error)"
    }
    if record.duration == 0 { record.duration = Double(started.duration(to: clock.now).milliseconds) / 1000 }
    runner.history?.end(record)
    return record
  }

  /// Inserts the run and its input files in one transaction, then wakes the workers.
  private func enqueue(_ request: RunRequest, id: String) throws(PostgresError) {
    let payload = RunPayload.json(of: request)
    if request.input.files.isEmpty {
      // The common case in one round trip: the insert and its notification, one statement.
      try database.execute(
        """
        WITH queued AS (
          INSERT INTO superswift_runs (id, state, request) VALUES ($1, 'queued', $2)
          ON CONFLICT (id) DO NOTHING RETURNING id)
        SELECT pg_notify($3, id::text) FROM queued
        """, [.text(id), .text(payload.text), .text(Channel.queued.rawValue)])
      return
    }
    try database.execute("BEGIN")
    do throws(PostgresError) {
      try database.execute(
        "INSERT INTO superswift_runs (id, state, request) VALUES ($1, 'queued', $2) ON CONFLICT (id) DO NOTHING",
        [.text(id), .text(payload.text)])
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
  private func wait(for id: String, waiter: Waiter, cancellation: Cancellation, placeholder: RunRecord) -> RunRecord {
    var cancelSent = false
    // The waiter was registered before the run was queued, so its `done` cannot be missed:
    // the state is read when something happened, not before.
    while true {
      var descriptors = [
        pollfd(fd: waiter.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: cancelSent ? -1 : cancellation.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      // No deadline: the `done` notification, a reconnect or the reaper wakes it.
      if poll(&descriptors, 2, -1) < 0 { continue }
      if descriptors[0].revents != 0 {
        var drain = [UInt8](repeating: 0, count: 64)
        _ = read(waiter.read, &drain, drain.count)
        if let done = try? finished(id, placeholder: placeholder) { return done }
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
    record.error = "the run was cancelled"
    let taken = try? database.execute(
      """
      UPDATE superswift_runs SET state = 'done', record = $2, finished_at = clock_timestamp()
      WHERE id = $1 AND state = 'queued' RETURNING id
      """, [.text(id), .text(record.json.text)])
    if taken?.isEmpty != false {
      _ = try? database.execute("SELECT pg_notify($1, $2)", [.text(Channel.cancel.rawValue), .text(id)])
    }
  }

  /// The run's final record, if it is done.
  private func finished(_ id: String, placeholder: RunRecord) throws(PostgresError) -> RunRecord? {
    let rows = try database.execute(
      "SELECT state, record::text, log, worker FROM superswift_runs WHERE id = $1", [.text(id)])
    guard let row = rows.first, row.text(0) == "done" else { return nil }
    var record = placeholder
    if let text = row.text(1), let json = JSON(parsing: Data(text.utf8)), let final = RunRecord(json: json) {
      record = final
      record.startedAt = placeholder.startedAt
    } else {
      // Done without a record: the reaper found its worker gone.
      record.status = .interrupted
      record.error = "the worker running it (\(row.text(3) ?? "?")) stopped before the run ended"
      record.log = row.text(2) ?? ""
    }
    return record
  }

  /// Brings the result's files from the database into this server's output folder, so its
  /// routes serve them as they serve a local run's.
  private func fetchOutputFiles(of record: inout RunRecord, into folder: URL) throws {
    guard case .files(let files)? = record.result else { return }
    let rows = try database.execute(
      "SELECT position, data FROM superswift_files WHERE run_id = $1 AND kind = 'output' ORDER BY position",
      [.text(record.id)], binary: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var delivered: [DeliveredFile] = []
    for (position, file) in files.enumerated() {
      guard let row = rows.first(where: { $0[0].map(Self.bigEndianInt) == position }), let data = row[1] else {
        throw SystemError("the output file \(file.name) is missing from the database")
      }
      let url = folder.appendingPathComponent(file.url.lastPathComponent)
      try data.write(to: url)
      delivered.append(DeliveredFile(name: file.name, contentType: file.contentType, url: url, size: data.count))
    }
    record.result = .files(delivered)
  }

  /// An `int4` in binary format.
  static func bigEndianInt(_ data: Data) -> Int {
    data.reduce(0) { $0 << 8 | Int($1) }
  }
}

import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
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
  private let wake: (read: Int32, write: Int32)

  init(url: String, concurrency: Int, paths: Paths, resultLimit: Int = 16 << 20) throws {
    self.url = url
    self.concurrency = concurrency
    self.paths = paths
    self.resultLimit = resultLimit
    var host = [CChar](repeating: 0, count: 256)
    gethostname(&host, host.count)
    name = "\(String(cString: host))-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
    database = Database(url: url, applicationName: "superswift-worker \(name)")
    builds = SharedBuilds(url: url, worker: name, database: database)
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    wake = (ends[0], ends[1])
    try ClusterSchema.prepare(database)
  }

  /// Runs until `stop` is cancelled; then lets the runs in flight finish.
  func run(stop: Cancellation) throws {
    let wake = self.wake
    let listener = Listener(
      url: url, channels: [.queued, .cancel],
      handler: { [self] channel, payload in
        switch channel {
        case .cancel: running.withLock { $0[payload] }?.cancel(.caller)
        default: Self.poke(wake.write)
        }
      },
      reconnected: { Self.poke(wake.write) })
    try listener.start(applicationName: "superswift-worker \(name)")
    log("worker \(name) is waiting for runs (\(concurrency) at a time)")
    while stop.reason == nil {
      // Claim while there is room and work.
      while running.withLock({ $0.count }) < concurrency, stop.reason == nil {
        guard let claimed = (try? claim()) ?? nil else { break }
        let cancellation = Cancellation()
        running.withLock { $0[claimed.id] = cancellation }
        Thread.detachNewThread { [self] in
          execute(claimed, cancellation: cancellation)
          running.withLock { _ = $0.removeValue(forKey: claimed.id) }
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
    for (_, cancellation) in running.withLock({ $0 }) { cancellation.cancel(.signal) }
    while running.withLock({ !$0.isEmpty }) { Thread.sleep(forTimeInterval: 0.05) }
  }

  static func poke(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  struct Claimed {
    var id: String
    var request: JSON
  }

  /// Takes the oldest queued run, or `nil` when there is none.
  private func claim() throws -> Claimed? {
    let rows = try database.execute(
      """
      UPDATE superswift_runs SET state = 'running', worker = $1, claimed_at = clock_timestamp()
      WHERE id = (
        SELECT id FROM superswift_runs WHERE state = 'queued' ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING id::text, request::text
      """, [.text(name)])
    guard let row = rows.first, let id = row.text(0), let text = row.text(1),
      let json = JSON(parsing: Data(text.utf8))
    else { return nil }
    return Claimed(id: id, request: json)
  }

  /// Runs one claimed run and records how it ended.
  private func execute(_ claimed: Claimed, cancellation: Cancellation) {
    let folder = paths.runs.appendingPathComponent("queued-\(claimed.id)", isDirectory: true)
    defer { RunFolder.remove(folder) }
    let runner = Runner(paths: paths)
    var record: RunRecord
    do {
      let hasFiles = claimed.request["input"]?.array?.contains { $0["file"] != nil } == true
      let inputs = hasFiles ? try fetchInputFiles(claimed.id, into: folder.appendingPathComponent("input")) : []
      let output = folder.appendingPathComponent("output", isDirectory: true)
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      guard
        let request = RunPayload.request(
          from: claimed.request, inputFiles: inputs, outputDirectory: output, runID: claimed.id)
      else { throw SystemError("the queued request could not be read (another version of superswift?)") }
      if request.app.usesRuntime || !request.app.files.isEmpty {
        // A build failure is not ours to report here: the run reports it with the diagnostics.
        if let outcome = try? builds.ensure(
          request.app, languageMode: request.languageMode, runner: runner, stop: cancellation)
        {
          if outcome != .cached { log("\(outcome.rawValue) \(request.app.name) for run \(claimed.id)") }
        }
      }
      let batcher = LogBatcher(database: database, runID: claimed.id)
      record = runner.run(request, cancellation: cancellation, onLog: { batcher.append($0) })
      batcher.finish()
      try storeOutputFiles(of: &record)
    } catch {
      record = RunRecord(
        id: claimed.id, appID: nil, appName: claimed.request["app"]?["name"]?.string ?? "?",
        appPath: claimed.request["app"]?["location"]?.string ?? "", source: .shortcut, input: .empty,
        status: .failed, startedAt: Date())
      record.error = "the worker could not run it: \(error)"
    }
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
    // Guarded by the state: a run the reaper already ended (this worker was thought gone) stays
    // as it is, and a second attempt after a reconnect changes nothing.
    _ = try? database.execute(
      """
      WITH finished AS (
        UPDATE superswift_runs SET state = 'done', record = $2::jsonb, finished_at = clock_timestamp()
        WHERE id = $1 AND state = 'running' AND worker = $3 RETURNING id)
      SELECT pg_notify($4, id::text) FROM finished
      """, [.text(claimed.id), .text(text), .text(name), .text(Channel.done.rawValue)])
  }

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
/// 100 ms (and at the end) as one `NOTIFY` (payloads stay under PostgreSQL's 8000 bytes) and
/// appended to the run's `log` column.
final class LogBatcher: Sendable {
  let database: Database
  let runID: String
  private let state = Mutex<(pending: [UInt8], scheduled: Bool)>(([], false))

  init(database: Database, runID: String) {
    self.database = database
    self.runID = runID
  }

  func append(_ bytes: [UInt8]) {
    let schedule = state.withLock { state -> Bool in
      state.pending += bytes
      defer { state.scheduled = true }
      return !state.scheduled
    }
    if schedule {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in flush() }
    }
  }

  /// Sends what is pending now.
  func finish() { flush() }

  private func flush() {
    let bytes = state.withLock { state -> [UInt8] in
      defer {
        state.pending = []
        state.scheduled = false
      }
      return state.pending
    }
    guard !bytes.isEmpty else { return }
    var text = Substring(String(decoding: bytes, as: UTF8.self))
    while !text.isEmpty {
      // Whole characters, under the payload limit with the id in front.
      var count = 0
      var size = 0
      for character in text {
        let length = character.utf8.count
        guard size + length <= 7000 else { break }
        size += length
        count += 1
      }
      let chunk = text.prefix(max(count, 1))
      text = text.dropFirst(chunk.count)
      _ = try? database.execute(
        "UPDATE superswift_runs SET log = log || $2 WHERE id = $1", [.text(runID), .text(String(chunk))])
      _ = try? database.execute("SELECT pg_notify($1, $2)", [.text(Channel.log.rawValue), .text("\(runID) \(chunk)")])
    }
  }
}

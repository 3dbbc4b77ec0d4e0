import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Every run, kept as one small JSON file per run in `<library>/history/`.
///
/// Why plain files and not SQLite: each run writes only its own file (no writer ever waits for
/// another, from the CLI or the server), a file is replaced atomically, a killed process can
/// damage at most its own record, and nothing outside the toolchain is needed. Listing reads
/// file names (which sort by start time) and parses only as many records as are shown.
///
/// A run's file is written when it starts (status `running`, with the host's pid and start
/// time) and replaced when it ends; a `running` record whose host is gone reads as
/// `interrupted`. Retention is bounded by count, age and total size (`Settings`), pruned at
/// most once a minute after a run, and at once after a run that wrote a big result; a result
/// over `resultKeptAtMost` is not kept at all (the record says so, `resultNotKept`).
public struct RunHistory: Sendable {
  /// The history folder.
  public let folder: URL
  /// How many runs and how many days to keep.
  public let retention: Settings.Retention

  /// The history of the library in `paths`, with the retention its settings ask for.
  public init(paths: Paths, settings: Settings) {
    folder = paths.library.appendingPathComponent("history", isDirectory: true)
    retention = settings.retention
  }

  /// Records that a run has started.
  public func begin(_ record: RunRecord) {
    write(record, host: HostProcess.current)
  }

  /// Records how a run ended, and prunes old runs now and then: at most once a minute, or at
  /// once when this record kept a result apart (those are the bytes that fill a disk).
  public func end(_ record: RunRecord) {
    let keptApart = write(record, host: nil)
    pruneIfDue(force: keptApart)
  }

  /// The newest runs first, of one app (by identifier or, for apps outside the library, path)
  /// or of all; at most `limit`.
  public func runs(appID: String? = nil, appPath: String? = nil, limit: Int = 20) -> [RunRecord] {
    runs(matching: RunFilter(appID: appID, appPath: appPath), limit: limit)
  }

  /// The newest runs first that `filter` lets through; at most `limit`. A page after the first
  /// starts after the run named by `filter.before` (file names sort by start time, so it is a
  /// position in the listing, kept when newer runs arrive meanwhile).
  public func runs(matching filter: RunFilter, limit: Int = 20) -> [RunRecord] {
    var found: [RunRecord] = []
    var names = fileNames()
    if let before = filter.before {
      guard let position = names.lastIndex(where: { Self.runID(inFileName: $0) == before }) else { return [] }
      names = Array(names[..<position])
    }
    for name in names.reversed() {
      guard found.count < limit else { break }
      guard let record = read(name), filter.matches(record) else { continue }
      found.append(record)
    }
    return found
  }

  /// `<15-digit stamp>-<run id>.json` → the run id.
  private static func runID(inFileName name: String) -> Substring {
    name.dropFirst(16).dropLast(".json".count)
  }

  /// The identifiers of kept runs that start with `prefix` (a run's short id, as `history`
  /// prints it), newest first.
  public func runIDs(startingWith prefix: String) -> [String] {
    let lowered = prefix.lowercased()
    return fileNames().reversed().map { String(Self.runID(inFileName: $0)) }.filter { $0.hasPrefix(lowered) }
  }

  /// The run with identifier `id`, its result included even when it is kept apart.
  public func run(id: String) -> RunRecord? {
    // The whole identifier, not a suffix of it: `<15-digit stamp>-<run id>.json`.
    guard let name = fileNames().last(where: { Self.runID(inFileName: $0) == id }),
      var record = read(name)
    else { return nil }
    guard record.resultApart != nil else { return record }
    // A text kept apart is its bytes as they are; any other result is its JSON.
    if let text = ScratchFile.readText(textResultFile(of: name)) {
      record.result = .text(text)
      record.resultApart = nil
    } else if let data = ScratchFile.read(resultFile(of: name)),
      let json = JSON(parsing: data), let result = DeliveredResult(json: json)
    {
      record.result = result
      record.resultApart = nil
    }
    return record
  }

  /// The identifiers of the runs on record.
  public func runIDs() -> Set<String> {
    // `<15-digit stamp>-<run id>.json`
    Set(fileNames().map { String(Self.runID(inFileName: $0)) })
  }

  /// Deletes runs beyond the retention limits, oldest first, each with its result file:
  /// beyond the count, older than the age, and then as many more as keep the records and
  /// results together within `retention.bytes`. Returns how many.
  @discardableResult
  public func prune(now: Date = Date()) -> Int {
    // Records half-written by a process that was killed.
    AtomicFile.removeAbandoned(in: folder)
    let names = fileNames()
    let cutoff = Self.stamp(now.addingTimeInterval(-Double(retention.days) * 86_400))
    var removed = 0
    var kept = names.startIndex
    for (position, name) in names.enumerated() {
      let tooMany = names.count - position > retention.runs
      let tooOld = name < cutoff
      guard tooMany || tooOld else { break }  // names sort oldest first
      if remove(name) { removed += 1 }
      kept = position + 1
    }
    let rest = names[kept...]
    let sizes = rest.map {
      size(of: folder.appendingPathComponent($0)) + size(of: resultFile(of: $0)) + size(of: textResultFile(of: $0))
    }
    var total = sizes.reduce(0, +)
    for (name, bytes) in zip(rest, sizes) where total > retention.bytes {
      if remove(name) { removed += 1 }
      total -= bytes
    }
    return removed
  }

  /// Removes the record named `name` and its result file; whether the record went.
  private func remove(_ name: String) -> Bool {
    let gone = unlink(folder.appendingPathComponent(name).path) == 0
    FileSystem.removeIfPresent(resultFile(of: name))
    FileSystem.removeIfPresent(textResultFile(of: name))
    return gone
  }

  /// A file's size in bytes, 0 when it is not there.
  private func size(of file: URL) -> Int64 {
    var info = stat()
    return lstat(file.path, &info) == 0 ? Int64(info.st_size) : 0
  }

  // MARK: - Files

  /// `<start stamp>-<run id>.json`: sorting by name sorts by start time.
  private func fileName(for record: RunRecord) -> String {
    "\(Self.stamp(record.startedAt))-\(record.id).json"
  }

  private static func stamp(_ date: Date) -> String {
    // Clamped: a date far out of range (a retention of a billion days) must not trap.
    let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
    let milliseconds = value.isFinite ? Int64(max(-9e18, min(9e18, value))) : 0
    let text = String(milliseconds)
    return String(repeating: "0", count: max(0, 15 - text.count)) + text
  }

  private func fileNames() -> [String] {
    BestEffort.names(in: folder)
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
  }

  /// Writes the record; whether it kept a result apart, in a file of its own.
  @discardableResult
  private func write(_ record: RunRecord, host: HostProcess?) -> Bool {
    // The id names the record's file: a UUID only, never a path out of the folder.
    guard Runner.isRunID(record.id), case .object(var object) = record.json else { return false }
    var keptApart = false
    object["log"] = .string(String(record.log.suffix(8 * 1024)))
    object["input"] = .array(Self.keptInput(record.input))
    if let host {
      object["host"] = ["pid": .number(Double(host.pid)), "started": .string(host.started)]
    }
    let url = folder.appendingPathComponent(fileName(for: record))
    // A big result goes in a file of its own beside the record, so listing runs reads small
    // records only; reading one run by its identifier brings it back.
    // One too big for the history is not kept at all: the caller has it, and a thousand such
    // runs must not fill the disk. The record says how big it was.
    if let apart = ApartResult(record.result) {
      let size = apart.size
      if Int64(size) > min(Self.resultKeptAtMost, retention.bytes) {
        object["result"] = .null
        object["resultNotKept"] = .number(Double(size))
      } else if size > Self.resultKeptInline {
        let name = url.lastPathComponent
        // History must never fail a run: a result that cannot be written is not kept, and said so.
        do {
          switch apart {
          case .text(let text): try AtomicFile.writeQuickly(text.utf8, to: textResultFile(of: name))
          case .json(let bytes): try AtomicFile.writeQuickly(bytes, to: resultFile(of: name))
          }
          object["result"] = .null
          object["resultApart"] = .number(Double(size))
          keptApart = true
        } catch {
          object["result"] = .null
          object["resultNotKept"] = .number(Double(size))
        }
      }
    }
    // History must never fail a run: a full disk loses the record, not the result.
    try? AtomicFile.writeQuickly(JSON.object(object).utf8, to: url)
    return keptApart
  }

  /// Where the record named `name` keeps a result too big to keep inside it.
  private func resultFile(of name: String) -> URL {
    folder.appendingPathComponent(name).deletingPathExtension().appendingPathExtension("result")
  }

  /// A result as the history keeps it apart: a text as its bytes (megabytes copied, not
  /// escaped), any other result as its JSON.
  private enum ApartResult {
    case text(String)
    case json([UInt8])

    init?(_ result: DeliveredResult?) {
      switch result {
      case .text(let text)?: self = .text(text)
      case let result?: self = .json(result.json.utf8)
      case nil: return nil
      }
    }

    /// The bytes it takes: a text's UTF-8, or the JSON.
    var size: Int {
      switch self {
      case .text(let text): text.utf8.count
      case .json(let bytes): bytes.count
      }
    }
  }

  /// Where the record named `name` keeps a text result too big to keep inside it: its bytes.
  private func textResultFile(of name: String) -> URL {
    folder.appendingPathComponent(name).deletingPathExtension().appendingPathExtension("result-text")
  }

  /// The largest result kept inside its run's record (a text's UTF-8, any other result's JSON);
  /// a bigger one is kept apart.
  static let resultKeptInline = 64 * 1024

  /// The largest result the history keeps at all (measured as above), 16 MiB (or the whole history's
  /// size, if that is smaller): bigger ones are the caller's alone. A few such results a
  /// day stay within the default 1 GiB; one more than that pushes older runs out at once.
  static let resultKeptAtMost: Int64 = 16 << 20

  /// The input as kept: text up to 64 KiB an item, so "run again" works for ordinary input
  /// without the history growing by megabytes a run.
  private static func keptInput(_ input: RunInput) -> [JSON] {
    input.items.map { item in
      if case .text(let text) = item, text.utf8.count > 64 * 1024 {
        return InputItem.text(String(text.prefix(64 * 1024))).wireJSON
      }
      return item.wireJSON
    }
  }

  private func read(_ name: String) -> RunRecord? {
    guard let data = ScratchFile.read(folder.appendingPathComponent(name)),
      let json = JSON(parsing: data), var record = RunRecord(json: json)
    else { return nil }
    // A pid that is no pid at all (edited by hand, beyond Int32) is a host that is not alive.
    if record.status == .running, let started = json["host"]?["started"]?.string,
      !(json["host"]?["pid"]?.int.flatMap { Int32(exactly: $0) }.map { HostProcess(pid: $0, started: started).isAlive }
        ?? false)
    {
      record.status = .interrupted
      record.error = "superswift stopped before the run ended"
    }
    return record
  }

  private func pruneIfDue(force: Bool = false) {
    let marker = folder.appendingPathComponent(".pruned")
    if !force, let modified = FileIdentity(of: marker)?.modified,
      Date().timeIntervalSince1970 - Double(modified) / 1e9 < 60
    {
      return
    }
    try? ScratchFile.write([UInt8](), to: marker)
    prune()
  }
}

/// A process, identified so that a reused pid is not mistaken for it: its pid and its start
/// time in clock ticks since boot (`/proc/<pid>/stat`, field 22).
struct HostProcess: Sendable {
  let pid: Int32
  let started: String

  static let current = HostProcess(pid: getpid(), started: ProcFiles.startTime(of: getpid()) ?? "")

  init(pid: Int32, started: String) {
    self.pid = pid
    self.started = started
  }

  var isAlive: Bool {
    guard let now = ProcFiles.startTime(of: pid) else { return false }
    return now == started
  }

}

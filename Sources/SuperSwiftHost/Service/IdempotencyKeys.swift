import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The `Idempotency-Key`s run requests came with: the same key with the same request within a
/// day names the run the first one started, so a caller that retries (a phone that lost its
/// connection, a sender that redelivers) never runs an app twice; the same key with another
/// request is refused.
///
/// Invariants: one file per app, `<library>/idempotency/<app id>.json`, read and written under
/// an exclusive `flock` on its lock file, so two requests with one key — in one server or in
/// two on one library — start one run between them. Entries older than `lifetime` (by the
/// host clock) are dropped whenever the file is written; at most `maximumEntries` are kept (the
/// oldest go first).
package struct IdempotencyKeys: Sendable {
  /// How long a key names its run.
  package static let lifetime: TimeInterval = 24 * 3600
  /// The most keys kept per app.
  package static let maximumEntries = 10_000

  let folder: URL
  let clock: any HostClock

  /// The keys of the library in `paths`, aged by `clock`.
  package init(paths: Paths, clock: any HostClock) {
    folder = Library(paths: paths).root.appendingPathComponent("idempotency", isDirectory: true)
    self.clock = clock
  }

  /// What a request with a key is to do.
  package enum Claim: Equatable, Sendable {
    /// Start its run, which is `runID` (the key is now taken for it).
    case start(runID: String)
    /// Another request with this key and this fingerprint started `runID`: answer with it.
    case repeated(runID: String)
    /// Another request with this key asked for something else.
    case conflict
  }

  /// Whether a key is one: 1 to 255 printable ASCII characters.
  package static func isValid(_ key: String) -> Bool {
    (1...255).contains(key.utf8.count) && key.utf8.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
  }

  /// Claims `key` of app `appID` for a request whose fingerprint is `fingerprint` (a hash of
  /// what it asks), to start `runID` unless an earlier request with the key did.
  package func claim(_ key: String, app appID: String, fingerprint: String, runID: String) throws -> Claim {
    try withEntries(of: appID) { entries in
      if let earlier = entries[key] {
        return earlier.fingerprint == fingerprint ? .repeated(runID: earlier.runID) : .conflict
      }
      entries[key] = Entry(fingerprint: fingerprint, runID: runID, at: clock.now.timeIntervalSince1970)
      return .start(runID: runID)
    }
  }

  /// Gives `key` back (its run could not start: the server was busy), so a retry may start one.
  package func release(_ key: String, app appID: String, runID: String) throws {
    try withEntries(of: appID) { entries in
      if entries[key]?.runID == runID { entries[key] = nil }
    }
  }

  /// Points `key`, claimed for `old`, at `new` (the run its request joined).
  package func reassign(_ key: String, app appID: String, from old: String, to new: String) throws {
    try withEntries(of: appID) { entries in
      if entries[key]?.runID == old { entries[key]?.runID = new }
    }
  }

  /// The fingerprint of a request: its app, query and body.
  package static func fingerprint(app appID: String, query: [(String, String)], body: Data) -> String {
    var hash = SHA256()
    hash.update(field: appID)
    for (name, value) in query.sorted(by: { $0.0 == $1.0 ? $0.1 < $1.1 : $0.0 < $1.0 }) {
      hash.update(field: name)
      hash.update(field: value)
    }
    hash.update(body)
    return hash.finalize()
  }

  struct Entry: Equatable {
    var fingerprint: String
    var runID: String
    var at: TimeInterval
  }

  /// Runs `change` on the app's live entries under the file lock, and writes them back.
  private func withEntries<T>(of appID: String, _ change: (inout [String: Entry]) -> T) throws -> T {
    guard AppIdentifier.isValid(appID) else { throw HostError.system("not an app identifier: \(appID)") }
    let file = folder.appendingPathComponent("\(appID).json")
    let lock = try FileLock(folder.appendingPathComponent("\(appID).lock"))
    defer { lock.unlock() }
    var entries: [String: Entry] = [:]
    // A file that is not there has no keys; one that does not read is started afresh (its keys
    // are a day's retries, not data), a named decision.
    if let data = try? Data(contentsOf: file), let json = JSON(parsing: data), let object = json.object {
      for (key, value) in object {
        guard let fingerprint = value["fingerprint"]?.string, let runID = value["run"]?.string,
          let at = value["at"]?.number
        else { continue }
        entries[key] = Entry(fingerprint: fingerprint, runID: runID, at: at)
      }
    }
    let now = clock.now.timeIntervalSince1970
    entries = entries.filter { now - $0.value.at < Self.lifetime }
    let before = entries
    let result = change(&entries)
    if entries.count > Self.maximumEntries {
      for (key, _) in entries.sorted(by: { $0.value.at < $1.value.at }).prefix(entries.count - Self.maximumEntries) {
        entries[key] = nil
      }
    }
    if entries != before {
      let json = JSON.object(
        JSONObject(
          entries.sorted { $0.key < $1.key }.map { key, entry in
            (key, ["fingerprint": .string(entry.fingerprint), "run": .string(entry.runID), "at": .number(entry.at)])
          }))
      try AtomicFile.writeQuickly(Data(json.text.utf8), to: file)
    }
    return result
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Tokens for devices (a phone, a laptop's scripts, a home automation), each with its own name,
/// apps, read-only flag and expiry: `$XDG_CONFIG_HOME/superswift/tokens.json`, mode 0600.
///
/// Invariants: a token is 256 random bits, shown once when made and stored only as its SHA-256
/// digest, so the file lets nobody in; a token is found by its digest and the digests are
/// compared in constant time; a revoked, rotated or expired token stops working at the next
/// request (reads are cached by the file's identity, one `stat` a request), and so do the
/// browsers signed in with it and its open event streams. When a token was last used, and from
/// where, is written at most once a minute per token.
package final class DeviceTokens: Sendable {
  /// One device's token, as listed: never the token itself.
  package struct Entry: Sendable, Equatable {
    /// The name the person gave it ("Anna's iPhone").
    package var name: String
    /// The token's SHA-256 digest, in hex.
    var digest: String
    /// The identifiers of the apps it reaches; `nil`: every app.
    package var apps: [String]?
    /// Whether it only reads.
    package var readOnly: Bool
    /// Whether it reads the server's metrics (a monitor's token: no app, read-only).
    package var metrics = false
    /// When it was made, when it stops working (`nil`: never), when it was last used and from
    /// which address (seconds since 1970).
    package var created: Double
    package var expires: Double?
    package var lastUsed: Double?
    package var lastAddress: String?

    /// What it may do.
    var grant: Grant { Grant(apps: apps.map(Set.init), readOnly: readOnly, device: name, metrics: metrics) }
  }

  /// Why a token could not be made or changed.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    case badName(String)
    case taken(String)
    case unknown(String, suggestions: [String])

    package var description: String {
      switch self {
      case .badName(let name):
        "\"\(name.prefix(80))\" cannot name a token: use 1 to 64 letters, digits, spaces and - _ . ' (such as \"Anna's iPhone\")"
      case .taken(let name): "there is a token named \"\(name)\" already: revoke it, or rotate it for a new value"
      case .unknown(let name, let suggestions):
        "no token named \"\(name.prefix(80))\"." + Suggestions.didYouMean(name, among: suggestions)
      }
    }
  }

  /// At most this many tokens.
  package static let maximum = 256
  /// A token's text starts so, which secret scanners and people recognise.
  package static let prefix = "sst_"

  let file: URL
  private let lockFile: URL
  let clock: any HostClock
  private let cache = Mutex<(identity: FileIdentity?, entries: [Entry])>((nil, []))
  /// Uses noted since the file was last written: digest → (time, address).
  private let uses = Mutex<[String: (time: Double, address: String?)]>([:])

  /// The tokens of the configuration in `paths`, which expire by `clock`.
  package init(paths: Paths, clock: any HostClock = SystemClock.shared) {
    self.clock = clock
    file = paths.config.appendingPathComponent("tokens.json")
    lockFile = paths.config.appendingPathComponent(".tokens.lock")
  }

  /// Whether `name` can name a token.
  package static func isName(_ name: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " -_.'’"))
    return !name.isEmpty && name.count <= 64 && name.trimmingCharacters(in: .whitespaces) == name
      && name.unicodeScalars.allSatisfy(allowed.contains)
  }

  /// Makes a token named `name` for `apps` (identifiers; `nil`: every app), read-only or not,
  /// working for `lifetime` seconds (`nil`: until revoked). Returns the token: the only time
  /// it is ever shown.
  package func add(
    name: String, apps: [String]?, readOnly: Bool, lifetime: Double?, metrics: Bool = false
  ) throws -> String {
    guard Self.isName(name) else { throw Problem.badName(name) }
    let token = Self.prefix + AccessToken.random(bytes: 32)
    let now = self.now
    try change { entries in
      guard !entries.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
        throw Problem.taken(name)
      }
      var entry = Entry(
        name: name, digest: AccessToken.digest(token), apps: apps, readOnly: readOnly, created: now,
        expires: lifetime.map { now + $0 })
      entry.metrics = metrics
      entries.append(entry)
      if entries.count > Self.maximum { entries.removeFirst(entries.count - Self.maximum) }
    }
    return token
  }

  /// Every token, oldest first; expired ones too (the list says so).
  package func list() -> [Entry] {
    let pending = uses.withLock { $0 }
    return read().map { entry in
      var entry = entry
      if let use = pending[entry.digest], use.time > entry.lastUsed ?? 0 {
        entry.lastUsed = use.time
        entry.lastAddress = use.address
      }
      return entry
    }
  }

  /// Revokes the token named `name` (in any letter case): it stops working at once.
  package func revoke(_ name: String) throws {
    try change { entries in
      guard let index = entries.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else {
        throw Problem.unknown(name, suggestions: entries.map(\.name))
      }
      entries.remove(at: index)
    }
  }

  /// Gives the token named `name` a new value, keeping its apps, flags and expiry; the old
  /// value stops working at once. Returns the new token.
  package func rotate(_ name: String) throws -> String {
    let token = Self.prefix + AccessToken.random(bytes: 32)
    try change { entries in
      guard let index = entries.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else {
        throw Problem.unknown(name, suggestions: entries.map(\.name))
      }
      entries[index].digest = AccessToken.digest(token)
      entries[index].lastUsed = nil
      entries[index].lastAddress = nil
    }
    return token
  }

  /// The live token whose digest is `digest` (compared in constant time), or `nil`.
  func entry(digest: String) -> Entry? {
    let now = self.now
    var found: Entry?
    for entry in read() where AccessToken.matches(entry.digest, digest) { found = entry }
    guard let found, (found.expires ?? .infinity) > now else { return nil }
    return found
  }

  /// The grant of `token` when it is a live device token; notes its use from `address`.
  func grant(of token: String, from address: String?) -> Grant? {
    guard token.hasPrefix(Self.prefix), token.utf8.count < 200 else { return nil }
    let digest = AccessToken.digest(token)
    guard let entry = entry(digest: digest) else { return nil }
    noteUse(entry, address: address)
    return entry.grant
  }

  /// Keeps when and from where a token was used: in memory at once, in the file at most once a
  /// minute (or when the address changes), so a busy phone costs no write per request.
  func noteUse(_ entry: Entry, address: String?) {
    let now = self.now
    uses.withLock { $0[entry.digest] = (now, address) }
    guard now - (entry.lastUsed ?? 0) >= 60 || (address != nil && address != entry.lastAddress) else { return }
    // A failed write loses only the "last used" note: the next use tries again.
    try? change { entries in
      guard let index = entries.firstIndex(where: { $0.digest == entry.digest }) else { return }
      entries[index].lastUsed = now
      entries[index].lastAddress = address
    }
  }

  // MARK: - The file

  private var now: Double { clock.now.timeIntervalSince1970 }

  private func read() -> [Entry] {
    let identity = FileIdentity(of: file)
    if let cached = cache.withLock({ $0.identity == identity && identity != nil ? $0.entries : nil }) {
      return cached
    }
    let entries = ScratchFile.read(file).flatMap { JSON(parsing: Data($0)) }.map(Self.entries(from:)) ?? []
    cache.withLock { $0 = (identity, entries) }
    return entries
  }

  private func change(_ body: (inout [Entry]) throws -> Void) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let lock = try FileLock(lockFile)
    defer { lock.unlock() }
    var entries = ScratchFile.read(file).flatMap { JSON(parsing: Data($0)) }.map(Self.entries(from:)) ?? []
    try body(&entries)
    let json = JSON.array(entries.map(Self.json))
    try AtomicFile.writeQuickly(Data((json.text(pretty: true) + "\n").utf8), to: file, mode: 0o600)
    cache.withLock { $0 = (FileIdentity(of: file), entries) }
  }

  static func json(_ entry: Entry) -> JSON {
    var object: JSONObject = [
      "name": .string(entry.name), "digest": .string(entry.digest), "readOnly": .bool(entry.readOnly),
      "created": .number(entry.created.rounded()),
    ]
    object["apps"] = entry.apps.map { .array($0.map(JSON.string)) } ?? .null
    object["expires"] = entry.expires.map { .number($0.rounded()) } ?? .null
    object["lastUsed"] = entry.lastUsed.map { .number($0.rounded()) } ?? .null
    object["lastAddress"] = entry.lastAddress.map(JSON.string) ?? .null
    if entry.metrics { object["metrics"] = true }
    return .object(object)
  }

  /// What a file holds; entries that are not whole are skipped, never trusted.
  static func entries(from json: JSON) -> [Entry] {
    (json.array ?? []).compactMap { item in
      guard let name = item["name"]?.string, let digest = item["digest"]?.string, digest.count == 64,
        let created = item["created"]?.number
      else { return nil }
      let apps: [String]? =
        if case .array(let list)? = item["apps"] { list.compactMap(\.string) } else { nil }
      var entry = Entry(
        name: name, digest: digest, apps: apps, readOnly: item["readOnly"]?.bool ?? true, created: created,
        expires: item["expires"]?.number, lastUsed: item["lastUsed"]?.number, lastAddress: item["lastAddress"]?.string)
      entry.metrics = item["metrics"]?.bool ?? false
      return entry
    }
  }
}

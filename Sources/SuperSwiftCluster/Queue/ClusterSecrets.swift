import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Apps' secrets in a cluster: in `superswift_secrets`, each value sealed with AES-256-GCM
/// (`AESGCM`, OpenSSL) under the cluster's key, its app and name bound in as authenticated
/// context, so the database holds no value and a box moved to another row does not open.
///
/// The key is the coordinators' configuration: `SUPERSWIFT_SECRETS_KEY` (64 hex digits), else
/// `$XDG_CONFIG_HOME/superswift/cluster-secrets.key` (made by the first coordinator, mode
/// 0600). A worker reads the same key the same way (copy the file, or set the variable), asks
/// for an app's boxes when a run of it starts, and opens them in memory only; a worker without
/// the key runs apps whose `secret(…)` is `nil`, and says so when it starts.
///
/// A coordinator publishes an app's secrets (from its library's store) as it queues a run of
/// the app: sealed again only when they changed since it last did.
final class ClusterSecrets: Sendable {
  let database: Database
  let key: [UInt8]?
  /// What was last published of each app: the digest of its values.
  private let published = Mutex<[String: String]>([:])

  /// The environment variable that may hold the key.
  static let environmentKey = "SUPERSWIFT_SECRETS_KEY"

  init(database: Database, key: [UInt8]?) {
    self.database = database
    self.key = key
  }

  /// The key file of the configuration in `paths`.
  static func keyFile(_ paths: Paths) -> URL { paths.config.appendingPathComponent("cluster-secrets.key") }

  /// The cluster's key: from the environment, else the key file; made there when `make` (a
  /// coordinator) and there is none. Throws a sentence for a key that is not 64 hex digits.
  static func key(paths: Paths, make: Bool) throws -> [UInt8]? {
    if let text = ProcessInfo.processInfo.environment[environmentKey], !text.isEmpty {
      guard let key = HMACSHA256.bytes(hex: text.trimmingCharacters(in: .whitespacesAndNewlines)), key.count == 32
      else { throw HostError.system("\(environmentKey) is not 64 hex digits (a 256-bit key)") }
      return key
    }
    let file = keyFile(paths)
    if let bytes = ScratchFile.read(file) {
      let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let key = HMACSHA256.bytes(hex: text), key.count == 32 else {
        throw HostError.system("\(file.path) is not 64 hex digits (a 256-bit key)")
      }
      return key
    }
    guard make else { return nil }
    let key = SecureRandom.bytes(32)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.writeQuickly(Data((HMACSHA256.hex(key) + "\n").utf8), to: file, mode: 0o600)
    return key
  }

  /// The authenticated context of a box: where it belongs.
  static func context(app: String, name: String) -> [UInt8] { Array("superswift-secret:\(app)/\(name)".utf8) }

  /// Makes the database hold exactly `values` for app `app`, sealed (no write when they are what
  /// was published last).
  func publish(app: String, values: [String: String]) throws {
    guard let key else { return }
    let digest = SHA256.hex(
      Array(values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\0").utf8))
    guard published.withLock({ $0[app] }) != digest else { return }
    try database.execute("BEGIN")
    do {
      try database.execute(
        "DELETE FROM superswift_secrets WHERE app_id = $1 AND NOT (name = ANY($2::text[]))",
        [.text(app), .text("{" + values.keys.map { "\"\($0)\"" }.joined(separator: ",") + "}")])
      for (name, value) in values {
        let box = try AESGCM.seal(Array(value.utf8), key: key, context: Self.context(app: app, name: name))
        try database.execute(
          """
          INSERT INTO superswift_secrets (app_id, name, box) VALUES ($1, $2, $3)
          ON CONFLICT (app_id, name) DO UPDATE SET box = EXCLUDED.box, set_at = now()
          """, [.text(app), .text(name), .bytes(Data(box))])
      }
      try database.execute("COMMIT")
    } catch {
      _ = try? database.execute("ROLLBACK")
      throw error
    }
    published.withLock { $0[app] = digest }
  }

  /// App `app`'s secrets, opened in memory; a box that does not open is left out (and named in
  /// `problems`).
  func values(of app: String) throws -> (values: [String: String], problems: [String]) {
    guard let key else { return ([:], []) }
    let rows = try database.execute(
      "SELECT name, box FROM superswift_secrets WHERE app_id = $1", [.text(app)], binary: true)
    var values: [String: String] = [:]
    var problems: [String] = []
    for row in rows {
      guard let name = row.text(0), let box = row.count > 1 ? row[1] : nil else { continue }
      do {
        values[name] = String(
          decoding: try AESGCM.open(Array(box), key: key, context: Self.context(app: app, name: name)), as: UTF8.self)
      } catch {
        problems.append("\(name): \(error.description)")
      }
    }
    return (values, problems)
  }
}

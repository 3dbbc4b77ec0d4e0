import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The library's webhooks, in `<library>/.superswift/webhooks.json` (mode 0600, outside every
/// app folder: a hook's URL token and signing secret are never in an app's versions or
/// copies), and each hook's recent deliveries in `.superswift/deliveries/ID.json`.
///
/// A hook belongs to one app; a delivery to `/hooks/ID/TOKEN` starts a run of it. The URL's
/// token is compared in constant time; a signing secret is written here only and read only to
/// check a delivery.
package struct WebhookStore: Sendable {
  /// One webhook.
  package struct Hook: Sendable, Equatable {
    /// Its identifier (`wh_` and 12 hex digits), in its URL.
    package var id: String
    /// The identifier of the app it runs.
    package var app: String
    /// The token in its URL (32 random bytes, hex).
    package var token: String
    /// How deliveries prove their sender.
    package var scheme: WebhookScheme
    /// The signing secret, when the scheme needs one and it has been set.
    package var secret: String?
    /// When it was made.
    package var created: Date
    /// At most this many deliveries a minute.
    package var perMinute: Int

    /// Its path on the server: `/hooks/ID/TOKEN`.
    package var path: String { "/hooks/\(id)/\(token)" }
  }

  /// One delivery, as its list shows it.
  package struct Delivery: Sendable, Equatable {
    /// When it came.
    package var time: Date
    /// What became of it.
    package var outcome: Outcome
    /// The signature's verdict in words ("valid github signature", "unsigned", or why not).
    package var verdict: String
    /// The run it started, if any.
    package var run: String?
    /// The status it was answered with.
    package var status: Int

    /// What became of a delivery.
    package enum Outcome: String, Sendable, Equatable {
      /// A run was started.
      case accepted
      /// Refused: a bad or missing signature, a stale timestamp, no secret yet.
      case refused
      /// Refused before its run: its input did not fit the app's type.
      case invalid
    }

    package var json: JSON {
      [
        "time": .string(RunRecord.timestamp(time)), "outcome": .string(outcome.rawValue), "verdict": .string(verdict),
        "run": run.map(JSON.string) ?? .null, "status": .number(Double(status)),
      ]
    }

    init?(json: JSON) {
      guard let time = json["time"]?.string.flatMap(RunRecord.date(from:)),
        let outcome = json["outcome"]?.string.flatMap(Outcome.init(rawValue:)), let verdict = json["verdict"]?.string
      else { return nil }
      self.init(
        time: time, outcome: outcome, verdict: verdict, run: json["run"]?.string, status: json["status"]?.int ?? 0)
    }

    package init(time: Date, outcome: Outcome, verdict: String, run: String?, status: Int) {
      self.time = time
      self.outcome = outcome
      self.verdict = verdict
      self.run = run
      self.status = status
    }
  }

  /// Why a hook could not be made or found.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case tooMany

    package var description: String {
      switch self {
      case .unknown(let id):
        "no webhook \(id.prefix(80)): 'superswift webhook list' shows them"
      case .tooMany: "an app has at most \(WebhookStore.maximumPerApp) webhooks: remove one first"
      }
    }
  }

  /// At most this many hooks an app.
  package static let maximumPerApp = 20
  /// At most this many deliveries kept a hook.
  package static let keptDeliveries = 100
  /// Deliveries a minute, unless a hook says otherwise.
  package static let defaultPerMinute = 60

  /// The hooks' file.
  package let file: URL
  /// The deliveries' folder.
  package let deliveriesFolder: URL

  /// The store of the library at `root`.
  package init(library root: URL) {
    file = root.appendingPathComponent(".superswift/webhooks.json")
    deliveriesFolder = root.appendingPathComponent(".superswift/deliveries", isDirectory: true)
  }

  /// Every hook, oldest first.
  package func hooks() -> [Hook] {
    // No file yet: no hooks.
    guard let bytes = ScratchFile.read(file), let json = JSON(parsing: Data(bytes)) else { return [] }
    return (json["hooks"]?.array ?? []).compactMap(Self.hook(from:))
  }

  /// The hooks of app `id`.
  package func hooks(of app: String) -> [Hook] { hooks().filter { $0.app == app } }

  /// The hook `id`, or `nil`.
  package func hook(_ id: String) -> Hook? { hooks().first { $0.id == id } }

  /// The hook `id` when `token` is its URL's token (compared in constant time), or `nil`.
  package func hook(_ id: String, token: String) -> Hook? {
    guard let hook = hook(id), HMACSHA256.equal(Array(token.utf8), Array(hook.token.utf8)) else { return nil }
    return hook
  }

  /// Makes a hook for app `app`.
  package func add(app: String, scheme: WebhookScheme, secret: String?, now: Date = Date()) throws -> Hook {
    let hook = Hook(
      id: "wh_" + SecureRandom.hex(bytes: 6), app: app, token: SecureRandom.hex(bytes: 32), scheme: scheme,
      secret: secret?.isEmpty == false ? secret : nil, created: now, perMinute: Self.defaultPerMinute)
    try change { hooks in
      guard hooks.filter({ $0.app == app }).count < Self.maximumPerApp else { throw Problem.tooMany }
      hooks.append(hook)
    }
    return hook
  }

  /// Sets (or replaces) hook `id`'s signing secret.
  package func setSecret(_ secret: String, of id: String) throws {
    try change { hooks in
      guard let index = hooks.firstIndex(where: { $0.id == id }) else { throw Problem.unknown(id) }
      hooks[index].secret = secret.isEmpty ? nil : secret
    }
  }

  /// Removes hook `id` and its deliveries.
  package func remove(_ id: String) throws {
    try change { hooks in
      guard let index = hooks.firstIndex(where: { $0.id == id }) else { throw Problem.unknown(id) }
      hooks.remove(at: index)
    }
    FileSystem.removeIfPresent(deliveriesFile(id))
  }

  /// Removes the hooks of app `app` (the app was removed for good).
  package func removeHooks(of app: String) throws {
    let gone = hooks(of: app).map(\.id)
    guard !gone.isEmpty else { return }
    try change { $0.removeAll { $0.app == app } }
    for id in gone { FileSystem.removeIfPresent(deliveriesFile(id)) }
  }

  /// Hook `id`'s recent deliveries, newest first.
  package func deliveries(of id: String) -> [Delivery] {
    // None yet: an empty list.
    guard let bytes = ScratchFile.read(deliveriesFile(id)), let json = JSON(parsing: Data(bytes)) else { return [] }
    return (json.array ?? []).compactMap(Delivery.init(json:))
  }

  /// Notes a delivery of hook `id`, keeping the newest `keptDeliveries`.
  package func record(_ delivery: Delivery, of id: String) throws {
    let target = deliveriesFile(id)
    try FileManager.default.createDirectory(at: deliveriesFolder, withIntermediateDirectories: true)
    let lock = try FileLock(deliveriesFolder.appendingPathComponent(".lock"))
    defer { lock.unlock() }
    let kept = [delivery] + deliveries(of: id).prefix(Self.keptDeliveries - 1)
    try AtomicFile.writeQuickly(
      Data((JSON.array(kept.map(\.json)).text(pretty: true) + "\n").utf8), to: target, mode: 0o600)
  }

  private func deliveriesFile(_ id: String) -> URL {
    deliveriesFolder.appendingPathComponent("\(id.filter { $0.isLetter || $0.isNumber || $0 == "_" }).json")
  }

  private func change(_ body: (inout [Hook]) throws -> Void) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let lock = try FileLock(file.deletingLastPathComponent().appendingPathComponent("webhooks.lock"))
    defer { lock.unlock() }
    var all = hooks()
    try body(&all)
    let json: JSON = ["hooks": .array(all.map(Self.json))]
    try AtomicFile.writeQuickly(Data((json.text(pretty: true) + "\n").utf8), to: file, mode: 0o600)
  }

  static func json(_ hook: Hook) -> JSON {
    [
      "id": .string(hook.id), "app": .string(hook.app), "token": .string(hook.token),
      "verify": .string(hook.scheme.rawValue), "secret": hook.secret.map(JSON.string) ?? .null,
      "created": .string(RunRecord.timestamp(hook.created)), "perMinute": .number(Double(hook.perMinute)),
    ]
  }

  /// A hook from its JSON; one that is not whole is skipped, never trusted.
  static func hook(from json: JSON) -> Hook? {
    guard let id = json["id"]?.string, let app = json["app"]?.string, let token = json["token"]?.string,
      token.count >= 32, let scheme = json["verify"]?.string.flatMap(WebhookScheme.init(rawValue:))
    else { return nil }
    return Hook(
      id: id, app: app, token: token, scheme: scheme, secret: json["secret"]?.string,
      created: json["created"]?.string.flatMap(RunRecord.date(from:)) ?? Date(timeIntervalSince1970: 0),
      perMinute: max(1, json["perMinute"]?.int ?? defaultPerMinute))
  }
}

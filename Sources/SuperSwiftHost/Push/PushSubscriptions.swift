import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// A browser's Web Push subscription: where its push service takes messages for it, the keys
/// messages are encrypted to, and what it wants to be told.
package struct PushSubscription: Sendable, Equatable {
  /// The server's name for it (16 hex digits).
  package var id: String
  /// The push service's URL for this browser (`PushSubscription.endpoint`).
  package var endpoint: String
  /// The browser's P-256 public key (65 bytes).
  package var p256dh: [UInt8]
  /// The browser's auth secret (16 bytes).
  package var auth: [UInt8]
  /// What it is told about.
  package var categories: Set<PushCategory>
  /// The device, as the person reads it ("iPhone · Safari").
  package var device: String
  /// The signed-in browser session it was made in (the session's identifier), so that browser
  /// finds it as its own.
  package var session: String?
  /// When it was made (seconds since 1970).
  package var created: Double
  /// When a message last reached its push service.
  package var lastDelivered: Double?
  /// The last delivery's failure, in a sentence, until one succeeds.
  package var lastError: String?

  /// As the API lists it (never the keys).
  package var json: JSON {
    [
      "id": .string(id), "endpoint": .string(endpoint),
      "service": .string(PushSubscription.serviceName(of: endpoint)), "device": .string(device),
      "categories": .array(PushCategory.allCases.filter { categories.contains($0) }.map { .string($0.rawValue) }),
      "created": .string(RunRecord.timestamp(Date(timeIntervalSince1970: created))),
      "lastDelivered": lastDelivered.map { .string(RunRecord.timestamp(Date(timeIntervalSince1970: $0))) } ?? .null,
      "lastError": lastError.map(JSON.string) ?? .null,
    ]
  }

  /// Whose push service an endpoint is ("Apple", "Google"…), or its host.
  package static func serviceName(of endpoint: String) -> String {
    guard let host = URL(string: endpoint)?.host?.lowercased() else { return "unknown" }
    return PushEndpoints.services.first { host == $0.domain || host.hasSuffix("." + $0.domain) }?.owner ?? host
  }
}

/// The library's push subscriptions, in `<library>/push/subscriptions.json` (mode 0600: the
/// keys are the browsers'), so a backup of the library carries them with the VAPID key they
/// were made with.
///
/// Invariants: read and written under an exclusive `flock` (two servers, or a server and the
/// command line, on one library change it one at a time); one subscription per endpoint (a
/// browser that subscribes again replaces its keys and keeps its identifier); at most
/// `maximum` of them.
package struct PushSubscriptions: Sendable {
  /// The most subscriptions a library keeps.
  package static let maximum = 100
  /// The file.
  package let file: URL

  /// The subscriptions of the library in `paths`.
  package init(paths: Paths) {
    file = Library(paths: paths).root.appendingPathComponent("push/subscriptions.json")
  }

  /// Why a change was refused.
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    /// The library already has `maximum` subscriptions.
    case full
    /// No subscription has this identifier.
    case unknown(String)

    package var description: String {
      switch self {
      case .full: "this library already has \(PushSubscriptions.maximum) push subscriptions; remove one on Devices"
      case .unknown(let id): "no push subscription \(id)"
      }
    }
  }

  /// Every subscription, oldest first.
  package func list() -> [PushSubscription] {
    Self.decode(try? Data(contentsOf: file))
  }

  /// The subscription `id`.
  package func subscription(_ id: String) -> PushSubscription? {
    list().first { $0.id == id }
  }

  /// Adds a browser's subscription, or (its endpoint already known) replaces its keys, device
  /// and session and keeps its identifier and categories unless `categories` names them;
  /// `made` says which, decided under the same lock.
  package func add(
    endpoint: String, p256dh: [UInt8], auth: [UInt8], categories: Set<PushCategory>?, device: String,
    session: String?, now: Date
  ) throws -> (subscription: PushSubscription, made: Bool) {
    try change { subscriptions in
      if let index = subscriptions.firstIndex(where: { $0.endpoint == endpoint }) {
        subscriptions[index].p256dh = p256dh
        subscriptions[index].auth = auth
        subscriptions[index].device = device
        subscriptions[index].session = session
        if let categories { subscriptions[index].categories = categories }
        subscriptions[index].lastError = nil
        return (subscriptions[index], false)
      }
      guard subscriptions.count < Self.maximum else { throw Refusal.full }
      let made = PushSubscription(
        id: SecureRandom.hex(bytes: 8), endpoint: endpoint, p256dh: p256dh, auth: auth,
        categories: categories ?? PushCategory.defaults, device: device, session: session,
        created: now.timeIntervalSince1970)
      subscriptions.append(made)
      return (made, true)
    }
  }

  /// Sets what subscription `id` is told about.
  package func setCategories(_ categories: Set<PushCategory>, of id: String) throws -> PushSubscription {
    try change { subscriptions in
      guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { throw Refusal.unknown(id) }
      subscriptions[index].categories = categories
      return subscriptions[index]
    }
  }

  /// Removes subscription `id`; whether it was there.
  @discardableResult
  package func remove(_ id: String) throws -> Bool {
    try change { subscriptions in
      let before = subscriptions.count
      subscriptions.removeAll { $0.id == id }
      return subscriptions.count != before
    }
  }

  /// Records a delivery to subscription `id`: delivered at `now`, or failed with `error`.
  package func recordDelivery(to id: String, error: String?, now: Date) throws {
    try change { subscriptions in
      guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return }
      if let error {
        subscriptions[index].lastError = error
      } else {
        subscriptions[index].lastDelivered = now.timeIntervalSince1970
        subscriptions[index].lastError = nil
      }
    }
  }

  /// Runs `body` on the subscriptions under the file's lock, and writes them back when it
  /// changed them.
  private func change<T>(_ body: (inout [PushSubscription]) throws -> T) throws -> T {
    let lock = try FileLock(file.deletingLastPathComponent().appendingPathComponent("subscriptions.lock"))
    defer { lock.unlock() }
    let data: Data?
    if FileManager.default.fileExists(atPath: file.path) {
      data = try Data(contentsOf: file)
    } else {
      data = nil
    }
    var subscriptions = Self.decode(data)
    let before = subscriptions
    let result = try body(&subscriptions)
    if subscriptions != before {
      try AtomicFile.writeQuickly(Data(Self.encode(subscriptions).text(pretty: true).utf8), to: file, mode: 0o600)
    }
    return result
  }

  private static func encode(_ subscriptions: [PushSubscription]) -> JSON {
    .array(
      subscriptions.map { subscription in
        [
          "id": .string(subscription.id), "endpoint": .string(subscription.endpoint),
          "p256dh": .string(Base64URL.encode(subscription.p256dh)),
          "auth": .string(Base64URL.encode(subscription.auth)),
          "categories": .array(subscription.categories.map(\.rawValue).sorted().map(JSON.string)),
          "device": .string(subscription.device), "session": subscription.session.map(JSON.string) ?? .null,
          "created": .number(subscription.created),
          "lastDelivered": subscription.lastDelivered.map(JSON.number) ?? .null,
          "lastError": subscription.lastError.map(JSON.string) ?? .null,
        ]
      })
  }

  /// The subscriptions in `data`; an entry that does not read is skipped (a browser subscribes
  /// again the next time its page asks), never the file.
  private static func decode(_ data: Data?) -> [PushSubscription] {
    guard let data, let entries = JSON(parsing: data)?.array else { return [] }
    return entries.compactMap { entry in
      guard let id = entry["id"]?.string, let endpoint = entry["endpoint"]?.string,
        let p256dh = entry["p256dh"]?.string.flatMap(Base64URL.decode),
        let auth = entry["auth"]?.string.flatMap(Base64URL.decode), let created = entry["created"]?.number
      else { return nil }
      return PushSubscription(
        id: id, endpoint: endpoint, p256dh: p256dh, auth: auth,
        categories: Set((entry["categories"]?.array ?? []).compactMap { $0.string.flatMap(PushCategory.init) }),
        device: entry["device"]?.string ?? "a browser", session: entry["session"]?.string, created: created,
        lastDelivered: entry["lastDelivered"]?.number, lastError: entry["lastError"]?.string)
    }
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// A push service of the tests' own, on loopback, doing what Apple's, Google's and Mozilla's
/// do with what a server posts: it checks the VAPID token (signature, audience, expiry,
/// contact, and that its key is the one the browser subscribed with), the headers RFC 8030 and
/// 8291 require, and decrypts the message with the browser's private key — as the browser does.
/// Each endpoint answers with the statuses a test scripts (201 once the script is spent).
final class TestPushService: @unchecked Sendable {
  /// One message as the service took it.
  struct Received: Sendable {
    /// The endpoint's name (`/push/<name>`).
    var endpoint: String
    /// The decrypted message, or `nil` when it was refused.
    var message: JSON?
    /// Why it was refused (a VAPID or encryption failure), if it was.
    var refusal: String?
    /// The `TTL` and `Urgency` fields.
    var ttl: String?
    var urgency: String?
    /// What the service answered.
    var status: Int
  }

  /// A browser's subscription: its key pair and auth secret.
  struct Browser: Sendable {
    let key: P256
    let auth: [UInt8]
  }

  private let server: HTTPServer
  let port: Int
  private let state = Mutex<(browsers: [String: Browser], script: [String: [Int]], received: [Received])>(
    ([:], [:], []))
  /// The key subscriptions were made with (the server's `applicationServerKey`).
  private let serverKey = Mutex<[UInt8]?>(nil)

  init() throws {
    let box = Mutex<TestPushService?>(nil)
    server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      box.withLock { $0 }?.handle(request) ?? HTTPResponse(status: 503)
    }
    port = server.port
    box.withLock { $0 = self }
    let server = server
    Thread.detachNewThread { server.serve() }
  }

  deinit { server.stop() }

  /// The endpoint URL of subscription `name`.
  func endpoint(_ name: String) -> String { "http://127.0.0.1:\(port)/push/\(name)" }

  /// A new browser's subscription at endpoint `name`, made with `applicationServerKey`, as
  /// `PushSubscription.toJSON()` gives it, with `categories` when given.
  func subscribe(_ name: String, applicationServerKey: String, categories: [String]? = nil) throws -> Data {
    let browser = Browser(key: try P256.generate(), auth: SecureRandom.bytes(16))
    state.withLock { $0.browsers[name] = browser }
    serverKey.withLock { $0 = Base64URL.decode(applicationServerKey) }
    var object: JSONObject = [
      "endpoint": .string(endpoint(name)), "expirationTime": .null,
      "keys": [
        "p256dh": .string(Base64URL.encode(browser.key.publicKey)), "auth": .string(Base64URL.encode(browser.auth)),
      ],
    ]
    if let categories { object["categories"] = .array(categories.map(JSON.string)) }
    return Data(JSON.object(object).text.utf8)
  }

  /// The next answers of endpoint `name` (each message takes one).
  func script(_ name: String, _ statuses: [Int]) {
    state.withLock { $0.script[name, default: []] += statuses }
  }

  /// Everything received so far.
  var received: [Received] { state.withLock { $0.received } }

  /// Waits (at most `seconds`) until `count` messages have come; what came.
  func waitFor(_ count: Int, seconds: Double = 60) -> [Received] {
    let deadline = Date().addingTimeInterval(seconds)
    while received.count < count && Date() < deadline { usleep(20_000) }
    return received
  }

  private func handle(_ request: HTTPRequest) -> HTTPResponse {
    let parts = request.path.split(separator: "/")
    guard request.method == .post, parts.count == 2, parts[0] == "push" else { return HTTPResponse(status: 404) }
    let name = String(parts[1])
    var received = Received(
      endpoint: name, message: nil, refusal: nil, ttl: request.header("TTL"), urgency: request.header("Urgency"),
      status: 201)
    defer { state.withLock { $0.received.append(received) } }
    guard let browser = state.withLock({ $0.browsers[name] }) else {
      received.status = 404
      return HTTPResponse(status: 404)
    }
    do {
      guard let authorization = request.header("Authorization") else { throw TestFailure("no Authorization") }
      let (key, _) = try VAPID.verify(authorization, endpoint: URL(string: endpoint(name))!, now: Date())
      guard key == serverKey.withLock({ $0 }) else {
        throw TestFailure("signed with another key than the subscription's")
      }
      guard request.header("Content-Encoding") == "aes128gcm" else { throw TestFailure("not aes128gcm") }
      guard request.header("TTL").flatMap(Int.init) != nil else { throw TestFailure("no TTL") }
      let plaintext = try WebPushEncryption.decrypt(Array(request.body), receiver: browser.key, auth: browser.auth)
      received.message = JSON(parsing: plaintext)
    } catch {
      received.refusal = "\(error)"
      received.status = 403
      return HTTPResponse(status: 403)
    }
    let status = state.withLock { state -> Int in
      guard var script = state.script[name], !script.isEmpty else { return 201 }
      let next = script.removeFirst()
      state.script[name] = script
      return next
    }
    received.status = status
    return HTTPResponse(status: HTTPStatus(rawValue: status), headers: status == 429 ? [("Retry-After", "1")] : [])
  }
}

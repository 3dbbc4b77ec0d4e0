import Foundation
import SuperSwiftSystem

/// How a webhook's deliveries prove they come from its sender.
public enum WebhookScheme: String, Sendable, CaseIterable, Equatable {
  /// No signature: the URL's own token is the only proof (Shortcuts, IFTTT, Home Assistant).
  case none
  /// GitHub (and Gitea, Meta…): `X-Hub-Signature-256: sha256=HEX`, HMAC-SHA256 of the raw body.
  case github
  /// Stripe: `Stripe-Signature: t=TIME,v1=HEX[,v1=HEX…]`, HMAC-SHA256 of `TIME.body` with the
  /// `whsec_…` secret as text.
  case stripe
  /// Standard Webhooks (and Svix): `webhook-id`, `webhook-timestamp` and `webhook-signature:
  /// v1,BASE64 …`, HMAC-SHA256 of `id.timestamp.body` with the base64 key after `whsec_`.
  case standardWebhooks = "standard-webhooks"
  /// Any sender that signs the raw body with HMAC-SHA256, in hex or base64, with or without a
  /// `sha256=` prefix, in one of the headers such senders use (`X-Signature`,
  /// `X-Hub-Signature-256`, `X-Shopify-Hmac-Sha256`, `Linear-Signature`…).
  case hmacSHA256 = "hmac-sha256"

  /// Whether it needs a signing secret.
  public var needsSecret: Bool {
    switch self {
    case .none: false
    case .github, .stripe, .standardWebhooks, .hmacSHA256: true
    }
  }
}

/// Why a delivery's signature was refused: data until the edge turns it into a sentence.
public enum WebhookRefusal: Error, Sendable, Equatable, CustomStringConvertible {
  /// The scheme needs a signing secret and the hook has none yet.
  case noSecret(WebhookScheme)
  /// The secret cannot be used as the scheme says (a Standard Webhooks key that is not base64).
  case unusableSecret(String)
  /// A header the scheme needs is missing.
  case missingHeader(String)
  /// A header is there but not in the scheme's form.
  case malformed(String, expected: String)
  /// The signature does not match the body.
  case mismatch
  /// The signed timestamp is too far from now (a replayed or delayed delivery).
  case stale(seconds: Int)

  public var description: String {
    switch self {
    case .noSecret(let scheme):
      "this webhook checks \(scheme.rawValue) signatures but has no signing secret yet: set it with 'superswift webhook secret ID' (or on the app's page), then send again"
    case .unusableSecret(let why): "the webhook's signing secret cannot be used: \(why)"
    case .missingHeader(let name): "the delivery has no \(name) header: it is not signed as this webhook expects"
    case .malformed(let name, let expected): "the \(name) header is not in the form \(expected)"
    case .mismatch: "the signature does not match the body: a wrong signing secret, or a body changed on the way"
    case .stale(let seconds):
      "the signed timestamp is \(seconds) s away from now (at most \(WebhookSignature.tolerance) s): a replayed or delayed delivery"
    }
  }
}

/// Checks a delivery's signature as its sender documents it: pure, given the headers, the raw
/// body, the secret and the time (tested against the senders' published examples).
///
/// Invariants: signatures are compared with `HMACSHA256.equal` (constant time); a scheme with a
/// timestamp refuses one more than `tolerance` seconds from now, either way; only `v1`
/// signatures count (never Stripe's test-mode `v0` or GitHub's SHA-1 header).
public enum WebhookSignature {
  /// How far a signed timestamp may be from now, in seconds.
  public static let tolerance = 300

  /// The headers `hmac-sha256` looks in, in order.
  public static let hmacHeaders = [
    "X-Signature-256", "X-Signature", "X-Hub-Signature-256", "X-Webhook-Signature", "X-Shopify-Hmac-Sha256",
    "Linear-Signature", "Typeform-Signature", "X-Hmac-Signature", "X-Signature-SHA256",
  ]

  /// Whether the delivery is signed as `scheme` says with `secret`; throws why not.
  public static func verify(
    _ scheme: WebhookScheme, secret: String?, headers: [(name: String, value: String)], body: [UInt8], now: Date
  ) throws(WebhookRefusal) {
    func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value.trimmingCharacters(in: .whitespaces)
    }
    guard scheme.needsSecret else { return }
    guard let secret, !secret.isEmpty else { throw .noSecret(scheme) }
    switch scheme {
    case .none: return
    case .github:
      guard let value = header("X-Hub-Signature-256") else { throw .missingHeader("X-Hub-Signature-256") }
      guard value.lowercased().hasPrefix("sha256="), let given = HMACSHA256.bytes(hex: value.dropFirst(7)) else {
        throw .malformed("X-Hub-Signature-256", expected: "sha256=<64 hex digits>")
      }
      try expect(given, HMACSHA256.code(key: Array(secret.utf8), message: body))
    case .stripe:
      guard let value = header("Stripe-Signature") else { throw .missingHeader("Stripe-Signature") }
      var time: Int?
      var signatures: [[UInt8]] = []
      for part in value.split(separator: ",") {
        let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2 else { continue }
        if pair[0] == "t" { time = Int(pair[1]) }
        if pair[0] == "v1", let bytes = HMACSHA256.bytes(hex: pair[1]) { signatures.append(bytes) }
      }
      guard let time, !signatures.isEmpty else {
        throw .malformed("Stripe-Signature", expected: "t=<unix time>,v1=<hex>")
      }
      try fresh(time, now: now)
      let expected = HMACSHA256.code(key: Array(secret.utf8), message: Array("\(time).".utf8) + body)
      // Any v1 may match: during a secret's rotation Stripe signs with both.
      var matched = false
      for signature in signatures { matched = HMACSHA256.equal(signature, expected) || matched }
      guard matched else { throw .mismatch }
    case .standardWebhooks:
      let prefix = header("webhook-id") != nil || header("svix-id") == nil ? "webhook" : "svix"
      guard let id = header("\(prefix)-id") else { throw .missingHeader("webhook-id") }
      guard let stamp = header("\(prefix)-timestamp") else { throw .missingHeader("\(prefix)-timestamp") }
      guard let value = header("\(prefix)-signature") else { throw .missingHeader("\(prefix)-signature") }
      guard let time = Int(stamp) else { throw .malformed("\(prefix)-timestamp", expected: "<unix time in seconds>") }
      let encoded = secret.hasPrefix("whsec_") ? String(secret.dropFirst(6)) : secret
      guard let key = Data(base64Encoded: encoded), !key.isEmpty else {
        throw .unusableSecret("a Standard Webhooks secret is base64 after whsec_")
      }
      try fresh(time, now: now)
      let expected = HMACSHA256.code(key: Array(key), message: Array("\(id).\(time).".utf8) + body)
      let given = value.split(separator: " ").compactMap { entry -> [UInt8]? in
        guard entry.hasPrefix("v1,") else { return nil }
        return Data(base64Encoded: String(entry.dropFirst(3))).map(Array.init)
      }
      guard !given.isEmpty else { throw .malformed("\(prefix)-signature", expected: "v1,<base64> (space-separated)") }
      var matched = false
      for signature in given { matched = HMACSHA256.equal(signature, expected) || matched }
      guard matched else { throw .mismatch }
    case .hmacSHA256:
      guard let (name, value) = hmacHeaders.lazy.compactMap({ name in header(name).map { (name, $0) } }).first else {
        throw .missingHeader("X-Signature (or X-Hub-Signature-256)")
      }
      let bare = value.lowercased().hasPrefix("sha256=") ? String(value.dropFirst(7)) : value
      let given: [UInt8]? =
        bare.utf8.count == 64 ? HMACSHA256.bytes(hex: bare) : Data(base64Encoded: bare).map(Array.init)
      guard let given, given.count == 32 else {
        throw .malformed(name, expected: "HMAC-SHA256 of the body, as 64 hex digits or base64")
      }
      try expect(given, HMACSHA256.code(key: Array(secret.utf8), message: body))
    }
  }

  /// The headers a sender using `scheme` would sign `body` with at `now` (`id` names the
  /// message where the scheme has one): for "Send a test delivery" and tests. Empty for `none`,
  /// or when the secret cannot be used.
  public static func sign(
    _ scheme: WebhookScheme, secret: String, body: [UInt8], now: Date, id: String = "msg_test"
  ) -> [(name: String, value: String)] {
    let time = Int(now.timeIntervalSince1970.rounded())
    let key = Array(secret.utf8)
    switch scheme {
    case .none: return []
    case .github:
      return [("X-Hub-Signature-256", "sha256=" + HMACSHA256.hex(HMACSHA256.code(key: key, message: body)))]
    case .hmacSHA256:
      return [("X-Signature", HMACSHA256.hex(HMACSHA256.code(key: key, message: body)))]
    case .stripe:
      let code = HMACSHA256.code(key: key, message: Array("\(time).".utf8) + body)
      return [("Stripe-Signature", "t=\(time),v1=\(HMACSHA256.hex(code))")]
    case .standardWebhooks:
      guard let decoded = Data(base64Encoded: secret.hasPrefix("whsec_") ? String(secret.dropFirst(6)) : secret)
      else { return [] }
      let code = HMACSHA256.code(key: Array(decoded), message: Array("\(id).\(time).".utf8) + body)
      return [
        ("webhook-id", id), ("webhook-timestamp", "\(time)"),
        ("webhook-signature", "v1," + Data(code).base64EncodedString()),
      ]
    }
  }

  private static func expect(_ given: [UInt8], _ expected: [UInt8]) throws(WebhookRefusal) {
    guard HMACSHA256.equal(given, expected) else { throw .mismatch }
  }

  private static func fresh(_ time: Int, now: Date) throws(WebhookRefusal) {
    let distance = abs(Int(now.timeIntervalSince1970.rounded()) - time)
    guard distance <= tolerance else { throw .stale(seconds: distance) }
  }
}

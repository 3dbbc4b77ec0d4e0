import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Voluntary Application Server Identification for Web Push (RFC 8292): each request to a push
/// service carries `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with the
/// server's P-256 key (ES256) and naming the push service's origin (`aud`), an expiry within a
/// day (`exp`) and a contact (`sub`). The push service checks it against the key the browser
/// subscribed with, so only this server can push to its subscriptions. Pure but for the
/// signature (`P256`).
package struct VAPID: Sendable {
  /// The server's key pair.
  package let key: P256
  /// The contact a push service may write to: `mailto:…` or an `https:` URL.
  package let subject: String

  /// How long a token is good for: RFC 8292 allows at most 24 hours.
  package static let lifetime: TimeInterval = 12 * 3600

  /// Why a request's authorization was refused (by the tests' push service, as a real one does).
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    /// The header is not `vapid t=…, k=…`, or the token not a JWT.
    case malformed
    /// The signature does not verify with the key.
    case badSignature
    /// A claim is wrong (which one).
    case badClaim(String)

    package var description: String {
      switch self {
      case .malformed: "the Authorization header is not 'vapid t=JWT, k=KEY'"
      case .badSignature: "the token's signature does not verify with its key"
      case .badClaim(let claim): "the token's \(claim) claim is wrong"
      }
    }
  }

  /// A server identified by `key`, reachable at `subject`.
  package init(key: P256, subject: String) {
    self.key = key
    self.subject = subject
  }

  /// The public key as a browser's `applicationServerKey` takes it (Base64URL of 65 bytes).
  package var applicationServerKey: String { Base64URL.encode(key.publicKey) }

  /// The origin of a push endpoint: the token's audience.
  package static func audience(of endpoint: URL) -> String? {
    guard let scheme = endpoint.scheme?.lowercased(), let host = endpoint.host?.lowercased() else { return nil }
    let defaultPort = scheme == "https" ? 443 : 80
    let port = endpoint.port.map { $0 == defaultPort ? "" : ":\($0)" } ?? ""
    return "\(scheme)://\(host)\(port)"
  }

  /// The `Authorization` header's value for a request to `endpoint`, made at `now`.
  package func authorization(for endpoint: URL, now: Date) throws -> String {
    guard let audience = Self.audience(of: endpoint) else { throw Refusal.badClaim("aud") }
    let header: JSON = ["typ": "JWT", "alg": "ES256"]
    let claims: JSON = [
      "aud": .string(audience), "exp": .number((now.timeIntervalSince1970 + Self.lifetime).rounded(.down)),
      "sub": .string(subject),
    ]
    let signingInput = Base64URL.encode(Array(header.text.utf8)) + "." + Base64URL.encode(Array(claims.text.utf8))
    let signature = try key.sign(Array(signingInput.utf8))
    return "vapid t=\(signingInput).\(Base64URL.encode(signature)), k=\(applicationServerKey)"
  }

  /// Checks an `Authorization` header as a push service does for a request to `endpoint` at
  /// `now`: the signature with the header's key, the audience, an expiry in the next 24 hours,
  /// a contact. Returns the key (what the subscription must have been made with) and the claims.
  package static func verify(_ authorization: String, endpoint: URL, now: Date) throws(Refusal) -> (
    key: [UInt8], claims: JSON
  ) {
    guard authorization.hasPrefix("vapid ") else { throw .malformed }
    var token: String?
    var publicKey: [UInt8]?
    for part in authorization.dropFirst(6).split(separator: ",") {
      let pair = part.trimmingCharacters(in: .whitespaces)
      if pair.hasPrefix("t=") { token = String(pair.dropFirst(2)) }
      if pair.hasPrefix("k=") { publicKey = Base64URL.decode(pair.dropFirst(2)) }
    }
    guard let token, let publicKey, let key = try? P256(publicKey: publicKey) else { throw .malformed }
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]), let claimBytes = Base64URL.decode(parts[1]),
      let signature = Base64URL.decode(parts[2]), let header = JSON(parsing: headerBytes),
      let claims = JSON(parsing: claimBytes)
    else { throw .malformed }
    guard header["alg"]?.string == "ES256" else { throw .badClaim("alg") }
    guard key.verify(signature, of: Array("\(parts[0]).\(parts[1])".utf8)) else { throw .badSignature }
    guard claims["aud"]?.string == audience(of: endpoint) else { throw .badClaim("aud") }
    guard let expiry = claims["exp"]?.number, expiry > now.timeIntervalSince1970,
      expiry <= now.timeIntervalSince1970 + 24 * 3600
    else { throw .badClaim("exp") }
    guard let subject = claims["sub"]?.string, subject.hasPrefix("mailto:") || subject.hasPrefix("https:") else {
      throw .badClaim("sub")
    }
    return (publicKey, claims)
  }
}

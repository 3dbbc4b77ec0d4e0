import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Every question of who may do what, in one type: the owner's bearer token (constant-time,
/// read again when `token --rotate` replaces it), devices' tokens (`DeviceTokens`) and their
/// grants, browser sessions and one-time login codes (`SessionStore`), same-origin checks, the
/// cookies that carry sessions, and which app a route's capture belongs to (for the router's
/// scope check).
///
/// Invariants: tokens are compared in constant time; a session made under a token ends when
/// the token changes or is revoked, and has that token's grant; a session cookie set over TLS is `Secure` and `__Host-` (so it never
/// travels over plain http, and no other host or path can set it), and over TLS only that
/// cookie is read.
package final class Authenticator: Sendable, RequestAuthenticator {
  let paths: Paths
  /// Signed-in browsers and login codes, kept across restarts.
  package let sessions: SessionStore
  /// Devices' tokens.
  package let devices: DeviceTokens
  /// The app a route's capture belongs to (see `RequestAuthenticator.appID`).
  private let resolve: @Sendable (ScopeTarget, String) -> String?
  /// The owner's token as last read, its digest, and the identity of the file it came from.
  private let token: Mutex<(value: String, digest: String, file: FileIdentity?)>

  /// The cookie that carries a session over plain http.
  package static let plainCookie = "superswift_session"
  /// The cookie that carries a session over TLS: `__Host-` makes the browser insist on
  /// `Secure`, `Path=/` and no `Domain`.
  package static let secureCookie = "__Host-superswift_session"

  /// The authenticator of the configuration in `paths` (the token is made if there is none);
  /// sessions, sign-in codes and devices' tokens expire by `clock`; `resolve` finds the app a
  /// route's capture belongs to.
  package init(
    paths: Paths, clock: any HostClock = SystemClock.shared,
    resolve: @escaping @Sendable (ScopeTarget, String) -> String? = { _, _ in nil }
  ) throws {
    self.paths = paths
    self.resolve = resolve
    sessions = SessionStore(paths: paths, clock: clock)
    devices = DeviceTokens(paths: paths, clock: clock)
    let value = try AccessToken.current(paths: paths)
    token = Mutex((value, AccessToken.digest(value), FileIdentity(of: AccessToken.file(in: paths))))
  }

  /// The app `name` belongs to (`RequestAuthenticator`).
  package func appID(of target: ScopeTarget, named name: String) -> String? {
    resolve(target, name)
  }

  /// The token in force. `superswift token --rotate` replaces the file: the next request
  /// sees the new token (one `stat` a request), the old one stops working at once, and so do
  /// the browser sessions signed in under it (each keeps the digest of its token).
  package func currentToken() -> String { ownerToken().value }

  /// The owner's token in force and its digest.
  private func ownerToken() -> (value: String, digest: String) {
    let file = AccessToken.file(in: paths)
    let identity = FileIdentity(of: file)
    let (known, digest, stale) = token.withLock { ($0.value, $0.digest, $0.file != identity) }
    // Unreadable now (being replaced): the token last read stays in force until it can be read.
    guard stale, let fresh = try? AccessToken.current(paths: paths) else { return (known, digest) }
    let freshDigest = AccessToken.digest(fresh)
    token.withLock { $0 = (fresh, freshDigest, FileIdentity(of: file)) }
    return (fresh, freshDigest)
  }

  /// Who sent `request`: the token in its `Authorization` header (the scheme in any letter
  /// case, RFC 9110, with any spaces around the token: people type this header by hand), the
  /// owner's or a device's, or a session cookie of a signed-in browser.
  package func credential(of request: HTTPRequest) -> Credential {
    let owner = ownerToken()
    if let given = Self.bearer(request) {
      if AccessToken.matches(given, owner.value) { return .token(.owner) }
      if let grant = devices.grant(of: given, from: request.peer) { return .token(grant) }
    }
    if let secret = request.cookie(Self.cookieName(secure: request.isSecure)), let session = sessions.session(secret),
      let grant = grant(ofTokenDigest: session.token, owner: owner.digest)
    {
      return .session(secret, grant)
    }
    return .none
  }

  /// The token in a request's `Authorization: Bearer …` header.
  static func bearer(_ request: HTTPRequest) -> String? {
    guard let header = request.header("Authorization"),
      let space = header.firstIndex(where: { $0 == " " || $0 == "\t" }),
      header[..<space].lowercased() == "bearer"
    else { return nil }
    return header[space...].trimmingCharacters(in: .whitespaces)
  }

  /// The grant of the token whose digest a session keeps: the owner's, or a live device
  /// token's; `nil` when that token no longer works.
  private func grant(ofTokenDigest digest: String, owner: String) -> Grant? {
    if AccessToken.matches(digest, owner) { return .owner }
    return devices.entry(digest: digest)?.grant
  }

  /// The digest of a token typed on the sign-in page when it is the owner's or a live device
  /// token's (the session keeps it, and so has that token's grant); `nil` otherwise.
  private func digest(ofTyped token: String) -> String? {
    let owner = ownerToken()
    if AccessToken.matches(token, owner.value) { return owner.digest }
    let digest = AccessToken.digest(token)
    return token.hasPrefix(DeviceTokens.prefix) && devices.entry(digest: digest) != nil ? digest : nil
  }

  /// Who a session (by its token's digest) signed in as, for the list of browsers: `nil` for
  /// the owner, else the device token's name.
  package func deviceName(ofSessionToken digest: String) -> String? {
    devices.list().first { AccessToken.matches($0.digest, digest) }?.name
  }

  /// The session cookie's name on a connection with or without TLS.
  package static func cookieName(secure: Bool) -> String { secure ? secureCookie : plainCookie }

  /// The `Set-Cookie` value that signs a browser in with `secret`.
  package static func sessionCookie(_ secret: String, secure: Bool) -> String {
    "\(cookieName(secure: secure))=\(secret); HttpOnly; SameSite=Strict; Path=/; Max-Age=\(Int(SessionStore.sessionLifetime))"
      + (secure ? "; Secure" : "")
  }

  /// The `Set-Cookie` value that signs a browser out.
  package static func clearedCookie(secure: Bool) -> String {
    "\(cookieName(secure: secure))=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0" + (secure ? "; Secure" : "")
  }

  /// Whether a request comes from this server's own pages: its `Origin` (or, without one, its
  /// `Referer`) names the host it was sent to.
  package func isSameOrigin(_ request: HTTPRequest) -> Bool {
    guard let host = request.header("Host") else { return false }
    let origin = request.header("Origin") ?? request.header("Referer")
    return origin.flatMap(Self.authority(of:)) == host.lowercased()
  }

  /// The `host:port` of an origin or a referring URL, as the `Host` header spells it
  /// (`[::1]:7788` for IPv6, in brackets, which `URL.host` drops); lowercased. `nil` unless it
  /// is an http(s) URL.
  package static func authority(of origin: String) -> String? {
    let lowered = origin.lowercased()
    guard let scheme = ["http://", "https://"].first(where: lowered.hasPrefix) else { return nil }
    let rest = lowered.dropFirst(scheme.count)
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !authority.isEmpty, !authority.contains("@") else { return nil }
    return String(authority)
  }

  /// A 401 that says what was missing or wrong: no header, another scheme, or a token that is
  /// not the one in force.
  package func unauthorized(_ request: HTTPRequest, why given: String? = nil) -> HTTPError {
    let why: String
    if let given {
      why = given
    } else if let header = request.header("Authorization") {
      let scheme = header.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
      if scheme.lowercased() != "bearer" {
        why = "the Authorization header uses \"\(scheme.prefix(20))\", not Bearer: set it to Bearer <token>"
      } else {
        why =
          "the token in the Authorization header is not this server's: it may have been revoked, rotated or expired. 'superswift token' prints the owner's; 'superswift token list' shows the devices' tokens"
      }
    } else {
      why =
        "no Authorization header: add the header Authorization with the value Bearer <token> ('superswift token' prints the token)"
    }
    return HTTPError(401, why).with(header: "WWW-Authenticate", "Bearer realm=\"superswift\"")
  }

  /// A one-time code for the browser's login link, good for ten minutes, leading to `next`;
  /// the browser gets `deviceToken`'s grant, or the owner's.
  package func makeLoginCode(next: String = "/", deviceToken: String? = nil) throws -> String {
    try sessions.mintCode(next: next, deviceToken: deviceToken)
  }

  /// Signs the browser that sent `request` in under the token whose digest is `tokenDigest`,
  /// and sends it on to `next` (a path on this server only, never `//elsewhere`).
  package func signIn(_ request: HTTPRequest, tokenDigest: String, next: String) throws(HTTPError) -> HTTPResponse {
    let secret: String
    do {
      secret = try sessions.startSession(
        device: SessionStore.device(from: request.header("User-Agent")), tokenDigest: tokenDigest)
    } catch {
      throw HTTPError(500, "could not save the session: \(error)")
    }
    let location = LocalPath.checked(next) ?? "/"
    return HTTPResponse(
      status: 303,
      headers: [("Location", location), ("Set-Cookie", Self.sessionCookie(secret, secure: request.isSecure))])
  }

  /// The routes of signing in and out: `GET /login?code=…` (a one-time link), `POST /login`
  /// (the token typed on the sign-in page: a few bytes, whole within 5 s), `POST /logout`.
  package var routes: [Route] {
    [
      Route(.get, ["login"], scope: .anyone, access: .public, errors: .page) { [self] context throws(HTTPError) in
        // A one-time link from `serve`, `superswift login-link` or a pairing page's QR code.
        guard let code = context.request.parameter("code"), let redeemed = sessions.redeem(code) else {
          throw HTTPError(
            401,
            "This login link has expired or was already used. Sign in with the token, or run 'superswift login-link' for a new link.",
            page: .signIn)
        }
        return try signIn(context.request, tokenDigest: redeemed.token ?? ownerToken().digest, next: redeemed.next)
      },
      Route(.post, ["login"], scope: .anyone, access: .public, errors: .page, bodyLimit: 4096, bodyTime: .seconds(5)) {
        [self] context throws(HTTPError) in
        let request = context.request
        // A sign-in form posted from another site would sign this browser in as us: refuse it.
        if request.header("Origin") != nil || request.header("Referer") != nil, !isSameOrigin(request) {
          throw HTTPError(403, "This sign-in did not come from the SuperSwift page.")
        }
        let fields = (try? FormField.urlEncoded(request.body)) ?? []
        let given = fields.first { $0.name == "token" }.map { String(decoding: $0.value, as: UTF8.self) } ?? ""
        guard let digest = digest(ofTyped: given.trimmingCharacters(in: .whitespacesAndNewlines)) else {
          throw HTTPError(
            401, "That is not a token this server knows. 'superswift token' prints the owner's.", page: .signIn)
        }
        // Back to the page that asked for signing in (signIn keeps only a path on this server).
        let next = fields.first { $0.name == "next" }.map { String(decoding: $0.value, as: UTF8.self) } ?? "/"
        return try signIn(request, tokenDigest: digest, next: next)
      },
      Route(.post, ["logout"], scope: .anyone, errors: .page) { [self] context throws(HTTPError) in
        if case .session(let secret, _) = context.request.credential {
          do {
            try sessions.end(secret)
          } catch {
            throw HTTPError(500, "Could not sign out: \(ErrorSentence.describe(error)). Try again.")
          }
        }
        return HTTPResponse(
          status: 303,
          headers: [("Location", "/"), ("Set-Cookie", Self.clearedCookie(secure: context.request.isSecure))])
      },
    ]
  }
}

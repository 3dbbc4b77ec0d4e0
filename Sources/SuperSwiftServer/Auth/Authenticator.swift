import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Every question of who may do what, in one type: the bearer token (constant-time, read again
/// when `token --rotate` replaces it), browser sessions and one-time login codes
/// (`SessionStore`), same-origin checks, and the cookies that carry sessions.
///
/// Invariants: the token is compared in constant time; a session made under a token ends when
/// the token changes; a session cookie set over TLS is `Secure` and `__Host-` (so it never
/// travels over plain http, and no other host or path can set it), and over TLS only that
/// cookie is read.
package final class Authenticator: Sendable, RequestAuthenticator {
  let paths: Paths
  /// Signed-in browsers and login codes, kept across restarts.
  package let sessions: SessionStore
  /// The token as last read, with the identity of the file it came from.
  private let token: Mutex<(value: String, file: FileIdentity?)>

  /// The cookie that carries a session over plain http.
  package static let plainCookie = "superswift_session"
  /// The cookie that carries a session over TLS: `__Host-` makes the browser insist on
  /// `Secure`, `Path=/` and no `Domain`.
  package static let secureCookie = "__Host-superswift_session"

  /// The authenticator of the configuration in `paths` (the token is made if there is none);
  /// sessions and sign-in codes expire by `clock`.
  package init(paths: Paths, clock: any HostClock = SystemClock.shared) throws {
    self.paths = paths
    sessions = SessionStore(paths: paths, clock: clock)
    let value = try AccessToken.current(paths: paths)
    token = Mutex((value, FileIdentity(of: AccessToken.file(in: paths))))
  }

  /// The token in force. `superswift token --rotate` replaces the file: the next request
  /// sees the new token (one `stat` a request), the old one stops working at once, and so do
  /// the browser sessions signed in under it (each keeps the digest of its token).
  package func currentToken() -> String {
    let file = AccessToken.file(in: paths)
    let identity = FileIdentity(of: file)
    let (known, stale) = token.withLock { ($0.value, $0.file != identity) }
    // Unreadable now (being replaced): the token last read stays in force until it can be read.
    guard stale, let fresh = try? AccessToken.current(paths: paths) else { return known }
    token.withLock { $0 = (fresh, FileIdentity(of: file)) }
    return fresh
  }

  /// Who sent `request`: the token in its `Authorization` header (the scheme in any letter
  /// case, RFC 9110, with any spaces around the token: people type this header by hand), or a
  /// session cookie of a signed-in browser.
  package func credential(of request: HTTPRequest) -> Credential {
    let expected = currentToken()
    if let header = request.header("Authorization"),
      let space = header.firstIndex(where: { $0 == " " || $0 == "\t" }),
      header[..<space].lowercased() == "bearer",
      AccessToken.matches(header[space...].trimmingCharacters(in: .whitespaces), expected)
    {
      return .token
    }
    if let secret = request.cookie(Self.cookieName(secure: request.isSecure)),
      sessions.isSignedIn(secret, token: expected)
    {
      return .session(secret)
    }
    return .none
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
          "the token in the Authorization header is not this server's: 'superswift token' prints the one in force (it changes with 'superswift token --rotate')"
      }
    } else {
      why =
        "no Authorization header: add the header Authorization with the value Bearer <token> ('superswift token' prints the token)"
    }
    return HTTPError(401, why).with(header: "WWW-Authenticate", "Bearer realm=\"superswift\"")
  }

  /// A one-time code for the browser's login link, good for ten minutes, leading to `next`.
  package func makeLoginCode(next: String = "/") throws -> String {
    try sessions.mintCode(next: next)
  }

  /// Signs the browser that sent `request` in, and sends it on to `next` (a path on this server
  /// only, never `//elsewhere`).
  package func signIn(_ request: HTTPRequest, next: String) throws(HTTPError) -> HTTPResponse {
    let secret: String
    do {
      secret = try sessions.startSession(
        device: SessionStore.device(from: request.header("User-Agent")), token: currentToken())
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
      Route(.get, ["login"], access: .public, errors: .page) { [self] context throws(HTTPError) in
        // A one-time link from `serve`, `superswift login-link` or a pairing page's QR code.
        guard let code = context.request.parameter("code"), let next = sessions.redeem(code) else {
          throw HTTPError(
            401,
            "This login link has expired or was already used. Sign in with the token, or run 'superswift login-link' for a new link.",
            page: .signIn)
        }
        return try signIn(context.request, next: next)
      },
      Route(.post, ["login"], access: .public, errors: .page, bodyLimit: 4096, bodyTime: .seconds(5)) {
        [self] context throws(HTTPError) in
        let request = context.request
        // A sign-in form posted from another site would sign this browser in as us: refuse it.
        if request.header("Origin") != nil || request.header("Referer") != nil, !isSameOrigin(request) {
          throw HTTPError(403, "This sign-in did not come from the SuperSwift page.")
        }
        let fields = (try? FormField.urlEncoded(request.body)) ?? []
        let given = fields.first { $0.name == "token" }.map { String(decoding: $0.value, as: UTF8.self) } ?? ""
        guard AccessToken.matches(given.trimmingCharacters(in: .whitespacesAndNewlines), currentToken()) else {
          throw HTTPError(401, "That is not the token. 'superswift token' prints it.", page: .signIn)
        }
        // Back to the page that asked for signing in (signIn keeps only a path on this server).
        let next = fields.first { $0.name == "next" }.map { String(decoding: $0.value, as: UTF8.self) } ?? "/"
        return try signIn(request, next: next)
      },
      Route(.post, ["logout"], errors: .page) { [self] context throws(HTTPError) in
        if case .session(let secret) = context.request.credential {
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

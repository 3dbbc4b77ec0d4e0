import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Who may use a route, as the route declares it; the router checks it from the request's head,
/// before any of the body is read.
package enum Access: Sendable, Equatable {
  /// Anyone: pages and files that must reach a browser or a phone before it has signed in
  /// (the sign-in page, its stylesheet, the local CA). Such a request's body is never read
  /// unless the route names a small `bodyLimit` and a time to send it in (the sign-in form).
  case `public`
  /// A signed-in browser (session cookie; a request that changes something must also come from
  /// this server's own pages) or a caller with the token.
  case sessionOrToken
  /// A caller with the token only.
  case token
}

/// What a route is about, for the check of a caller's grant (`Grant`): every route says, so a
/// new one cannot forget, and the router applies it before any handler runs.
package enum Scope: Sendable, Equatable {
  /// Nothing of any app: the caller's own session, files every page uses.
  case anyone
  /// The library as a whole (making an app, the trash): a grant over every app.
  case everyApp
  /// Identity itself (tokens, sessions, pairing a device): the owner only.
  case owner
  /// The app, run, schedule or webhook that the `capture`th capture names: a grant that does
  /// not reach its app gets a 404, as if it did not exist.
  case one(ScopeTarget, capture: Int)
  /// A listing: its handler keeps only the rows the caller's grant reaches.
  case rows
  /// The server's metrics: the owner, or a token made for a monitor (`token add --metrics`).
  case metrics

  /// About the app its `capture`th capture names.
  package static func app(_ capture: Int) -> Scope { .one(.app, capture: capture) }
  /// About the run its `capture`th capture names.
  package static func run(_ capture: Int) -> Scope { .one(.run, capture: capture) }
}

/// What a route's capture names, to find the app it belongs to.
package enum ScopeTarget: Sendable, Equatable {
  /// An app, by identifier or name.
  case app
  /// A run, by identifier.
  case run
  /// A schedule, by identifier.
  case schedule
  /// A webhook, by identifier.
  case hook

  /// What a caller is told of a `name` it may not reach, or that does not exist: the same words.
  func notFound(_ name: String, style: ErrorStyle) -> String {
    switch (self, style) {
    case (.app, .json): "no app named \"\(name.prefix(200))\""
    case (.app, .page): "No such app."
    case (.run, .json): "no run with id \(name.prefix(200))"
    case (.run, .page): "No such run."
    case (.schedule, .json): "no schedule \(name.prefix(200))"
    case (.schedule, .page): "No such schedule."
    case (.hook, .json): "no webhook \(name.prefix(200))"
    case (.hook, .page): "No such webhook."
    }
  }
}

/// How a route's errors are answered: JSON for programs, a page for people.
package enum ErrorStyle: Sendable {
  /// `{"error", "status"}` (`?errors=200` makes it a 200 for Shortcuts).
  case json
  /// A page of the web app that says what went wrong.
  case page
}

/// One piece of a route's path pattern.
package enum PathPiece: Sendable, Equatable, ExpressibleByStringLiteral {
  /// This segment exactly.
  case literal(String)
  /// Any one segment, captured.
  case capture
  /// A run's identifier (a lowercase UUID), captured; anything else is no match.
  case runID
  /// Every remaining segment (at least one), captured joined by `/`.
  case rest

  /// `"*"` captures a segment, `"{run}"` a run's identifier, `"**"` the rest; anything else is
  /// literal.
  package init(stringLiteral value: String) {
    switch value {
    case "*": self = .capture
    case "{run}": self = .runID
    case "**": self = .rest
    default: self = .literal(value)
    }
  }
}

/// What a handler is given: the request (its credential already checked) and what the
/// pattern captured.
package struct RequestContext: Sendable {
  /// The request, body read.
  package var request: HTTPRequest
  /// The segments the pattern's captures stood for, in order.
  package var captures: [String]

  /// The `index`th capture.
  package subscript(_ index: Int) -> String { captures[index] }
}

/// One route: a method, a path pattern, who may use it, how much body it takes, and its handler.
package struct Route: Sendable {
  /// The method it answers (`GET` also answers `HEAD`).
  package var method: HTTPMethod
  /// The path's pattern, segment by segment.
  package var pattern: [PathPiece]
  /// Who may use it.
  package var access: Access
  /// What it is about, for a caller's grant.
  package var scope: Scope
  /// Whether it starts a run though its method is safe (a Home Screen icon's `GET`): a
  /// read-only grant may not use it.
  package var starts: Bool
  /// For a public route whose address carries its own secret (a webhook's token): whether the
  /// captures hold it, judged from the head. A request whose captures do not is answered with a
  /// 404 before its body is read; one whose do has its body read as a trusted caller's (up to
  /// `bodyLimit`, else the server's limit).
  package var capability: (@Sendable ([String]) -> Bool)?
  /// How its errors are answered.
  package var errors: ErrorStyle
  /// The most body it takes (`nil`: the server's limit; for a public route, none at all).
  package var bodyLimit: Int?
  /// The time in which all of a public route's body must arrive.
  package var bodyTime: Duration?
  /// Answers the request; an `HTTPError` is turned into a response in one place (`Router`).
  package var handle: @Sendable (RequestContext) throws(HTTPError) -> HTTPResponse

  /// A route.
  package init(
    _ method: HTTPMethod, _ pattern: [PathPiece], scope: Scope, access: Access = .sessionOrToken,
    errors: ErrorStyle = .json, bodyLimit: Int? = nil, bodyTime: Duration? = nil, starts: Bool = false,
    capability: (@Sendable ([String]) -> Bool)? = nil,
    handle: @escaping @Sendable (RequestContext) throws(HTTPError) -> HTTPResponse
  ) {
    self.method = method
    self.capability = capability
    self.pattern = pattern
    self.scope = scope
    self.starts = starts
    self.access = access
    self.errors = errors
    self.bodyLimit = bodyLimit
    self.bodyTime = bodyTime
    self.handle = handle
  }

  /// Whether its pattern ends in `**`: it takes whatever lies below.
  var isCatchAll: Bool {
    if case .rest? = pattern.last { return true }
    return false
  }

  /// The same route under `prefix` (whose captures come before its own), about what `scope`
  /// says (the prefix's captures name it).
  package func mounted(at prefix: [PathPiece], scope: Scope) -> Route {
    var route = self
    route.pattern = prefix + pattern
    route.scope = scope
    return route
  }

  /// The captures, when `segments` has the pattern's shape.
  package func match(_ segments: [String]) -> [String]? {
    var captured: [String] = []
    var index = 0
    for (position, piece) in pattern.enumerated() {
      if case .rest = piece {
        guard position == pattern.count - 1, index < segments.count else { return nil }
        captured.append(segments[index...].joined(separator: "/"))
        return captured
      }
      guard index < segments.count else { return nil }
      let segment = segments[index]
      switch piece {
      case .literal(let text): guard segment == text else { return nil }
      case .capture: captured.append(segment)
      case .runID:
        guard LowercaseUUID.matches(segment) else { return nil }
        captured.append(segment)
      case .rest: return nil
      }
      index += 1
    }
    return index == segments.count ? captured : nil
  }
}

/// The one table of routes every request goes through — the API, the web app, the interface
/// pages, sign-in and the certificate — and the one place where errors become responses.
///
/// Invariant: a request reaches a handler only if its route's access holds, checked from the
/// head (`admit`) before its body is read; a request no route takes is answered from its head.
package struct Router: Sendable {
  /// The routes, tried in order.
  package let routes: [Route]
  /// Checks credentials and origins; `nil` for a server of public routes only (the command
  /// line's own page of an interactive app, whose capability is its unguessable path).
  package let authenticator: (any RequestAuthenticator)?
  /// The pages people are answered with when something goes wrong.
  package let pages: any ErrorPages

  /// A router over `routes`.
  package init(routes: [Route], authenticator: (any RequestAuthenticator)?, pages: any ErrorPages = PlainErrorPages()) {
    self.routes = routes
    self.authenticator = authenticator
    self.pages = pages
  }

  /// What matching a request's method and path found.
  package enum Match {
    /// The route and its captures.
    case found(Route, [String])
    /// The path exists with other methods.
    case wrongMethod(allowed: [HTTPMethod], errors: ErrorStyle)
    /// No route has this path.
    case none
  }

  /// The route for `request`.
  ///
  /// A catch-all (a pattern ending in `**`) does not take a path that a route of its own shape
  /// has for other methods: that path is the other route's, asked with the wrong method (405).
  package func match(_ request: HTTPRequest) -> Match {
    let method: HTTPMethod = request.method == .head ? .get : request.method
    var allowed: [HTTPMethod] = []
    var exactlyElsewhere = false
    var style = Self.style(for: request.segments)
    for route in routes {
      guard let captured = route.match(request.segments) else { continue }
      if route.method == method, !(route.isCatchAll && exactlyElsewhere) { return .found(route, captured) }
      guard route.method != method else { continue }
      if !allowed.contains(route.method) { allowed.append(route.method) }
      exactlyElsewhere = exactlyElsewhere || !route.isCatchAll
      style = route.errors
    }
    return allowed.isEmpty ? .none : .wrongMethod(allowed: allowed, errors: style)
  }

  /// How errors on a path no route has are answered: JSON under `/api`, pages elsewhere.
  package static func style(for segments: [String]) -> ErrorStyle {
    segments.first == "api" ? .json : .page
  }

  /// Decides from the head: who sent the request (noted in it), and whether its body is read
  /// and how much of it. Without credentials only public routes are let through, and their
  /// bodies only when the route takes one (the sign-in form's few bytes, quickly).
  package func admit(_ request: inout HTTPRequest) -> HeadVerdict {
    let credential = authenticator?.credential(of: request) ?? .none
    request.credential = credential
    switch match(request) {
    case .found(let route, let captures):
      if route.access == .public, let capability = route.capability {
        guard capability(captures) else {
          if case .one(let target, _) = route.scope {
            return .answer(
              respond(
                to: HTTPError(404, target.notFound(captures.first ?? "", style: route.errors)), request, route.errors))
          }
          return .answer(respond(to: HTTPError(404, "no such address"), request, route.errors))
        }
        return .read(maximumBody: route.bodyLimit ?? .max, within: nil, trusted: true)
      }
      if route.access == .public {
        let trusted = credential != .none
        let limit = trusted ? route.bodyLimit : (route.bodyLimit ?? 0)
        if let limit, Self.announcedBody(request) > limit {
          return .answer(
            respond(
              to: HTTPError(413, "this address takes a body of at most \(limit) bytes"), request, route.errors))
        }
        return .read(maximumBody: limit ?? .max, within: trusted ? nil : route.bodyTime, trusted: trusted)
      }
      if let refusal = refusal(of: request, for: route, captures: captures) {
        return .answer(respond(to: refusal, request, route.errors))
      }
      return .read(maximumBody: route.bodyLimit ?? .max, within: nil, trusted: true)
    case .wrongMethod, .none:
      // Answered by `handle` from the head alone (a 404, a 405, or the sign-in page): no body
      // is ever needed for that.
      return .answer(handle(request))
    }
  }

  /// The body a request says it has: its `Content-Length`, or "more than any limit" when it is
  /// chunked (a public route takes no chunked body).
  package static func announcedBody(_ request: HTTPRequest) -> Int {
    if request.header("Transfer-Encoding") != nil { return .max }
    return request.header("Content-Length").flatMap { Int($0) } ?? 0
  }

  /// Why `request` may not use `route` with these captures, or `nil` when it may: its
  /// credential, then its grant.
  private func refusal(of request: HTTPRequest, for route: Route, captures: [String]) -> HTTPError? {
    if let refusal = credentialRefusal(of: request, for: route) { return refusal }
    guard route.access != .public, let grant = request.credential.grant else { return nil }
    return scopeRefusal(grant, request: request, route: route, captures: captures)
  }

  /// Why a caller with `grant` may not use `route` (`nil`: it may). The owner's grant is never
  /// refused and costs nothing; another resolves the app a capture names once.
  package func scopeRefusal(_ grant: Grant, request: HTTPRequest, route: Route, captures: [String]) -> HTTPError? {
    if grant.isOwner { return nil }
    if grant.readOnly, !request.method.isSafe || route.starts, route.scope != .anyone {
      return HTTPError(403, "this token is read-only: it runs nothing and changes nothing")
    }
    switch route.scope {
    case .anyone, .rows: return nil
    case .everyApp:
      guard grant.apps != nil else { return nil }
      return HTTPError(403, "this token reaches only some apps; this needs one that reaches every app")
    case .owner:
      return HTTPError(
        403, "only the owner's token ('superswift token') or a browser signed in with it can do this")
    case .metrics:
      guard !grant.metrics else { return nil }
      return HTTPError(403, "the metrics need the owner's token or one made with 'superswift token add NAME --metrics'")
    case .one(let target, let index):
      guard let apps = grant.apps else { return nil }
      let name = index < captures.count ? captures[index] : ""
      // An app's own identifier in the grant is its app, whatever else is so: nothing to read.
      if target == .app, apps.contains(name) { return nil }
      if let id = authenticator?.appID(of: target, named: name), apps.contains(id) { return nil }
      return HTTPError(404, target.notFound(name, style: route.errors))
    }
  }

  /// Why `request`'s credential may not use `route`, or `nil` when it may.
  private func credentialRefusal(of request: HTTPRequest, for route: Route) -> HTTPError? {
    switch (route.access, request.credential) {
    case (.public, _), (_, .token): return nil
    case (.sessionOrToken, .session):
      // A cookie rides along with any request the browser makes, even one another site
      // started: whatever changes something must come from this server's own pages.
      if !request.method.isSafe, authenticator?.isSameOrigin(request) != true {
        return HTTPError(403, "this request did not come from the SuperSwift page")
      }
      return nil
    case (.token, .session):
      return unauthorized(request, why: "this address takes the token, not a browser's session")
    case (_, .none):
      return missingCredentials(request, route.errors)
    }
  }

  /// A 401 that says what was missing.
  private func unauthorized(_ request: HTTPRequest, why: String? = nil) -> HTTPError {
    authenticator?.unauthorized(request, why: why) ?? HTTPError(401, why ?? "this address needs credentials")
  }

  /// What a request without credentials is told: the sign-in page for a person's page, else a
  /// 401 saying what was missing.
  private func missingCredentials(_ request: HTTPRequest, _ style: ErrorStyle) -> HTTPError {
    style == .page && request.method.isSafe ? HTTPError(401, "", page: .signIn) : unauthorized(request)
  }

  /// Whether a request without credentials on a path no route takes is told to sign in (a
  /// server with credentials at all), or just that there is nothing there.
  private func signInFirst(_ request: HTTPRequest) -> Bool {
    request.credential == .none && authenticator != nil
  }

  /// Answers one request whose head `admit` let through (or answers a head it refused).
  package func handle(_ request: HTTPRequest) -> HTTPResponse {
    switch match(request) {
    case .found(let route, let captures):
      if let refusal = refusal(of: request, for: route, captures: captures) {
        return respond(to: refusal, request, route.errors)
      }
      do {
        return watched(try route.handle(RequestContext(request: request, captures: captures)), request)
      } catch {
        return respond(to: error, request, route.errors)
      }
    case .wrongMethod(let allowed, let style):
      if signInFirst(request) { return respond(to: missingCredentials(request, style), request, style) }
      let names = allowed.map(\.rawValue)
      var error = HTTPError(
        405,
        style == .page
          ? "This page takes \(names.joined(separator: " or ")) only."
          : "\(request.method) is not allowed here; use \(names.joined(separator: " or "))")
      error.headers.append(("Allow", names.joined(separator: ", ")))
      return respond(to: error, request, style)
    case .none:
      let style = Self.style(for: request.segments)
      if signInFirst(request) { return respond(to: missingCredentials(request, style), request, style) }
      return respond(
        to: HTTPError(
          404, style == .page ? "No such page." : "no such route: \(request.method) \(request.path)"), request, style)
    }
  }

  /// A streamed response that ends as soon as the credential it was opened with stops
  /// working (a token revoked or expired, a session ended): the stream asks at each write and
  /// at least once a second while it waits.
  private func watched(_ response: HTTPResponse, _ request: HTTPRequest) -> HTTPResponse {
    guard let inner = response.stream, let authenticator, request.credential != .none else { return response }
    var response = response
    let credential = request.credential
    response.stream = { stream in
      var stream = stream
      stream.isAllowed = { authenticator.credential(of: request) == credential }
      inner(stream)
    }
    return response
  }

  /// The one place an error becomes a response: JSON for programs (`?errors=200` answers with a
  /// 200 that a shortcut can show; the real status stays in `X-SuperSwift-Status`), a page for
  /// people.
  package func respond(to error: HTTPError, _ request: HTTPRequest, _ style: ErrorStyle) -> HTTPResponse {
    var response: HTTPResponse
    switch (style, error.page) {
    case (_, .signIn?):
      // Signed in, the browser comes back to the page it asked for (an x-callback on a phone).
      let next = request.method == .get && request.path != "/login" ? request.target : nil
      response = pages.signIn(problem: error.message.isEmpty ? nil : error.message, next: next)
    case (.page, nil): response = pages.errorPage(error)
    case (.json, nil):
      var object: JSON = ["error": .string(error.message), "status": .string(error.runStatus ?? error.status.reason)]
      if let field = error.field, case .object(var fields) = object {
        fields["field"] = .string(field)
        object = .object(fields)
      }
      response = .json(object, status: error.status)
      response.headers.append(("X-SuperSwift-Status", error.status.description))
      if request.parameter("errors") == "200" { response.status = 200 }
    }
    response.headers += error.headers
    return response
  }
}

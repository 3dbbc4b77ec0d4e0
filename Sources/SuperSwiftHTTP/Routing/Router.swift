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
    _ method: HTTPMethod, _ pattern: [PathPiece], access: Access = .sessionOrToken, errors: ErrorStyle = .json,
    bodyLimit: Int? = nil, bodyTime: Duration? = nil,
    handle: @escaping @Sendable (RequestContext) throws(HTTPError) -> HTTPResponse
  ) {
    self.method = method
    self.pattern = pattern
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

  /// The same route under `prefix` (whose captures come before its own).
  package func mounted(at prefix: [PathPiece]) -> Route {
    var route = self
    route.pattern = prefix + pattern
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
    case .found(let route, _):
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
      if let refusal = refusal(of: request, for: route) {
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

  /// Why `request` may not use `route`, or `nil` when it may.
  private func refusal(of request: HTTPRequest, for route: Route) -> HTTPError? {
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
      if let refusal = refusal(of: request, for: route) { return respond(to: refusal, request, route.errors) }
      do {
        return try route.handle(RequestContext(request: request, captures: captures))
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

import Foundation
@_spi(Host) import SuperSwift

/// The web app: server-rendered pages for the library, each app (run form, source, editor,
/// rename, duplicate, remove), runs (live log, result, run again), History and the trash.
/// Every page works without script; `/web/app.js` adds live search, the code editor,
/// diagnostics as you type and the live log. Changes are POSTed forms answered with a
/// redirect (the API server checks they come from this origin).
struct WebPages {
  let api: APIServer

  /// One page route: a method, a path pattern (`*` takes one segment), and its handler.
  struct Route: Sendable {
    let method: String
    let pattern: [String]
    let handle: @Sendable (WebPages, HTTPRequest, [String]) throws(HTTPError) -> HTTPResponse
  }

  /// Every page, in one table.
  static let routes: [Route] = [
    Route(method: "GET", pattern: []) { (pages, request, _) throws(HTTPError) in pages.library(request) },
    Route(method: "GET", pattern: ["web", "*"]) { (_, _, captured) throws(HTTPError) in
      guard let asset = WebLayout.asset(captured[0]) else { throw HTTPError(404, "no such file") }
      return asset
    },
    Route(method: "GET", pattern: ["history"]) { (pages, request, _) throws(HTTPError) in try pages.history(request) },
    Route(method: "GET", pattern: ["trash"]) { (pages, _, _) throws(HTTPError) in pages.trash() },
    Route(method: "POST", pattern: ["trash", "*", "restore"]) { (pages, request, captured) throws(HTTPError) in
      try pages.restore(captured[0], request: request)
    },
    Route(method: "GET", pattern: ["apps", "new"]) { (pages, _, _) throws(HTTPError) in pages.newApp() },
    Route(method: "POST", pattern: ["apps"]) { (pages, request, _) throws(HTTPError) in try pages.create(request) },
    Route(method: "GET", pattern: ["apps", "*"]) { (pages, request, captured) throws(HTTPError) in
      try pages.app(captured[0], request: request)
    },
    Route(method: "GET", pattern: ["apps", "*", "edit"]) { (pages, request, captured) throws(HTTPError) in
      try pages.editor(captured[0], request: request)
    },
    Route(method: "POST", pattern: ["apps", "*", "save"]) { (pages, request, captured) throws(HTTPError) in
      try pages.save(captured[0], request: request)
    },
    Route(method: "POST", pattern: ["apps", "*", "rename"]) { (pages, request, captured) throws(HTTPError) in
      try pages.rename(captured[0], request: request)
    },
    Route(method: "POST", pattern: ["apps", "*", "duplicate"]) { (pages, _, captured) throws(HTTPError) in
      try pages.duplicate(captured[0])
    },
    Route(method: "POST", pattern: ["apps", "*", "remove"]) { (pages, _, captured) throws(HTTPError) in
      try pages.remove(captured[0])
    },
    Route(method: "POST", pattern: ["apps", "*", "run"]) { (pages, request, captured) throws(HTTPError) in
      try pages.run(captured[0], request: request)
    },
    Route(method: "GET", pattern: ["apps", "*", "iphone"]) { (pages, request, captured) throws(HTTPError) in
      PairingPage(api: pages.api, app: try pages.libraryApp(captured[0]), request: request).response()
    },
    Route(method: "GET", pattern: ["runs", "*"]) { (pages, _, captured) throws(HTTPError) in
      try pages.runPage(captured[0])
    },
    Route(method: "POST", pattern: ["runs", "*", "cancel"]) { (pages, _, captured) throws(HTTPError) in
      pages.api.registry.cancel(captured[0])
      return pages.redirect("/runs/\(captured[0])")
    },
    Route(method: "GET", pattern: ["vendor", "codemirror", "*", "*"]) { (_, _, captured) throws(HTTPError) in
      CodeMirror.respond(path: captured.joined(separator: "/"))
    },
    Route(method: "GET", pattern: ["vendor", "codemirror", "*", "*", "*"]) { (_, _, captured) throws(HTTPError) in
      CodeMirror.respond(path: captured.joined(separator: "/"))
    },
  ]

  /// Answers page requests, or `nil` for a path that is no page.
  func handle(_ request: HTTPRequest, route: [String]) -> HTTPResponse? {
    // A run's identifier is what `Runner.newRunID` makes; anything else names no run, and is
    // never echoed into a page or a header.
    if route.first == "runs", route.count >= 2, !Runner.isRunID(route[1]) {
      return Self.notFound("No such run.")
    }
    // An interactive app's own page and its events, while it runs.
    if route.first == "runs", route.count >= 3, route[2] == "app" {
      guard let session = api.interface(route[1]) else {
        return request.method == "GET" ? redirect("/runs/\(route[1])") : .error(410, "the app has ended")
      }
      let rest = route.count > 3 ? "/" + route[3...].joined(separator: "/") : ""
      return InterfaceRoutes.respond(to: request, rest: rest, session: session, base: "/runs/\(route[1])/app")
    }
    let method = request.method == "HEAD" ? "GET" : request.method
    var allowed: [String] = []
    for candidate in Self.routes {
      guard let captured = APIServer.match(route, candidate.pattern) else { continue }
      guard candidate.method == method else {
        allowed.append(candidate.method)
        continue
      }
      do {
        return try candidate.handle(self, request, captured)
      } catch {
        return Self.errorPage(error)
      }
    }
    if !allowed.isEmpty {
      var response = Self.errorPage(HTTPError(405, "This page takes \(allowed.joined(separator: " or ")) only."))
      response.headers.append(("Allow", allowed.joined(separator: ", ")))
      return response
    }
    return nil
  }

  // MARK: - Shared pieces

  /// The library app `id` names, or a 404.
  func libraryApp(_ id: String) throws(HTTPError) -> LibraryApp {
    guard case .found(let app) = api.library.find(id) else { throw HTTPError(404, "No such app.") }
    return app
  }

  func redirect(_ location: String) -> HTTPResponse {
    HTTPResponse(status: 303, headers: [("Location", location)])
  }

  /// A page that says what went wrong, with the status.
  static func errorPage(_ error: HTTPError) -> HTTPResponse {
    let title =
      switch error.status {
      case 404: "Not found"
      case 409: "Conflict"
      case 422, 400: "Cannot do that"
      default: "Something went wrong"
      }
    return WebLayout.page(
      title: title,
      body:
        "<h1>\(escape(title))</h1><p class=\"error box\" role=alert>\(escape(error.message))</p><p><a href=\"/\">← Apps</a></p>",
      status: error.status)
  }

  static func notFound(_ message: String) -> HTTPResponse {
    errorPage(HTTPError(404, message))
  }

  /// The page shown to a browser that has not signed in.
  static func signIn(problem: String? = nil) -> HTTPResponse {
    WebLayout.page(
      title: "Sign in",
      body: """
        <h1>Sign in</h1>
        \(problem.map { "<p class=\"error box\" role=alert>\(escape($0))</p>" } ?? "")
        <p>Open a login link (<code>superswift serve</code> prints one when it starts;
        <code>superswift login-link</code> makes another), or sign in with the token
        (<code>superswift token</code> prints it).</p>
        <form method=post action="/login" class=card>
          <label for=token>Token</label>
          <input id=token name=token type=password autocomplete=current-password required>
          <div class=actions><button type=submit class=primary>Sign in</button></div>
        </form>
        """, status: 401, signedIn: false)
  }

  /// A whole page (for pages outside this file, such as the pairing page).
  static func page(title: String, body: String, status: Int = 200) -> HTTPResponse {
    WebLayout.page(title: title, body: body, status: status)
  }

  static func escape(_ text: String) -> String { WebLayout.escape(text) }

  /// A run's status as a person reads it, in a list.
  static func statusLabel(_ run: RunRecord, waiting: Bool) -> String {
    if run.status == .running, waiting { return "waiting for you" }
    return switch run.status {
    case .buildFailed: "did not compile"
    case .timedOut: "timed out"
    default: run.status.rawValue
    }
  }

  /// How a run was started, as a person reads it.
  static func sourceLabel(_ source: RunSource) -> String {
    switch source {
    case .app: "run directly"
    case .shortcut: "automation"
    case .shareSheet: "share"
    case .urlScheme: "link"
    }
  }

  /// A list of runs, newest first, with the app's name when `showApp`.
  func runList(_ runs: [RunRecord], showApp: Bool = false) -> String {
    guard !runs.isEmpty else { return "<p class=muted>No runs yet.</p>" }
    return "<ul class=\"list runs\">"
      + runs.map { run in
        let detail = run.result?.summary ?? run.error ?? ""
        let status = Self.statusLabel(run, waiting: api.interface(run.id) != nil)
        return """
          <li data-run="\(run.id)"><a class=name href="/runs/\(run.id)">\(showApp ? Self.escape(run.appName) + " · " : "")\(RunRecord.displayTime(run.startedAt))</a>\
          <span class="status \(run.status.rawValue)">\(status)</span>\
          <span class=meta>\(Self.sourceLabel(run.source))</span>\
          <span class=meta>\(Self.escape(String(detail.prefix(120))))</span></li>
          """
      }.joined() + "</ul>"
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// The web app: server-rendered pages for the library, each app (run form, source, editor,
/// rename, duplicate, remove), runs (live log, result, run again), History and the trash.
/// Every page works without script; `/web/app.js` adds live search, the code editor,
/// diagnostics as you type and the live log. Changes are POSTed forms answered with a
/// redirect (the API server checks they come from this origin).
struct WebPages {
  let server: SuperSwiftServer

  /// The web app's part of the router's table: every page, and an interactive app's own page
  /// and events while it runs.
  var routes: [Route] {
    let pages = self
    func page(
      _ method: HTTPMethod, _ pattern: [PathPiece], _ scope: Scope, access: Access = .sessionOrToken,
      _ handle: @escaping @Sendable (WebPages, RequestContext) throws(HTTPError) -> HTTPResponse
    ) -> Route {
      Route(method, pattern, scope: scope, access: access, errors: .page) { context throws(HTTPError) in
        try handle(pages, context)
      }
    }
    return [
      page(.get, [], .rows) { pages, context throws(HTTPError) in try pages.library(context.request) },
      // The stylesheet and script are public: the sign-in page needs them before anyone signs in.
      page(.get, ["web", "*"], .anyone, access: .public) { _, context throws(HTTPError) in
        guard let asset = WebLayout.asset(context[0]) else { throw HTTPError(404, "No such file.") }
        return asset
      },
      // Asked for by browsers and tools that do not read the page's icon link.
      page(.get, ["favicon.ico"], .anyone, access: .public) { _, _ in
        HomeScreenRoutes.png(AppIcon.make(name: "SuperSwift", size: 180))
      },
      page(.get, ["history"], .rows) { pages, context throws(HTTPError) in try pages.history(context.request) },
      page(.get, ["schedules"], .rows) { pages, context throws(HTTPError) in try pages.schedules(context.request) },
      page(.post, ["schedules", "*", "pause"], .one(.schedule, capture: 0)) { pages, context throws(HTTPError) in
        try pages.changeSchedule(context[0], .pause, request: context.request)
      },
      page(.post, ["schedules", "*", "resume"], .one(.schedule, capture: 0)) { pages, context throws(HTTPError) in
        try pages.changeSchedule(context[0], .resume, request: context.request)
      },
      page(.post, ["schedules", "*", "remove"], .one(.schedule, capture: 0)) { pages, context throws(HTTPError) in
        try pages.changeSchedule(context[0], .remove, request: context.request)
      },
      // Runs live at /runs/<id>; the list of them is History.
      page(.get, ["runs"], .anyone) { pages, _ throws(HTTPError) in pages.redirect("/history") },
      page(.get, ["trash"], .everyApp) { pages, _ throws(HTTPError) in pages.trash() },
      page(.post, ["trash", "*", "restore"], .everyApp) { pages, context throws(HTTPError) in
        try pages.restore(context[0], request: context.request)
      },
      page(.get, ["apps", "new"], .everyApp) { pages, _ throws(HTTPError) in pages.newApp() },
      page(.post, ["apps"], .everyApp) { pages, context throws(HTTPError) in try pages.create(context.request) },
      page(.get, ["apps", "*"], .app(0)) { pages, context throws(HTTPError) in
        try pages.app(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "edit"], .app(0)) { pages, context throws(HTTPError) in
        try pages.editor(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "save"], .app(0)) { pages, context throws(HTTPError) in
        try pages.save(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "files"], .app(0)) { pages, context throws(HTTPError) in
        try pages.addFile(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "files", "rename"], .app(0)) { pages, context throws(HTTPError) in
        try pages.renameFile(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "rename"], .app(0)) { pages, context throws(HTTPError) in
        try pages.rename(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "schedules"], .app(0)) { pages, context throws(HTTPError) in
        try pages.appSchedules(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "schedules"], .app(0)) { pages, context throws(HTTPError) in
        try pages.addSchedule(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "asset"], .app(0)) { pages, context throws(HTTPError) in
        try pages.assetImage(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "versions"], .app(0)) { pages, context throws(HTTPError) in
        try pages.versions(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "versions", "*"], .app(0)) { pages, context throws(HTTPError) in
        try pages.version(context[0], number: context[1], request: context.request)
      },
      page(.post, ["apps", "*", "versions", "*", "restore"], .app(0)) { pages, context throws(HTTPError) in
        try pages.restoreVersion(context[0], number: context[1])
      },
      page(.post, ["apps", "*", "duplicate"], .everyApp) { pages, context throws(HTTPError) in
        try pages.duplicate(context[0])
      },
      page(.post, ["apps", "*", "secrets"], .app(0)) { pages, context throws(HTTPError) in
        try pages.setSecret(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "secrets", "remove"], .app(0)) { pages, context throws(HTTPError) in
        try pages.removeSecret(context[0], request: context.request)
      },
      page(.post, ["apps", "*", "remove"], .app(0)) { pages, context throws(HTTPError) in try pages.remove(context[0])
      },
      page(.post, ["apps", "*", "run"], .app(0)) { pages, context throws(HTTPError) in
        try pages.run(context[0], request: context.request)
      },
      page(.get, ["apps", "*", "iphone"], .owner) { pages, context throws(HTTPError) in
        PairingPage(server: pages.server, app: try pages.libraryApp(context[0]), request: context.request).response()
      },
      // Names the phone and makes its token: the same page, with the token in its header step.
      page(.post, ["apps", "*", "iphone"], .owner) { pages, context throws(HTTPError) in
        let app = try pages.libraryApp(context[0])
        let device = try pages.makeDeviceToken(context.request)
        var response = PairingPage(server: pages.server, app: app, request: context.request, device: device).response()
        response.headers.append(("Cache-Control", "no-store"))
        return response
      },
      page(.get, ["runs", "{run}"], .run(0)) { pages, context throws(HTTPError) in
        try pages.runPage(context[0], request: context.request)
      },
      page(.get, ["runs", "{run}", "x-callback"], .run(0)) { pages, context throws(HTTPError) in
        try pages.xCallback(context[0], request: context.request)
      },
      page(.post, ["runs", "{run}", "cancel"], .run(0)) { pages, context throws(HTTPError) in
        pages.server.runs.registry.cancel(context[0])
        return pages.redirect("/runs/\(context[0])")
      },
    ]
      // An interactive app's own page, its script, style, images and events, while it runs.
      + InterfaceRoutes.collection(access: .sessionOrToken, pageErrors: .page) { context throws(HTTPError) in
        try pages.interface(context)
      }.mounted(at: ["runs", "{run}", "app"], scope: .run(0))
      + [
        // A run's identifier is what `Runner.newRunID` makes; anything else names no run, and is
        // never echoed into a page or a header.
        page(.get, ["runs", "*", "**"], .anyone) { _, _ throws(HTTPError) in throw HTTPError(404, "No such run.") },
        page(.get, ["runs", "*"], .anyone) { _, _ throws(HTTPError) in throw HTTPError(404, "No such run.") },
        page(.post, ["runs", "*", "**"], .anyone) { _, _ throws(HTTPError) in throw HTTPError(404, "No such run.") },
        page(.get, ["vendor", "codemirror", "**"], .anyone) { _, context throws(HTTPError) in
          try CodeMirror.respond(path: context[0])
        },
      ] + HomeScreenRoutes.routes(pages) + deviceRoutes + notificationRoutes + policyRoutes + webhookRoutes
  }

  /// The interface of the run a request under `/runs/ID/app` names, while it waits for a
  /// person; once it has ended, a page goes on to the finished run and anything else is told.
  private func interface(_ context: RequestContext) throws(HTTPError) -> InterfaceRoutes.Mount {
    let id = context[0]
    guard let session = server.runs.interface(id) else {
      if context.request.method.isSafe { return .answer(redirect("/runs/\(id)")) }
      throw HTTPError(410, "the app has ended")
    }
    return .serving(session, base: "/runs/\(id)/app", back: nil, after: "/runs/\(id)")
  }

  // MARK: - Shared pieces

  /// The library app `id` names, or a 404.
  func libraryApp(_ id: String) throws(HTTPError) -> LibraryApp {
    guard case .found(let app) = try server.library.lookup(forRequest: id) else { throw HTTPError(404, "No such app.") }
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
      body: "<h1>\(title)</h1><p class=\"error box\" role=alert>\(error.message)</p><p><a href=\"/\">← Apps</a></p>",
      status: error.status)
  }

  /// The page shown to a browser that has not signed in.
  static func signIn(problem: String? = nil, next: String? = nil) -> HTTPResponse {
    WebLayout.page(
      title: "Sign in",
      body: """
        <h1>Sign in</h1>
        \(problem.map { "<p class=\"error box\" role=alert>\($0)</p>" as HTML })
        <p>Open a login link (<code>superswift serve</code> prints one when it starts;
        <code>superswift login-link</code> makes another), or sign in with the token
        (<code>superswift token</code> prints it).</p>
        <form method=post action="/login" class=card>
          \(next.map { "<input type=hidden name=next value=\"\($0)\">" as HTML })
          <label for=token>Token</label>
          <input id=token name=token type=password autocomplete=current-password required>
          <div class=actions><button type=submit class=primary>Sign in</button></div>
        </form>
        """, status: 401, signedIn: false)
  }

  /// A whole page (for pages outside this file, such as the pairing page).
  static func page(title: String, body: HTML, status: HTTPStatus = 200) -> HTTPResponse {
    WebLayout.page(title: title, body: body, status: status)
  }

  /// Text as markup that shows it.
  static func escape(_ text: some StringProtocol) -> HTML { WebLayout.escape(text) }

  /// A run's status in words ("did not compile", "timed out"); the API's spellings stay in
  /// JSON, classes and query strings. A run whose interface waits for a person says so after it.
  static func statusLabel(_ run: RunRecord, waiting: Bool) -> String {
    if run.status == .running, waiting { return "running · waiting for you" }
    return run.status.words
  }

  /// How a run was started, in the seed's words, as `run.source`, the CLI's `--source` and the
  /// JSON say it: `app`, `shortcut`, `shareSheet` or `urlScheme`.
  static func sourceLabel(_ source: RunSource) -> String {
    source.rawValue
  }

  /// "1 app", "2 apps": a count and its noun, singular or plural (`plural` when not `noun + "s"`).
  static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }

  /// A list of runs, newest first, with the app's name when `showApp`.
  func runList(_ runs: [RunRecord], showApp: Bool = false) -> HTML {
    guard !runs.isEmpty else { return "<p class=muted>No runs yet.</p>" }
    return "<ul class=\"list runs\">"
      + runs.map { run -> HTML in
        let detail = run.result?.summary ?? run.error ?? ""
        let status = Self.statusLabel(run, waiting: server.runs.interface(run.id) != nil)
        return """
          <li data-run="\(run.id)"><a class=name href="/runs/\(run.id)">\(showApp ? run.appName + " · " : "")\(RelativeTime.html(run.startedAt))</a>\
          <span class="status \(run.status.rawValue)">\(status)</span>\
          <span class=meta>\(Self.sourceLabel(run.source))</span>\
          <span class=meta>\(String(detail.prefix(120)))</span></li>
          """
      }.joined() + "</ul>"
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import Synchronization

/// The web app on a phone's Home Screen: the manifests and icons a phone fetches without
/// cookies (public), each app's Home Screen page (how to add it), and `/apps/{id}/launch`, the
/// seed's Home Screen link on a phone: it starts the app with no input and source `urlScheme`,
/// as `superswift://run/{id}` does on the desktop — the one GET that starts a run, as links
/// do; one run per open (it answers with a redirect to the run, which a reload does not run
/// again).
enum HomeScreenRoutes {
  /// Icons made so far, by name and size: a phone asks for them again and again.
  private static let icons = Mutex<[String: Data]>([:])

  /// A PNG answer, cacheable for a day (an icon changes only with its app's name).
  static func png(_ data: Data) -> HTTPResponse {
    HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "image/png"), ("Cache-Control", "max-age=86400"), ("X-Content-Type-Options", "nosniff"),
      ],
      body: data)
  }

  /// The web app manifest: `name`, where it starts, how it shows (standalone: no browser
  /// chrome), its colours and icons.
  static func manifest(name: String, shortName: String, start: String, icons base: String) -> HTTPResponse {
    let manifest: JSON = [
      "name": .string(name), "short_name": .string(String(shortName.prefix(12))), "start_url": .string(start),
      "scope": "/", "display": "standalone", "background_color": "#f2f2f7", "theme_color": "#f2f2f7",
      "icons": .array(
        AppIcon.sizes.map { size in
          ["src": .string("\(base)/icon-\(size).png"), "sizes": .string("\(size)x\(size)"), "type": "image/png"]
        }),
    ]
    return HTTPResponse(
      status: 200, headers: [("Content-Type", "application/manifest+json"), ("Cache-Control", "no-cache")],
      body: Data(manifest.text(pretty: true).utf8))
  }

  /// The routes.
  static func routes(_ pages: WebPages) -> [Route] {
    let server = pages.server
    /// An app by identifier only (a Home Screen link never names an app by name), or a 404.
    @Sendable func app(_ id: String) throws(HTTPError) -> LibraryApp {
      guard AppIdentifier.isValid(id), case .found(let app) = try server.library.lookup(forRequest: id) else {
        throw HTTPError(404, "No such app.")
      }
      return app
    }
    var routes = [
      Route(.get, ["manifest.webmanifest"], scope: .anyone, access: .public, errors: .page) { _ throws(HTTPError) in
        manifest(name: "SuperSwift", shortName: "SuperSwift", start: "/", icons: "/web")
      },
      Route(.get, ["apps", "*", "manifest.webmanifest"], scope: .app(0), access: .public, errors: .page) {
        context throws(HTTPError) in
        let app = try app(context[0])
        return manifest(name: app.name, shortName: app.name, start: "/apps/\(app.id)/launch", icons: "/apps/\(app.id)")
      },
      Route(.get, ["apps", "*", "home"], scope: .app(0), errors: .page) { context throws(HTTPError) in
        homePage(try app(context[0]))
      },
      Route(.get, ["apps", "*", "launch"], scope: .app(0), errors: .page, starts: true) { context throws(HTTPError) in
        let app = try app(context[0])
        // Only a person's own navigation starts a run: an `<img>` or a frame on another port
        // of this host (same-site, so the cookie rides along) gets the page with the button.
        switch FetchMetadata.kind({ context.request.header($0) }) {
        case .navigation: return try launch(app, request: context.request, server: server)
        case .other, .unknown: return confirmLaunch(app)
        }
      },
      // The button of that page: a form post, which the router lets through from this
      // server's own pages only.
      Route(.post, ["apps", "*", "launch"], scope: .app(0), errors: .page) { context throws(HTTPError) in
        try launch(try app(context[0]), request: context.request, server: server)
      },
    ]
    for size in AppIcon.sizes {
      routes.append(
        Route(.get, ["apps", "*", .literal("icon-\(size).png")], scope: .app(0), access: .public, errors: .page) {
          context throws(HTTPError) in
          let app = try app(context[0])
          if let own = AppIcon.own(in: app.folder) { return png(own) }
          let key = "\(size) \(app.name)"
          if let made = icons.withLock({ $0[key] }) { return png(made) }
          let made = AppIcon.make(name: app.name, size: size)
          icons.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[key] = made
          }
          return png(made)
        })
    }
    return routes
  }

  /// An app's Home Screen page: its own manifest and icon (so Add to Home Screen makes an icon
  /// that launches this app), and how to add it. Opened from the Home Screen as a web app, the
  /// script goes straight on to the launch.
  static func homePage(_ app: LibraryApp) -> HTTPResponse {
    WebLayout.page(
      title: "\(app.name) on the Home Screen",
      body: """
        <p><a href="/apps/\(app.id)">← \(app.name)</a></p>
        <h1>\(app.name) on the Home Screen</h1>
        <p><img src="/apps/\(app.id)/icon-180.png" alt="" width=90 height=90 class=app-icon></p>
        <ol class=steps>
        <li>Open this page on the iPhone (Use from iPhone has a QR code that signs it in).</li>
        <li>Tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>, then <strong>Add</strong>.</li>
        <li>Tap the new icon: it runs \(app.name) with no input, as a <code>superswift://run/</code> link does
        (<code>run.source == .urlScheme</code>), and shows its interface or its result.</li>
        </ol>
        <p>Each tap is one run. The first time, the Home Screen app asks you to sign in once (it keeps its own
        sign-in, apart from Safari's). <a class=button href="/apps/\(app.id)/launch" id=launch>Run it now</a></p>
        <span hidden data-standalone-launch="/apps/\(app.id)/launch"></span>
        """,
      homeScreen: .init(
        manifest: "/apps/\(app.id)/manifest.webmanifest", icon: "/apps/\(app.id)/icon-180.png", title: app.name))
  }

  /// The page a launch gets when it was not a person's own navigation (or the browser does not
  /// say): a button that runs the app from this page. Opened from the Home Screen (standalone),
  /// the page presses it by itself.
  static func confirmLaunch(_ app: LibraryApp) -> HTTPResponse {
    WebLayout.page(
      title: "Run \(app.name)?",
      body: """
        <h1>Run \(app.name)?</h1>
        <form method=post action="/apps/\(app.id)/launch" data-standalone-submit>
        <p><button type=submit class=primary>Run \(app.name)</button></p>
        </form>
        <p class=muted>A link or another page asked to run this app; it runs when you press the button.</p>
        """,
      homeScreen: .init(
        manifest: "/apps/\(app.id)/manifest.webmanifest", icon: "/apps/\(app.id)/icon-180.png", title: app.name))
  }

  /// `GET /apps/{id}/launch` (a person's navigation) and `POST` (the button): a run with no
  /// input, source `urlScheme`; any query is ignored, and the run's page says so.
  static func launch(_ app: LibraryApp, request: HTTPRequest, server: SuperSwiftServer) throws(HTTPError)
    -> HTTPResponse
  {
    let runID = Runner.newRunID()
    var start = RunService.Start(app: app, items: [], runID: runID)
    start.source = .urlScheme
    start.watched = true  // the page shows it: no push says it waits or ended
    // A person waits at the page, as for a run from the form.
    start.timeout = server.runs.runTimeout ?? server.runs.formRunTimeout
    _ = try server.runs.startForRequest(start, wait: false)
    let note = request.query.isEmpty ? "" : "?ignored=query"
    return HTTPResponse(status: 303, headers: [("Location", "/runs/\(runID)\(note)"), ("Cache-Control", "no-store")])
  }
}

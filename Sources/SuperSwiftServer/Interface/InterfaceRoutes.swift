import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// The HTTP side of one interface: its page, its event stream, the user's events and Close.
/// Both the CLI's own little server and `superswift serve` answer with these.
enum InterfaceRoutes {
  /// How often a quiet event stream gets a comment line, so proxies and browsers keep it open.
  static let keepAliveInterval: Duration = .seconds(15)
  /// The largest event the page may send (a text field's whole text is one event).
  static let maximumEventBytes = 1 << 20

  /// Where a request finds the interface it is for: its session and page, or the answer to
  /// give instead (the app has ended, say).
  enum Mount: Sendable {
    /// The session, the page's base path (no trailing slash), its back link, and where the
    /// browser goes when the app ends.
    case serving(InterfaceSession, base: String, back: (String, String)?, after: String?)
    /// Not served: this answer instead.
    case answer(HTTPResponse)
  }

  /// The interface's routes, relative to where each server mounts them (under `/runs/{run}/app`
  /// in the web app, under `/app/*` on the command line's own server): the page, its event
  /// stream, the user's events and Close, its script, style, images and fonts. `find` reads
  /// from the request which interface it is for; `access` is every route's, `pageErrors` how
  /// the page's own errors are answered.
  static func collection(
    access: Access, pageErrors: ErrorStyle,
    find: @escaping @Sendable (RequestContext) throws(HTTPError) -> Mount
  ) -> RouteCollection {
    typealias Handler =
      @Sendable (
        RequestContext, InterfaceSession, _ base: String, _ back: (String, String)?, _ after: String?
      ) throws(HTTPError) -> HTTPResponse
    func route(
      _ method: HTTPMethod, _ pattern: [PathPiece], errors: ErrorStyle = .json, bodyLimit: Int? = nil,
      _ handle: @escaping Handler
    ) -> Route {
      // What the mount says it is about (`RouteCollection.mounted(at:scope:)`) replaces this.
      Route(method, pattern, scope: .anyone, access: access, errors: errors, bodyLimit: bodyLimit) {
        context throws(HTTPError) in
        switch try find(context) {
        case .answer(let response): return response
        case .serving(let session, let base, let back, let after):
          return try handle(context, session, base, back, after)
        }
      }
    }
    return RouteCollection([
      route(.get, [], errors: pageErrors) { _, session, base, back, after in
        page(session, base: base, back: back, after: after)
      },
      route(.get, ["events"]) { _, session, _, _, _ in
        var response = HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")])
        response.stream = { stream in events(session, to: stream) }
        return response
      },
      route(.post, ["event"], bodyLimit: maximumEventBytes) { context, session, _, _, _ throws(HTTPError) in
        try event(context.request, to: session)
      },
      route(.post, ["close"]) { _, session, _, _, _ in
        session.close()
        return HTTPResponse(status: 204)
      },
      route(.get, ["app.js"]) { _, _, _, _, _ in asset(InterfaceAssets.script, type: "text/javascript; charset=utf-8")
      },
      route(.get, ["app.css"]) { _, _, _, _, _ in asset(InterfaceAssets.css, type: "text/css; charset=utf-8") },
      // The page's icon: the app's own, as its Home Screen icon draws it.
      route(.get, ["icon.png"]) { _, session, _, _, _ in
        HomeScreenRoutes.png(AppIcon.make(name: session.appName, size: 180))
      },
      route(.get, ["assets", "*"]) { context, session, _, _, _ throws(HTTPError) in
        try image(named: context.captures[context.captures.count - 1], of: session)
      },
      route(.get, ["fonts", "*"]) { context, _, _, _, _ throws(HTTPError) in
        try font(named: context.captures[context.captures.count - 1])
      },
      route(.get, ["icons.woff2"]) { _, _, _, _, _ throws(HTTPError) in
        // Debian's Material Design Icons, from the system path; without them, symbols are characters.
        guard let font = IconFont.font, let data = try? Data(contentsOf: font) else {
          throw HTTPError(404, "no icon font: install fonts-material-design-icons-iconfont for real symbols")
        }
        return HTTPResponse(
          status: 200, headers: [("Content-Type", "font/woff2"), ("Cache-Control", "max-age=86400")], body: data)
      },
    ])
  }

  /// Passes one of the user's events to the app.
  private static func event(_ request: HTTPRequest, to session: InterfaceSession) throws(HTTPError) -> HTTPResponse {
    guard request.body.count <= maximumEventBytes else {
      throw HTTPError(413, "an event is at most 1 MiB; this one is \(request.body.count) bytes")
    }
    guard let json = JSON(parsing: request.body),
      let version = json["version"]?.int, let target = json["target"]?.string,
      let action = json["action"]?.string.flatMap(EventAction.init(rawValue:)), target.utf8.count <= 4096
    else {
      let actions = EventAction.allCases.map(\.rawValue).joined(separator: "|")
      throw HTTPError(400, "an event is {\"version\": N, \"target\": ID, \"action\": \(actions)}")
    }
    var value = json["value"]
    if action == .viewport {
      // The page's size, which the app lays out in: two numbers and nothing else.
      guard let width = value?["width"]?.number, let height = value?["height"]?.number else {
        throw HTTPError(400, "a viewport event's value is {\"width\": W, \"height\": H} in CSS pixels")
      }
      value = .object(JSONObject(["width": .number(width), "height": .number(height)]))
    } else if let value, value.string == nil, value.number == nil, value.bool == nil, !value.isNull {
      throw HTTPError(400, "an event's value is a string, a number or a Boolean")
    }
    let event = InterfaceMessage.Event(version: version, target: target, action: action, value: value)
    guard session.send(event) else { throw HTTPError(409, "the app has ended", runStatus: "ended") }
    return HTTPResponse(status: 204)
  }

  /// An app's named image, by name only (no path), from its own folder.
  private static func image(named name: String, of session: InterfaceSession) throws(HTTPError) -> HTTPResponse {
    guard let folder = session.assetFolder,
      let file = AppAssets.file(assetName: name, in: folder, catalog: session.catalog),
      let data = try? Data(contentsOf: file)  // unreadable: the 404 below
    else {
      throw HTTPError(404, "no image \(name) beside the app")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", AppAssets.type(of: file)), ("Cache-Control", "no-cache"),
        ("X-Content-Type-Options", "nosniff"),
        ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'"),
      ], body: data)
  }

  /// The text fonts the layout measured with (Debian's, from the system path; `PageFonts`).
  private static func font(named name: String) throws(HTTPError) -> HTTPResponse {
    guard let face = PageFonts.faces.first(where: { $0.name == name }),
      let data = FileManager.default.contents(atPath: face.path)
    else {
      throw HTTPError(404, "no font \(name): install fonts-inter and fonts-dejavu-core for the page's own text")
    }
    let type = name.hasSuffix(".otf") ? "font/otf" : "font/ttf"
    return HTTPResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "max-age=86400")], body: data)
  }

  /// The page: the interface as it is now, with the script that keeps it live; when the app
  /// ends, the browser goes on to `after` (the finished run's page) where there is one. An
  /// `embedded` page (the editor's live preview) shows the app alone: no way back, no state,
  /// no Close (the editor replaces it), and it stays where it is when the app ends.
  static func page(
    _ session: InterfaceSession, base: String, back: (String, String)?, after: String? = nil, embedded: Bool = false
  ) -> HTTPResponse {
    let snapshot = session.snapshot
    let title = snapshot.title
    let backLink = back.map { "<a href=\"\($0.0)\">\($0.1)</a>" as HTML }
    // The tree's markup is the renderer's own (`InterfaceHTML`, which escapes what it shows).
    let tree = HTML(trusted: snapshot.html)
    let html: HTML = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
      <meta name="apple-mobile-web-app-capable" content="yes">
      <title>\(title)</title>
      <base href="\(base)/">
      <link rel="icon" type="image/png" href="\(base)/icon.png">
      <link rel="stylesheet" href="\(base)/app.css">\(catalogStyle(session))
      <script src="\(base)/app.js" defer></script>
      </head>
      <body>
      <header>\(embedded ? nil : backLink)<h1 id="title">\(title)</h1>\
      <span class="state" id="state"\(embedded ? " hidden" as HTML : "")>waiting for you</span>\
      <button type="button" id="close"\(embedded ? " hidden" as HTML : "")>Close</button></header>
      <main id="app" data-base="\(base)" data-version="\(snapshot.version)"\
      \((embedded ? nil : after).map { " data-after=\"\($0)\"" as HTML })\
      \(snapshot.laidOutWidth.map { " data-laid-out=\"\(InterfaceStyle.number($0))\"" as HTML })>\
      \(tree)</main>
      <p id="status" role="status"></p>
      </body>
      </html>
      """
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
        (
          "Content-Security-Policy",
          "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: http:; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
        ),
        // Framed only by this server's own pages (the editor's Run panel), never another site's.
        ("X-Frame-Options", "SAMEORIGIN"), ("Referrer-Policy", "no-referrer"),
      ], body: Data(html.text.utf8))
  }

  /// The asset catalog's colours, as the page's custom properties (`AssetCatalog.stylesheet`);
  /// nothing for an app without a catalog.
  private static func catalogStyle(_ session: InterfaceSession) -> HTML {
    let css = session.catalog.stylesheet
    guard !css.isEmpty else { return "" }
    // The catalog's values are numbers and names this module wrote (`AssetCatalog.css(of:)`),
    // with no `<`; escaping would break the CSS, so they are checked instead.
    guard !css.contains("<") else { return "" }
    return "\n<style>" + HTML(trusted: css) + "</style>"
  }

  private static func asset(_ text: String, type: String) -> HTTPResponse {
    HTTPResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-cache")], body: Data(text.utf8))
  }

  /// Streams renders to one page until the run ends or the page goes.
  static func events(_ session: InterfaceSession, to stream: HTTPStream) {
    let (number, wake) = session.watch()
    defer { session.unwatch(number, wake: wake) }
    var sent = -1
    guard stream.write("retry: 500\n\n") else { return }
    while true {
      let snapshot = session.snapshot
      if snapshot.version > sent, snapshot.version > 0 || snapshot.ending != nil {
        let data: JSON = [
          "version": .number(Double(snapshot.version)), "title": .string(snapshot.title),
          "html": .string(snapshot.html), "laidOut": snapshot.laidOutWidth.map(JSON.number) ?? .null,
        ]
        guard stream.write("event: render\ndata: \(data.text)\n\n") else { return }
        sent = snapshot.version
      }
      if let ending = snapshot.ending {
        let data: JSON = ["status": .string(Self.label(ending.status)), "message": .string(ending.message)]
        stream.write("event: done\ndata: \(data.text)\n\n")
        return
      }
      guard stream.wait(wake: wake, timeout: keepAliveInterval) else { return }
      let now = session.snapshot
      if now.version == sent, now.ending == nil {
        guard stream.write(": still here\n\n") else { return }
      }
    }
  }

  /// The run's status as the page's header says it.
  static func label(_ status: RunStatus) -> String {
    switch status {
    case .finished: "done"
    case .cancelled: "closed"
    case .failed: "failed"
    case .crashed: "crashed"
    case .timedOut: "timed out"
    default: status.rawValue
    }
  }
}

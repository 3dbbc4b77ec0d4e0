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

  /// Answers `request` for `session`, whose page lives at `base` (no trailing slash); `rest` is
  /// what follows `base` in the path. `nil` when the path is not one of the interface's.
  /// `after`, when given, is the page the browser goes to when the app ends (the finished run).
  static func respond(
    to request: HTTPRequest, rest: String, session: InterfaceSession, base: String, back: (String, String)? = nil,
    after: String? = nil
  ) -> HTTPResponse? {
    switch (request.method, rest) {
    case ("GET", ""), ("GET", "/"), ("HEAD", ""), ("HEAD", "/"):
      return page(session, base: base, back: back, after: after)
    case ("GET", "/events"):
      var response = HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")])
      response.stream = { stream in events(session, to: stream) }
      return response
    case ("POST", "/event"):
      guard request.body.count <= maximumEventBytes else {
        return .error(413, "an event is at most 1 MiB; this one is \(request.body.count) bytes")
      }
      guard let json = JSON(parsing: request.body),
        let version = json["version"]?.int, let target = json["target"]?.string,
        let action = json["action"]?.string.flatMap(EventAction.init(rawValue:)), target.utf8.count <= 4096
      else {
        let actions = EventAction.allCases.map(\.rawValue).joined(separator: "|")
        return .error(400, "an event is {\"version\": N, \"target\": ID, \"action\": \(actions)}")
      }
      var value = json["value"]
      if action == .viewport {
        // The page's size, which the app lays out in: two numbers and nothing else.
        guard let width = value?["width"]?.number, let height = value?["height"]?.number else {
          return .error(400, "a viewport event's value is {\"width\": W, \"height\": H} in CSS pixels")
        }
        value = .object(JSONObject(["width": .number(width), "height": .number(height)]))
      } else if let value, value.string == nil, value.number == nil, value.bool == nil, !value.isNull {
        return .error(400, "an event's value is a string, a number or a Boolean")
      }
      let event = InterfaceMessage.Event(version: version, target: target, action: action, value: value)
      guard session.send(event) else { return .error(409, "the app has ended", runStatus: "ended") }
      return HTTPResponse(status: 204)
    case ("POST", "/close"):
      session.close()
      return HTTPResponse(status: 204)
    case ("GET", "/app.js"):
      return asset(InterfaceAssets.script, type: "text/javascript; charset=utf-8")
    case ("GET", "/app.css"):
      return asset(InterfaceAssets.css, type: "text/css; charset=utf-8")
    case ("GET", let rest) where rest.hasPrefix("/assets/"):
      // An app's named image, by name only (no path), from its own folder.
      let name = String(rest.dropFirst("/assets/".count))
      guard let folder = session.assetFolder, let file = AppAssets.file(named: name, in: folder),
        file.lastPathComponent == name, let data = try? Data(contentsOf: file)
      else {
        return .error(404, "no image \(name) beside the app")
      }
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", AppAssets.type(of: file)), ("Cache-Control", "no-cache"),
          ("X-Content-Type-Options", "nosniff"),
          ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'"),
        ], body: data)
    case ("GET", let path) where path.hasPrefix("/fonts/"):
      // The text fonts the layout measured with (Debian's, from the system path; `PageFonts`).
      let name = String(path.dropFirst("/fonts/".count))
      guard let face = PageFonts.faces.first(where: { $0.name == name }),
        let data = FileManager.default.contents(atPath: face.path)
      else {
        return .error(404, "no font \(name): install fonts-inter and fonts-dejavu-core for the page's own text")
      }
      let type = name.hasSuffix(".otf") ? "font/otf" : "font/ttf"
      return HTTPResponse(
        status: 200, headers: [("Content-Type", type), ("Cache-Control", "max-age=86400")], body: data)
    case ("GET", "/icons.woff2"):
      // Debian's Material Design Icons, from the system path; without them, symbols are characters.
      guard let font = IconFont.font, let data = try? Data(contentsOf: font) else {
        return .error(404, "no icon font: install fonts-material-design-icons-iconfont for real symbols")
      }
      return HTTPResponse(
        status: 200, headers: [("Content-Type", "font/woff2"), ("Cache-Control", "max-age=86400")], body: data)
    case (_, "/events"), (_, "/event"), (_, "/close"), (_, ""), (_, "/"):
      return .error(405, "\(request.method) is not allowed here")
    default:
      return nil
    }
  }

  /// The page: the interface as it is now, with the script that keeps it live; when the app
  /// ends, the browser goes on to `after` (the finished run's page) where there is one.
  static func page(
    _ session: InterfaceSession, base: String, back: (String, String)?, after: String? = nil
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
      <link rel="stylesheet" href="\(base)/app.css">
      <script src="\(base)/app.js" defer></script>
      </head>
      <body>
      <header>\(backLink)<h1 id="title">\(title)</h1><span class="state" id="state">waiting for you</span>\
      <button type="button" id="close">Close</button></header>
      <main id="app" data-base="\(base)" data-version="\(snapshot.version)"\(after.map { " data-after=\"\($0)\"" as HTML })>\
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
          "html": .string(snapshot.html),
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

import Foundation
@_spi(Host) import SuperSwift

/// The web page: server-rendered HTML with no script at all, readable on a phone: the library,
/// an app with its source and a run form, a run with its result, log and history.
struct WebPages {
  let api: APIServer

  /// Answers page requests (`/`, `/apps/…`, `/runs/…`), or `nil` for anything else.
  func handle(_ request: HTTPRequest, route: [String]) -> HTTPResponse? {
    // A run's identifier is what `Runner.newRunID` makes; anything else names no run, and is
    // never echoed into a page or a header.
    if route.first == "runs", route.count >= 2, !Runner.isRunID(route[1]) {
      return .error(404, "no such run")
    }
    switch (request.method, route.count, route.first) {
    case ("GET", 0, _): return library()
    case ("GET", 2, "apps"): return app(route[1])
    case ("GET", 3, "apps") where route[2] == "iphone":
      guard case .found(let app) = api.library.find(route[1]) else { return Self.notFound("No such app.") }
      return PairingPage(api: api, app: app, request: request).response()
    case ("POST", 3, "apps") where route[2] == "run": return run(route[1], request: request)
    case ("GET", 2, "runs"): return runPage(route[1])
    case (_, 3..., "runs") where route[2] == "app":
      guard let session = api.interface(route[1]) else {
        return request.method == "GET" ? redirect("/runs/\(route[1])") : .error(410, "the app has ended")
      }
      let rest = route.count > 3 ? "/" + route[3...].joined(separator: "/") : ""
      return InterfaceRoutes.respond(to: request, rest: rest, session: session, base: "/runs/\(route[1])/app")
    case ("POST", 3, "runs") where route[2] == "cancel":
      api.registry.cancel(route[1])
      return redirect("/runs/\(route[1])")
    default: return nil
    }
  }

  /// The page shown to a browser that has not signed in.
  static func signIn(problem: String? = nil) -> HTTPResponse {
    page(
      title: "Sign in",
      body: """
        <h1>SuperSwift</h1>
        \(problem.map { "<p class=error>\(escape($0))</p>" } ?? "")
        <p>Open a login link (<code>superswift serve</code> prints one when it starts;
        <code>superswift login-link</code> makes another), or sign in with the token
        (<code>superswift token</code> prints it).</p>
        <form method=post action="/login">
          <label for=token>Token</label>
          <input id=token name=token type=password autocomplete=current-password required>
          <button type=submit>Sign in</button>
        </form>
        """, status: 401)
  }

  private func library() -> HTTPResponse {
    let apps = (try? api.library.list()) ?? []
    let rows = apps.map { app in
      """
      <li><a href="/apps/\(app.id)">\(Self.escape(app.name))</a>\
      \(app.acceptsInput ? " <span class=tag>Accepts input</span>" : "")</li>
      """
    }.joined(separator: "\n")
    return Self.page(
      title: "Apps",
      body: """
        <h1>Apps</h1>
        \(apps.isEmpty ? "<p>No apps yet: <code>superswift new \"My App\" --template tip-calculator</code></p>" : "<ul class=apps>\n\(rows)\n</ul>")
        <form method=post action="/logout" class=signout><button type=submit>Sign out</button>
        <small>\(api.sessions.sessions().count) signed-in browser(s)</small></form>
        """)
  }

  private func app(_ id: String) -> HTTPResponse {
    guard case .found(let app) = api.library.find(id) else { return Self.notFound("No such app.") }
    let source =
      (try? AppSource(path: app.folder.path))?.files.map { file in
        "<h3>\(Self.escape(file.path))</h3><pre class=source>\(Self.escape(String(decoding: file.contents, as: UTF8.self)))</pre>"
      }.joined() ?? ""
    let runs = api.history.runs(appID: app.id, limit: 20)
    return Self.page(
      title: app.name,
      body: """
        <p><a href="/">← Apps</a> · <a href="/apps/\(app.id)/iphone">Use from iPhone</a></p>
        <h1>\(Self.escape(app.name))</h1>
        <form method=post action="/apps/\(app.id)/run" enctype="multipart/form-data">
          <label for=input>Input (text or JSON)</label>
          <textarea id=input name=input rows=4 placeholder='{"bill": 42, "percent": 18}'></textarea>
          <label for=file>Files</label>
          <input id=file type=file name=file multiple>
          <button type=submit>Run</button>
        </form>
        <h2>Recent runs</h2>
        \(Self.runList(runs, waiting: { api.interface($0) != nil }))
        <h2>Source</h2>
        \(source)
        """)
  }

  private func run(_ id: String, request: HTTPRequest) -> HTTPResponse {
    guard case .found(let app) = api.library.find(id) else { return Self.notFound("No such app.") }
    let runID = Runner.newRunID()
    let items: [InputItem]
    do {
      items = try RunBody.items(from: request, uploads: api.paths.cache.appendingPathComponent("uploads/\(runID)"))
    } catch {
      return Self.page(title: "Bad request", body: "<p>\(Self.escape("\(error)"))</p>", status: 400)
    }
    do {
      _ = try api.startRun(app: app, items: items, runID: runID, wait: false)
    } catch {
      switch error {
      case .busy:
        return Self.page(title: "Busy", body: "<p>Too many runs at once; try again shortly.</p>", status: 503)
      case .unreadable(let why):
        return Self.page(title: "Unreadable app", body: "<p>\(Self.escape(why))</p>", status: 500)
      }
    }
    return redirect("/runs/\(runID)")
  }

  private func runPage(_ id: String) -> HTTPResponse {
    guard let record = api.registry.record(id) ?? api.history.run(id: id) else { return Self.notFound("No such run.") }
    let running = record.status == .running
    if running, let session = api.interface(id), session.snapshot.ending == nil {
      // The app is waiting for the user: its interface is the run's page until it ends.
      return InterfaceRoutes.page(
        session, base: "/runs/\(id)/app", back: ("/apps/\(record.appID ?? "")", "← \(record.appName)"))
    }
    var result = ""
    switch record.result {
    case .text(let text)?: result = "<pre class=result>\(Self.escape(text))</pre>"
    case .json(let json)?: result = "<pre class=result>\(Self.escape(json.text(pretty: true)))</pre>"
    case .url(let url)?:
      // A link only to the web or mail: an app's `javascript:` or `data:` URL is shown, never
      // made something a click runs.
      let lowered = url.lowercased()
      result =
        ["http://", "https://", "mailto:"].contains(where: lowered.hasPrefix)
        ? "<p class=result><a href=\"\(Self.escape(url))\" rel=noopener>\(Self.escape(url))</a></p>"
        : "<p class=result><code>\(Self.escape(url))</code></p>"
    case .files(let files)?:
      result =
        "<ul>"
        + files.map { file in
          let link =
            "/api/runs/\(record.id)/files/\(file.url.lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")"
          var preview = ""
          if file.contentType.hasPrefix("image/") {
            preview = "<br><img alt=\"\(Self.escape(file.name))\" src=\"\(link)\">"
          } else if ContentType(file.contentType).isText, file.size <= 64 * 1024,
            let text = try? String(contentsOf: file.url, encoding: .utf8)
          {
            preview = "<pre class=preview>\(Self.escape(text))</pre>"
          }
          return "<li><a href=\"\(link)\" download>\(Self.escape(file.name))</a> (\(file.size) bytes)\(preview)</li>"
        }.joined() + "</ul>"
    case nil: result = running ? "<p>Waiting for the app…</p>" : "<p>No result.</p>"
    }
    let again =
      record.appID.map { appID in
        let text = record.input.text ?? ""
        return """
          <form method=post action="/apps/\(appID)/run" enctype="multipart/form-data">
            <input type=hidden name=input value="\(Self.escape(text))">
            <button type=submit>Run again with the same input</button>
          </form>
          """
      } ?? ""
    let cancel =
      running
      ? "<form method=post action=\"/runs/\(record.id)/cancel\"><button type=submit>Cancel</button></form>" : ""
    return Self.page(
      title: "\(record.appName): \(record.status.rawValue)",
      body: """
        <p><a href="/apps/\(record.appID ?? "")">← \(Self.escape(record.appName))</a></p>
        <h1>\(Self.escape(record.appName))</h1>
        <p class="status \(record.status.rawValue)">\(record.status.rawValue)\
        \(running ? "" : String(format: " in %.2f s", record.duration))</p>
        \(record.error.map { "<p class=error>\(Self.escape($0))\(record.location.map { " at \(Self.escape($0))" } ?? "")</p>" } ?? "")
        \(result)
        \(cancel)
        \(again)
        \(record.log.isEmpty ? "" : "<h2>Log</h2><pre class=log>\(Self.escape(record.log))</pre>")
        """, refresh: running)
  }

  private func redirect(_ location: String) -> HTTPResponse {
    HTTPResponse(status: 303, headers: [("Location", location)])
  }

  /// A list of runs, newest first; a running interactive app (`waiting`) says it waits for you.
  static func runList(_ runs: [RunRecord], waiting: (String) -> Bool = { _ in false }) -> String {
    guard !runs.isEmpty else { return "<p>No runs yet.</p>" }
    return "<ul class=runs>"
      + runs.map { run in
        let detail = run.result?.summary ?? run.error ?? ""
        let status = run.status == .running && waiting(run.id) ? "waiting for you" : run.status.rawValue
        return
          "<li><a href=\"/runs/\(run.id)\">\(RunRecord.displayTime(run.startedAt))</a> <span class=\"status \(run.status.rawValue)\">\(status)</span> \(escape(detail))</li>"
      }.joined() + "</ul>"
  }

  static func notFound(_ message: String) -> HTTPResponse {
    page(title: "Not found", body: "<p><a href=\"/\">← Apps</a></p><p>\(escape(message))</p>", status: 404)
  }

  /// A whole page. A run in progress refreshes itself every second.
  static func page(title: String, body: String, status: Int = 200, refresh: Bool = false) -> HTTPResponse {
    let html = """
      <!doctype html>
      <html lang=en>
      <head>
      <meta charset=utf-8>
      <meta name=viewport content="width=device-width, initial-scale=1">
      \(refresh ? "<meta http-equiv=refresh content=1>" : "")
      <title>\(escape(title)) · SuperSwift</title>
      <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 0 auto; padding: 1rem; color: #222; }
      a { color: #0a5bd3; } pre { background: #f4f4f6; padding: .75rem; overflow-x: auto; border-radius: 6px; }
      label { display: block; margin-top: .75rem; font-weight: 600; }
      textarea, input[type=file], input[type=password] { width: 100%; box-sizing: border-box; font: inherit; }
      button { margin-top: .75rem; font: inherit; padding: .5rem 1.25rem; border-radius: 6px; }
      .tag { font-size: .8rem; background: #e7f0ff; padding: .1rem .4rem; border-radius: 4px; }
      .status.finished { color: #146c2e; } .status.failed, .status.crashed, .status.buildFailed, .error { color: #b3261e; }
      ul.apps li, ul.runs li { margin: .4rem 0; } img { max-width: 100%; }
      ol.steps li { margin: .6rem 0; } code.copy { user-select: all; word-break: break-all; }
      figure.qr { text-align: center; margin: 1rem 0; } figure.qr svg { max-width: 100%; height: auto; }
      form.signout { margin-top: 2rem; }
      </style>
      </head>
      <body>
      \(body)
      </body>
      </html>
      """
    return HTTPResponse(
      status: status,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
        ("Content-Security-Policy", "default-src 'self'; style-src 'unsafe-inline'; img-src 'self'"),
        ("X-Frame-Options", "DENY"),
      ], body: Data(html.utf8))
  }

  /// Text made safe inside HTML and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// The library (search, last runs, Accepts input as a filter), a new app, and the trash.
extension WebPages {
  /// `GET /?q=TEXT&kind=input|other`: the apps, newest run first within each; the search also
  /// works without script (the query), and with it as you type.
  func library(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let grant = SuperSwiftServer.grant(request)
    let apps = try server.library.appsForRequest(reachableBy: grant)
    let query = (request.parameter("q") ?? "").trimmingCharacters(in: .whitespaces)
    let kind = request.parameter("kind") ?? ""
    // The last run of each app: one pass over recent history, not one per app.
    var lastRun: [String: RunRecord] = [:]
    for run in server.history.runs(matching: RunFilter(apps: grant.apps), limit: 500) {
      if let id = run.appID, lastRun[id] == nil { lastRun[id] = run }
    }
    let shown = apps.filter { app in
      (query.isEmpty || app.name.localizedCaseInsensitiveContains(query))
        && (kind != "input" || app.acceptsInput) && (kind != "other" || !app.acceptsInput)
    }
    let notice: HTML? =
      request.parameter("removed").flatMap { id in server.library.trashed().first { $0.id == id && grant.apps == nil } }
      .map { app in
        """
        <div class=notice role=status><form method=post action="/trash/\(app.id)/restore" class=row>
        Moved \(app.name) to the trash. <button type=submit>Undo</button></form></div>
        """
      }
    let rows = shown.map { app -> HTML in
      let last: HTML =
        lastRun[app.id].map { run -> HTML in
          """
          <span class="status \(run.status.rawValue)">\(Self.statusLabel(run, waiting: server.runs.interface(run.id) != nil))</span>\
          <span class=meta>\(RelativeTime.html(run.startedAt)) · \(Self.sourceLabel(run.source))</span>
          """
        } ?? "<span class=meta>Never run</span>"
      return """
        <li data-app-name="\(app.name)"><a class=name href="/apps/\(app.id)">\(app.name)</a>\(last)</li>
        """
    }.joined(separator: "\n")
    let filter = { (value: String, label: String) -> HTML in
      let search =
        query.isEmpty
        ? ""
        : "&q=\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&+=#"))) ?? "")"
      let current: HTML = kind == value ? " aria-current=page" : ""
      return "<a href=\"/?kind=\(value)\(search)\"\(current)>\(label)</a>"
    }
    // Apps that have gone too long without succeeding (`policy --alert-after`), until they do.
    let alerts = server.runs.alerts.raised().filter { grant.reaches(app: $0.appID) }.map { alert -> HTML in
      """
      <p class="error box" role=alert><a href="/apps/\(alert.appID)">\(alert.message)</a> \
      · <a href="/runs/\(alert.lastRun)">last run</a></p>
      """
    }.joined(separator: "\n")
    let body: HTML
    if apps.isEmpty {
      body = """
        <div class=card><p>No apps yet. Make one here, or on the command line:
        <code>superswift new "My App" --template tip-calculator</code></p>
        <p><a class="button primary" href="/apps/new">New app</a></p></div>
        """
    } else {
      body = """
        <form method=get action="/" role=search class=filters>
          <label for=q>Search apps<input id=q name=q type=search value="\(query)" data-search autocomplete=off></label>
          \(kind.isEmpty ? nil : "<input type=hidden name=kind value=\"\(kind)\">" as HTML)
          <button type=submit>Search</button>
        </form>
        <nav class=tabs aria-label="Show">\(filter("", "All")) \(filter("input", "Accepts input")) \(filter("other", "Programs"))</nav>
        <ul class="list apps">
        \(rows)
        </ul>
        <p class=muted data-no-match \(shown.isEmpty ? "" : "hidden" as HTML)>No app matches.</p>
        """
    }
    return WebLayout.page(
      title: "Apps",
      body: """
        <div class=row><h1 style="flex:1">Apps</h1><a class="button primary" href="/apps/new">New app</a></div>
        \(notice)
        \(alerts)
        \(body)
        <p class=muted><a href="/trash">Trash</a> · \(Self.count(server.auth.sessions.sessions().count, "signed-in browser"))</p>
        """, section: .apps)
  }

  /// `GET /apps/new`: a name and a template.
  func newApp(problem: String? = nil, name: String = "") -> HTTPResponse {
    let options = Templates.all.map { template -> HTML in
      // The command line's default (`superswift new` without --template), so both start alike.
      let selected: HTML = template.name == Templates.defaultName ? " selected" : ""
      return "<option value=\"\(template.name)\"\(selected)>\(template.name) — \(template.summary)</option>"
    }.joined()
    return WebLayout.page(
      title: "New app",
      body: """
        <p><a href="/">← Apps</a></p>
        <h1>New app</h1>
        \(problem.map { "<p class=\"error box\" role=alert>\($0)</p>" as HTML })
        <form method=post action="/apps" class=card>
          <label for=name>Name</label>
          <input id=name name=name type=text required maxlength=100 value="\(name)" autofocus>
          <label for=template>Start from</label>
          <select id=template name=template>\(options)</select>
          <div class=actions><button type=submit class=primary>Create</button></div>
        </form>
        """, section: .apps, status: problem == nil ? 200 : 422)
  }

  /// `POST /apps`: creates the app (the CLI's rules: names, templates, identifiers) and opens
  /// its editor.
  func create(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let form = try Self.form(request)
    let name = (form["name"] ?? "").trimmingCharacters(in: .whitespaces)
    guard let template = Templates.named(form["template"] ?? "blank") else {
      return newApp(problem: "There is no template \"\(form["template"] ?? "")\".", name: name)
    }
    do {
      let app = try server.library.create(name: name, template: template, from: nil)
      return redirect("/apps/\(app.id)/edit")
    } catch {
      return newApp(problem: "\(error)", name: name)
    }
  }

  /// `GET /trash`: removed apps, to restore.
  func trash() -> HTTPResponse {
    let apps = server.library.trashed()
    let rows = apps.map { app -> HTML in
      """
      <li><span class=name>\(app.name)</span>\
      <form method=post action="/trash/\(app.id)/restore"><button type=submit>Restore</button></form></li>
      """
    }.joined()
    return WebLayout.page(
      title: "Trash",
      body: """
        <p><a href="/">← Apps</a></p>
        <h1>Trash</h1>
        \(apps.isEmpty ? "<p class=muted>The trash is empty.</p>" : "<ul class=list>\(rows)</ul>" as HTML)
        """, section: .apps)
  }

  /// `POST /trash/ID/restore` (optionally `as=NAME` when the old name is taken).
  func restore(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let form = try Self.form(request)
    let newName = form["as"].flatMap { $0.isEmpty ? nil : $0 }
    do {
      let app = try server.library.restore(id, as: newName)
      return redirect("/apps/\(app.id)?restored=1")
    } catch LibraryError.nameTaken(let taken) {
      return WebLayout.page(
        title: "Restore",
        body: """
          <p><a href="/trash">← Trash</a></p><h1>Restore under another name</h1>
          <p class="error box" role=alert>An app named \(Self.escape(taken)) is already in the library.</p>
          <form method=post action="/trash/\(Self.escape(id))/restore" class=card>
          <label for=as>New name</label><input id=as name=as type=text required value="\(Self.escape(taken)) restored">
          <div class=actions><button type=submit class=primary>Restore</button></div></form>
          """, status: 409)
    } catch {
      throw HTTPError(404, "\(error)")
    }
  }

  /// A submitted form's fields by name (the last value of a repeated name), text only.
  static func form(_ request: HTTPRequest) throws(HTTPError) -> [String: String] {
    var values: [String: String] = [:]
    for field in try formFields(request) where field.fileName == nil {
      values[field.name] = String(decoding: field.value, as: UTF8.self)
    }
    return values
  }

  /// A submitted form's fields, urlencoded or multipart.
  static func formFields(_ request: HTTPRequest) throws(HTTPError) -> [FormField] {
    do {
      switch RunBody.Kind(contentType: request.header("Content-Type")) {
      case .multipart(let boundary?): return try FormField.multipart(request.body, boundary: boundary)
      case .urlEncoded: return try FormField.urlEncoded(request.body)
      default:
        if request.body.isEmpty { return [] }
        throw HTTPError(415, "send the page's form (application/x-www-form-urlencoded or multipart/form-data)")
      }
    } catch let error as FormField.Malformed {
      throw HTTPError(400, error.description)
    } catch let error as HTTPError {
      throw error
    } catch {
      throw HTTPError(400, "\(error)")
    }
  }
}

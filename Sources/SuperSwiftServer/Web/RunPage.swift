import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// Starting a run from a form, and a run's page: its input, its log live while it runs, its
/// result (copy, download), a build failure's diagnostics linked to their lines, and the form
/// again, filled in, to change the input and run again (files kept).
extension WebPages {
  /// `POST /apps/ID/run`.
  func run(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let source = try readSource(app)
    let fields = try Self.formFields(request)
    let runID = Runner.newRunID()
    let uploads = server.runs.keptInputFolder(runID)
    // Files of an earlier run that the form keeps, copied: that run's files may be pruned first.
    var kept: [InputFile] = []
    let keep = Set(fields.filter { $0.name == "keep" }.compactMap { Int(String(decoding: $0.value, as: UTF8.self)) })
    if let again = fields.first(where: { $0.name == "again" }).map({ String(decoding: $0.value, as: UTF8.self) }),
      Runner.isRunID(again), let earlier = server.history.run(id: again)
    {
      for (index, file) in earlier.input.files.enumerated() where keep.contains(index) {
        // Only a file this server was sent (its uploads, a web run's kept input): never a path
        // on this machine that a command-line run recorded.
        guard server.runs.isServerInputFile(file.url) else {
          RunFolder.remove(uploads)
          throw HTTPError(
            403,
            "\(file.name) was not sent to this server (the earlier run named a file on this computer); choose it again."
          )
        }
        let copy = uploads.appendingPathComponent("kept-\(index)")
        do {
          try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
          try FileManager.default.copyItem(at: file.url, to: copy)
          kept.append(InputFile(url: copy, name: file.name, contentType: file.contentType))
        } catch {
          RunFolder.remove(uploads)
          throw HTTPError(410, "\(file.name) from the earlier run is no longer kept; choose it again.")
        }
      }
    }
    let schema = try? InputSchemas(runner: Runner(paths: server.paths)).schema(for: source)
    let items: [InputItem]
    do {
      items = try InputForm(schema: schema ?? nil).items(from: fields, uploads: uploads, keptFiles: kept)
    } catch let invalid as InputSchema.Invalid {
      RunFolder.remove(uploads)
      let problem = "\(invalid.description). Change it and run again: nothing has run."
      if request.header("Accept")?.contains("application/json") == true { throw HTTPError(422, problem) }
      // Back to the form, filled in as it was sent, the field named.
      var values = JSONObject()
      for field in fields where field.fileName == nil && field.name.hasPrefix(InputForm.prefix) {
        values[String(field.name.dropFirst(InputForm.prefix.count))] = .string(
          String(decoding: field.value, as: UTF8.self))
      }
      return try self.app(id, request: request, problem: problem, values: .object(values), invalidField: invalid.field)
    } catch {
      RunFolder.remove(uploads)
      throw HTTPError(400, "\(error)")
    }
    var start = RunService.Start(app: app, items: items, runID: runID)
    start.source = items.isEmpty ? .app : .shortcut
    start.watched = true  // the page shows it: no push says it waits or ended
    // A person waits at the page: a run from the form has a time limit even when the server
    // sets none (an app showing its interface has none once it shows).
    start.timeout = server.runs.runTimeout ?? server.runs.formRunTimeout
    start.uploads = uploads
    start.keepUploads = true
    _ = try server.runs.startForRequest(start, wait: false)
    // The editor's Run panel asks for JSON, and follows the run in place.
    if request.header("Accept")?.contains("application/json") == true {
      return .json(["run": .string(runID), "page": .string("/runs/\(runID)")], status: 201)
    }
    return redirect("/runs/\(runID)")
  }

  /// `GET /runs/ID` (`?ignored=query`: it was started by a Home Screen link that was given a
  /// query, which a link never passes on).
  func runPage(_ id: String, request: HTTPRequest? = nil) throws(HTTPError) -> HTTPResponse {
    guard let record = server.runs.record(id) else { throw HTTPError(404, "No such run.") }
    let running = !record.status.isFinal
    if running, let session = server.runs.interface(id), session.snapshot.ending == nil {
      // The app is waiting for the user: its interface is the run's page until it ends.
      return InterfaceRoutes.page(
        session, base: "/runs/\(id)/app", back: ("/apps/\(record.appID ?? "")", "← \(record.appName)"),
        after: "/runs/\(id)", embedded: request?.parameter("embed") == "preview")
    }
    let back: HTML =
      record.appID.map { "<a href=\"/apps/\($0)\">← \(record.appName)</a>" as HTML }
      ?? "<a href=\"/history\">← History</a>"
    let timing: HTML =
      running
      ? "started " + RelativeTime.html(record.startedAt)
      : RelativeTime.html(record.startedAt) + " · \(String(format: "%.2f s", record.duration))"
    // The app as it is now (it may have been removed since): links into its editor.
    let app: LibraryApp? = try record.appID.flatMap { id throws(HTTPError) in
      if case .found(let app) = try server.library.lookup(forRequest: id) { return app }
      return nil
    }
    // How this run is linked to others: its schedule, the attempt it retries, the failure it
    // reports, the app that started it.
    var linked: [HTML] = []
    if let schedule = record.schedule {
      linked.append("fired by <a href=\"/schedules\">a schedule</a> due \(RelativeTime.html(schedule.due))")
    }
    if let attempt = record.links.attempt, let first = record.links.retryOf {
      linked.append("attempt \(attempt), retrying <a href=\"/runs/\(first)\">the first</a>")
    }
    if let failed = record.links.failureOf { linked.append("reporting <a href=\"/runs/\(failed)\">a failed run</a>") }
    if let parent = record.links.parent {
      linked.append("started by <a href=\"/runs/\(parent)\">another app's run</a>")
    }
    var sections: [HTML] = [
      """
      <p>\(back)</p>
      <h1>\(Self.escape(record.appName))</h1>
      \(request?.parameter("ignored") == "query" ? "<p class=notice role=status>The link's query was ignored: a link never carries input, so the app ran with none.</p>" as HTML : "")
      \(linked.isEmpty ? "" as HTML : "<p class=muted id=run-links>\(linked.joined(separator: " · "))</p>")
      <div id=run-summary>
      <p><span class="status \(record.status.rawValue)" id=run-status>\(Self.statusLabel(record, waiting: false))</span>
      <span class=muted>· \(timing) · \(Self.sourceLabel(record.source))\(record.version.flatMap { version in record.appID.map { " · <a href=\"/apps/\($0)/versions/\(version)\">version \(version)</a>" as HTML } } ?? "")</span></p>
      """
    ]
    if let error = record.error {
      let place: HTML = record.location.map { " at " + sourceLink($0, app: app) } ?? ""
      sections.append("<p class=\"error box\" role=alert>\(error)\(place)</p>")
    }
    if record.status == .buildFailed, let diagnostics = record.diagnostics {
      sections.append(buildFailure(diagnostics, app: app))
    }
    sections.append(resultSection(record))
    if running {
      sections.append(
        """
        <form method=post action="/runs/\(record.id)/cancel"><button type=submit>Cancel</button></form>
        <h2>Log</h2>
        <pre class=log id=log data-events="/api/runs/\(record.id)/events" aria-live=polite \(record.log.isEmpty ? "hidden" as HTML : "")>\(Self.escape(record.log))</pre>
        <p class=muted>The log appears here as the app prints.</p>
        """)
    } else if !record.log.isEmpty {
      sections.append("<h2>Log</h2><pre class=log id=log>\(Self.escape(record.log))</pre>")
    }
    sections.append("</div>")
    sections.append(inputSection(record))
    if !running, let appID = record.appID, let app {
      let source = try? readSource(app)
      let schema = source.flatMap { try? InputSchemas(runner: Runner(paths: server.paths)).schema(for: $0) }
      let values: JSON? = schema != nil ? record.input.json : record.input.text.map(JSON.string)
      let files = record.input.files.enumerated().compactMap { index, file in
        FileManager.default.fileExists(atPath: file.path) ? (index: index, name: file.name) : nil
      }
      let form = source.map { InputForm(schema: schema, source: $0) } ?? InputForm(schema: schema)
      sections.append(
        """
        <h2>\(form.hasFields || !files.isEmpty ? "Edit the input and run again" : "Run again")</h2>
        \(form.html(action: "/apps/\(appID)/run", values: values, files: files, againFrom: record.id))
        """)
    }
    return WebLayout.page(
      title: "\(record.appName): \(Self.statusLabel(record, waiting: false))", body: sections.joined(separator: "\n"))
  }

  /// A place in the app's sources (`/path/to/app/main.swift:12`) as a link to that line in the
  /// editor, when it is one of the app's files; else the text.
  private func sourceLink(_ location: String, app: LibraryApp?) -> HTML {
    guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]),
      let app, location.hasPrefix(app.folder.path + "/")
    else { return Self.escape(location) }
    let relative = String(location[..<colon].dropFirst(app.folder.path.count + 1))
    return "<a href=\"/apps/\(app.id)/edit?file=\(Self.query(relative))#L\(line)\">\(relative):\(line)</a>"
  }

  /// What the run was given.
  private func inputSection(_ record: RunRecord) -> HTML {
    guard !record.input.isEmpty else { return "<h2>Input</h2><p class=muted>No input.</p>" }
    var html: HTML = "<h2>Input</h2>"
    if let json = record.input.json, json.object != nil || json.array != nil {
      html += "<pre id=input-text>\(Self.escape(json.text(pretty: true)))</pre>"
    } else if let text = record.input.text {
      html += "<pre id=input-text>\(Self.escape(text))</pre>"
    }
    let urls = record.input.urls
    if !urls.isEmpty {
      html += "<ul>\(urls.map { "<li><code>\($0.absoluteString)</code></li>" as HTML })</ul>"
    }
    let files = record.input.files
    if !files.isEmpty {
      html += "<p>Files: \(files.map(\.name).joined(separator: ", "))</p>"
    }
    return html
  }

  /// The result, with copy and download.
  private func resultSection(_ record: RunRecord) -> HTML {
    let download: HTML = "<a class=button href=\"/api/runs/\(record.id)/result\" download>Download</a>"
    let copy: HTML = "<button type=button data-copy=result>Copy</button>"
    switch record.result {
    case .text(let text)?:
      return
        "<h2>Result</h2><pre id=result class=result>\(Self.escape(text))</pre><div class=actions>\(copy)\(download)</div>"
    case .json(let json)?:
      return
        "<h2>Result</h2><pre id=result class=result>\(Self.escape(json.text(pretty: true)))</pre><div class=actions>\(copy)\(download)</div>"
    case .url(let url)?:
      // A link only to the web or mail: an app's `javascript:` or `data:` URL is shown, never
      // made something a click runs.
      let lowered = url.lowercased()
      let shown: HTML =
        ["http://", "https://", "mailto:"].contains(where: lowered.hasPrefix)
        ? "<a href=\"\(Self.escape(url))\" rel=\"noopener noreferrer\">\(Self.escape(url))</a>"
        : "<code>\(Self.escape(url))</code>"
      return "<h2>Result</h2><p class=result id=result>\(shown)</p><div class=actions>\(copy)</div>"
    case .files(let files)?:
      return "<h2>Result</h2><ul class=\"list result\" id=result>"
        + files.map { file -> HTML in
          let link =
            "/api/runs/\(record.id)/files/\(file.url.lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")"
          var preview: HTML = ""
          if file.contentType.hasPrefix("image/") {
            preview = "<img alt=\"\(Self.escape(file.name))\" src=\"\(link)\">"
          } else if ContentType(file.contentType).isText, file.size <= 64 * 1024,
            let text = try? String(contentsOf: file.url, encoding: .utf8)
          {
            preview = "<pre class=preview>\(Self.escape(text))</pre>"
          }
          return
            "<li><a class=name href=\"\(link)\" download>\(Self.escape(file.name))</a><span class=meta>\(file.size) bytes</span>\(preview)</li>"
        }.joined() + "</ul>"
    case nil:
      if let size = record.resultNotKept {
        return
          "<h2>Result</h2><p class=muted>The result (\(size) bytes) was larger than the history keeps; whoever started the run got it.</p>"
      }
      switch record.status {
      case .running: return "<p class=muted>Waiting for the app…</p>"
      case .queued: return "<p class=muted>Waiting for its turn: the app's policy limits its runs.</p>"
      case .finished, .failed, .crashed, .buildFailed, .cancelled, .timedOut, .interrupted: return ""
      }
    }
  }

  /// A build failure: each diagnostic linked to its line in the editor, then the compiler's text.
  private func buildFailure(_ diagnostics: String, app appFolder: LibraryApp?) -> HTML {
    let found = CompilerDiagnostic.parse(diagnostics).filter { $0.severity != .note }
    let items = found.map { diagnostic -> HTML in
      let text = "Line \(diagnostic.line): \(diagnostic.severity.rawValue): \(diagnostic.message)"
      guard let app = appFolder, diagnostic.file.hasPrefix(app.folder.path + "/") || diagnostic.file == app.folder.path
      else { return "<li class=\"\(diagnostic.severity.rawValue)\">\(text)</li>" }
      let relative = String(diagnostic.file.dropFirst(app.folder.path.count + 1))
      return
        "<li class=\"\(diagnostic.severity.rawValue)\"><a href=\"/apps/\(app.id)/edit?file=\(Self.query(relative))#L\(diagnostic.line)\">\(Self.escape(relative)):\(diagnostic.line)</a> \(Self.escape(diagnostic.severity.rawValue)): \(Self.escape(diagnostic.message))</li>"
    }.joined()
    return """
      <h2>What the compiler said</h2>
      \(found.isEmpty ? "" : "<ul id=diagnostics class=build>\(items)</ul>" as HTML)
      <details><summary>Full output</summary><pre>\(Self.escape(diagnostics))</pre></details>
      """
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// The HTTP API's routes (`/api/…`) over the same host library as the CLI: a run over HTTP is
/// the same run, with the same outcomes and the same history. No `GET` ever starts a run.
struct APIRoutes {
  let server: SuperSwiftServer

  /// The API's part of the router's table.
  var routes: [Route] {
    let server = server
    return [
      Route(.get, ["api", "apps"], scope: .rows) { context throws(HTTPError) in
        let apps = try server.library.appsForRequest(reachableBy: SuperSwiftServer.grant(context.request))
        return .json(.array(apps.map(server.appJSON)))
      },
      Route(.get, ["api", "apps", "*"], scope: .app(0)) { context throws(HTTPError) in
        .json(server.appJSON(try server.libraryApp(context[0])))
      },
      Route(.post, ["api", "apps", "*", "check"], scope: .app(0), bodyLimit: AppSource.maximumFileSize + 4096) {
        context throws(HTTPError) in
        try check(context[0], request: context.request)
      },
      Route(.post, ["api", "apps", "*", "run"], scope: .app(0)) { context throws(HTTPError) in
        try run(context[0], request: context.request, bare: false)
      },
      Route(.post, ["api", "apps", "*", "result"], scope: .app(0)) { context throws(HTTPError) in
        try run(context[0], request: context.request, bare: true)
      },
      // A run address opened in a browser, or a shortcut left on GET: say how to ask.
      Route(.get, ["api", "apps", "*", "run"], scope: .app(0)) { _ throws(HTTPError) in throw Self.postOnly },
      Route(.get, ["api", "apps", "*", "result"], scope: .app(0)) { _ throws(HTTPError) in throw Self.postOnly },
      Route(.get, ["api", "runs"], scope: .rows) { context throws(HTTPError) in
        let request = context.request
        let limit = request.parameter("limit").flatMap(Int.init).map { max(1, min($0, 1000)) } ?? 50
        let filter = try server.runFilter(request)
        return .json(.array(server.history.runs(matching: filter, limit: limit).map(server.json(for:))))
      },
      Route(.get, ["api", "runs", "{run}"], scope: .run(0)) { context throws(HTTPError) in
        guard let record = server.runs.record(context[0]) else { throw HTTPError(404, "no run with id \(context[0])") }
        return .json(server.json(for: record))
      },
      Route(.delete, ["api", "runs", "{run}"], scope: .run(0)) { context throws(HTTPError) in
        let id = context[0]
        guard let record = server.runs.cancel(id) else {
          if server.history.run(id: id) != nil { throw HTTPError(409, "the run has already ended") }
          throw HTTPError(404, "no run with id \(id)")
        }
        return .json(record.json)
      },
      Route(.get, ["api", "runs", "{run}", "result"], scope: .run(0)) { context throws(HTTPError) in
        try resultDownload(context[0])
      },
      Route(.get, ["api", "runs", "{run}", "events"], scope: .run(0)) { context throws(HTTPError) in
        let id = context[0]
        let live = server.runs.liveLog(id)
        guard live != nil || server.runs.record(id) != nil else { throw HTTPError(404, "no run with id \(id)") }
        let resume = context.request.header("Last-Event-ID").flatMap(Int.init).map { max(0, $0) } ?? 0
        return LogEvents.response(
          live: live, status: { server.runs.record(id)?.status.rawValue ?? "unknown" },
          interfaceWaiting: { server.runs.interface(id).map { $0.snapshot.ending == nil } ?? false }, resumeAt: resume)
      },
      Route(.get, ["api", "runs", "{run}", "files", "*"], scope: .run(0)) { context throws(HTTPError) in
        try runFile(context[0], name: context[1])
      },
      // Anything else under /api/runs/ names no run: never echoed back.
      Route(.get, ["api", "runs", "*", "**"], scope: .anyone) { _ throws(HTTPError) in throw Self.noSuchRun },
      Route(.get, ["api", "runs", "*"], scope: .anyone) { _ throws(HTTPError) in throw Self.noSuchRun },
      Route(.delete, ["api", "runs", "*"], scope: .anyone) { _ throws(HTTPError) in throw Self.noSuchRun },
    ]
  }

  static let noSuchRun = HTTPError(404, "no such run: a run's identifier is a lowercase UUID")

  static let postOnly = HTTPError(
    405,
    "this address runs an app only when asked with POST; in Shortcuts' Get Contents of URL, tap Show More and set Method to POST"
  ).with(header: "Allow", "POST")

  /// `POST /api/apps/ID/check` `{"file", "source"}`: the compiler's errors and warnings for
  /// the app with that file's text, as the editor shows them while someone types. Bounded by
  /// `TypeCheckService`: a deadline, the caller's leaving, a newer check, a server-wide cap.
  private func check(_ query: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try server.libraryApp(query)
    guard let json = JSON(parsing: request.body), let file = json["file"]?.string, let text = json["source"]?.string
    else {
      throw HTTPError(400, "send {\"file\": PATH, \"source\": TEXT} as JSON")
    }
    let source = try server.editorSource(app, file: file, text: text)
    let checker = TypeCheck(runner: Runner(paths: server.paths))
    let diagnostics = try server.typeChecks.run(key: "\(app.id)/\(file)", connection: request.connection) {
      stop in
      try checker.diagnostics(of: source, file: file, text: text, stop: stop)
    }
    return .json(["diagnostics": .array(diagnostics.filter { $0.file == file }.map(\.json))])
  }

  /// What a run request's query asks: `?source=`, `?timeout=`, `?wait=`, `?queue=`, `?files=`
  /// (checked before anything runs; a wrong value is a 400 that names it).
  struct RunOptions {
    var source = RunSource.shortcut
    var timeout: Duration?
    var wait = true
    /// `?queue=false`: over the app's `--max-concurrent`, refuse (429) rather than queue.
    var queue = true
    var files = ResultResponse.Files.zip

    /// What happens over the app's limits: queued and answered at once (`wait=false`), waited
    /// for in order, or refused (`queue=false`).
    var admission: RunService.Admission { !queue ? .refuse : wait ? .wait : .queue }

    init(_ request: HTTPRequest, defaultTimeout: Duration?) throws(HTTPError) {
      timeout = defaultTimeout
      if let text = request.parameter("source") {
        switch text.lowercased() {
        case "shortcut": source = .shortcut
        case "sharesheet", "share": source = .shareSheet
        default:
          throw HTTPError(400, "?source= takes shortcut or shareSheet, not \"\(text)\" (a link never carries input)")
        }
      }
      if let text = request.parameter("timeout") {
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
          throw HTTPError(400, "?timeout= takes seconds, from 0.1 to 86400, not \"\(text)\"")
        }
        timeout = .milliseconds(Int(seconds * 1000))
      }
      if let text = request.parameter("wait") {
        guard ["true", "false"].contains(text) else {
          throw HTTPError(400, "?wait= takes true or false, not \"\(text)\"")
        }
        wait = text == "true"
      }
      if let text = request.parameter("queue") {
        guard ["true", "false"].contains(text) else {
          throw HTTPError(400, "?queue= takes true or false, not \"\(text)\"")
        }
        queue = text == "true"
      }
      if let text = request.parameter("files") {
        guard let files = ResultResponse.Files(rawValue: text) else {
          throw HTTPError(400, "?files= takes zip or multipart, not \"\(text)\"")
        }
        self.files = files
      }
      if let text = request.parameter("errors"), text != "200" {
        throw HTTPError(400, "?errors= takes 200 (answer failures with 200 and {\"error\": …}), not \"\(text)\"")
      }
    }
  }

  private func run(_ query: String, request: HTTPRequest, bare: Bool) throws(HTTPError) -> HTTPResponse {
    let options = try RunOptions(request, defaultTimeout: server.runs.runTimeout)
    let app: LibraryApp
    switch try server.library.lookup(forRequest: query) {
    case .found(let found): app = found
    case .ambiguous(let apps):
      throw HTTPError(404, LibraryError.ambiguous(query, candidates: apps.map(\.name)).description)
    case .notFound(let suggestions):
      throw HTTPError(404, LibraryError.notFound(query, suggestions: suggestions).description)
    }
    let runID = Runner.newRunID()
    // A retried request with the key of an earlier one gets that one's run, never a second.
    let key = try server.claimIdempotencyKey(request, app: app, route: bare ? "result" : "run", runID: runID)
    if case .repeated(let earlier)? = key?.claim {
      return try repeated(earlier, app: app, options: options, request: request, bare: bare)
    }
    let uploads = server.runs.uploadsFolder(runID)
    let record: RunRecord
    do {
      // Read once: for the typed input's check, then built and run.
      let code = try? AppSource(path: app.folder.path).named(app.name)
      let items = try server.inputItems(of: request, for: app, uploads: uploads, source: code)
      var start = RunService.Start(app: app, items: items, runID: runID)
      start.code = code
      start.source = options.source
      start.timeout = options.timeout
      start.connection = request.connection
      start.uploads = uploads
      // Nobody waits on a `wait=false` run: the app's failure policy retries and reports it.
      start.unattended = !options.wait
      start.admission = options.admission
      record = try server.runs.startForRequest(start, wait: options.wait)
    } catch {
      // Not started (bad input, a busy server): the key is free for the retry. A key that
      // cannot be given back is a named decision to ignore: the refusal is what the caller needs.
      if let key { try? server.idempotency.release(key.value, app: app.id, runID: runID) }
      throw error
    }
    // The run may be another's: a debounced burst's first start names the burst's one run.
    if let key, record.id != runID { server.rekeyIdempotency(key.value, app: app.id, from: runID, to: record.id) }
    return try answer(record, app: app, options: options, request: request, bare: bare)
  }

  /// The answer to a repeated request: the earlier run's, as it was answered, marked
  /// `Idempotent-Replayed: true`.
  private func repeated(
    _ runID: String, app: LibraryApp, options: RunOptions, request: HTTPRequest, bare: Bool
  ) throws(HTTPError) -> HTTPResponse {
    let record = try server.earlierRun(runID, wait: options.wait)
    var response = try answer(record, app: app, options: options, request: request, bare: bare)
    response.headers.append(("Idempotent-Replayed", "true"))
    return response
  }

  /// What a run request is answered: 202 with its address when nobody waits, else its record
  /// (or, for `/result`, its bare result).
  private func answer(
    _ record: RunRecord, app: LibraryApp, options: RunOptions, request: HTTPRequest, bare: Bool
  ) throws(HTTPError) -> HTTPResponse {
    let runID = record.id
    if !options.wait {
      var answer: JSONObject = [
        "id": .string(runID), "status": .string(record.status.rawValue), "url": .string("/api/runs/\(runID)"),
      ]
      // An app with an interface: the address Shortcuts' Open X-Callback URL opens it at, on the
      // phone, as the phone reached this server.
      if server.hasInterface(app) {
        answer["xcallback"] = .string("\(server.origin(of: request))/runs/\(runID)/x-callback")
      }
      return .json(.object(answer), status: 202)
    }
    var response =
      bare
      ? try ResultResponse.bare(record, files: options.files, scratch: server.runs.filesFolder(runID))
      : ResultResponse.record(record)
    if response.status == 422, request.parameter("errors") == "200" {
      response.status = 200
      if !response.headers.contains(where: { $0.name == "X-SuperSwift-Status" }) {
        response.headers.append(("X-SuperSwift-Status", "422"))
      }
    }
    return response
  }

  /// A run's text, JSON or URL result as a file to download.
  private func resultDownload(_ id: String) throws(HTTPError) -> HTTPResponse {
    guard let record = server.runs.record(id) else { throw HTTPError(404, "no run with id \(id)") }
    let name = record.appName.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
    let (body, type, ext): (String, String, String)
    switch record.result {
    case .text(let text)?: (body, type, ext) = (text, "text/plain; charset=utf-8", "txt")
    case .json(let json)?: (body, type, ext) = (json.text(pretty: true) + "\n", "application/json", "json")
    case .url(let url)?: (body, type, ext) = (url + "\n", "text/plain; charset=utf-8", "txt")
    case .files?:
      // One file as itself, several as one zip: what the x-callback's resultURL fetches.
      return try ResultResponse.bare(record, scratch: server.runs.filesFolder(id))
    case nil:
      if let size = record.resultNotKept {
        throw HTTPError(
          410,
          "the result (\(size) bytes) was larger than the history keeps (settings.json history.maxMiB); the run's caller got it"
        )
      }
      throw HTTPError(404, "this run has no result")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", type),
        ("Content-Disposition", ResultResponse.disposition("\(name.isEmpty ? "result" : name) result.\(ext)")),
        ("X-Content-Type-Options", "nosniff"), ("Content-Security-Policy", "sandbox"),
      ], body: Data(body.utf8))
  }

  private func runFile(_ id: String, name: String) throws(HTTPError) -> HTTPResponse {
    guard let record = server.history.run(id: id), case .files(let files)? = record.result,
      let file = files.first(where: { $0.url.lastPathComponent == name || $0.name == name }),
      file.url.deletingLastPathComponent().standardizedFileURL.path
        == server.runs.filesFolder(id).standardizedFileURL.path,
      let data = try? Data(contentsOf: file.url)
    else {
      throw HTTPError(404, "no file \(name) in run \(id)")
    }
    return ResultResponse.file(file, data: data)
  }
}

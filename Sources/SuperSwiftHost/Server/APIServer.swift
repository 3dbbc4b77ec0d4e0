import Foundation
@_spi(Host) import SuperSwift
import Synchronization

/// The HTTP API and the web page's entry points, over the same host library as the CLI: a run
/// over HTTP is the same run, with the same outcomes and the same history.
///
/// Every route but `/login` needs the bearer token (`Authorization: Bearer …`) or the page's
/// session cookie; requests that change something with the cookie must come from the page's own
/// origin. No `GET` ever starts a run.
public final class APIServer: Sendable {
  let paths: Paths
  let library: Library
  let history: RunHistory
  let registry: RunRegistry
  /// The token as last read, with the identity of the file it came from.
  private let token: Mutex<(value: String, file: FileIdentity?)>
  /// Signed-in browsers and login codes, kept across restarts.
  let sessions: SessionStore
  private let interfaces = Mutex<[String: InterfaceSession]>([:])
  /// What each run in flight has printed so far, for pages that follow it live.
  private let liveLogs = Mutex<[String: LiveLog]>([:])
  /// Where this library's runs over HTTP keep their output files. One folder per library
  /// (named by a hash of its path): libraries can share a cache, and each prunes only its own.
  let runFilesFolder: URL
  private let waitingHandler = Mutex<(@Sendable (_ runID: String, _ appName: String) -> Void)?>(nil)
  /// Where this server can be reached, for the pairing page; set by `serve` once it listens.
  private let announcement = Mutex<ServerAnnouncement?>(nil)

  /// The time limit of a run that names none (`?timeout=`); an app showing its interface has
  /// none once it shows.
  let runTimeout: Duration?
  /// How long an interactive run waits for somebody to open its page before it is given up.
  let interfaceExpiry: Duration

  /// Where runs execute: here, or on workers through a queue.
  let executor: any RunExecutor

  /// A server for the library and caches in `paths`.
  public init(
    paths: Paths, registry: RunRegistry = RunRegistry(), runTimeout: Duration? = nil,
    interfaceExpiry: Duration = .seconds(600), executor: any RunExecutor = LocalExecutor()
  ) throws {
    self.paths = paths
    self.executor = executor
    self.runTimeout = runTimeout
    self.interfaceExpiry = interfaceExpiry
    library = Library(paths: paths)
    history = RunHistory(paths: paths, settings: Settings(paths: paths))
    self.registry = registry
    sessions = SessionStore(paths: paths)
    let value = try AccessToken.current(paths: paths)
    token = Mutex((value, FileIdentity(of: AccessToken.file(in: paths))))
    var hash = SHA256()
    hash.update(field: paths.library.standardizedFileURL.path)
    runFilesFolder = paths.cache.appendingPathComponent("run-files/\(hash.finalize().prefix(16))", isDirectory: true)
    // What runs of a killed host (this server's last life, say) left behind.
    RunFolder.sweepAbandoned(in: paths.runs)
  }

  /// Called when an interactive app starts waiting for the user (for `serve` to say where).
  public func onWaiting(_ handler: @escaping @Sendable (_ runID: String, _ appName: String) -> Void) {
    waitingHandler.withLock { $0 = handler }
  }

  /// Tells the server where it can be reached (the pairing page shows the network address).
  public func announce(_ where: ServerAnnouncement) {
    announcement.withLock { $0 = `where` }
  }

  /// Where this server can be reached, as `serve` announced it.
  var reachable: ServerAnnouncement? { announcement.withLock { $0 } }

  /// The interface of a run in flight, if its app has one.
  func interface(_ runID: String) -> InterfaceSession? {
    interfaces.withLock { $0[runID] }
  }

  /// The log of a run in flight, while it runs.
  func liveLog(_ runID: String) -> LiveLog? {
    liveLogs.withLock { $0[runID] }
  }

  /// A one-time code for the browser's login link, good for ten minutes, leading to `next`.
  public func makeLoginCode(next: String = "/") throws -> String {
    try sessions.mintCode(next: next)
  }

  /// Answers a request from its head alone when it cannot be let in: no valid token or
  /// session, so its body is never read (nor `100 Continue` sent), and an unauthenticated
  /// client costs no more than its head. `nil` for anything `handle` should see.
  @Sendable public func gate(_ request: HTTPRequest) -> HTTPResponse? {
    // Signing in needs no credentials (a POST brings the token in a small form); nor does the
    // local CA's certificate, which is public and must reach a phone before it trusts us.
    if request.segments == ["login"], request.method == "GET" { return nil }
    if request.segments == ["login"], request.method == "POST" {
      // A token in a form is a few dozen bytes: nobody unsigned gets a big body read.
      let length = request.header("Content-Length").flatMap { Int($0) }
      guard let length, length <= 4096 else {
        return .error(413, "a sign-in form is a token, a few dozen bytes; send it with Content-Length")
      }
      return nil
    }
    if request.segments.first == "certificate", request.method == "GET" { return nil }
    guard authenticate(request) == nil else { return nil }
    // A page request without a body gets the sign-in page from `handle`.
    if request.segments.first != "api", request.method == "GET" { return nil }
    return unauthorized(request)
  }

  /// A 401 that says what was missing or wrong: no header, another scheme, or a token that is
  /// not the one in force. With `?errors=200`, a 200 a shortcut can show.
  func unauthorized(_ request: HTTPRequest) -> HTTPResponse {
    let why: String
    if let header = request.header("Authorization") {
      let scheme = header.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
      if scheme.lowercased() != "bearer" {
        why = "the Authorization header uses \"\(scheme.prefix(20))\", not Bearer: set it to Bearer <token>"
      } else {
        why =
          "the token in the Authorization header is not this server's: 'superswift token' prints the one in force (it changes with 'superswift token --rotate')"
      }
    } else {
      why =
        "no Authorization header: add the header Authorization with the value Bearer <token> ('superswift token' prints the token)"
    }
    var response = Self.failure(401, why, request: request)
    response.headers.append(("WWW-Authenticate", "Bearer realm=\"superswift\""))
    return response
  }

  /// An error answer; with `?errors=200` (for Shortcuts, which drops the body of any other
  /// status and stops without a word) a 200 whose JSON has `error`, so "If error has any value
  /// → Show Alert" can show it. The real status is in `X-SuperSwift-Status` either way.
  static func failure(_ status: Int, _ message: String, runStatus: String? = nil, request: HTTPRequest)
    -> HTTPResponse
  {
    var response = HTTPResponse.error(status, message, runStatus: runStatus)
    if request.parameter("errors") == "200" { response.status = 200 }
    return response
  }

  /// Answers one request.
  @Sendable public func handle(_ request: HTTPRequest) -> HTTPResponse {
    let segments = request.segments
    if segments == ["login"], request.method == "GET" { return login(request) }
    if segments == ["login"], request.method == "POST" { return signIn(request) }
    if segments.first == "certificate", request.method == "GET" { return certificate(segments, request: request) }
    guard let access = authenticate(request) else {
      if segments.first != "api", request.method == "GET" { return WebPages.signIn() }
      return unauthorized(request)
    }
    if access == .session, !["GET", "HEAD"].contains(request.method), !isSameOrigin(request) {
      return .error(403, "this request did not come from the SuperSwift page")
    }
    if segments == ["logout"], request.method == "POST" {
      if let secret = request.cookie(Self.sessionCookie) { sessions.end(secret) }
      return HTTPResponse(
        status: 303,
        headers: [
          ("Location", "/"), ("Set-Cookie", "\(Self.sessionCookie)=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0"),
        ])
    }
    guard segments.first == "api" else {
      return WebPages(api: self).handle(request, route: segments) ?? WebPages.notFound("No such page.")
    }
    let route = Array(segments.dropFirst())
    let method = request.method == "HEAD" ? "GET" : request.method
    if let _ = Self.match(route, ["apps"]), method == "GET" { return listApps() }
    if let captured = Self.match(route, ["apps", "*"]), method == "GET" {
      guard case .found(let app) = library.find(captured[0]) else {
        return .error(404, "no app named \"\(captured[0])\"")
      }
      return .json(appJSON(app))
    }
    if let captured = Self.match(route, ["apps", "*", "check"]) {
      guard method == "POST" else { return .error(405, "POST the source to check it") }
      return check(captured[0], request: request)
    }
    if let captured = Self.match(route, ["apps", "*", "run"]) ?? Self.match(route, ["apps", "*", "result"]) {
      guard method == "POST" else {
        var response = Self.failure(
          405,
          "this address runs an app only when asked with POST; in Shortcuts' Get Contents of URL, tap Show More and set Method to POST",
          request: request)
        response.headers.append(("Allow", "POST"))
        return response
      }
      return run(captured[0], request: request, bare: route[2] == "result")
    }
    if let _ = Self.match(route, ["runs"]), method == "GET" { return listRuns(request) }
    if route.first == "runs", route.count >= 2, !Runner.isRunID(route[1]) {
      return .error(404, "no such run: a run's identifier is a lowercase UUID")
    }
    if let captured = Self.match(route, ["runs", "*"]) {
      if method == "GET" { return showRun(captured[0]) }
      if method == "DELETE" { return cancelRun(captured[0]) }
      return .error(405, "use GET to read a run or DELETE to cancel it")
    }
    if let captured = Self.match(route, ["runs", "*", "result"]), method == "GET" {
      return resultDownload(captured[0])
    }
    if let captured = Self.match(route, ["runs", "*", "events"]), method == "GET" {
      return logEvents(captured[0], request: request)
    }
    if let captured = Self.match(route, ["runs", "*", "files", "*"]), method == "GET" {
      return runFile(captured[0], name: captured[1])
    }
    return .error(404, "no such route: \(request.method) \(request.path)")
  }

  /// The segments `*` stands for, when `route` has the pattern's shape.
  static func match(_ route: [String], _ pattern: [String]) -> [String]? {
    guard route.count == pattern.count else { return nil }
    var captured: [String] = []
    for (segment, expected) in zip(route, pattern) {
      if expected == "*" {
        captured.append(segment)
      } else if segment != expected {
        return nil
      }
    }
    return captured
  }

  // MARK: - Access

  enum Access {
    case token
    case session
  }

  /// The token in force. `superswift token --rotate` replaces the file: the next request
  /// sees the new token (one `stat` a request), the old one stops working at once, and so do
  /// the browser sessions signed in under it (each keeps the digest of its token).
  func currentToken() -> String {
    let file = AccessToken.file(in: paths)
    let identity = FileIdentity(of: file)
    let (known, stale) = token.withLock { ($0.value, $0.file != identity) }
    guard stale, let fresh = try? AccessToken.current(paths: paths) else { return known }
    token.withLock { $0 = (fresh, FileIdentity(of: file)) }
    return fresh
  }

  static let sessionCookie = "superswift_session"

  private func authenticate(_ request: HTTPRequest) -> Access? {
    let expected = currentToken()
    // The scheme in any letter case (RFC 9110: `bearer`, `BEARER` are Bearer), with any
    // spaces around the token: people type this header by hand.
    if let header = request.header("Authorization"),
      let space = header.firstIndex(where: { $0 == " " || $0 == "\t" }),
      header[..<space].lowercased() == "bearer",
      AccessToken.matches(header[space...].trimmingCharacters(in: .whitespaces), expected)
    {
      return .token
    }
    if let secret = request.cookie(Self.sessionCookie), sessions.isSignedIn(secret, token: expected) {
      return .session
    }
    return nil
  }

  private func isSameOrigin(_ request: HTTPRequest) -> Bool {
    guard let host = request.header("Host") else { return false }
    let origin = request.header("Origin") ?? request.header("Referer")
    return origin.flatMap(Self.authority(of:)) == host.lowercased()
  }

  /// The `host:port` of an origin or a referring URL, as the `Host` header spells it
  /// (`[::1]:7788` for IPv6, in brackets, which `URL.host` drops); lowercased. `nil` unless it
  /// is an http(s) URL.
  package static func authority(of origin: String) -> String? {
    let lowered = origin.lowercased()
    guard let scheme = ["http://", "https://"].first(where: lowered.hasPrefix) else { return nil }
    let rest = lowered.dropFirst(scheme.count)
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !authority.isEmpty, !authority.contains("@") else { return nil }
    return String(authority)
  }

  /// `GET /login?code=…`: a one-time link from `serve`, `superswift login-link` or a pairing
  /// page's QR code signs this browser in and leads where the link says.
  private func login(_ request: HTTPRequest) -> HTTPResponse {
    guard let code = request.parameter("code"), let next = sessions.redeem(code) else {
      return WebPages.signIn(
        problem:
          "This login link has expired or was already used. Sign in with the token, or run 'superswift login-link' for a new link."
      )
    }
    return signedIn(request, next: next)
  }

  /// `POST /login` from the sign-in page: the token, typed or pasted, signs this browser in.
  private func signIn(_ request: HTTPRequest) -> HTTPResponse {
    // A sign-in form posted from another site would sign this browser in as us: refuse it.
    if request.header("Origin") != nil || request.header("Referer") != nil, !isSameOrigin(request) {
      return .error(403, "this sign-in did not come from the SuperSwift page")
    }
    let fields = (try? FormField.urlEncoded(request.body)) ?? []
    let given = fields.first { $0.name == "token" }.map { String(decoding: $0.value, as: UTF8.self) } ?? ""
    guard AccessToken.matches(given.trimmingCharacters(in: .whitespacesAndNewlines), currentToken()) else {
      return WebPages.signIn(problem: "That is not the token. 'superswift token' prints it.")
    }
    return signedIn(request, next: "/")
  }

  private func signedIn(_ request: HTTPRequest, next: String) -> HTTPResponse {
    let secret: String
    do {
      secret = try sessions.startSession(
        device: SessionStore.device(from: request.header("User-Agent")), token: currentToken())
    } catch {
      return .error(500, "could not save the session: \(error)")
    }
    // Only a path on this server, never `//elsewhere`.
    let location = next.hasPrefix("/") && !next.hasPrefix("//") && !next.contains("\\") ? next : "/"
    return HTTPResponse(
      status: 303,
      headers: [
        ("Location", location),
        (
          "Set-Cookie",
          "\(Self.sessionCookie)=\(secret); HttpOnly; SameSite=Strict; Path=/; Max-Age=\(Int(SessionStore.sessionLifetime))"
        ),
      ])
  }

  // MARK: - Routes

  /// `GET /certificate/profile` (the local CA as an iOS configuration profile) and
  /// `GET /certificate/ca.pem` (for other devices and browsers).
  private func certificate(_ segments: [String], request: HTTPRequest) -> HTTPResponse {
    let authority = LocalCertificateAuthority(paths: paths)
    guard FileManager.default.fileExists(atPath: authority.certificateFile.path) else {
      return .error(404, "this server has no local CA: make one with 'superswift certificate'")
    }
    let host = reachable?.network.first.flatMap { URL(string: $0)?.host } ?? "this computer"
    switch segments.dropFirst().first {
    case "profile":
      guard let profile = try? authority.profile(host: host) else { return .error(500, "could not read the local CA") }
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", "application/x-apple-aspen-config"),
          ("Content-Disposition", "attachment; filename=\"SuperSwift CA.mobileconfig\""),
        ], body: profile)
    case "ca.pem":
      guard let pem = try? Data(contentsOf: authority.certificateFile) else {
        return .error(500, "could not read the local CA")
      }
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", "application/x-pem-file"),
          ("Content-Disposition", "attachment; filename=\"superswift-ca.pem\""),
        ], body: pem)
    default:
      return .error(404, "no such route: the CA is at /certificate/profile (iOS) and /certificate/ca.pem")
    }
  }

  private func listApps() -> HTTPResponse {
    do {
      return .json(.array(try library.list().map(appJSON)))
    } catch {
      return .error(500, "could not read the library: \(error)")
    }
  }

  /// An app as the API lists it: with `inputSchema`, the JSON Schema of its typed input
  /// (`null` when it takes free text or JSON), so other tools can build forms too.
  func appJSON(_ app: LibraryApp) -> JSON {
    guard case .object(var object) = app.json else { return app.json }
    object["inputSchema"] = inputSchema(of: app)?.json ?? .null
    return .object(object)
  }

  /// The typed input of a library app; `nil` when it declares none or cannot be built.
  func inputSchema(of app: LibraryApp) -> InputSchema? {
    guard let source = try? AppSource(path: app.folder.path).named(app.name) else { return nil }
    // A build failure is the run's to report, with the compiler's words.
    return (try? InputSchemas(runner: Runner(paths: paths)).schema(for: source)) ?? nil
  }

  /// `POST /api/apps/ID/check` `{"file", "source"}`: the compiler's errors and warnings for
  /// the app with that file's text, as the editor shows them while someone types.
  private func check(_ query: String, request: HTTPRequest) -> HTTPResponse {
    guard case .found(let app) = library.find(query) else { return .error(404, "no app named \"\(query)\"") }
    guard request.body.count <= AppSource.maximumFileSize, let json = JSON(parsing: request.body),
      let file = json["file"]?.string, let text = json["source"]?.string
    else {
      return .error(400, "send {\"file\": PATH, \"source\": TEXT} as JSON")
    }
    let source: AppSource
    do {
      source = try AppSource(path: app.folder.path).named(app.name)
    } catch {
      return .error(500, "could not read \(app.name): \(error)")
    }
    guard source.files.contains(where: { $0.path == file }) else {
      return .error(404, "\(app.name) has no file \(file)")
    }
    do {
      let diagnostics = try TypeCheck(runner: Runner(paths: paths)).diagnostics(of: source, file: file, text: text)
      return .json(["diagnostics": .array(diagnostics.filter { $0.file == file }.map(\.json))])
    } catch {
      return .error(500, "could not check the source: \(error)")
    }
  }

  /// What a run request's query asks: `?source=`, `?timeout=`, `?wait=`, `?files=` (checked
  /// before anything runs; a wrong value is a 400 that names it).
  struct RunOptions {
    var source = RunSource.shortcut
    var timeout: Duration?
    var wait = true
    var files = ResultResponse.Files.zip

    init(_ request: HTTPRequest, defaultTimeout: Duration?) throws(RunBody.Invalid) {
      timeout = defaultTimeout
      if let text = request.parameter("source") {
        switch text.lowercased() {
        case "shortcut": source = .shortcut
        case "sharesheet", "share": source = .shareSheet
        default:
          throw RunBody.Invalid(
            description: "?source= takes shortcut or shareSheet, not \"\(text)\" (a link never carries input)")
        }
      }
      if let text = request.parameter("timeout") {
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
          throw RunBody.Invalid(description: "?timeout= takes seconds, from 0.1 to 86400, not \"\(text)\"")
        }
        timeout = .milliseconds(Int(seconds * 1000))
      }
      if let text = request.parameter("wait") {
        guard ["true", "false"].contains(text) else {
          throw RunBody.Invalid(description: "?wait= takes true or false, not \"\(text)\"")
        }
        wait = text == "true"
      }
      if let text = request.parameter("files") {
        guard let files = ResultResponse.Files(rawValue: text) else {
          throw RunBody.Invalid(description: "?files= takes zip or multipart, not \"\(text)\"")
        }
        self.files = files
      }
      if let text = request.parameter("errors"), text != "200" {
        throw RunBody.Invalid(
          description: "?errors= takes 200 (answer failures with 200 and {\"error\": …}), not \"\(text)\"")
      }
    }
  }

  private func run(_ query: String, request: HTTPRequest, bare: Bool) -> HTTPResponse {
    let options: RunOptions
    do {
      options = try RunOptions(request, defaultTimeout: runTimeout)
    } catch {
      return Self.failure(400, error.description, request: request)
    }
    let app: LibraryApp
    switch library.find(query) {
    case .found(let found): app = found
    case .ambiguous(let apps):
      return Self.failure(
        404, LibraryError.ambiguous(query, candidates: apps.map(\.name)).description, request: request)
    case .notFound(let suggestions):
      return Self.failure(404, LibraryError.notFound(query, suggestions: suggestions).description, request: request)
    }
    let runID = Runner.newRunID()
    let uploads = paths.cache.appendingPathComponent("uploads/\(runID)", isDirectory: true)
    var items: [InputItem]
    do {
      items = try RunBody.items(from: request, uploads: uploads)
    } catch {
      RunFolder.remove(uploads)
      return Self.failure(400, "\(error)", request: request)
    }
    // A typed input is checked before the app runs: a 422 that names the field.
    if let schema = inputSchema(of: app) {
      do {
        items = try schema.apply(to: items)
      } catch {
        RunFolder.remove(uploads)
        var response = Self.failure(422, error.description, runStatus: "invalidInput", request: request)
        if let field = error.field, case .object(var object)? = JSON(parsing: response.body) {
          object["field"] = .string(field)
          response.body = Data((JSON.object(object).text(pretty: true) + "\n").utf8)
        }
        return response
      }
    }
    let record: RunRecord
    do {
      record = try startRun(
        app: app, items: items, runID: runID, wait: options.wait, source: options.source, timeout: options.timeout,
        connection: request.connection)
    } catch {
      var response = error.response
      if request.parameter("errors") == "200" { response.status = 200 }
      return response
    }
    if !options.wait {
      return .json(["id": .string(runID), "status": "running", "url": .string("/api/runs/\(runID)")], status: 202)
    }
    var response =
      bare
      ? ResultResponse.bare(record, files: options.files, scratch: filesFolder(runID)) : ResultResponse.record(record)
    if response.status == 422, request.parameter("errors") == "200" {
      response.status = 200
      if !response.headers.contains(where: { $0.name == "X-SuperSwift-Status" }) {
        response.headers.append(("X-SuperSwift-Status", "422"))
      }
    }
    return response
  }

  /// Makes an interactive app's page part of the web page: `/runs/<id>` shows it while it runs.
  struct Presenter: InterfacePresenter {
    let api: APIServer

    func present(_ session: InterfaceSession) {
      api.interfaces.withLock { $0[session.runID] = session }
      session.expireIfNeverOpened(after: api.interfaceExpiry)
      let handler = api.waitingHandler.withLock { $0 }
      handler?(session.runID, session.appName)
    }
  }

  /// Why a run could not start.
  enum StartFailure: Error {
    /// No slot came free in time.
    case busy
    /// The app's files could not be read.
    case unreadable(String)

    var response: HTTPResponse {
      switch self {
      case .busy:
        var response = HTTPResponse.error(503, "too many runs at once; try again shortly")
        response.headers.append(("Retry-After", "5"))
        return response
      case .unreadable(let why): return .error(500, "could not read the app: \(why)")
      }
    }
  }

  /// Runs `app` with `items` as a shortcut run: waits for the record, or starts it on a thread of
  /// its own and returns the running record at once. The run's uploads are removed when it ends,
  /// or at once when it cannot start. While a caller waits on `connection`, its going away
  /// cancels the run: nobody is left to take the result, and the slot is freed.
  func startRun(
    app: LibraryApp, items: [InputItem], runID: String, wait: Bool, source: RunSource = .shortcut,
    timeout: Duration? = nil, connection: Int32 = -1, uploads given: URL? = nil, keepUploads: Bool = false
  ) throws(StartFailure) -> RunRecord {
    let uploads = given ?? paths.cache.appendingPathComponent("uploads/\(runID)", isDirectory: true)
    let code: AppSource
    do {
      code = try AppSource(path: app.folder.path)
    } catch {
      try? FileManager.default.removeItem(at: uploads)
      throw .unreadable("\(error)")
    }
    let files = filesFolder(runID)
    var runRequest = RunRequest(
      app: code.named(app.name), appID: app.id,
      source: source, input: RunInput(items: items), timeout: timeout, outputDirectory: files)
    runRequest.runID = runID
    let cancellation = Cancellation()
    let placeholder = RunRecord(
      id: runID, appID: app.id, appName: app.name, appPath: app.folder.path, source: source,
      input: runRequest.input, status: .running, startedAt: Date())
    guard registry.acquire(placeholder, cancellation: cancellation) else {
      try? FileManager.default.removeItem(at: uploads)
      throw .busy
    }
    // Made once the run is registered, so `pruneRunFiles` never takes it for a forgotten one.
    try? FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    let finalRequest = runRequest
    let live = LiveLog()
    liveLogs.withLock { $0[runID] = live }
    let work: @Sendable () -> RunRecord = { [self] in
      defer {
        _ = interfaces.withLock { $0.removeValue(forKey: runID) }
        registry.release(runID)
        // The record is final (in the history, out of the registry) before followers hear the end.
        live.end()
        _ = liveLogs.withLock { $0.removeValue(forKey: runID) }
        // The web page's runs keep their files for "run again", as long as the run is kept.
        if !keepUploads { FileSystem.removeIfPresent(uploads) }
        pruneRunFiles()
      }
      return executor.run(
        finalRequest, runner: Runner(paths: paths, history: history), cancellation: cancellation,
        presenter: Presenter(api: self), onLog: { live.append($0) })
    }
    if !wait {
      Thread.detachNewThread { _ = work() }
      return placeholder
    }
    let watch = DisconnectWatch(connection: connection, cancellation: cancellation)
    defer { watch.stop() }
    return work()
  }

  private func listRuns(_ request: HTTPRequest) -> HTTPResponse {
    let limit = request.parameter("limit").flatMap(Int.init).map { max(1, min($0, 1000)) } ?? 50
    let filter: RunFilter
    do {
      filter = try runFilter(request)
    } catch {
      return error.response
    }
    return .json(.array(history.runs(matching: filter, limit: limit).map(json(for:))))
  }

  /// The runs a listing asks for (`?app=`, `?status=`, `?source=`, `?before=`), each value
  /// checked: a wrong one is named, with the values it takes. The web page's History uses it too.
  func runFilter(_ request: HTTPRequest) throws(HTTPError) -> RunFilter {
    var filter = RunFilter()
    if let query = request.parameter("app"), !query.isEmpty {
      guard case .found(let app) = library.find(query) else { throw HTTPError(404, "no app named \"\(query)\"") }
      filter.appID = app.id
    }
    if let text = request.parameter("status"), !text.isEmpty {
      guard let status = RunStatus(rawValue: text) else {
        throw HTTPError(
          400, "?status= takes \(RunStatus.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
      }
      filter.status = status
    }
    if let text = request.parameter("source"), !text.isEmpty {
      guard let source = RunFilter.source(named: text) else {
        throw HTTPError(400, "?source= takes app, shortcut, shareSheet or urlScheme, not \"\(text)\"")
      }
      filter.source = source
    }
    if let before = request.parameter("before"), !before.isEmpty {
      guard Runner.isRunID(before) else { throw HTTPError(400, "?before= takes a run's identifier (a UUID)") }
      filter.before = before
    }
    return filter
  }

  /// A run's text, JSON or URL result as a file to download.
  private func resultDownload(_ id: String) -> HTTPResponse {
    guard let record = registry.record(id) ?? history.run(id: id) else { return .error(404, "no run with id \(id)") }
    let name = record.appName.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
    let (body, type, ext): (String, String, String)
    switch record.result {
    case .text(let text)?: (body, type, ext) = (text, "text/plain; charset=utf-8", "txt")
    case .json(let json)?: (body, type, ext) = (json.text(pretty: true) + "\n", "application/json", "json")
    case .url(let url)?: (body, type, ext) = (url + "\n", "text/plain; charset=utf-8", "txt")
    case .files?: return .error(404, "this run's result is files: download each from /api/runs/\(id)/files/NAME")
    case nil: return .error(404, "this run has no result")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", type),
        ("Content-Disposition", "attachment; filename=\"\(name.isEmpty ? "result" : name) result.\(ext)\""),
        ("X-Content-Type-Options", "nosniff"),
      ], body: Data(body.utf8))
  }

  /// A run's log as it comes (Server-Sent Events).
  private func logEvents(_ id: String, request: HTTPRequest) -> HTTPResponse {
    let live = liveLog(id)
    guard live != nil || history.run(id: id) != nil else { return .error(404, "no run with id \(id)") }
    let resume = request.header("Last-Event-ID").flatMap(Int.init).map { max(0, $0) } ?? 0
    return LogEvents.response(
      live: live,
      status: { [self] in (registry.record(id) ?? history.run(id: id))?.status.rawValue ?? "unknown" },
      resumeAt: resume)
  }

  private func showRun(_ id: String) -> HTTPResponse {
    if let record = registry.record(id) ?? history.run(id: id) { return .json(json(for: record)) }
    return .error(404, "no run with id \(id)")
  }

  /// A run as the API shows it: its record, and for an interactive app waiting for a person,
  /// `waitingForYou` and the page where it shows.
  private func json(for record: RunRecord) -> JSON {
    guard record.status == .running, let session = interface(record.id), session.snapshot.ending == nil,
      case .object(var object) = record.json
    else { return record.json }
    object["waitingForYou"] = true
    object["page"] = .string("/runs/\(record.id)")
    return .object(object)
  }

  private func cancelRun(_ id: String) -> HTTPResponse {
    guard registry.cancel(id) else {
      if history.run(id: id) != nil { return .error(409, "the run has already ended") }
      return .error(404, "no run with id \(id)")
    }
    let deadline = ContinuousClock.now + .seconds(5)
    while registry.record(id) != nil, ContinuousClock.now < deadline { usleep(20_000) }
    return history.run(id: id).map { .json($0.json) } ?? .json(["id": .string(id), "status": "cancelled"])
  }

  private func runFile(_ id: String, name: String) -> HTTPResponse {
    guard let record = history.run(id: id), case .files(let files)? = record.result,
      let file = files.first(where: { $0.url.lastPathComponent == name || $0.name == name }),
      file.url.deletingLastPathComponent().standardizedFileURL.path == filesFolder(id).standardizedFileURL.path,
      let data = try? Data(contentsOf: file.url)
    else {
      return .error(404, "no file \(name) in run \(id)")
    }
    return ResultResponse.file(file, data: data)
  }

  /// Removes the output files of runs the history no longer keeps (its retention, in
  /// settings.json, bounds both). Cheap: two folder listings. Run on start and after each run.
  public func pruneRunFiles() {
    let folder = runFilesFolder
    guard let names = FileSystem.names(in: folder.path), !names.isEmpty else { return }
    let kept = history.runIDs()
    for name in names {
      let id = name.hasSuffix(".input") ? String(name.dropLast(".input".count)) : name
      guard !kept.contains(id), registry.record(id) == nil else { continue }
      // A web run's input folder is written before its run is registered: a young one may be
      // that (an abandoned one goes at a later pruning).
      let entry = folder.appendingPathComponent(name)
      if name.hasSuffix(".input"), let modified = FileIdentity(of: entry)?.modified,
        Date().timeIntervalSince1970 - Double(modified) / 1e9 < 120
      {
        continue
      }
      RunFolder.remove(entry)
    }
  }

  /// Where a web page's run keeps its input files, for "run again", as long as the run is kept.
  func keptInputFolder(_ runID: String) -> URL {
    runFilesFolder.appendingPathComponent("\(runID).input", isDirectory: true)
  }

  /// Where a server run's output files stay, so they can be downloaded later.
  func filesFolder(_ runID: String) -> URL {
    runFilesFolder.appendingPathComponent(runID, isDirectory: true)
  }
}

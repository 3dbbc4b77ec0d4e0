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
  private let loginCodes = Mutex<[String: ContinuousClock.Instant]>([:])
  /// Signed-in browsers: session → when it expires. At most `maximumSessions`, each for
  /// `sessionLifetime`; the oldest goes first when a new one would pass the bound.
  private let sessions = Mutex<[String: ContinuousClock.Instant]>([:])
  static let sessionLifetime: Duration = .seconds(30 * 86_400)
  static let maximumSessions = 64
  private let interfaces = Mutex<[String: InterfaceSession]>([:])
  /// Where this library's runs over HTTP keep their output files. One folder per library
  /// (named by a hash of its path): libraries can share a cache, and each prunes only its own.
  let runFilesFolder: URL
  private let waitingHandler = Mutex<(@Sendable (_ runID: String, _ appName: String) -> Void)?>(nil)

  /// The time limit of a run that names none (`?timeout=`); an app showing its interface has
  /// none once it shows.
  let runTimeout: Duration?
  /// How long an interactive run waits for somebody to open its page before it is given up.
  let interfaceExpiry: Duration

  /// A server for the library and caches in `paths`.
  public init(
    paths: Paths, registry: RunRegistry = RunRegistry(), runTimeout: Duration? = nil,
    interfaceExpiry: Duration = .seconds(600)
  ) throws {
    self.paths = paths
    self.runTimeout = runTimeout
    self.interfaceExpiry = interfaceExpiry
    library = Library(paths: paths)
    history = RunHistory(paths: paths, settings: Settings(paths: paths))
    self.registry = registry
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

  /// The interface of a run in flight, if its app has one.
  func interface(_ runID: String) -> InterfaceSession? {
    interfaces.withLock { $0[runID] }
  }

  /// A one-time code for the browser's login link, good for ten minutes.
  public func makeLoginCode() -> String {
    let code = AccessToken.random(bytes: 24)
    loginCodes.withLock { $0[code] = ContinuousClock.now + .seconds(600) }
    return code
  }

  /// Answers a request from its head alone when it cannot be let in: no valid token or
  /// session, so its body is never read (nor `100 Continue` sent), and an unauthenticated
  /// client costs no more than its head. `nil` for anything `handle` should see.
  @Sendable public func gate(_ request: HTTPRequest) -> HTTPResponse? {
    if request.segments == ["login"], request.method == "GET" { return nil }
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
    response.headers.append(("X-SuperSwift-Status", String(status)))
    if request.parameter("errors") == "200" { response.status = 200 }
    return response
  }

  /// Answers one request.
  @Sendable public func handle(_ request: HTTPRequest) -> HTTPResponse {
    let segments = request.segments
    if segments == ["login"], request.method == "GET" { return login(request) }
    guard let access = authenticate(request) else {
      if segments.first != "api", request.method == "GET" { return WebPages.signIn() }
      return unauthorized(request)
    }
    if access == .session, !["GET", "HEAD"].contains(request.method), !isSameOrigin(request) {
      return .error(403, "this request did not come from the SuperSwift page")
    }
    guard segments.first == "api" else {
      return WebPages(api: self).handle(request, route: segments) ?? WebPages.notFound("No such page.")
    }
    let route = Array(segments.dropFirst())
    let method = request.method == "HEAD" ? "GET" : request.method
    if let _ = Self.match(route, ["apps"]), method == "GET" { return listApps() }
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
  /// the browser sessions signed in under it.
  private func currentToken() -> String {
    let file = AccessToken.file(in: paths)
    let identity = FileIdentity(of: file)
    let (known, stale) = token.withLock { ($0.value, $0.file != identity) }
    guard stale, let fresh = try? AccessToken.current(paths: paths) else { return known }
    token.withLock { $0 = (fresh, FileIdentity(of: file)) }
    if fresh != known { sessions.withLock { $0.removeAll() } }
    return fresh
  }

  private func authenticate(_ request: HTTPRequest) -> Access? {
    // First, so that a rotation ends the old sessions before any of them is checked.
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
    if let session = request.cookie("superswift_session"),
      sessions.withLock({ sessions in
        guard let expiry = sessions[session] else { return false }
        if expiry > .now { return true }
        sessions[session] = nil
        return false
      })
    {
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

  private func login(_ request: HTTPRequest) -> HTTPResponse {
    guard let code = request.parameter("code"),
      loginCodes.withLock({ codes in codes.removeValue(forKey: code).map { ContinuousClock.now < $0 } ?? false })
    else {
      return .text(
        "This login link has expired or was already used. Start 'superswift serve' again for a new one.\n", status: 401)
    }
    let session = AccessToken.random(bytes: 32)
    sessions.withLock { sessions in
      let now = ContinuousClock.now
      sessions = sessions.filter { $0.value > now }
      while sessions.count >= Self.maximumSessions, let oldest = sessions.min(by: { $0.value < $1.value }) {
        sessions[oldest.key] = nil
      }
      sessions[session] = now + Self.sessionLifetime
    }
    return HTTPResponse(
      status: 303,
      headers: [
        ("Location", "/"),
        ("Set-Cookie", "superswift_session=\(session); HttpOnly; SameSite=Strict; Path=/; Max-Age=2592000"),
      ])
  }

  // MARK: - Routes

  private func listApps() -> HTTPResponse {
    do {
      return .json(.array(try library.list().map(\.json)))
    } catch {
      return .error(500, "could not read the library: \(error)")
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
    let items: [InputItem]
    do {
      items = try RunBody.items(from: request, uploads: uploads)
    } catch {
      RunFolder.remove(uploads)
      return Self.failure(400, "\(error)", request: request)
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
      response.headers.append(("X-SuperSwift-Status", "422"))
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
    timeout: Duration? = nil, connection: Int32 = -1
  ) throws(StartFailure) -> RunRecord {
    let uploads = paths.cache.appendingPathComponent("uploads/\(runID)", isDirectory: true)
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
    let work: @Sendable () -> RunRecord = { [self] in
      defer {
        _ = interfaces.withLock { $0.removeValue(forKey: runID) }
        registry.release(runID)
        try? FileManager.default.removeItem(at: uploads)
        pruneRunFiles()
      }
      return Runner(paths: paths, history: history).run(
        finalRequest, cancellation: cancellation, presenter: Presenter(api: self))
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
    var appID: String?
    if let query = request.parameter("app") {
      guard case .found(let app) = library.find(query) else { return .error(404, "no app named \"\(query)\"") }
      appID = app.id
    }
    return .json(.array(history.runs(appID: appID, limit: limit).map(json(for:))))
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
    for name in names where !kept.contains(name) && registry.record(name) == nil {
      RunFolder.remove(folder.appendingPathComponent(name))
    }
  }

  /// Where a server run's output files stay, so they can be downloaded later.
  func filesFolder(_ runID: String) -> URL {
    runFilesFolder.appendingPathComponent(runID, isDirectory: true)
  }
}

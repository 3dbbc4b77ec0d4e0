import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// `superswift serve` put together: the library and history, the runs (`RunService`), who may
/// do what (`Authenticator`), and the one router whose table holds every route — the API, the
/// web app, the interface pages, signing in and the local CA. The transport (`HTTPServer`)
/// asks `gate` about each request's head and `handle` for its answer.
public final class SuperSwiftServer: HTTPResponder {
  /// The library's and caches' folders.
  package let paths: Paths
  /// The app library.
  package let library: Library
  /// The run history.
  package let history: RunHistory
  /// Every run the server starts goes through it.
  package let runs: RunService
  /// Token, sessions, login codes, origins.
  package let auth: Authenticator
  /// The editor's type checks, bounded.
  package let typeChecks: TypeCheckService
  /// The `Idempotency-Key`s of run requests, kept a day.
  package let idempotency: IdempotencyKeys
  /// The editor's live-preview builds: one at a time, a newer one of a page superseding the
  /// older (the first builds the SwiftUI runtime, so the deadline is a build's, not a check's).
  package let previewBuilds = TypeCheckService(
    maximumAtOnce: 1, deadline: .seconds(600), queueTimeout: .seconds(30), noun: "preview build")
  /// The editor's live previews showing now, by app and page.
  package let previews = LivePreviews()
  /// The editor's language requests waiting for the server, bounded.
  package let languageQueue = LanguageQueue(maximum: LanguageRoutes.maximumWaiting)
  /// The editor's language server and its workspace, made at the first request.
  private let language = Mutex<LanguageService?>(nil)
  /// The library's webhooks and their deliveries.
  package let hooks: WebhookStore
  /// How many deliveries each webhook has had this minute.
  package let deliveryLimit = DeliveryRateLimit()
  /// Web Push to the owner's devices.
  package let push: PushService
  /// What `/healthz` says.
  package let health = Health()
  /// The runner typed input's schemas are derived with (made once: a runner reads the
  /// process's environment, which Foundation rebuilds at every read).
  let schemaRunner: Runner
  /// Counts the HTTP connections open now, once `serve` listens (for `/metrics`).
  private let connectionCount = Mutex<(@Sendable () -> Int)?>(nil)
  /// Tells the server how to count its open connections (the listener `serve` made).
  package func countConnections(_ count: @escaping @Sendable () -> Int) {
    connectionCount.withLock { $0 = count }
  }

  /// The HTTP connections open now; 0 before `serve` listens.
  package var openConnections: Int { connectionCount.withLock { $0 }?() ?? 0 }

  /// The clock runs, sessions, tokens and webhook signatures keep time by.
  package let clock: any HostClock
  /// Where this server can be reached, for the pairing page; set by `serve` once it listens.
  private let announcement = Mutex<ServerAnnouncement?>(nil)
  /// The table every request goes through (made once the server is whole).
  private let table = Mutex<Router?>(nil)

  /// A server for the library and caches in `paths`, whose runs, retries and sessions keep
  /// time by `clock`, and whose pushes go to `pushEndpoints`.
  package init(
    paths: Paths, registry: RunRegistry = RunRegistry(), runTimeout: Duration? = nil,
    interfaceExpiry: Duration = .seconds(600), executor: any RunExecutor = LocalExecutor(),
    clock: any HostClock = SystemClock.shared, pushEndpoints: PushEndpoints = PushEndpoints()
  ) throws {
    self.paths = paths
    self.clock = clock
    schemaRunner = Runner(paths: paths)
    library = Library(paths: paths)
    hooks = WebhookStore(library: library.root)
    history = RunHistory(paths: paths, settings: Settings(paths: paths))
    runs = RunService(
      paths: paths, history: history, registry: registry, executor: executor, runTimeout: runTimeout,
      interfaceExpiry: interfaceExpiry, clock: clock, render: InterfaceHTML.render)
    let library = library
    let runs = runs
    let hooks = hooks
    auth = try Authenticator(paths: paths, clock: clock) { target, name in
      Self.appID(of: target, named: name, library: library, runs: runs, hooks: hooks)
    }
    let push = PushService(
      paths: paths, endpoints: pushEndpoints, clock: clock,
      log: { FileHandle.standardError.write(Data(("superswift: " + $0 + "\n").utf8)) })
    self.push = push
    runs.onNotify { push.send($0) }
    typeChecks = TypeCheckService()
    idempotency = IdempotencyKeys(paths: paths, clock: clock)
    // What runs of a killed host (this server's last life, say) left behind.
    RunFolder.sweepAbandoned(in: paths.runs)
    let health = health
    let healthRoute = Route(.get, ["healthz"], scope: .anyone, access: .public) { _ throws(HTTPError) in
      health.response(runs: runs)
    }
    let routes =
      [healthRoute] + auth.routes + certificateRoutes + APIRoutes(server: self).routes
      + LanguageRoutes(server: self).routes
      + PreviewRoutes(server: self).routes
      + WebhookRoutes(server: self).routes + PushRoutes(server: self).routes + [Metrics.route(self)]
      + WebPages(server: self).routes
    table.withLock { $0 = Router(routes: routes, authenticator: auth, pages: WebErrorPages()) }
  }

  /// The router.
  package var router: Router { table.withLock { $0! } }

  /// The app a route's capture belongs to, for the scope check of a device's token: an app by
  /// identifier or name, a run by identifier (live or in the history), a schedule or webhook by
  /// identifier.
  static func appID(
    of target: ScopeTarget, named name: String, library: Library, runs: RunService, hooks: WebhookStore
  ) -> String? {
    switch target {
    case .app: return library.identifier(of: name)
    case .run: return Runner.isRunID(name) ? runs.record(name)?.appID : nil
    case .schedule: return (try? library.schedule(name))??.app.id
    case .hook: return hooks.hook(name)?.app
    }
  }

  /// The app's source for an editor's request about its `file`, being typed as `text`: refused
  /// when the text is over a file's size (413) or the app has no such file of its own (404).
  func editorSource(_ app: LibraryApp, file: String, text: String) throws(HTTPError) -> AppSource {
    guard text.utf8.count <= AppSource.maximumFileSize else {
      throw HTTPError(413, "a file is at most \(AppSource.maximumFileSize) bytes")
    }
    let source: AppSource
    do {
      source = try AppSource(path: app.folder.path).named(app.name)
    } catch {
      throw HTTPError(500, "could not read \(app.name): \(error)")
    }
    guard source.userFiles.contains(where: { $0.path == file }) else {
      throw HTTPError(404, "\(app.name) has no file \(file)")
    }
    return source
  }

  /// The language service, made (no process yet: that starts with the first request) the
  /// first time the editor asks.
  func languageService() throws(HTTPError) -> LanguageService {
    do {
      return try language.withLock { service in
        if let service { return service }
        let made = try LanguageService(paths: paths, clock: clock)
        service = made
        return made
      }
    } catch {
      throw HTTPError(503, "the editor's language server is not available here: \(error)")
    }
  }

  /// The grant of the caller that sent `request` (the owner's when it names none: a test's
  /// request made by hand).
  package static func grant(_ request: HTTPRequest) -> Grant {
    request.credential.grant ?? .owner
  }

  /// Decides from a request's head whether its body is read (`HTTPServer.Gate`).
  @Sendable public func gate(_ request: inout HTTPRequest) -> HeadVerdict {
    router.admit(&request)
  }

  /// Answers one request (`HTTPServer.Handler`).
  @Sendable public func handle(_ request: HTTPRequest) -> HTTPResponse {
    router.handle(request)
  }

  /// Called when an interactive app starts waiting for the user (for `serve` to say where).
  public func onWaiting(_ handler: @escaping @Sendable (_ runID: String, _ appName: String) -> Void) {
    runs.onWaiting(handler)
  }

  /// Tells the server where it can be reached (the pairing page shows the network address).
  public func announce(_ where: ServerAnnouncement) {
    announcement.withLock { $0 = `where` }
  }

  /// Where this server can be reached, as `serve` announced it.
  package var reachable: ServerAnnouncement? { announcement.withLock { $0 } }

  /// A one-time code for the browser's login link, good for ten minutes, leading to `next`.
  public func makeLoginCode(next: String = "/") throws -> String {
    try auth.makeLoginCode(next: next)
  }

  /// Removes the output files of runs the history no longer keeps.
  public func pruneRunFiles() { runs.pruneRunFiles() }

  // MARK: - Shared by the API and the pages

  /// The library app `query` names (identifier or name), or a 404.
  package func libraryApp(_ query: String) throws(HTTPError) -> LibraryApp {
    guard case .found(let app) = try library.lookup(forRequest: query) else {
      throw HTTPError(404, "no app named \"\(query)\"")
    }
    return app
  }

  /// An app as the API lists it: with `inputSchema`, the JSON Schema of its typed input
  /// (`null` when it takes free text or JSON), so other tools can build forms too.
  package func appJSON(_ app: LibraryApp) -> JSON {
    guard case .object(var object) = app.json else { return app.json }
    object["inputSchema"] = inputSchema(of: app)?.json ?? .null
    return .object(object)
  }

  /// The typed input of a library app; `nil` when it declares none or cannot be built.
  /// Whether an app shows an interface (it imports SwiftUI or UIKit): a run of it waits for a
  /// person, and a shortcut opens it with Open X-Callback URL.
  package func hasInterface(_ app: LibraryApp) -> Bool {
    (try? AppSource(path: app.folder.path)).map(Self.hasInterface) ?? false
  }

  /// Whether these sources show an interface (they import SwiftUI or UIKit).
  package static func hasInterface(_ source: AppSource) -> Bool {
    source.imports.contains("SwiftUI") || source.imports.contains("UIKit")
  }

  /// How the client reached this server, as an origin (`http://192.168.1.20:7788`): the scheme
  /// of the connection and the request's `Host` when it is a plain host name or address with a
  /// port; else the address `serve` announced.
  package func origin(of request: HTTPRequest) -> String {
    let scheme = request.isSecure ? "https" : "http"
    if let host = request.header("Host"), !host.isEmpty, host.count <= 255,
      host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) })
    {
      return "\(scheme)://\(host)"
    }
    return reachable?.local ?? "\(scheme)://127.0.0.1"
  }

  package func inputSchema(of app: LibraryApp) -> InputSchema? {
    guard let source = try? AppSource(path: app.folder.path).named(app.name) else { return nil }
    return inputSchema(of: source)
  }

  /// The typed input of the app whose sources are `source`, if it declares one.
  package func inputSchema(of source: AppSource) -> InputSchema? {
    // A build failure is the run's to report, with the compiler's words.
    (try? InputSchemas(runner: schemaRunner).schema(for: source)) ?? nil
  }

  /// A run request's input for `app`: read from its body by `read` (as the API reads one,
  /// unless said), then checked against the app's typed input before anything runs. A refusal
  /// removes the uploads: a 400 for a body that cannot be read, a 422 that names the field.
  ///
  /// `source` is the app's sources when the caller has read them (they are read once a run:
  /// the same copy goes on to the run as `Start.code`).
  func inputItems(
    of request: HTTPRequest, for app: LibraryApp, uploads: URL, source: AppSource? = nil,
    read: (HTTPRequest, URL) throws -> [InputItem] = RunBody.items
  ) throws(HTTPError) -> [InputItem] {
    var items: [InputItem]
    do {
      items = try read(request, uploads)
    } catch {
      RunFolder.remove(uploads)
      throw HTTPError(400, "\(error)")
    }
    guard let schema = source.map(inputSchema(of:)) ?? inputSchema(of: app) else { return items }
    do {
      items = try schema.apply(to: items)
    } catch {
      RunFolder.remove(uploads)
      throw HTTPError(422, error.description, runStatus: "invalidInput", field: error.field)
    }
    return items
  }

  /// A run as the API shows it: its record, and for an interactive app waiting for a person,
  /// `waitingForYou` and the page where it shows.
  package func json(for record: RunRecord) -> JSON {
    guard record.status == .running, let session = runs.interface(record.id), session.snapshot.ending == nil,
      case .object(var object) = record.json
    else { return record.json }
    object["waitingForYou"] = true
    object["page"] = .string("/runs/\(record.id)")
    return .object(object)
  }

  /// The runs a listing asks for (`?app=`, `?status=`, `?source=`, `?before=`), each value
  /// checked: a wrong one is named, with the values it takes. The web page's History uses it too.
  package func runFilter(_ request: HTTPRequest) throws(HTTPError) -> RunFilter {
    var filter = RunFilter()
    let grant = Self.grant(request)
    filter.apps = grant.apps
    if let query = request.parameter("app"), !query.isEmpty {
      let app = try libraryApp(query)
      // An app the caller's token does not reach is one it cannot name.
      guard grant.reaches(app: app.id) else { throw HTTPError(404, "no app named \"\(query.prefix(200))\"") }
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

  // MARK: - The local CA

  /// The local CA, or a 404 saying how to make one.
  private static func authority(_ paths: Paths) throws(HTTPError) -> LocalCertificateAuthority {
    let authority = LocalCertificateAuthority(paths: paths)
    guard FileManager.default.fileExists(atPath: authority.certificateFile.path) else {
      throw HTTPError(404, "this server has no local CA: make one with 'superswift certificate'")
    }
    return authority
  }

  /// `GET /certificate/profile` (the local CA as an iOS configuration profile) and
  /// `GET /certificate/ca.pem` (for other devices and browsers): public, since they must reach
  /// a phone before it trusts the server.
  private var certificateRoutes: [Route] {
    let paths = paths
    return [
      Route(.get, ["certificate", "profile"], scope: .anyone, access: .public) { [self] _ throws(HTTPError) in
        let host = reachable?.network.first.flatMap { URL(string: $0)?.host } ?? "this computer"
        let ca = try Self.authority(paths)
        let profile: Data
        do {
          profile = try ca.profile(host: host)
        } catch {
          throw HTTPError(500, "could not make the profile: \(error)")
        }
        return HTTPResponse(
          status: 200,
          headers: [
            ("Content-Type", "application/x-apple-aspen-config"),
            ("Content-Disposition", "attachment; filename=\"SuperSwift CA.mobileconfig\""),
          ], body: profile)
      },
      Route(.get, ["certificate", "ca.pem"], scope: .anyone, access: .public) { _ throws(HTTPError) in
        let ca = try Self.authority(paths)
        let pem: Data
        do {
          // Only a name-constrained CA is ever handed out (an older one is refused).
          pem = try ca.certificatePEM()
        } catch {
          throw HTTPError(500, "could not read the local CA: \(error)")
        }
        return HTTPResponse(
          status: 200,
          headers: [
            ("Content-Type", "application/x-pem-file"),
            ("Content-Disposition", "attachment; filename=\"superswift-ca.pem\""),
          ], body: pem)
      },
      Route(.get, ["certificate", "**"], scope: .anyone, access: .public) { _ throws(HTTPError) in
        throw HTTPError(404, "no such route: the CA is at /certificate/profile (iOS) and /certificate/ca.pem")
      },
    ]
  }
}

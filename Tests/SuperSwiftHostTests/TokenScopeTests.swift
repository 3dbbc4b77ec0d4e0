import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHTTPTesting
@testable import SuperSwiftHost
@testable import SuperSwiftServer
@testable import SuperSwiftSystem

/// Devices' tokens against every route of the table: a token for one app sees nothing of
/// another on any endpoint or in any listing, a read-only one changes nothing, and a route
/// added without thinking about scope fails here.
@Suite("Device tokens and scopes")
struct TokenScopeTests {
  /// A server with two apps, a finished run and a schedule of each, and a client.
  struct Fixture {
    let server: SuperSwiftServer
    let client: InProcessClient
    let folder: URL
    let mine: LibraryApp
    let theirs: LibraryApp
    let myRun: String
    let theirRun: String
    let theirSchedule: String

    init(clock: any HostClock = SystemClock.shared) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("scopes-\(UUID().uuidString)")
      let paths = Paths(
        library: folder.appendingPathComponent("library"), cache: folder.appendingPathComponent("cache"),
        config: folder.appendingPathComponent("config"))
      server = try SuperSwiftServer(paths: paths, clock: clock)
      let server = server
      client = InProcessClient(server, token: { server.auth.currentToken() })
      mine = try server.library.create(name: "Mine", template: nil, from: nil)
      theirs = try server.library.create(name: "Zebra Secrets", template: nil, from: nil)
      var runs: [String] = []
      for app in [mine, theirs] {
        let id = Runner.newRunID()
        var record = RunRecord(
          id: id, appID: app.id, appName: app.name, appPath: app.folder.path, source: .shortcut, status: .finished,
          startedAt: Date())
        record.log = "hello from \(app.name)\n"
        server.history.end(record)
        runs.append(id)
      }
      myRun = runs[0]
      theirRun = runs[1]
      let theirs = theirs
      theirSchedule = try server.library.changeSchedules(of: theirs) { schedules in
        let schedule = Schedule(every: 3600, paused: true)
        schedules.append(schedule)
        return schedule.id
      }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// A device token for `apps` (`nil`: every app).
    func token(_ name: String, apps: [LibraryApp]?, readOnly: Bool = false, lifetime: Double? = nil) throws -> String {
      try server.auth.devices.add(name: name, apps: apps?.map(\.id), readOnly: readOnly, lifetime: lifetime)
    }

    func send(_ method: HTTPMethod, _ path: String, token: String, body: Data = Data()) throws
      -> InProcessClient.Exchange
    {
      try client.send(
        method, path,
        headers: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/x-www-form-urlencoded")],
        body: body)
    }
  }

  /// A route's pattern as written: `GET /apps/*/versions/*`.
  static func name(_ route: Route) -> String {
    "\(route.method) /"
      + route.pattern.map { piece in
        switch piece {
        case .literal(let text): text
        case .capture: "*"
        case .runID: "{run}"
        case .rest: "**"
        }
      }.joined(separator: "/")
  }

  /// The routes that are about nothing of any app, each a deliberate choice: a new one must be
  /// added here to pass.
  static let aboutNothing: Set<String> = [
    "POST /logout", "GET /runs", "GET /api/runs/*/**", "GET /api/runs/*", "DELETE /api/runs/*", "GET /runs/*/**",
    "GET /runs/*", "POST /runs/*/**", "GET /vendor/codemirror/**",
  ]

  /// A concrete path for `route`, each capture naming what `scope` is about in `names`.
  static func path(_ route: Route, names: (app: String, run: String, schedule: String)) -> (String, [String]) {
    var captures: [String] = []
    var target: ScopeTarget?
    if case .one(let kind, _) = route.scope { target = kind }
    let segments = route.pattern.map { piece -> String in
      let value: String
      switch piece {
      case .literal(let text): return text
      case .runID: value = names.run
      case .capture, .rest:
        switch target {
        case .app?: value = captures.isEmpty ? names.app : "x"
        case .run?: value = captures.isEmpty ? names.run : "x"
        case .schedule?: value = captures.isEmpty ? names.schedule : "x"
        case .hook?, nil: value = "x"
        }
      }
      captures.append(value)
      return value
    }
    return ("/" + segments.joined(separator: "/"), captures)
  }

  @Test("every route declares its scope, and a token for one app reaches nothing of another on any of them")
  func everyRoute() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let scoped = try fixture.token("Anna's iPhone", apps: [fixture.mine])
    let other = (app: fixture.theirs.id, run: fixture.theirRun, schedule: fixture.theirSchedule)
    var checked = 0
    for route in fixture.server.router.routes where route.access != .public {
      let name = Self.name(route)
      let (path, captures) = Self.path(route, names: other)
      let answer = try fixture.send(route.method, path, token: scoped)
      // Nothing of the other app shows, whatever the answer.
      #expect(!answer.text.contains("Zebra Secrets"), "\(name) showed the other app's name")
      #expect(
        !answer.text.contains(fixture.theirRun) || path.contains(fixture.theirRun),
        "\(name) showed the other app's run")
      switch route.scope {
      case .one:
        #expect(answer.status == 404, "\(name): \(answer.status) \(answer.text.prefix(200))")
        // The same words as for something that does not exist.
        let (missing, missingCaptures) = Self.path(
          route, names: (UUID().uuidString.lowercased(), Runner.newRunID(), "nope"))
        let absent = try fixture.send(route.method, missing, token: scoped)
        #expect(
          absent.status == 404
            && absent.text == answer.text.replacingOccurrences(of: captures[0], with: missingCaptures[0]),
          "\(name): \(absent.text) against \(answer.text)")
        // Its own app is not refused by the scope.
        let mine = (app: fixture.mine.id, run: fixture.myRun, schedule: "none")
        let (_, ownCaptures) = Self.path(route, names: mine)
        if case .one(.app, _) = route.scope {
          let request = HTTPRequest(
            method: route.method, path: "/", segments: [], query: [], headers: [], body: Data(),
            credential: .token(Grant(apps: [fixture.mine.id], readOnly: false, device: "x")))
          #expect(
            fixture.server.router.scopeRefusal(
              request.credential.grant!, request: request, route: route, captures: ownCaptures) == nil, "\(name)")
        }
      case .owner, .everyApp, .metrics:
        #expect(answer.status == 403, "\(name): \(answer.status)")
      case .rows:
        // The owner sees the other app's row in the same listing: the check above could fail.
        if route.method == .get {
          let owner = try fixture.client.withToken(.get, path)
          #expect(
            owner.text.contains("Zebra Secrets") || owner.text.contains(fixture.theirRun)
              || owner.text.contains(fixture.theirSchedule), "\(name) lists nothing of another app for the owner")
        }
      case .anyone:
        #expect(Self.aboutNothing.contains(name), "\(name) is about no app: is that so? Say so in aboutNothing")
      }
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test("a listing shows a scoped token only its apps' rows, and the owner everything")
  func listings() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let scoped = try fixture.token("phone", apps: [fixture.mine])
    let apps = try fixture.send(.get, "/api/apps", token: scoped).json?.array ?? []
    #expect(apps.compactMap { $0["name"]?.string } == ["Mine"])
    let runs = try fixture.send(.get, "/api/runs", token: scoped).json?.array ?? []
    #expect(runs.compactMap { $0["id"]?.string } == [fixture.myRun])
    let everything = try fixture.client.withToken(.get, "/api/runs").json?.array ?? []
    #expect(everything.count == 2)
    // Naming the other app in a filter is naming an app that does not exist.
    let filtered = try fixture.send(.get, "/api/runs?app=\(fixture.theirs.id)", token: scoped)
    #expect(filtered.status == 404)
    #expect(try fixture.send(.get, "/history?app=\(fixture.theirs.id)", token: scoped).text.contains("Zebra") == false)
    // Every app: sees both, but still cannot manage devices.
    let all = try fixture.token("laptop", apps: nil)
    #expect((try fixture.send(.get, "/api/apps", token: all).json?.array ?? []).count == 2)
    #expect(try fixture.send(.get, "/devices", token: all).status == 403)
  }

  @Test("a read-only token reads its apps and runs nothing, changes nothing")
  func readOnly() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let reader = try fixture.token("dashboard", apps: [fixture.mine], readOnly: true)
    #expect(try fixture.send(.get, "/api/apps/\(fixture.mine.id)", token: reader).status == 200)
    #expect(try fixture.send(.get, "/api/runs/\(fixture.myRun)", token: reader).status == 200)
    let run = try fixture.send(.post, "/api/apps/\(fixture.mine.id)/run", token: reader)
    #expect(run.status == 403 && run.json?["error"]?.string?.contains("read-only") == true)
    for route in fixture.server.router.routes
    where route.access != .public && route.scope != .anyone && (!route.method.isSafe || route.starts) {
      let request = HTTPRequest(
        method: route.method, path: "/", segments: [], query: [], headers: [], body: Data(),
        credential: .token(Grant(apps: nil, readOnly: true, device: "r")))
      let refusal = fixture.server.router.scopeRefusal(
        Grant(apps: nil, readOnly: true, device: "r"), request: request, route: route,
        captures: Array(repeating: fixture.mine.id, count: 3))
      #expect(refusal?.status == 403, "\(Self.name(route)) let a read-only token through")
    }
  }

  @Test("revoked, rotated and expired tokens stop at once; sessions signed in with them end too")
  func revocation() throws {
    let clock = ManualClock()
    let fixture = try Fixture(clock: clock)
    defer { fixture.remove() }
    let tokens = fixture.server.auth.devices
    let phone = try fixture.token("phone", apps: [fixture.mine])
    #expect(try fixture.send(.get, "/api/apps", token: phone).status == 200)
    // Another process (the CLI) revokes it: the next request sees the file changed.
    try DeviceTokens(paths: fixture.server.paths).revoke("PHONE")
    let revoked = try fixture.send(.get, "/api/apps", token: phone)
    #expect(revoked.status == 401 && revoked.json?["error"]?.string?.contains("revoked") == true)

    let laptop = try fixture.token("laptop", apps: nil)
    // A browser signed in with it, by typing it on the sign-in page.
    let signIn = try fixture.client.send(
      .post, "/login", headers: RouterTests.form + [RouterTests.origin], body: Data("token=\(laptop)".utf8))
    #expect(signIn.status == 303)
    let cookie = String(try #require(signIn.header("Set-Cookie")).split(separator: ";")[0])
    #expect(try fixture.client.send(.get, "/api/apps", headers: [("Cookie", cookie)]).status == 200)
    // The laptop's browser has the laptop's grant: not the owner's.
    #expect(try fixture.client.send(.get, "/devices", headers: [("Cookie", cookie)]).status == 403)
    let rotated = try tokens.rotate("laptop")
    #expect(try fixture.send(.get, "/api/apps", token: laptop).status == 401)
    #expect(try fixture.send(.get, "/api/apps", token: rotated).status == 200)
    #expect(try fixture.client.send(.get, "/api/apps", headers: [("Cookie", cookie)]).status == 401)

    let brief = try fixture.token("visitor", apps: nil, lifetime: 3600)
    clock.advance(by: .seconds(3599))
    #expect(try fixture.send(.get, "/api/apps", token: brief).status == 200)
    clock.advance(by: .seconds(1))
    #expect(try fixture.send(.get, "/api/apps", token: brief).status == 401)
  }

  @Test("a device token is kept as a digest, noted when and from where it was used, and refuses bad names")
  func storage() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let tokens = fixture.server.auth.devices
    let token = try fixture.token("Anna's iPhone", apps: [fixture.mine])
    #expect(token.hasPrefix("sst_") && token.count == 4 + 64)
    let stored = try String(contentsOf: tokens.file, encoding: .utf8)
    #expect(!stored.contains(String(token.dropFirst(4))) && stored.contains(SHA256.hex(Array(token.utf8))))
    #expect(try FileManager.default.attributesOfItem(atPath: tokens.file.path)[.posixPermissions] as? Int == 0o600)
    var request = HTTPRequest(
      method: .get, path: "/api/apps", segments: ["api", "apps"], query: [],
      headers: [("Authorization", "Bearer \(token)")], body: Data())
    request.peer = "192.168.1.20"
    #expect(fixture.server.auth.credential(of: request).grant?.device == "Anna's iPhone")
    let entry = try #require(tokens.list().first)
    #expect(entry.lastAddress == "192.168.1.20" && entry.lastUsed != nil)
    #expect(throws: DeviceTokens.Problem.taken("anna's iphone")) {
      try tokens.add(name: "anna's iphone", apps: nil, readOnly: false, lifetime: nil)
    }
    #expect(throws: DeviceTokens.Problem.badName("<script>")) {
      try tokens.add(name: "<script>", apps: nil, readOnly: false, lifetime: nil)
    }
    // The owner's token is not a device's, and a device's is not the owner's.
    #expect(fixture.server.auth.credential(of: request) != .token(.owner))
  }
}

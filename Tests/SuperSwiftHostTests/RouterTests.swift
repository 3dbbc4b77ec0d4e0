import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHTTPTesting
@testable import SuperSwiftHost
@testable import SuperSwiftServer
@testable import SuperSwiftSystem

/// The router, the access each route declares and the pages, through the in-process client:
/// no socket, no browser, milliseconds a test.
@Suite("Router and access")
struct RouterTests {
  /// A server over a fresh library, and a client of it.
  static func server() throws -> (SuperSwiftServer, InProcessClient, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("router-\(UUID().uuidString)")
    let paths = Paths(
      library: folder.appendingPathComponent("library"), cache: folder.appendingPathComponent("cache"),
      config: folder.appendingPathComponent("config"))
    let server = try SuperSwiftServer(paths: paths)
    return (server, InProcessClient(server, token: { server.auth.currentToken() }), folder)
  }

  static let form = [("Content-Type", "application/x-www-form-urlencoded")]
  static let origin = ("Origin", "http://\(InProcessClient.host)")

  /// Signs in with the token through the sign-in form; the session cookie's `name=value`.
  static func signIn(_ client: InProcessClient, secure: Bool = false) throws -> String {
    let token = client.token()
    let answer = try client.send(
      .post, "/login", headers: form + [origin], body: Data("token=\(token)".utf8), secure: secure)
    #expect(answer.status == 303)
    let cookie = try #require(answer.header("Set-Cookie"))
    return String(cookie.split(separator: ";")[0])
  }

  @Test("only the routes meant to be public are: every other one needs a session or the token")
  func publicRoutes() throws {
    let (server, _, folder) = try Self.server()
    defer { try? FileManager.default.removeItem(at: folder) }
    let open = server.router.routes.filter { $0.access == .public }.map {
      "\($0.method) /"
        + $0.pattern.map { piece in
          switch piece {
          case .literal(let text): text
          case .capture: "*"
          case .runID: "{run}"
          case .rest: "**"
          }
        }.joined(separator: "/")
    }
    #expect(
      Set(open) == [
        "GET /login", "POST /login", "GET /certificate/profile", "GET /certificate/ca.pem", "GET /certificate/**",
        "GET /web/*", "GET /favicon.ico", "GET /manifest.webmanifest", "GET /apps/*/manifest.webmanifest",
        "GET /apps/*/icon-180.png",
        "GET /apps/*/icon-192.png", "GET /apps/*/icon-512.png",
        // The service worker: fixed code, no data; the browser fetches and updates it on its own.
        "GET /sw.js",
        // Whether the server does its work, for monitors: nothing about the apps.
        "GET /healthz",
        // A webhook's URL carries its own token, checked from the head (`Route.capability`).
        "POST /hooks/*/*", "GET /hooks/*/*",
      ])
  }

  @Test("without credentials: answered from the head, a 401 for programs and the sign-in page for people")
  func unauthenticated() throws {
    let (_, client, folder) = try Self.server()
    defer { try? FileManager.default.removeItem(at: folder) }
    let api = try client.send(.get, "/api/apps")
    #expect(api.status == 401 && api.answeredFromHead)
    #expect(api.header("WWW-Authenticate") != nil)
    #expect(api.json?["error"]?.string?.contains("no Authorization header") == true)
    let page = try client.send(.get, "/history")
    #expect(page.status == 401 && page.answeredFromHead && page.text.contains("<h1>Sign in</h1>"))
    // A body is never read without credentials: a big run request with Expect is answered at once.
    let big = try client.send(
      .post, "/api/apps/x/run", headers: [("Content-Length", "60000000"), ("Expect", "100-continue")])
    #expect(big.status == 401 && big.answeredFromHead)
    // Not even for a path no route has.
    let nowhere = try client.send(.post, "/nowhere", headers: [("Content-Length", "60000000")])
    #expect(nowhere.answeredFromHead && nowhere.status == 401)
    // The sign-in form takes a few bytes, no more.
    let long = try client.send(.post, "/login", headers: Self.form + [("Content-Length", "5000")])
    #expect(long.status == 413 && long.answeredFromHead)
    let chunked = try client.send(.post, "/login", headers: Self.form + [("Transfer-Encoding", "chunked")])
    #expect(chunked.status == 413 && chunked.answeredFromHead)
    // Public: the sign-in page's own stylesheet and script.
    #expect(try client.send(.get, "/web/app.css").status == 200)
    #expect(try client.send(.get, "/web/app.js").status == 200)
    #expect(try client.send(.get, "/certificate/profile").status == 404)
  }

  @Test("the token opens the API; wrong methods get 405 with Allow, unknown routes 404, bad run ids 404")
  func token() throws {
    let (_, client, folder) = try Self.server()
    defer { try? FileManager.default.removeItem(at: folder) }
    let apps = try client.withToken(.get, "/api/apps")
    #expect(apps.status == 200)
    #expect(apps.json == .array([]))
    let wrong = try client.withToken(.delete, "/api/apps")
    #expect(wrong.status == 405 && wrong.header("Allow") == "GET")
    let missing = try client.withToken(.get, "/api/nothing")
    #expect(missing.status == 404 && missing.json?["error"]?.string == "no such route: GET /api/nothing")
    let badID = try client.withToken(.get, "/api/runs/..%2Fetc")
    #expect(badID.status == 404 && !badID.text.contains("etc"))
    let unknownRun = try client.withToken(.get, "/api/runs/\(UUID().uuidString.lowercased())")
    #expect(unknownRun.status == 404)
    let get = try client.withToken(.get, "/api/apps/Tip/run?errors=200")
    #expect(get.status == 200, "?errors=200 answers with 200")
    #expect(get.header("X-SuperSwift-Status") == "405" && get.header("Allow") == "POST")
    let notAnApp = try client.withToken(.post, "/api/apps/Nope/run")
    #expect(notAnApp.status == 404 && notAnApp.json?["error"]?.string?.contains("Nope") == true)
    let page = try client.withToken(.get, "/no/such/page")
    #expect(page.status == 404 && page.text.contains("No such page."))
  }

  @Test("sessions: signed in by the form; changes only from our own origin; Secure and __Host- over TLS")
  func sessions() throws {
    let (_, client, folder) = try Self.server()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cookie = try Self.signIn(client)
    #expect(cookie.hasPrefix("superswift_session="))
    #expect(try client.send(.get, "/api/apps", headers: [("Cookie", cookie)]).status == 200)
    // A form posted from elsewhere, or without any origin, is refused.
    let forged = try client.send(
      .post, "/apps", headers: Self.form + [("Cookie", cookie), ("Origin", "http://evil.example")],
      body: Data("name=X".utf8))
    #expect(forged.status == 403)
    let bare = try client.send(.post, "/apps", headers: Self.form + [("Cookie", cookie)], body: Data("name=X".utf8))
    #expect(bare.status == 403)
    let created = try client.send(
      .post, "/apps", headers: Self.form + [("Cookie", cookie), Self.origin], body: Data("name=My%20App".utf8))
    #expect(created.status == 303, "\(created.text)")
    let library = try client.send(.get, "/", headers: [("Cookie", cookie)])
    #expect(library.status == 200 && library.text.contains("My App"))
    // Sign-in from another site is refused too.
    let elsewhere = try client.send(
      .post, "/login", headers: Self.form + [("Origin", "http://evil.example")],
      body: Data("token=\(client.token())".utf8))
    #expect(elsewhere.status == 403)

    // Over TLS the cookie is Secure and __Host-; the plain one is not taken there.
    let secureAnswer = try client.send(
      .post, "/login", headers: Self.form + [("Origin", "https://\(InProcessClient.host)")],
      body: Data("token=\(client.token())".utf8), secure: true)
    let setCookie = try #require(secureAnswer.header("Set-Cookie"))
    #expect(
      setCookie.hasPrefix("__Host-superswift_session=") && setCookie.contains("; Secure")
        && setCookie.contains("Path=/"))
    let secureCookie = String(setCookie.split(separator: ";")[0])
    #expect(try client.send(.get, "/api/apps", headers: [("Cookie", secureCookie)], secure: true).status == 200)
    #expect(try client.send(.get, "/api/apps", headers: [("Cookie", cookie)], secure: true).status == 401)
    // Signing out ends the session.
    let out = try client.send(.post, "/logout", headers: [("Cookie", cookie), Self.origin])
    #expect(out.status == 303 && out.header("Set-Cookie")?.contains("Max-Age=0") == true)
    #expect(try client.send(.get, "/api/apps", headers: [("Cookie", cookie)]).status == 401)
  }

  @Test("pages without a browser: an app's page, rename, duplicate, remove and restore, the editor's save")
  func pages() throws {
    let (server, client, root) = try Self.server()
    defer { try? FileManager.default.removeItem(at: root) }
    let cookie = try Self.signIn(client)
    let app = try server.library.create(name: "Notes", template: nil, from: nil)
    let headers = Self.form + [("Cookie", cookie), Self.origin]
    let page = try client.send(.get, "/apps/\(app.id)", headers: [("Cookie", cookie)])
    #expect(page.status == 200 && page.text.contains("<h1>Notes</h1>"))
    let renamed = try client.send(
      .post, "/apps/\(app.id)/rename", headers: headers, body: Data("name=Jot%20%3Cs%3E".utf8))
    #expect(renamed.status == 303)
    #expect(
      try client.send(.get, "/apps/\(app.id)", headers: [("Cookie", cookie)]).text.contains("<h1>Jot &lt;s&gt;</h1>"))
    #expect(try client.send(.post, "/apps/\(app.id)/duplicate", headers: headers).status == 303)
    #expect(try server.library.list().map(\.name).sorted() == ["Jot <s>", "Jot <s> copy"])
    let removed = try client.send(.post, "/apps/\(app.id)/remove", headers: headers)
    #expect(removed.status == 303 && removed.header("Location") == "/?removed=\(app.id)")
    let undo = try client.send(.get, "/?removed=\(app.id)", headers: [("Cookie", cookie)])
    #expect(undo.text.contains("Moved Jot &lt;s&gt; to the trash."))
    #expect(try client.send(.post, "/trash/\(app.id)/restore", headers: headers).status == 303)
    // The editor's save: from the version opened, once; a second from the same version conflicts.
    let folder = try server.library.app(app.id).folder
    let file = try #require(try AppSource(path: folder.path).files.first)
    let base = SHA256.hex(Array(file.contents))
    let save = { (text: String) in
      try client.send(
        .post, "/apps/\(app.id)/save", headers: headers,
        body: Data("file=\(file.path)&base=\(base)&source=\(text)".utf8))
    }
    #expect(try save("first").status == 303)
    let second = try save("second")
    #expect(second.status == 409 && second.text.contains("changed on disk"))
    #expect(try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8) == "first")
    // A wrong filter is named, on a page.
    let history = try client.send(.get, "/history?status=nope", headers: [("Cookie", cookie)])
    #expect(history.status == 400 && history.text.contains("?status= takes"))
  }

  @Test("errors are answered in one place: JSON for the API, a page for people, headers kept")
  func errorStyles() throws {
    let error = HTTPError(503, "busy").with(header: "Retry-After", "5")
    let router = Router(routes: [], authenticator: nil, pages: WebErrorPages())
    var request = try HTTPConnection.parseHead("POST /api/apps/x/run?errors=200 HTTP/1.1\r\nHost: h")
    let json = router.respond(to: error, request, .json)
    #expect(json.status == 200 && json.headers.contains { $0 == ("X-SuperSwift-Status", "503") })
    #expect(json.headers.contains { $0 == ("Retry-After", "5") })
    request = try HTTPConnection.parseHead("GET /apps/x HTTP/1.1\r\nHost: h")
    let page = router.respond(to: HTTPError(404, "No <such> app."), request, .page)
    #expect(page.status == 404)
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(html.contains("No &lt;such&gt; app.") && !html.contains("<such>"))
    let field = router.respond(to: HTTPError(422, "bad", runStatus: "invalidInput", field: "amount"), request, .json)
    #expect(JSON(parsing: field.body)?["field"]?.string == "amount")
    #expect(JSON(parsing: field.body)?["status"]?.string == "invalidInput")
  }

  @Test("path patterns: captures, run identifiers only where a run is named, the rest joined")
  func patterns() {
    let route = Route(.get, ["runs", "{run}", "files", "*"], scope: .run(0)) { _ throws(HTTPError) in
      HTTPResponse(status: 200)
    }
    let id = UUID().uuidString.lowercased()
    #expect(route.match(["runs", id, "files", "a.txt"]) == [id, "a.txt"])
    #expect(route.match(["runs", "not-a-run", "files", "a.txt"]) == nil)
    #expect(route.match(["runs", id.uppercased(), "files", "a.txt"]) == nil)
    #expect(route.match(["runs", id, "files"]) == nil)
    let rest = Route(.get, ["vendor", "**"], scope: .anyone) { _ throws(HTTPError) in HTTPResponse(status: 200) }
    #expect(rest.match(["vendor", "a", "b.js"]) == ["a/b.js"])
    #expect(rest.match(["vendor"]) == nil)
  }
}

/// Pages are built through `HTML`, which escapes every string it is given.
@Suite("HTML by construction")
struct HTMLTests {
  @Test("strings interpolated into markup are escaped; markup is kept; nothing is escaped twice")
  func escaping() {
    let name = #"a b" onfocus="alert(1)" x='<y>'"#
    let link: HTML = "<a href=\"/apps/\(name)\">\(name)</a>"
    #expect(
      link.text
        == "<a href=\"/apps/a b&quot; onfocus=&quot;alert(1)&quot; x=&#39;&lt;y&gt;&#39;\">a b&quot; onfocus=&quot;alert(1)&quot; x=&#39;&lt;y&gt;&#39;</a>"
    )
    let outer: HTML = "<li>\(link)</li>"
    #expect(outer.text == "<li>" + link.text + "</li>", "HTML inside HTML is kept as it is")
    let pieces: [HTML] = ["<b>\("1 < 2")</b>", "<i>\(3)</i>"]
    #expect(pieces.joined(separator: ", ").text == "<b>1 &lt; 2</b>, <i>3</i>")
  }

  @Test("number fields read what the API reads: a decimal comma is a decimal point; whole numbers get a numeric keypad")
  func numberFields() throws {
    let schema = try #require(
      InputSchema(json: [
        "type": "object",
        "properties": ["bill": ["type": "number"], "people": ["type": "integer"]],
      ]))
    let form = InputForm(schema: schema)
    let html = form.html(action: "/apps/x/run").text
    // No browser number field, which would drop the comma before the form is sent.
    #expect(!html.contains("type=\"number\""), "\(html)")
    #expect(html.contains("name=\"field.bill\" type=\"text\" inputmode=\"decimal\""))
    #expect(html.contains("name=\"field.people\" type=\"text\" inputmode=\"numeric\""))
    // What the browser sends is read as the API reads it.
    let uploads = FileManager.default.temporaryDirectory
    let items = try form.items(
      from: [
        FormField(name: "field.bill", value: Data("5,5".utf8)),
        FormField(name: "field.people", value: Data("3".utf8)),
      ], uploads: uploads, keptFiles: [])
    let input = try #require(
      items.first.flatMap { item -> JSON? in
        if case .text(let text) = item { return JSON(parsing: Data(text.utf8)) }
        return nil
      })
    #expect(input["bill"]?.number == 5.5, "\(input)")
    #expect(input["people"]?.number == 3)
  }

  @Test("a typed field's name, whatever it holds, stays one quoted attribute value of the form")
  func fieldNames() throws {
    let schema = try #require(
      InputSchema(json: ["type": "object", "properties": [#"a b" onfocus="alert(1)"#: ["type": "string"]]]))
    let form = InputForm(schema: schema).html(action: "/apps/x/run").text
    #expect(!form.contains(#"onfocus="alert"#), "\(form)")
    #expect(form.contains(#"name="field.a b&quot; onfocus=&quot;alert(1)""#), "\(form)")
    // Every attribute value in every tag is quoted: outside quotes, `=` is always followed by `"`.
    for tag in form.split(separator: "<").map({ $0.prefix { $0 != ">" } }) {
      var quoted = false
      var previous: Character = " "
      for character in tag {
        if character == "\"" { quoted.toggle() }
        if previous == "=", !quoted, character != "\"" { Issue.record("unquoted attribute in <\(tag)>") }
        if character == "=", quoted { previous = " " } else { previous = character }
      }
    }
  }
}

/// An interactive app's routes under `/runs/ID/app`, through the router, with a session whose
/// channel is a socket pair standing in for the app.
@Suite("Interface routes")
struct InterfaceRouteTests {
  @Test("the page (its base, its policy), events to the app, a body limit from the head, the end")
  func interface() throws {
    let (server, client, folder) = try RouterTests.server()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cookie = try RouterTests.signIn(client)
    var ends: [Int32] = [-1, -1]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let runID = Runner.newRunID()
    let session = InterfaceSession(
      runID: runID, appName: "Pick <One>", channel: ends[0], cancellation: Cancellation(), pageGrace: .seconds(10),
      renderer: InterfaceHTML.render)
    session.update(InterfaceMessage.Render(version: 1, title: nil, tree: ["kind": "text", "text": "Hello"]))
    RunService.Presenter(service: server.runs).present(session)

    let page = try client.send(.get, "/runs/\(runID)/app", headers: [("Cookie", cookie)])
    #expect(page.status == 200)
    #expect(page.text.contains("<base href=\"/runs/\(runID)/app/\">"), "named images resolve under the app")
    #expect(page.text.contains("<title>Pick &lt;One&gt;</title>"))
    let policy = page.header("Content-Security-Policy") ?? ""
    #expect(policy.contains("base-uri 'self'") && policy.contains("form-action 'self'"), "\(policy)")

    let event = #"{"version": 1, "target": "0", "action": "tap"}"#
    let sent = try client.send(
      .post, "/runs/\(runID)/app/event", headers: [("Cookie", cookie), RouterTests.origin], body: Data(event.utf8))
    #expect(sent.status == 204)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = recv(ends[1], &buffer, buffer.count, Int32(MSG_DONTWAIT))
    #expect(count > 0 && String(decoding: buffer[..<max(count, 0)], as: UTF8.self).contains(#""action":"tap""#))
    // From another site, or without credentials, nothing reaches the app.
    let forged = try client.send(
      .post, "/runs/\(runID)/app/event", headers: [("Cookie", cookie), ("Origin", "http://evil.example")],
      body: Data(event.utf8))
    #expect(forged.status == 403)
    #expect(try client.send(.post, "/runs/\(runID)/app/event", body: Data(event.utf8)).status == 401)
    // An event is at most 1 MiB: a bigger one is refused from its head.
    let big = try client.send(
      .post, "/runs/\(runID)/app/event",
      headers: [("Cookie", cookie), RouterTests.origin, ("Content-Length", "5000000")])
    #expect(big.status == 413 && big.answeredFromHead)
    // Another run's identifier, or one that is not a run's, has no interface.
    let other = try client.send(.get, "/runs/\(Runner.newRunID())/app", headers: [("Cookie", cookie)])
    #expect(other.status == 303)
    #expect(try client.send(.get, "/runs/..%2F..%2Fetc/app", headers: [("Cookie", cookie)]).status == 404)
  }

  @Test(
    "a route collection mounts under a prefix, whose captures come first; a catch-all does not take another method's path"
  )
  func collections() throws {
    let echo: @Sendable (RequestContext) throws(HTTPError) -> HTTPResponse = { context in
      .text(context.captures.joined(separator: ","))
    }
    let collection = RouteCollection([
      Route(.get, [], scope: .anyone, access: .public, handle: echo),
      Route(.post, ["event"], scope: .anyone, access: .public, handle: echo),
      Route(.get, ["assets", "*"], scope: .anyone, access: .public, handle: echo),
    ])
    let router = Router(
      routes: collection.mounted(at: ["runs", "{run}", "app"], scope: .run(0)) + [
        Route(.get, ["runs", "*", "**"], scope: .anyone, access: .public) { _ throws(HTTPError) in
          throw HTTPError(404, "No such run.")
        }
      ], authenticator: nil)
    func send(_ method: HTTPMethod, _ path: String) throws -> HTTPResponse {
      router.handle(try HTTPConnection.parseHead("\(method) \(path) HTTP/1.1\r\nHost: h"))
    }
    let id = Runner.newRunID()
    let page = try send(.get, "/runs/\(id)/app/")
    #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self) == id)
    let asset = try send(.get, "/runs/\(id)/app/assets/flag.png")
    #expect(String(decoding: asset.body, as: UTF8.self) == "\(id),flag.png", "the mount's capture first")
    // GET on the event's path is that route asked wrongly, not the catch-all's.
    let wrong = try send(.get, "/runs/\(id)/app/event")
    #expect(wrong.status == 405 && wrong.headers.contains { $0 == ("Allow", "POST") })
    #expect(try send(.get, "/runs/\(id)/other").status == 404)
  }
}

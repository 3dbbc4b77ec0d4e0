import Foundation
import SuperSwift
import Testing

/// An app's typed input through the binary and over HTTP: flags, `--help`, the API's schema,
/// and bad input refused before the app runs.
@Suite("Typed input")
struct TypedInputTests {
  @Test("run APP --field VALUE maps flags onto the fields; --help lists them; bad values are exit 2 naming the flag")
  func flags() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    let run = try cli.run(["run", "Split", "--amount", "42", "--service", "great", "--people=2", "--round-up"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"share\":25"), "rounded up: 24.78 → 25, \(run.stdout)")
    // --input and flags together: the flags win.
    let mixed = try cli.run(["run", id, "--input", #"{"amount": 10, "service": "okay"}"#, "--amount", "42"])
    #expect(mixed.stdout.contains("\"share\":49.56"), "\(mixed.stdout) \(mixed.stderr)")

    let help = try cli.run(["run", "Split", "--help"])
    #expect(help.stdout.contains("Input fields of Split"))
    #expect(help.stdout.contains("--amount VALUE"))
    #expect(help.stdout.contains("The bill before the tip. A number; required"))
    #expect(help.stdout.contains("--service VALUE") && help.stdout.contains("One of okay, good, great"))
    #expect(help.stdout.contains("--round-up ") && help.stdout.contains("default false"), "kebab case: \(help.stdout)")

    for (arguments, message) in [
      (["--amount", "lots", "--service", "okay"], "amount takes a number, not \"lots\" (--amount)"),
      (["--service", "okay"], "amount is required: give a number (--amount)"),
      (["--amount", "1", "--people", "2.5"], "people takes a whole number, not \"2.5\" (--people)"),
      (["--amount", "1", "--service", "superb"], "service takes one of okay, good, great, not \"superb\""),
      (["--amount", "1", "--service", "okay", "--tip", "3"], "Split has no field --tip; its fields are --amount"),
      (["--amount"], "--amount needs a value: a number"),
    ] {
      let refused = try cli.run(["run", "Split"] + arguments)
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.stderr.contains(message), "\(refused.stderr)")
      #expect(refused.stderr.contains("Run 'superswift run Split --help' to see its fields."))
    }
    // Refused before the app ran: nothing in the history but the two runs above.
    #expect(JSON(parsing: Data(try cli.run(["history", "Split", "--json"]).stdout.utf8))?.array?.count == 2)
  }

  @Test("the typed-input example of the README or its guide is Examples/SplitBill.swift, and prints what it says")
  func readmeExample() throws {
    var documents: [String] = []
    for path in ["README.md", "docs/guide-writing-apps.md"] {
      documents.append(try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8))
    }
    let example = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/SplitBill.swift"), encoding: .utf8)
    let code = example.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
      .joined(separator: "\n")
    #expect(
      documents.contains { $0.contains("```swift\n" + code + "```") }, "the README or its guide shows it as it is")
    let cli = try CLI()
    let path = repositoryRoot.appendingPathComponent("Examples/SplitBill.swift").path
    #expect(try cli.run(["run", path, "--amount", "42", "--people", "2"]).stdout == "{\"share\":24.78}\n")
    #expect(try cli.run(["run", path, "--amount", "42", "--round-up"]).stdout == "{\"share\":50}\n")
    let refused = try cli.run(["run", path, "--amount", "lots"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix("superswift: error: SplitBill: amount takes a number, not \"lots\" (--amount). Run "))
  }

  @Test("an app that declares nothing refuses field flags and keeps --input")
  func freeInput() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Echo", source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? \"\"))"
    )
    let refused = try cli.run(["run", "Echo", "--name", "Ada"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("Echo declares no input fields"))
    #expect(try cli.run(["run", "Echo", "--input", "hi"]).stdout == "hi\n")
  }

  @Test("the API lists each app's JSON Schema, and refuses bad input with 422 naming the field")
  func api() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    _ = try cli.newApp("Echo", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"e\"))")
    let server = try TestServer(cli)
    let apps = try #require(JSON(parsing: try server.request("GET", "/api/apps").body)?.array)
    let split = try #require(apps.first { $0["id"]?.string == id })
    #expect(split["inputSchema"]?["properties"]?["service"]?["enum"] == ["okay", "good", "great"])
    #expect(split["inputSchema"]?["required"] == ["amount"])
    #expect(apps.first { $0["name"]?.string == "Echo" }?["inputSchema"] == .null)
    #expect(try server.request("GET", "/api/apps/Split").text.contains("\"inputSchema\""))

    let json = ["Content-Type": "application/json"]
    let bad = try server.request(
      "POST", "/api/apps/\(id)/run", body: Data(#"{"amount": "x", "service": "okay"}"#.utf8), headers: json)
    #expect(bad.status == 422)
    #expect(JSON(parsing: bad.body)?["field"] == "amount")
    #expect(JSON(parsing: bad.body)?["error"]?.string == "amount takes a number, not \"x\"")
    let shortcut = try server.request(
      "POST", "/api/apps/\(id)/result?errors=200", body: Data(#"{"service": "okay"}"#.utf8), headers: json)
    #expect(shortcut.status == 200 && shortcut.headers["x-superswift-status"] == "422")
    // Numbers typed as Text in Shortcuts are numbers here.
    let good = try server.request(
      "POST", "/api/apps/\(id)/result", body: Data(#"{"amount": "42", "service": "good"}"#.utf8), headers: json)
    #expect(good.status == 200)
    #expect(JSON(parsing: good.body)?["share"] == 49.56)
  }

  @Test("the API's run list filters by app, status and source, a page at a time; bad filters are named")
  func runFilters() throws {
    let cli = try CLI()
    let echo = try cli.newApp("Echo", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"e\"))")
    _ = try cli.newApp("Fails", source: "import SuperSwift\nRunContext.current.fail(\"no\")")
    _ = try cli.run(["run", "Echo"])
    _ = try cli.run(["run", "Echo", "--input", "x"])
    _ = try cli.run(["run", "Fails"])
    let server = try TestServer(cli)
    func ids(_ query: String) throws -> [String] {
      try #require(JSON(parsing: try server.request("GET", "/api/runs\(query)").body)?.array).compactMap {
        $0["app"]?["name"]?.string
      }
    }
    #expect(try ids("") == ["Fails", "Echo", "Echo"])
    #expect(try ids("?app=\(echo)") == ["Echo", "Echo"])
    #expect(try ids("?status=failed") == ["Fails"])
    #expect(try ids("?source=shortcut") == ["Echo"])
    #expect(try ids("?source=app&app=Echo") == ["Echo"])
    let first = try #require(
      JSON(parsing: try server.request("GET", "/api/runs?limit=1").body)?.array?.first?["id"]?.string)
    #expect(try ids("?before=\(first)") == ["Echo", "Echo"])
    let bad = try server.request("GET", "/api/runs?status=done")
    #expect(bad.status == 400 && bad.text.contains("?status= takes finished, failed"))
    #expect(try server.request("GET", "/api/runs?source=phone").status == 400)
  }

  @Test("the editor's check answers the compiler's diagnostics for the text sent, without saving it")
  func check() throws {
    let cli = try CLI()
    let id = try cli.newApp("Checked", source: "import SuperSwift\nRunContext.current.finish()\n")
    let folder = cli.library.appendingPathComponent("apps/Checked")
    let file = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".swift") })
    let server = try TestServer(cli)
    let body: JSON = ["file": .string(file), "source": "import SuperSwift\nlet n: Int = \"x\"\nvar unused = 1\n"]
    let answer = try server.request("POST", "/api/apps/\(id)/check", body: Data(body.text.utf8))
    #expect(answer.status == 200)
    let diagnostics = try #require(JSON(parsing: answer.body)?["diagnostics"]?.array)
    #expect(
      diagnostics.contains {
        $0["line"] == 2 && $0["severity"] == "error" && $0["message"]?.string?.contains("cannot convert") == true
      })
    #expect(
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).contains("finish()"), "not saved")
    #expect(try server.request("POST", "/api/apps/\(id)/check", body: Data("{}".utf8)).status == 400)
    #expect(
      try server.request("POST", "/api/apps/\(id)/check", body: Data(#"{"file": "../x.swift", "source": ""}"#.utf8))
        .status == 404)
  }

  @Test("a run's log arrives as Server-Sent Events while it runs, then its end")
  func logEvents() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Ticker",
      source: """
        import SuperSwift
        import Foundation
        print("tick 1")
        Thread.sleep(forTimeInterval: 2)
        print("tick 2")
        RunContext.current.finish(with: .text("done"))
        """)
    let server = try TestServer(cli)
    let started = try server.request("POST", "/api/apps/\(id)/run?wait=false")
    let run = try #require(started.firstIdentifier)
    let stream = try server.followEvents(of: run)
    let first = try stream.readStream(until: "tick 1")
    #expect(first.contains("text/event-stream"))
    #expect(!first.contains("event: end"), "the first line arrives before the run ends")
    let rest = try stream.readStream(until: "event: end")
    #expect(rest.contains("tick 2"))
    #expect(try stream.readStream(until: "\n\n").contains("\"status\":\"finished\""))
    // Without credentials: nothing.
    #expect(try server.request("GET", "/api/runs/\(run)/events", authorized: false).status == 401)
  }
}

/// The web app's new pages keep the server's rules.
@Suite("Web app security")
struct WebAppSecurityTests {
  @Test(
    "every page and route needs the session or token; changes need the page's own origin; scripts only from the server")
  func rules() throws {
    let cli = try CLI()
    let id = try cli.newApp("Guarded", source: "import SuperSwift\nRunContext.current.finish()")
    let server = try TestServer(cli)
    for path in ["/history", "/trash", "/apps/new", "/apps/\(id)/edit", "/apps/\(id)"] {
      let page = try server.request("GET", path, authorized: false)
      #expect(page.status == 401 && page.text.contains("Sign in"), "\(path)")
    }
    for path in ["/apps", "/apps/\(id)/save", "/apps/\(id)/rename", "/apps/\(id)/remove", "/apps/\(id)/duplicate"] {
      #expect(try server.request("POST", path, authorized: false).status == 401, "\(path)")
    }
    let cookie = try server.signIn()
    let form = ["Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"]
    let forged = try server.request(
      "POST", "/apps/\(id)/remove", body: Data("x=1".utf8),
      headers: form.merging(["Origin": "http://evil.example"]) { $1 },
      authorized: false)
    #expect(forged.status == 403)
    #expect(try cli.run(["show", id]).status == 0, "nothing removed")
    let page = try server.request("GET", "/apps/\(id)/edit", headers: ["Cookie": cookie], authorized: false)
    let policy = try #require(page.headers["content-security-policy"])
    let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(directives.first { $0.hasPrefix("script-src") } == "script-src 'self'")
    #expect(directives.first { $0.hasPrefix("connect-src") } == "connect-src 'self'")
    #expect(!policy.contains("http"), "no other origin")
    #expect(!page.text.contains("<script>"), "no inline script")
    #expect(page.text.contains("<script src=\"/web/app.js\""))
    #expect(try server.request("GET", "/web/app.js", headers: ["Cookie": cookie], authorized: false).status == 200)
    #expect(
      try server.request(
        "GET", "/vendor/codemirror/../../../etc/passwd", headers: ["Cookie": cookie], authorized: false
      ).status == 404)
  }
}

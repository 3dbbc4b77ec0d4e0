import Foundation
import SuperSwift
import Testing

/// An app's secrets: set from standard input, read by the app, never shown again.
@Suite("Secrets")
struct SecretsTests {
  static let key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"

  @Test("set from stdin, read by its own app only, masked in the log (split writes too), the result and the error")
  func secrets() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Weather",
      source: """
        import Foundation
        import SuperSwift
        let run = RunContext.current
        let key = run.secret("API_KEY") ?? "none"
        print("calling with \\(key)")
        // In two writes, as a stream might split it.
        FileHandle.standardOutput.write(Data("half: \\(key.prefix(10))".utf8))
        fflush(stdout)
        print("\\(key.dropFirst(10)) done")
        print("missing: \\(run.secret("NOPE") ?? "nil")")
        if run.input.text == "fail" { run.fail("the server refused \\(key)") }
        run.finish(with: .json(["used": .string(key), "length": .number(Double(key.count))]))
        """)
    _ = try cli.newApp(
      "Other",
      source:
        "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.secret(\"API_KEY\") ?? \"nil\"))\n"
    )
    let set = try cli.run(["secret", "set", "Weather", "API_KEY"], stdin: Data((Self.key + "\n").utf8))
    #expect(set.status == 0, "\(set.stderr)")
    #expect(!set.stdout.contains(Self.key) && !set.stderr.contains(Self.key))
    // Never from the command line; a bad name says what a name is.
    #expect(try cli.run(["secret", "set", "Weather", "API_KEY", Self.key]).status == 2)
    #expect(
      try cli.run(["secret", "set", "Weather", "9lives"], stdin: Data("x".utf8)).stderr.contains("not a secret's name"))

    let run = try cli.run(["run", "Weather", "--json"])
    #expect(!run.stdout.contains(Self.key) && !run.stderr.contains(Self.key), "\(run.stdout)\(run.stderr)")
    let record = try #require(JSON(parsing: Data(run.stdout.utf8)))
    #expect(record["result"]?["value"]?["used"] == "••••••", "\(run.stdout)")
    #expect(record["result"]?["value"]?["length"] == .number(Double(Self.key.count)), "the app had the value")
    let log = record["log"]?.string ?? ""
    #expect(log.contains("calling with ••••••"), "\(log)")
    #expect(log.contains("half: •••••• done"), "a value printed in two writes is masked whole: \(log)")
    #expect(!log.contains(Self.key), "\(log)")
    #expect(log.contains("missing: nil"))
    let failed = try cli.run(["run", "Weather", "--input", "fail"])
    #expect(failed.stderr.contains("the server refused ••••••"), "\(failed.stderr)")
    #expect(!failed.stderr.contains(Self.key))
    let history = try cli.run(["history", "--json"]).stdout + (try cli.run(["history", "show", "last"]).stdout)
    #expect(!history.contains(Self.key), "the history keeps no value")
    // Another app does not read it.
    #expect(try cli.run(["run", "Other"]).stdout == "nil\n")

    // Listed by name only; kept in one file of the library's own, readable by its owner alone.
    let listed = try cli.run(["secret", "list", "Weather", "--json"])
    #expect(listed.stdout.contains("\"API_KEY\"") && !listed.stdout.contains(Self.key), "\(listed.stdout)")
    let file = cli.library.appendingPathComponent(".superswift/secrets.json")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let folder = cli.library.appendingPathComponent("apps/Weather")
    let inFolder = try FileManager.default.subpathsOfDirectory(atPath: folder.path).compactMap {
      FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)
    }
    #expect(!inFolder.contains { String(decoding: $0, as: UTF8.self).contains(Self.key) }, "not in the app's folder")
    _ = id
    #expect(try cli.run(["secret", "remove", "Weather", "API_KEY"]).status == 0)
    #expect(try cli.run(["secret", "remove", "Weather", "API_KEY"]).status == 2)
    #expect(try cli.run(["run", "Weather"]).stdout.contains("\"length\":4"), "gone: the app reads nil")
  }

  @Test(
    "the web app's Secrets card is write-only; a duplicate gets the names, empty", .enabled(if: Browser.isAvailable))
  func webAndDuplicate() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Weather",
      source:
        "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.secret(\"API_KEY\") ?? \"nil\"))\n"
    )
    let server = try TestServer(cli)
    defer {
      server.process.signal(SIGTERM)
      _ = try? server.process.finish()
    }
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    try browser.resize(width: 390, height: 844)
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("document.getElementById('secrets').open = true")
    try browser.type("API_KEY", into: "#secret-name")
    try browser.type(Self.key, into: "#secret-value")
    _ = try browser.execute("document.querySelector('#secrets form[action$=\"/secrets\"]').requestSubmit()")
    #expect(try browser.waitFor("The secret is set. It is not shown again."))
    #expect(try WebAppTests.fitsWidth(browser), "the card fits 390 px")
    let page = try browser.source()
    #expect(page.contains("API_KEY") && !page.contains(Self.key), "the value is never shown")
    #expect(
      try cli.run(["run", "Weather", "--json"]).stdout.contains(#""••••••""#), "set from the page, read by the app")

    let copy = try cli.run(["duplicate", "Weather"])
    #expect(copy.status == 0)
    let names = try cli.run(["secret", "list", "Weather copy"])
    #expect(names.stdout.contains("API_KEY") && names.stdout.contains("empty"), "\(names.stdout)")
    #expect(try cli.run(["run", "Weather copy"]).stdout == "nil\n", "the copy has the name, not the value")

    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute(
      "document.getElementById('secrets').open = true; window.confirm = () => true; document.querySelector('#secrets form[action$=\"/remove\"] button').click()"
    )
    #expect(try browser.waitFor("The secret is removed."))
    #expect(try cli.run(["run", "Weather"]).stdout == "nil\n")
  }
}

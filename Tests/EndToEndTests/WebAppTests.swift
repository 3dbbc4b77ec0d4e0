import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An app with a typed input, as people write them: a `Decodable` struct with an enum, an
/// optional, defaults and help, read first thing (the README's example).
var typedTipSource: String {
  get throws {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/SplitBill.swift"), encoding: .utf8)
  }
}

/// The web app as a person uses it, in a real headless Chromium.
@Suite("Web app in the browser", .enabled(if: Browser.isAvailable))
struct WebAppTests {
  /// A browser signed in to `server`.
  static func signedIn(_ server: TestServer) throws -> Browser {
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    return browser
  }

  /// Whether the page fits the window's width (nothing scrolls sideways).
  static func fitsWidth(_ browser: Browser) throws -> Bool {
    try browser.execute("return document.documentElement.scrollWidth <= document.documentElement.clientWidth").bool
      == true
  }

  @Test("search as you type hides the apps that do not match, and says so when none does")
  func searchAsYouType() throws {
    let cli = try CLI()
    for name in ["Grocery List", "Tip Splitter"] { _ = try cli.run(["new", name]) }
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/")
    #expect(try browser.waitFor("Grocery List"))
    // The names of the rows a person sees (a row hidden by CSS has no offset parent).
    let shown =
      "[...document.querySelectorAll('[data-app-name]')].filter(r => r.offsetParent !== null).map(r => r.dataset.appName).join(',')"
    try browser.type("tip", into: "[data-search]")
    #expect(try browser.waitUntil("return \(shown) === 'Tip Splitter'"))
    try browser.type("zzz", into: "[data-search]")
    #expect(try browser.waitUntil("return \(shown) === ''"))
    #expect(try browser.execute("return document.querySelector('[data-no-match]').offsetParent !== null").bool == true)
  }

  @Test("create an app from the browser, see a mistake marked at its line as you type, fix it, save it")
  func createAndEdit() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/")
    try browser.click("a[href='/apps/new']")
    #expect(try browser.waitFor("Start from"))
    try browser.type("Greeter", into: "#name")
    _ = try browser.execute("document.getElementById('template').value = 'blank'")
    try browser.click("main form button[type=submit]")
    // The editor: CodeMirror from Debian's package, with line numbers and Swift highlighting.
    #expect(try browser.waitUntil("return document.body.dataset.editor === 'codemirror'"))
    #expect(try browser.execute("return document.querySelectorAll('.CodeMirror-linenumber').length > 3").bool == true)
    #expect(try browser.execute("return document.querySelector('.cm-keyword') !== null").bool == true)
    #expect(try browser.waitUntil("return Number(document.body.dataset.checked || 0) >= 1", seconds: 120))
    #expect(try browser.execute("return document.getElementById('check-state').textContent").string == "No problems")

    // Type a mistake at the end, as a person would: it is marked at its line. Any check after
    // the first keystroke finds an error on that line (every prefix of the line is one), so
    // the wait is for the check to come, not for a speed: bounded only against one that never
    // comes (a fresh clone's whole suite once took the language server past 60 s).
    let lines = try #require(browser.execute("return window.superswiftEditor.text().split('\\n').length").int)
    _ = try browser.execute(
      "const cm = document.querySelector('.CodeMirror').CodeMirror; cm.focus(); cm.setCursor(cm.lineCount(), 0);")
    try browser.type("let count: Int = \"three\"", into: ".CodeMirror textarea")
    #expect(
      try browser.waitUntil(
        "return [...document.querySelectorAll('#diagnostics li.error')].some(li => li.dataset.line === '\(lines)')",
        seconds: 300), "the mistake is listed at line \(lines)")
    #expect(
      try browser.execute("return document.querySelectorAll('.CodeMirror .cm-line-error').length >= 1").bool == true,
      "and marked in the editor")
    // Fix it and save: no problems, and the file on disk is the new text.
    _ = try browser.execute(
      """
      const cm = document.querySelector('.CodeMirror').CodeMirror;
      cm.replaceRange('let count: Int = 3', {line: cm.lineCount() - 1, ch: 0}, {line: cm.lineCount() - 1, ch: 1000});
      """)
    // No error is left (the language server rightly warns that code after `finish` never runs).
    #expect(
      try browser.waitUntil(
        "const state = document.getElementById('check-state').textContent; return state !== 'Checking…' && !state.includes('error') && document.querySelectorAll('#diagnostics li.error').length === 0"
      ))
    try browser.click("#editor-form button[type=submit]")
    #expect(try browser.waitUntil("return location.search.includes('saved=1')"))
    let saved = try String(contentsOf: cli.library.appendingPathComponent("apps/Greeter/main.swift"), encoding: .utf8)
    #expect(saved.contains("let count: Int = 3"))
  }

  @Test("an app's typed input is a form: filled in and run, its log arrives live, History finds it, run again keeps it")
  func typedFormAndLiveLog() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    let slow = try cli.newApp(
      "Slow Steps",
      source: """
        import SuperSwift
        import Foundation
        for step in 1...3 {
          print("step \\(step)")
          Thread.sleep(forTimeInterval: 1.5)
        }
        RunContext.current.finish(with: .text("all done"))
        """)
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    #expect(try browser.waitFor("The bill before the tip", seconds: 120), "the form is made from the app's fields")
    // One control per field, of the field's kind, defaults filled in.
    // A number is typed as text with the decimal keypad, so a decimal comma survives the form.
    #expect(
      try browser.execute("return document.querySelector('[name=\"field.amount\"]').inputMode").string == "decimal")
    #expect(try browser.execute("return document.querySelector('[name=\"field.amount\"]').required").bool == true)
    #expect(try browser.execute("return document.querySelector('[name=\"field.percent\"]').value").string == "18")
    #expect(
      try browser.execute(
        "return [...document.querySelector('select[name=\"field.service\"]').options].map(o => o.value).join(',')"
      )
      .string == ",okay,good,great", "an optional choice can be left empty")
    #expect(
      try browser.execute("return document.querySelector('input[type=checkbox][name=\"field.roundUp\"]') !== null").bool
        == true)
    #expect(try browser.execute("return document.querySelector('[name=\"field.service\"]').required").bool == false)
    try browser.type("42", into: "[name='field.amount']")
    _ = try browser.execute("document.querySelector('select[name=\"field.service\"]').value = 'great'")
    try browser.type("3", into: "[name='field.people']")
    _ = try browser.execute("document.querySelector('[name=\"field.people\"]').value = '2'")
    try browser.click("main form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return document.getElementById('result')?.textContent.includes('24.78') === true", seconds: 60))
    // The input is shown, and the form comes back filled in to change and run again.
    #expect(
      try browser.execute("return document.getElementById('input-text').textContent").string?.contains("\"amount\": 42")
        == true)
    #expect(try browser.execute("return document.querySelector('[name=\"field.amount\"]').value").string == "42")
    _ = try browser.execute("document.querySelector('[name=\"field.people\"]').value = '1'")
    try browser.click("main form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return document.getElementById('result')?.textContent.includes('49.56') === true", seconds: 60))

    // A bad value never runs: the browser says so at the field, and past a browser that does
    // not check, the page names the field.
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("document.querySelector('[name=\"field.amount\"]').value = 'lots';")
    #expect(
      try browser.execute("return document.querySelector('[name=\"field.amount\"]').validity.patternMismatch").bool
        == true)
    _ = try browser.execute("document.querySelector('[name=\"field.amount\"]').removeAttribute('pattern');")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitFor("amount takes a number, not"))

    // The log as the app prints it, while it is still running.
    try browser.open(server.base + "/apps/\(slow)")
    try browser.click("main form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return (document.getElementById('log')?.textContent || '').includes('step 1') && document.getElementById('run-status')?.textContent === 'running'",
        seconds: 60), "step 1 shows before the run ends")
    #expect(try browser.waitUntil("return document.body.dataset.ended === 'true'", seconds: 60))
    #expect(try browser.execute("return document.getElementById('result').textContent").string == "all done")
    #expect(try browser.execute("return document.getElementById('log').textContent").string?.contains("step 3") == true)

    // History across apps, filtered.
    try browser.open(server.base + "/history")
    #expect(try browser.execute("return document.querySelectorAll('ul.runs li').length").int == 3)
    try browser.open(server.base + "/history?app=\(slow)")
    #expect(try browser.execute("return document.querySelectorAll('ul.runs li').length").int == 1)
    try browser.open(server.base + "/history?status=finished&app=\(id)")
    #expect(try browser.execute("return document.querySelectorAll('ul.runs li').length").int == 2)
  }

  @Test("rename, duplicate, remove and restore an app from the browser, with the CLI's ids and rules")
  func manageApps() throws {
    let cli = try CLI()
    let id = try cli.newApp("Notes", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"n\"))")
    _ = try cli.newApp("Taken", source: "print(1)")
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("document.querySelector('details').open = true")
    _ = try browser.execute("document.getElementById('name').value = 'Taken'")
    try browser.click("form[action$='/rename'] button")
    #expect(try browser.waitFor("already"), "a name in use is refused, as on the command line")
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("document.querySelector('details').open = true")
    _ = try browser.execute("document.getElementById('name').value = 'Daily Notes'")
    try browser.click("form[action$='/rename'] button")
    #expect(try browser.waitFor("<h1>Daily Notes</h1>"))
    #expect(try cli.run(["show", id]).stdout.contains("Daily Notes"), "same identifier")
    try browser.click("form[action$='/duplicate'] button")
    #expect(try browser.waitFor("<h1>Daily Notes copy</h1>"))
    #expect(try cli.run(["list"]).stdout.contains("Daily Notes copy"))
    // Remove asks first; then the library offers Undo.
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("form[action$='/remove'] button")
    #expect(try browser.waitFor("Moved Daily Notes to the trash"))
    #expect(!(try cli.run(["list"]).stdout.contains("Daily Notes\n")))
    try browser.click("form[action$='/restore'] button")
    #expect(try browser.waitFor("<h1>Daily Notes</h1>"))
    #expect(try cli.run(["show", id]).status == 0)
  }

  @Test("on a phone-sized window every page fits its width, long JSON included")
  func phoneWidth() throws {
    let cli = try CLI()
    let long = String(repeating: "verylongwordwithoutspaces", count: 12)
    let id = try cli.newApp(
      "Wide \(long.prefix(30))",
      source: "import SuperSwift\nRunContext.current.finish(with: .json([\"key\": .string(\"\(long)\")]))")
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.resize(width: 390, height: 844)
    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitUntil("return document.getElementById('result') !== null", seconds: 60))
    for path in ["", "/", "/history", "/apps/\(id)", "/apps/\(id)/edit", "/apps/new", "/trash"] {
      if !path.isEmpty { try browser.open(server.base + path) }
      #expect(try Self.fitsWidth(browser), "\(path.isEmpty ? "the run page" : path) fits 390 px")
    }
    // The navigation is reachable from the keyboard: Tab goes to the skip link, then the links.
    try browser.open(server.base + "/")
    try browser.press([.tab])
    #expect(try browser.execute("return document.activeElement.className").string == "skip")
  }

  @Test("without Debian's CodeMirror the editor is a plain text box that still shows problems")
  func plainEditor() throws {
    let cli = try CLI().setting("XDG_DATA_DIRS", "/nonexistent")
    let id = try cli.newApp("Plain", source: "import SuperSwift\nRunContext.current.finish(with: .text(missing))\n")
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/apps/\(id)/edit")
    #expect(try browser.waitUntil("return document.body.dataset.editor === 'textarea'"))
    #expect(
      try browser.waitUntil(
        "return [...document.querySelectorAll('#diagnostics li.error')].some(li => li.dataset.line === '2')",
        seconds: 120))
    #expect(try server.request("GET", "/vendor/codemirror/lib/codemirror.js").status == 404)
  }

  @Test("a file changed on disk since the editor opened it is not overwritten; the text typed is kept")
  func saveConflict() throws {
    let cli = try CLI()
    let id = try cli.newApp("Shared", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"one\"))\n")
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/apps/\(id)/edit")
    #expect(try browser.waitUntil("return window.superswiftEditor !== undefined"))
    let folder = cli.library.appendingPathComponent("apps/Shared")
    let name = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".swift") })
    let file = folder.appendingPathComponent(name)
    try "import SuperSwift\nRunContext.current.finish(with: .text(\"changed elsewhere\"))\n".write(
      to: file, atomically: true, encoding: .utf8)
    _ = try browser.execute("window.superswiftEditor.setText('// mine\\n' + window.superswiftEditor.text())")
    try browser.click("#editor-form button[type=submit]")
    #expect(try browser.waitFor("changed on disk since you opened it"))
    #expect(try String(contentsOf: file, encoding: .utf8).contains("changed elsewhere"), "nothing overwritten")
    #expect(try browser.execute("return window.superswiftEditor.text()").string?.hasPrefix("// mine") == true)
    // Saving again, knowingly, replaces it.
    try browser.click("#editor-form button[type=submit]")
    #expect(try browser.waitUntil("return location.search.includes('saved=1')"))
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("// mine"))
  }

  @Test("a build failure's page lists the compiler's diagnostics, each linked to its line in the editor")
  func buildFailureLinks() throws {
    let cli = try CLI()
    let id = try cli.newApp("Broken", source: "import SuperSwift\n\nlet x: Int = \"no\"\n")
    let server = try TestServer(cli)
    let browser = try Self.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitFor("What the compiler said", seconds: 120))
    let link = try browser.execute("return document.querySelector('#diagnostics a').getAttribute('href')").string
    let folder = cli.library.appendingPathComponent("apps/Broken")
    let name = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".swift") })
    #expect(link == "/apps/\(id)/edit?file=\(name)#L3")
    try browser.click("#diagnostics a")
    #expect(try browser.waitUntil("return window.superswiftEditor !== undefined"))
    #expect(
      try browser.execute("return document.querySelector('.CodeMirror').CodeMirror.getCursor().line").int == 2,
      "the editor opens at line 3")
  }
}

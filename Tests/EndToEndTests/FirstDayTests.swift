import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A new user's first day in the web app, in a real headless Chromium: what issue 23 found
/// broken, each in the form a person meets it.
@Suite("A new user's first day in the browser", .enabled(if: Browser.isAvailable))
struct FirstDayTests {
  @Test("an interactive app started from its page shows at once, and its page becomes the finished run")
  func interactiveRunFromThePage() throws {
    let cli = try CLI()
    // A name long enough to wrap, as people name things.
    let id = try cli.newApp("Morning Drink Picker For The Office", source: XCallbackTests.source)
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 390, height: 844)
    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main form.run-form button[type=submit]")
    // The app compiles first (a new app: seconds); the page waits, then shows the interface
    // by itself. Nobody reloads.
    #expect(
      try browser.waitUntil("return document.querySelector('main#app button[data-action=tap]') !== null", seconds: 120),
      "the interface shows without a reload")
    // On a phone the title keeps one line (truncated if it must), not a letter a line.
    let title = try browser.execute(
      "const r = document.getElementById('title').getBoundingClientRect(); return [r.width, r.height]")
    #expect((title[0]?.number ?? 0) > 200, "the title is wide enough to read: \(title)")
    #expect((title[1]?.number ?? 99) < 40, "the title is one line: \(title)")
    // A two-row form fits the screen: nothing to scroll to.
    #expect(
      try browser.execute(
        "return document.documentElement.scrollHeight <= window.innerHeight"
      ).bool == true,
      "the interface page is no taller than the screen")
    _ = try browser.execute(
      """
      const s = document.querySelector('main#app select');
      s.value = [...s.options].find(o => o.textContent.trim() === 'Coffee').value;
      s.dispatchEvent(new Event('change', {bubbles: true}));
      """)
    #expect(
      try browser.waitUntil(
        "return document.querySelector('main#app select').selectedOptions[0].textContent.trim() === 'Coffee'"))
    // The app has the choice before Done is pressed (events go in order).
    usleep(300_000)
    try browser.tapButton("Done")
    // The page becomes the finished run: its result, Copy and Download.
    #expect(
      try browser.waitUntil(
        "return document.getElementById('result')?.textContent.trim() === 'Coffee for nobody'", seconds: 60))
    #expect(try browser.execute("return document.querySelector('[data-copy=result]') !== null").bool == true)
    #expect(try browser.execute("return document.querySelector('a[download]') !== null").bool == true)
    #expect(try browser.execute("return document.querySelector('main.ended') === null").bool == true)
  }

  @Test("the editor says Saved and when, saves as you type, asks before leaving unsaved text, and runs beside the code")
  func editorSavesAndRuns() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    let file = cli.library.appendingPathComponent("apps/Split")
    let name = try #require(FileManager.default.contentsOfDirectory(atPath: file.path).first { $0.hasSuffix(".swift") })
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 1366, height: 900)
    try browser.open(server.base + "/apps/\(id)/edit")
    #expect(try browser.waitUntil("return window.superswiftEditor !== undefined"))
    // Typing marks the file unsaved; 1.5 s after the last change it is saved, and says when.
    _ = try browser.execute(
      "window.superswiftEditor.setText(window.superswiftEditor.text().replace('/ 100', '/ 100.0'))")
    #expect(try browser.execute("return document.getElementById('save-state').textContent").string == "Unsaved changes")
    #expect(try browser.waitUntil("return document.getElementById('save-state').textContent.startsWith('Saved ')"))
    #expect(try String(contentsOf: file.appendingPathComponent(name), encoding: .utf8).contains("/ 100.0"))
    // With saving as you type off, a change stays unsaved, and leaving asks first.
    _ = try browser.execute("const box = document.getElementById('autosave'); box.click();")
    _ = try browser.execute("window.superswiftEditor.setText('// draft\\n' + window.superswiftEditor.text())")
    usleep(2_000_000)
    #expect(try browser.execute("return document.getElementById('save-state').textContent").string == "Unsaved changes")
    #expect(!(try String(contentsOf: file.appendingPathComponent(name), encoding: .utf8).hasPrefix("// draft")))
    #expect(
      try browser.execute(
        "const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return e.defaultPrevented"
      ).bool == true, "leaving with unsaved text asks")
    // Run beside the code: it saves first, then shows the result there, with the typed form.
    #expect(
      try browser.execute("return document.querySelector('.run-panel [name=\\\"field.amount\\\"]') !== null").bool
        == true)
    try browser.type("42", into: ".run-panel [name='field.amount']")
    _ = try browser.execute("document.querySelector('.run-panel [name=\\\"field.people\\\"]').value = '2'")
    try browser.click(".run-panel form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return (document.querySelector('#run-output #result')?.textContent || '').includes('24.78')", seconds: 120),
      "the result shows beside the code")
    #expect(
      try String(contentsOf: file.appendingPathComponent(name), encoding: .utf8).hasPrefix("// draft"),
      "Run saved first")
    #expect(try browser.execute("return location.pathname").string == "/apps/\(id)/edit", "the editor stayed")
    #expect(
      try browser.execute(
        "const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return e.defaultPrevented"
      ).bool == false, "nothing unsaved: leaving does not ask")
    // A mistake: the compiler's problem shows in the panel, linked to its line in this editor.
    _ = try browser.execute(
      "window.superswiftEditor.setText(window.superswiftEditor.text() + '\\nlet broken: Int = \"x\"\\n')")
    try browser.click(".run-panel form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil("return document.querySelector('#run-output #diagnostics a') !== null", seconds: 120),
      "the build failure shows in the panel")
    try browser.click("#run-output #diagnostics a")
    #expect(
      try browser.execute("return location.pathname").string == "/apps/\(id)/edit", "the link moved the cursor here")
  }

  @Test("files of an app are added and renamed from the editor; a bad name says why and keeps the page")
  func filesFromTheWeb() throws {
    let cli = try CLI()
    let id = try cli.newApp("Parts", source: "import SuperSwift\nRunContext.current.finish(with: .text(greeting()))\n")
    let folder = cli.library.appendingPathComponent("apps/Parts")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.open(server.base + "/apps/\(id)/edit")
    _ = try browser.execute("document.getElementById('files').open = true")
    try browser.type("Helpers", into: "#new-file")
    try browser.click("form[action$='/files'] button[type=submit]")
    #expect(try browser.waitUntil("return location.search.includes('file=Helpers.swift')"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Helpers.swift").path))
    #expect(try browser.waitUntil("return window.superswiftEditor !== undefined"))
    _ = try browser.execute("window.superswiftEditor.setText('func greeting() -> String { \"hi from helpers\" }\\n')")
    try browser.click("#editor-form button[type=submit]")
    #expect(try browser.waitUntil("return location.search.includes('saved=1')"))
    // Rename it, then try a name that is taken.
    _ = try browser.execute("document.getElementById('files').open = true")
    _ = try browser.execute("document.getElementById('rename-file').value = 'Greeting.swift'")
    try browser.click("form[action$='/files/rename'] button[type=submit]")
    #expect(try browser.waitUntil("return location.search.includes('file=Greeting.swift')"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Greeting.swift").path))
    let main = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasSuffix(".swift") && $0 != "Greeting.swift"
      })
    _ = try browser.execute("document.getElementById('files').open = true")
    _ = try browser.execute("document.getElementById('rename-file').value = arguments[0]", [.string(main)])
    try browser.click("form[action$='/files/rename'] button[type=submit]")
    #expect(try browser.waitFor("already has a file"))
    #expect(try browser.execute("return document.querySelector('textarea[data-editor]') !== null").bool == true)
    // The app with two files runs.
    #expect(try cli.run(["run", id]).stdout.contains("hi from helpers"))
  }

  @Test(
    "an app's page leads with Run; required choices start chosen; files only where the app reads them; one vocabulary")
  func appPageFirstTouch() throws {
    let cli = try CLI()
    let typed = try cli.newApp(
      "Order",
      source: """
        import SuperSwift
        enum Size: String, Decodable, CaseIterable { case small, medium, large }
        struct Order: Decodable { var size: Size; var note: String? }
        let order = try RunContext.current.input.decode(Order.self)
        RunContext.current.finish(with: .text(order.size.rawValue))
        """)
    let plain = try cli.newApp("Plain", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"hi\"))\n")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 390, height: 844)
    try browser.open(server.base + "/apps/\(typed)")
    #expect(try browser.waitFor("field.size", seconds: 120))
    #expect(try browser.execute("return document.querySelector('[name=\\\"field.size\\\"]').value").string == "small")
    #expect(try browser.execute("return document.querySelector('input[type=file]') === null").bool == true)
    let run = "document.querySelector('main form.run-form button[type=submit]')"
    #expect(
      try browser.execute("const r = \(run).getBoundingClientRect(); return r.bottom <= window.innerHeight").bool
        == true,
      "Run is visible without scrolling on a phone")
    #expect(try browser.execute("return \(run).className").string == "primary")
    try browser.open(server.base + "/apps/\(plain)")
    #expect(
      try browser.execute(
        "return document.querySelector('textarea#input') === null && document.querySelector('input[type=file]') === null"
      ).bool == true, "an app that reads no input is a Run button")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitUntil("return document.getElementById('result') !== null", seconds: 120))
    // The run's words are the API's: run.source and the status as JSON names them.
    #expect(try browser.execute("return document.getElementById('run-status').textContent").string == "finished")
    #expect(try browser.execute("return document.querySelector('main').textContent.includes('· app')").bool == true)
    #expect(try browser.execute("return document.querySelector('time.ago').textContent").string == "just now")
    try browser.open(server.base + "/history")
    let options = try browser.execute(
      "return [...document.querySelectorAll('select[name=source] option')].map(o => o.textContent).join(',')")
    #expect(options.string == "Any source,app,shortcut,shareSheet,urlScheme")
    // A rename that clashes returns to the app, the box open with the name typed.
    try browser.open(server.base + "/apps/\(plain)")
    _ = try browser.execute("document.getElementById('rename').open = true")
    _ = try browser.execute("document.getElementById('name').value = 'order'")
    try browser.click("#rename button[type=submit]")
    #expect(try browser.waitFor("already exists"))
    #expect(
      try browser.execute("return document.getElementById('rename').open && document.getElementById('name').value")
        .string == "order")
    try browser.open(server.base + "/")
    #expect(
      try browser.execute(
        "return document.body.textContent.includes('1 signed-in browser') && !document.body.textContent.includes('browser(s)')"
      ).bool == true)
  }

  @Test("a crash's file and line link into the editor, as build errors do")
  func crashLinks() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Crashy", source: "import SuperSwift\nlet items = [1, 2]\nprint(items[5])\nRunContext.current.finish()\n")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return document.querySelector('.error.box a[href*=\"/edit?file=\"]') !== null", seconds: 120))
    let link = try browser.execute("return document.querySelector('.error.box a').getAttribute('href')").string ?? ""
    #expect(link.hasPrefix("/apps/\(id)/edit?file=") && link.hasSuffix("#L3"), "\(link)")
  }

  @Test("Use from iPhone gives this app's own keys and result, with Copy for the URL and the header")
  func iPhoneRecipe() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    let server = try TestServer(cli)
    #expect(try cli.run(["run", id, "--amount", "10"]).status == 0)
    let browser = try WebAppTests.signedIn(server)
    try browser.open(server.base + "/apps/\(id)/iphone")
    let keys = try browser.execute(
      "return [...document.querySelectorAll('#recipe-keys code')].map(c => c.textContent).join(',')")
    #expect(keys.string?.hasPrefix("amount,percent,18,people,1,service") == true, "\(keys)")
    #expect(keys.string?.contains("bill") == false, "not the tip calculator's keys")
    #expect(try browser.execute("return document.body.textContent.includes('this app returns share')").bool == true)
    // The URL to copy; the header's token is made for the phone on the page (#device-form).
    #expect(try browser.execute("return document.querySelectorAll('button[data-copy]').length").int == 1)
    #expect(try browser.execute("return document.querySelector('#device-form') !== null").bool == true)
  }

  @Test(
    "a value the app refuses brings the form back filled in, the field marked; files' names and History's filters say what is wrong"
  )
  func refusalsAreNotDeadEnds() throws {
    let cli = try CLI()
    let id = try cli.newApp("Split", source: try typedTipSource)
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    #expect(try browser.waitFor("field.people", seconds: 120))
    _ = try browser.execute(
      """
      document.querySelector('[name="field.amount"]').value = '42';
      document.querySelector('[name="field.people"]').value = '2,5';
      """)
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitFor("people takes a whole number"))
    #expect(try browser.execute("return document.querySelector('[name=\"field.amount\"]').value").string == "42")
    #expect(
      try browser.execute("return document.querySelector('[name=\"field.people\"]').getAttribute('aria-invalid')")
        .string
        == "true")
    // A file that is not Swift is refused in words, on the file that was open, the name kept.
    try browser.open(server.base + "/apps/\(id)/edit")
    _ = try browser.execute(
      "document.getElementById('files').open = true; document.getElementById('new-file').value = 'notes.txt'")
    try browser.click("form[action$='/files'] button[type=submit]")
    #expect(try browser.waitFor("name it notes.swift"))
    #expect(try browser.execute("return document.getElementById('new-file').value").string == "notes.txt")
    #expect(try browser.execute("return document.getElementById('files').open").bool == true)
    // History: no match is said as such; an unknown app is said, and every run shown.
    try browser.open(server.base + "/history?status=crashed")
    #expect(try browser.waitFor("No runs match these filters"))
    try browser.open(server.base + "/history?app=nothing-like-it")
    #expect(try browser.waitFor("Showing every run"))
    try browser.open(server.base + "/runs")
    #expect(try browser.waitUntil("return location.pathname === '/history'"))
  }
}

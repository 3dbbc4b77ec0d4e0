import Foundation
@_spi(Host) import SuperSwift
import Testing

/// The editor's live preview, driven in Chromium as a person uses it: the app shows beside the
/// code, is clicked, its code edited, and the preview keeps what was clicked.
@Suite("The live preview in the editor", .serialized)
struct LivePreviewTests {
  static let counter = """
    import SwiftUI

    @main
    struct CounterApp: App {
      var body: some Scene {
        WindowGroup { ContentView() }
      }
    }

    struct ContentView: View {
      @State private var count = 0

      var body: some View {
        VStack {
          Text("Count: \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }

    """

  /// Adds an app called Counter whose one file, Counter.swift, reads `source`; its identifier,
  /// and the folder it was made from (the caller removes it).
  static func addCounter(_ cli: CLI, source: String = counter) throws -> (id: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source.write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    let id = try cli.run(["new", "Counter", "--from", folder.path]).stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
    return (id, folder)
  }

  /// The preview frame's text (the shown one, not one still loading behind it).
  static let frameText =
    "(document.querySelector('.preview-frames iframe:not(.loading)')?.contentDocument?.body?.innerText ?? '')"

  /// Replaces `old` with `new` in the editor, as typing would.
  static func replace(_ old: String, with new: String, in browser: Browser) throws {
    _ = try browser.execute(
      """
      const cm = document.querySelector('.CodeMirror').CodeMirror;
      const at = cm.getValue().indexOf(arguments[0]);
      cm.replaceRange(arguments[1], cm.posFromIndex(at), cm.posFromIndex(at + arguments[0].length));
      """, [.string(old), .string(new)])
  }

  @Test(
    "a counter clicked to 3 keeps 3 when its label is edited; a broken edit keeps the preview", arguments: [1280, 390])
  func keepsState(width: Int) throws {
    let cli = try CLI()
    let (id, folder) = try Self.addCounter(cli)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: width, height: 844)
    try browser.open(server.base + "/apps/\(id)/edit")
    // The first preview builds the SwiftUI runtime if no test has yet.
    let shown = try browser.waitUntil("return document.body.dataset.previews === '1'", seconds: 600)
    let status = try browser.execute(
      "return document.getElementById('preview-state').textContent + ' | ' + document.getElementById('preview-problem').textContent"
    )
    #expect(shown, "\(status)")
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Count: 0')"))

    try browser.enterFrame(".preview-frames iframe")
    for clicks in 1...3 {
      try browser.click("button[data-action=tap]")
      #expect(try browser.waitUntil("return document.body.innerText.includes('Count: \(clicks)')"))
    }
    try browser.leaveFrame()

    // The label edited: the new preview says Total, and still 3.
    try Self.replace("Count:", with: "Total:", in: browser)
    #expect(try browser.waitUntil("return document.body.dataset.previews === '2'", seconds: 60))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Total: 3')"))
    #expect(
      try browser.execute("return document.getElementById('preview-state').textContent").string?.contains("kept")
        == true)

    // A broken edit: the error shows, the preview stays as it was.
    try Self.replace("count += 1", with: "count += oops", in: browser)
    #expect(try browser.waitUntil("return document.body.dataset.previewFailures === '1'", seconds: 60))
    let problem = try browser.execute("return document.getElementById('preview-problem').textContent").string ?? ""
    #expect(problem.contains("line 16") && problem.contains("oops"), "\(problem)")
    #expect(try browser.execute("return \(Self.frameText)").string?.contains("Total: 3") == true)
    if let folder = ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] {
      try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent("preview-\(width).png"))
    }

    // Mended, with the state variable renamed: it starts afresh.
    try Self.replace("count += oops", with: "count += 1", in: browser)
    #expect(try browser.waitUntil("return document.body.dataset.previews === '3'", seconds: 60))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Total: 3')"))
    let renamed = Self.counter.replacingOccurrences(of: "count", with: "taps").replacingOccurrences(
      of: "Count:", with: "Total:")
    _ = try browser.execute("window.superswiftEditor.setText(arguments[0])", [.string(renamed)])
    #expect(try browser.waitUntil("return document.body.dataset.previews === '4'", seconds: 60))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Total: 0')"))
    #expect(try WebAppTests.fitsWidth(browser))
  }

  @Test("a preview that crashes shows the crash, and the next good change recovers it")
  func crashAndRecover() throws {
    let cli = try CLI()
    let crashing = Self.counter.replacingOccurrences(
      of: "Button(\"Add\") { count += 1 }",
      with: "Button(\"Add\") { count += 1 }\n      Button(\"Crash\") { fatalError(\"the preview fell over\") }")
    let (id, folder) = try Self.addCounter(cli, source: crashing)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 1280, height: 900)
    try browser.open(server.base + "/apps/\(id)/edit")
    #expect(try browser.waitUntil("return document.body.dataset.previews === '1'", seconds: 600))
    try browser.enterFrame(".preview-frames iframe")
    try browser.tapButton("Crash")
    try browser.leaveFrame()
    #expect(try browser.waitUntil("return document.body.dataset.previewEnded === '1'", seconds: 30))
    let said = try browser.execute("return document.getElementById('preview-problem').textContent").string ?? ""
    #expect(said.contains("the preview fell over"), "\(said)")
    // The next good change: a preview again, working.
    try Self.replace("Count:", with: "Again:", in: browser)
    #expect(try browser.waitUntil("return document.body.dataset.previews === '2'", seconds: 60))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Again: 0')"))
  }

  @Test("#Preview blocks are previews, picked by name; a file with previews and no @main shows its first")
  func previewBlocks() throws {
    let cli = try CLI()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import SwiftUI

    struct Badge: View {
      let name: String
      var body: some View { Text("Badge for \\(name)") }
    }

    #Preview("Ada") {
      Badge(name: "Ada")
    }

    #Preview("Counting") {
      @Previewable @State var taps = 0
      Button("Tapped \\(taps)") { taps += 1 }
    }

    #Preview("Not a view") {
      42
    }

    """.write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    let id = try cli.run(["new", "Badges", "--from", folder.path]).stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 1280, height: 900)
    try browser.open(server.base + "/apps/\(id)/edit")
    #expect(try browser.waitUntil("return document.body.dataset.previews === '1'", seconds: 600))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Badge for Ada')"))
    let names = try browser.execute(
      "return [...document.querySelectorAll('#preview-show option:not([disabled])')].map(o => o.textContent).join(',')")
    #expect(names.string == "The app,Ada,Counting")
    // The one that is not a view is listed, not offered, with the compiler's reason.
    let broken = try browser.execute("return document.querySelector('#preview-show option[disabled]')?.title ?? ''")
    #expect(broken.string?.contains("View") == true, "\(broken)")

    // Pick the second: its @Previewable state is the preview's own, and kept across an edit.
    _ = try browser.execute(
      "const pick = document.getElementById('preview-show'); pick.value = 'Counting'; pick.dispatchEvent(new Event('change'));"
    )
    #expect(try browser.waitUntil("return document.body.dataset.previews === '2'", seconds: 60))
    try browser.enterFrame(".preview-frames iframe:not(.loading)")
    try browser.click("button[data-action=tap]")
    #expect(try browser.waitUntil("return document.body.innerText.includes('Tapped 1')"))
    try browser.leaveFrame()
    try Self.replace("Tapped", with: "Pressed", in: browser)
    #expect(try browser.waitUntil("return document.body.dataset.previews === '3'", seconds: 60))
    #expect(try browser.waitUntil("return \(Self.frameText).includes('Pressed 1')"))
  }
}

/// The preview route as an API: what bad input and hostile callers get, and two pages at once.
@Suite("The live preview's route: bad input, crashes, two pages", .serialized)
struct LivePreviewRouteTests {
  func post(_ server: TestServer, _ app: String, _ body: JSON, token: String? = nil) throws -> RawResponse {
    var headers = ["Content-Type": "application/json"]
    if let token { headers["Authorization"] = "Bearer \(token)" }
    // A first preview may build the SwiftUI runtime, under a busy test run.
    return try server.request(
      "POST", "/api/apps/\(app)/preview", body: Data(body.text.utf8), headers: headers, authorized: token == nil,
      timeout: 600)
  }

  @Test("device tokens, bad pages, apps without SwiftUI and over-long names are refused, saying why")
  func refused() throws {
    let cli = try CLI()
    let (id, folder) = try LivePreviewTests.addCounter(cli)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try cli.run(["new", "Plain"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let phone = try cli.run(["token", "add", "phone"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let server = try TestServer(cli)
    let body: JSON = ["file": "Counter.swift", "source": .string(LivePreviewTests.counter), "page": "p1"]

    let device = try post(server, id, body, token: phone)
    #expect(device.status == 403 && device.text.contains("sign in in a browser"), "\(device.text)")
    let badPage: JSON = ["file": "Counter.swift", "source": .string(LivePreviewTests.counter), "page": "../../etc"]
    let page = try post(server, id, badPage)
    #expect(page.status == 400 && page.text.contains("letters, digits"), "\(page.text)")
    let longName: JSON = [
      "file": "Counter.swift", "source": .string(LivePreviewTests.counter), "page": "p1",
      "show": .string(String(repeating: "x", count: 201)),
    ]
    #expect(try post(server, id, longName).status == 400)
    let noFile = try post(server, id, ["file": "Nope.swift", "source": "", "page": "p1"])
    #expect(noFile.status == 404, "\(noFile.text)")
    let plainFiles = try cli.run(["show", plain]).stdout
    let plainFile = plainFiles.contains("main.swift") ? "main.swift" : "Plain.swift"
    let notUI = try post(server, plain, ["file": .string(plainFile), "source": "print(1)", "page": "p1"])
    #expect(notUI.status == 422 && notUI.text.contains("imports SwiftUI"), "\(notUI.text)")
    #expect(try post(server, id, ["source": "x"]).status == 400)
  }

  @Test("a preview that crashes as it starts leaves the one before it; two pages keep two previews")
  func crashesAndPages() throws {
    let cli = try CLI()
    let (id, folder) = try LivePreviewTests.addCounter(cli)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try TestServer(cli)
    let source = LivePreviewTests.counter
    let first = try post(server, id, ["file": "Counter.swift", "source": .string(source), "page": "one"])
    #expect(first.status == 200, "\(first.text)")
    let firstRun = try #require(JSON(parsing: first.body)?["run"]?.string)

    // Compiles, and stops before its first render.
    let crashing = source.replacingOccurrences(
      of: "struct CounterApp: App {", with: "struct CounterApp: App {\n  init() { fatalError(\"no\") }")
    let crashed = try post(server, id, ["file": "Counter.swift", "source": .string(crashing), "page": "one"])
    #expect(crashed.status == 422, "\(crashed.text)")
    #expect(JSON(parsing: crashed.body)?["error"]?.string?.isEmpty == false, "\(crashed.text)")
    let still = try server.request("GET", "/api/runs/\(firstRun)")
    #expect(JSON(parsing: still.body)?["status"]?.string == "running", "\(still.text)")

    // Another page of the same app: its own preview; the first page's stays.
    let other = try post(server, id, ["file": "Counter.swift", "source": .string(source), "page": "two"])
    #expect(other.status == 200, "\(other.text)")
    let otherRun = try #require(JSON(parsing: other.body)?["run"]?.string)
    #expect(otherRun != firstRun)
    #expect(JSON(parsing: try server.request("GET", "/api/runs/\(firstRun)").body)?["status"]?.string == "running")

    // The first page's next preview replaces its own, not the other page's.
    let next = try post(server, id, ["file": "Counter.swift", "source": .string(source), "page": "one"])
    #expect(next.status == 200 && JSON(parsing: next.body)?["kept"]?.bool == true, "\(next.text)")
    var ended = false
    for _ in 0..<100 where !ended {
      ended = JSON(parsing: try server.request("GET", "/api/runs/\(firstRun)").body)?["status"]?.string != "running"
      if !ended { usleep(50_000) }
    }
    #expect(ended, "the replaced preview stops")
    #expect(JSON(parsing: try server.request("GET", "/api/runs/\(otherRun)").body)?["status"]?.string == "running")
    // Previews are not kept in the history.
    let history = try cli.run(["history", "--json"]).stdout
    #expect(!history.contains(firstRun) && !history.contains(otherRun))
  }
}

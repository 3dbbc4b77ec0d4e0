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
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("Counter-\(UUID().uuidString).swift")
    try Self.counter.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let id = try cli.run(["new", "Counter", "--from", file.path]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
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

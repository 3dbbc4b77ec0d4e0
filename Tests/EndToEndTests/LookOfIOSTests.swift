import Foundation
import SuperSwift
import Testing

/// iOS's look where it shows, in Chromium at an iPhone's 390×844: large navigation titles that
/// shrink into the bar as the list scrolls, inline titles, and an app's asset catalog (its
/// images, its colours in light and dark, its accent colour, Xcode's asset symbols).
@Suite("iOS's look in Chromium", .serialized, .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct LookOfIOSTests {
  @Test("a stack's root title is large (34 pt bold) and shrinks on scroll; an inline screen's is 17 pt")
  func largeTitles() throws {
    let cli = try CLI()
    let (run, browser) = try cli.openInterfaceApp(
      """
      import SwiftUI

      @main
      struct Titles: App {
        var body: some Scene { WindowGroup { Fruits() } }
      }

      struct Fruits: View {
        var body: some View {
          NavigationStack {
            List(0..<60, id: \\.self) { number in
              NavigationLink("Fruit \\(number)") { Text("Details of \\(number)").navigationTitle("Fruit \\(number)").navigationBarTitleDisplayMode(.inline) }
            }
            .navigationTitle("Fruits")
          }
        }
      }
      """, named: "Titles", waitingFor: "Fruit 1")
    func title() throws -> (size: String, weight: String) {
      let style = try browser.execute(
        "const s = getComputedStyle(document.getElementById('title')); return [s.fontSize, s.fontWeight];")
      return (style.array?.first?.string ?? "", style.array?.last?.string ?? "")
    }
    #expect(try title() == ("34px", "700"), "the root's title is large")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/large-title-390.png"))
    }
    // Scrolling the list shrinks the title into the bar.
    _ = try browser.execute(
      "const s = [...document.querySelectorAll('#app *')].find(e => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'visible') || document.scrollingElement; s.scrollTop = 400; s.dispatchEvent(new Event('scroll'));"
    )
    #expect(
      try browser.waitUntil("return document.getElementById('title').parentElement.classList.contains('scrolled')"))
    #expect(
      try browser.waitUntil("return getComputedStyle(document.getElementById('title')).fontSize === '17px'"),
      "scrolled, the title is the bar's")
    // A pushed screen that asks for an inline title shows it at the bar's size.
    _ = try browser.execute("document.querySelector('#app [data-action=tap]').click()")
    #expect(try browser.waitFor("Details of 0"))
    #expect(try title() == ("17px", "600"))
    run.signal(SIGINT)
    _ = try run.finish()
  }

  @Test("an app's asset catalog: its image shows, its colours and accent apply, asset symbols compile")
  func assetCatalog() throws {
    let cli = try CLI()
    let app = cli.root.appendingPathComponent("Catalogued")
    let catalog = app.appendingPathComponent("Assets.xcassets")
    func write(_ text: String, _ path: String) throws {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("{}", "Contents.json")
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.500","red":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}]}
      """, "BrandColor.colorset/Contents.json")
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"128","red":"0"}},"idiom":"universal"}]}
      """, "AccentColor.colorset/Contents.json")
    try write(
      "{\"images\":[{\"filename\":\"dot.svg\",\"idiom\":\"universal\"}]}", "Dot.imageset/Contents.json")
    try write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><circle cx=\"10\" cy=\"10\" r=\"10\"/></svg>",
      "Dot.imageset/dot.svg")
    try """
    import SwiftUI
    import SuperSwift

    @main
    struct Catalogued: App {
      var body: some Scene { WindowGroup { Screen() } }
    }

    struct Screen: View {
      var body: some View {
        VStack {
          Text("Brand").foregroundStyle(Color("BrandColor"))
          Text("Symbol").foregroundStyle(.brand)
          Image("Dot")
          Image(.dot)
          Button("Accent") { RunContext.current.finish() }
        }
      }
    }
    """.write(to: app.appendingPathComponent("Catalogued.swift"), atomically: true, encoding: .utf8)
    let run = try cli.start(["run", app.path, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Symbol"), "stderr: \(run.stderrSoFar)")
    func colour(_ text: String) throws -> String {
      try browser.execute(
        "return getComputedStyle([...document.querySelectorAll('#app *')].find(e => e.childElementCount === 0 && e.textContent.trim() === arguments[0])).color",
        [.string(text)]
      ).string ?? ""
    }
    #expect(try colour("Brand") == "rgb(255, 128, 0)")
    #expect(try colour("Symbol") == "rgb(255, 128, 0)", "the generated .brand is the catalog's colour")
    #expect(try colour("Accent") == "rgb(0, 128, 0)", "AccentColor is the accent")
    let images = try browser.execute(
      "return [...document.querySelectorAll('#app img.asset')].map(i => i.complete && i.naturalWidth)")
    #expect(images.array?.map(\.number) == [20, 20], "both images load from the catalog: \(images)")
    // In dark, the colour set's dark value.
    _ = try browser.execute("document.documentElement.dataset.scheme = 'dark'")
    #expect(try colour("Brand") == "rgb(0, 0, 255)")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/asset-catalog-390.png"))
    }
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }
}

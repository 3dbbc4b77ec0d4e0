import Foundation
import SuperSwift
import Testing

/// The layout engine's frames, drawn by Chromium at a phone's 390 × 844: every element the
/// engine placed is where the engine put it, within a point, on every tab of a gallery of
/// published layout styles (Tests/EndToEndTests/Corpus/SwiftUI/LayoutGallery.swift).
@Suite(
  "Layout fidelity: the page draws the engine's frames", .serialized,
  .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct LayoutFidelityTests {
  /// The script that compares each boxed element's box in the page with the engine's frame
  /// (Support/layout-compare.js, which bench/layout_fidelity.py runs too).
  static var compare: String {
    get throws {
      try String(
        contentsOf: repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Support/layout-compare.js"),
        encoding: .utf8)
    }
  }

  func box(_ browser: Browser, _ find: String) throws -> [Double] {
    try #require(try browser.waitForSettledLayout(), "the page's layout never settled")
    let value = try browser.execute(
      "const e = \(find); if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"
    )
    let numbers = value.array?.compactMap(\.number)
    return try #require(numbers, "nothing found by \(find)")
  }

  @Test("every tab of the gallery: each element within a point of its frame; the named layouts hold")
  func gallery() throws {
    let cli = try CLI()
    let path = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Corpus/SwiftUI/LayoutGallery.swift").path
    let run = try cli.start(["run", path, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Keypad"), "stderr: \(run.stderrSoFar)")
    // The page has said its size, and the app laid out in it.
    #expect(try browser.waitForSettledLayout())
    #expect(
      try browser.waitUntil(
        "return document.querySelector('#app .tab-bar')?.getBoundingClientRect().width === document.getElementById('app').clientWidth"
      ))

    let tabs = ["Keypad", "Card", "Chat", "Grid", "Welcome", "Form", "Carousel"]
    for (index, tab) in tabs.enumerated() {
      _ = try browser.execute("document.querySelectorAll('.tab')[\(index)].click()")
      #expect(
        try browser.waitUntil(
          "return document.querySelectorAll('.tab')[\(index)].getAttribute('aria-selected') === 'true'"))
      // Web fonts in, so text is drawn in the files the engine measured.
      _ = try browser.executeAsync("document.fonts.ready.then(() => arguments[0](true))")
      let result = try browser.execute(try Self.compare)
      let parts = result.array ?? []
      let checked = parts.first?.number ?? 0
      let far = parts.dropFirst().first?.array?.compactMap(\.string) ?? []
      #expect(checked > 10, "\(tab): only \(checked) boxed elements")
      #expect(far.isEmpty, "\(tab): \(far)")

      switch tab {
      case "Keypad":
        // A frame inside a button's label is the button's size: 80 × 80 circles, 92 apart.
        let seven = try box(
          browser, "[...document.querySelectorAll('#app button')].find(b => b.textContent.trim() === '7')")
        let eight = try box(
          browser, "[...document.querySelectorAll('#app button')].find(b => b.textContent.trim() === '8')")
        #expect(seven[2] == 80 && seven[3] == 80, "\(seven)")
        #expect(abs(eight[0] - seven[0] - 92) < 0.5)
      case "Card":
        // A filled rounded rectangle keeps its frame under the overlay of its text.
        let card = try box(browser, "document.querySelector('#app .shape')")
        #expect(card[2] == 300 && card[3] == 180, "\(card)")
      case "Welcome":
        // The full-screen gradient is the whole tab panel, not 0 wide.
        let gradient = try box(browser, "document.querySelector('#app .tab-panel .zstack > *')")
        let panel = try box(browser, "document.querySelector('#app .tab-panel')")
        #expect(gradient[2] == panel[2] && gradient[3] == panel[3], "gradient \(gradient) panel \(panel)")
      case "Carousel":
        // A horizontal scroll view scrolls inside its frame; the page does not overflow sideways.
        let overflow = try browser.execute(
          "const s = document.querySelector('#app .scroll'); return [s.scrollWidth, s.clientWidth, document.documentElement.scrollWidth];"
        )
        let numbers = overflow.array?.compactMap(\.number) ?? []
        #expect(numbers.count == 3 && numbers[0] > numbers[1] && numbers[2] <= 390, "\(numbers)")
      default: break
      }
    }
  }

  @Test(
    "the environment: a dark scheme darkens the page, a container's foreground reaches its buttons, the title is the shown tab's"
  )
  func environment() throws {
    let cli = try CLI()
    let path = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Corpus/SwiftUI/DarkTabs.swift").path
    let run = try cli.start(["run", path, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Welcome back"), "stderr: \(run.stderrSoFar)")
    #expect(try browser.waitUntil("return document.documentElement.dataset.scheme === 'dark'"))
    let background = try browser.execute("return getComputedStyle(document.body).backgroundColor")
    #expect(background.string == "rgb(0, 0, 0)", "\(background)")
    // White on blue: the button's label takes the container's foreground over the tint.
    let skip = try browser.execute(
      "return getComputedStyle([...document.querySelectorAll('#app button')].find(b => b.textContent.trim() === 'Skip')).color"
    )
    #expect(skip.string == "rgb(255, 255, 255)", "\(skip)")
    // Outside a list a navigation link is a button, not a row with a chevron.
    let link = try browser.execute(
      "const b = [...document.querySelectorAll('#app button')].find(b => b.textContent.trim() === 'Details'); return [b.className, b.getBoundingClientRect().width]"
    )
    #expect(link.array?.first?.string?.contains("link-row") == false, "\(link)")
    // The heading is the shown tab's title, and follows the tab.
    #expect(try browser.waitUntil("return document.getElementById('title').textContent === 'Home'"))
    _ = try browser.execute("document.querySelectorAll('.tab')[1].click()")
    #expect(try browser.waitUntil("return document.getElementById('title').textContent === 'Settings'"))
    // A segmented picker in a form shows no label beside it.
    let legend = try browser.execute(
      "return document.querySelector('#app fieldset legend').getBoundingClientRect().width")
    #expect((legend.number ?? 99) <= 1, "\(legend)")
    let far = try browser.execute(try Self.compare).array?.dropFirst().first?.array ?? []
    #expect(far.isEmpty, "\(far)")
  }
}

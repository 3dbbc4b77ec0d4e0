import Foundation
import SuperSwift
import Testing

/// SF Symbols with no drawing here, on a page in Chromium at 390×844: a neutral square of the
/// glyph's size, never clipped letters of the name.
@Suite("Unmapped symbols in Chromium", .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct SymbolPlaceholderTests {
  @Test("an unmapped symbol draws a placeholder of its size with no text, labelled for screen readers")
  func placeholder() throws {
    let cli = try CLI()
    let (run, browser) = try cli.openInterfaceApp(
      """
      import SwiftUI
      import SuperSwift

      @main
      struct Badges: App {
        var body: some Scene { WindowGroup { Row() } }
      }

      struct Row: View {
        var body: some View {
          VStack {
            Label("Award", systemImage: "qqqq.unknown.symbol")
            Image(systemName: "qqqq.another.unknown").font(.largeTitle)
            Button("Done") { RunContext.current.finish() }
          }
        }
      }
      """, named: "Badges", waitingFor: "Award")
    let shapes =
      try browser.execute(
        """
        return [...document.querySelectorAll('.icon.placeholder')].map(e => {
          const r = e.querySelector('.shape').getBoundingClientRect();
          return [r.width, r.height, e.textContent.length, e.getAttribute('aria-label')];
        });
        """
      ).array ?? []
    #expect(shapes.count == 2, "\(shapes)")
    for shape in shapes {
      let width = shape.array?[0].number ?? 0
      let height = shape.array?[1].number ?? 0
      #expect(width >= 12 && abs(width - height) < 2 && shape.array?[2].number == 0, "\(shape)")
    }
    #expect(try browser.execute("return document.body.innerText.includes('qqqq')").bool == false)
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }
}

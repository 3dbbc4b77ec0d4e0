import Foundation
import SuperSwift
import Testing

/// `aspectRatio(_:contentMode:)` on a page in Chromium at an iPhone's 390×844: a grid's
/// `.fit` cells are square, as on iOS.
@Suite("Aspect ratios in Chromium", .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct AspectRatioPageTests {
  @Test("a two-column grid of aspectRatio(1, contentMode: .fit) cells draws squares")
  func squareCells() throws {
    let cli = try CLI()
    let (run, browser) = try cli.openInterfaceApp(
      """
      import SwiftUI
      import SuperSwift

      @main
      struct Tiles: App {
        var body: some Scene { WindowGroup { Grid4() } }
      }

      struct Grid4: View {
        var body: some View {
          VStack {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
              ForEach(0..<4) { index in
                ZStack {
                  Color.orange
                  Text("Tile \\(index)")
                }
                .aspectRatio(1, contentMode: .fit)
              }
            }
            Button("Done") { RunContext.current.finish() }
          }
          .padding()
        }
      }
      """, named: "Tiles", waitingFor: "Tile 3")
    #expect(try browser.waitForSettledLayout())
    let size =
      try browser.execute(
        """
        const text = [...document.querySelectorAll('#app *')].find(e => e.childElementCount === 0 && e.textContent.trim() === 'Tile 0');
        const cell = text.parentElement.getBoundingClientRect();
        return [cell.width, cell.height];
        """
      ).array?.compactMap(\.number) ?? []
    #expect(size.count == 2 && size[0] > 120 && abs(size[0] - size[1]) < 1, "\(size)")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/aspect-390.png"))
    }
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }
}

import Foundation
import SuperSwift
import Testing

/// iOS's system colours as a page draws them, in Chromium at an iPhone's 390×844: the default
/// palette in light and in dark, never the increased-contrast one unless asked for.
@Suite("System colours in Chromium", .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct SystemColourTests {
  @Test("blue is (0, 122, 255) and yellow (255, 204, 0) in light; blue (10, 132, 255) in dark, however it is asked for")
  func palette() throws {
    let cli = try CLI()
    let (run, browser) = try cli.openInterfaceApp(
      """
      import SwiftUI
      import SuperSwift

      @main
      struct Colours: App {
        var body: some Scene { WindowGroup { Swatches() } }
      }

      struct Swatches: View {
        var body: some View {
          VStack {
            Text("Blue").foregroundStyle(.blue)
            Text("Yellow").foregroundStyle(Color.yellow)
            VStack { Text("Night blue").foregroundStyle(.blue) }.colorScheme(.dark)
            VStack { Text("Evening blue").foregroundStyle(.blue) }.environment(\\.colorScheme, .dark)
            Button("Done") { RunContext.current.finish() }
          }
        }
      }
      """, named: "Colours", waitingFor: "Night blue")
    func colour(_ text: String) throws -> String {
      try browser.execute(
        "return getComputedStyle([...document.querySelectorAll('#app *')].find(e => e.childElementCount === 0 && e.textContent.trim() === arguments[0])).color",
        [.string(text)]
      ).string ?? ""
    }
    #expect(try colour("Blue") == "rgb(0, 122, 255)")
    #expect(try colour("Yellow") == "rgb(255, 204, 0)")
    #expect(try colour("Night blue") == "rgb(10, 132, 255)")
    #expect(try colour("Evening blue") == "rgb(10, 132, 255)", ".environment(\\.colorScheme, .dark) too")
    // A plain screen is white, as iOS's system background.
    #expect(
      try browser.execute("return getComputedStyle(document.body).backgroundColor").string == "rgb(255, 255, 255)")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/system-colours-390.png"))
    }
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }

  @Test("a screen of grouped sections (a Form) is gray, its rows white cards")
  func groupedScreen() throws {
    let cli = try CLI()
    let run = try cli.start(["run", InterfaceTests.drinkPicker, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Coffee"))
    #expect(
      try browser.execute("return getComputedStyle(document.body).backgroundColor").string == "rgb(242, 242, 247)")
    #expect(
      try browser.execute("return getComputedStyle(document.querySelector('#app .rows')).backgroundColor").string
        == "rgb(255, 255, 255)")
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }
}

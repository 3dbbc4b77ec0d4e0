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
  /// An interactive app as the template makes it: a picker and Done.
  static let pickerSource = """
    import SwiftUI
    import SuperSwift

    @main
    struct DrinkPicker: App {
      var body: some Scene {
        WindowGroup { PickerView() }
      }
    }

    struct PickerView: View {
      @State private var drink = "Tea"
      var body: some View {
        Form {
          Picker("Drink", selection: $drink) {
            ForEach(["Tea", "Coffee", "Cocoa"], id: \\.self) { Text($0) }
          }
          Button("Done") { RunContext.current.finish(with: .text(drink)) }
        }
      }
    }
    """

  @Test("an interactive app started from its page shows at once, and its page becomes the finished run")
  func interactiveRunFromThePage() throws {
    let cli = try CLI()
    // A name long enough to wrap, as people name things.
    let id = try cli.newApp("Morning Drink Picker For The Office", source: Self.pickerSource)
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
      try browser.waitUntil("return document.getElementById('result')?.textContent.trim() === 'Coffee'", seconds: 60))
    #expect(try browser.execute("return document.querySelector('[data-copy=result]') !== null").bool == true)
    #expect(try browser.execute("return document.querySelector('a[download]') !== null").bool == true)
    #expect(try browser.execute("return document.querySelector('main.ended') === null").bool == true)
  }
}

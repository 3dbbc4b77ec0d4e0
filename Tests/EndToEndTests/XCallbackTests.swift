import Foundation
import SuperSwift
import Testing

/// An interactive app from a phone's Shortcut (issue 24): "Get Contents of URL" starts it
/// with `?wait=false` and gets its `xcallback` address, "Open X-Callback URL" opens that with
/// `shortcuts://` callbacks, and when the person is done the page sends the result back.
@Suite("Interactive apps from a Shortcut (x-callback-url)", .enabled(if: Browser.isAvailable))
struct XCallbackTests {
  static let source = """
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
            ForEach(["Tea", "Coffee"], id: \\.self) { Text($0) }
          }
          Button("Done") { RunContext.current.finish(with: .text(drink + " for " + (RunContext.current.input.text ?? "nobody"))) }
          Button("Give up") { RunContext.current.fail("no drink today") }
        }
      }
    }
    """

  static let callbacks =
    "x-success=shortcuts%3A%2F%2Fx-callback-url%2Fok%3Fshortcut%3DMorning&x-cancel=shortcuts%3A%2F%2Fx-callback-url%2Fcancel&x-error=shortcuts%3A%2F%2Fx-callback-url%2Ferror"

  /// Starts a run as the shortcut's first action does, and returns the page's address on this
  /// machine (the phone's host swapped for loopback).
  static func start(_ server: TestServer, app: String, input: String) throws -> (run: String, page: String) {
    let response = try server.shortcut(
      .json(
        "/api/apps/\(app)/run?wait=false", #"{"input":"\#(input)"}"#,
        headers: [("Authorization", "Bearer \(server.token)")]))
    #expect(response.status == 202, "\(response.text)")
    let answer = try #require(JSON(parsing: response.body))
    let run = try #require(answer["id"]?.string)
    let xcallback = try #require(answer["xcallback"]?.string, "an app with an interface gets an xcallback")
    // The address the phone reached the server by.
    #expect(xcallback == "http://192.168.1.20:\(server.port)/runs/\(run)/x-callback")
    return (run, server.base + "/runs/\(run)/x-callback?" + callbacks)
  }

  @Test("Done calls x-success with the result, Close calls x-cancel, fail calls x-error with its message")
  func flows() throws {
    let cli = try CLI()
    let id = try cli.newApp("Drinks", source: Self.source)
    let plain = try cli.newApp("Plain", source: "import SuperSwift\nRunContext.current.finish()\n")
    let server = try TestServer(cli)
    // An app without an interface gets no xcallback.
    let noUI = try server.shortcut(
      .json("/api/apps/\(plain)/run?wait=false", "{}", headers: [("Authorization", "Bearer \(server.token)")]))
    #expect(JSON(parsing: noUI.body)?["xcallback"] == nil, "\(noUI.text)")
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 390, height: 844)

    /// Opens a started run's page, waits for the app, does `act`, and returns where the page
    /// sends the browser back to Shortcuts.
    func callback(input: String, _ act: () throws -> Void) throws -> String? {
      let started = try Self.start(server, app: id, input: input)
      try browser.open(started.page)
      #expect(try browser.waitUntil("return document.querySelector('main#app select') !== null", seconds: 120))
      try act()
      #expect(try browser.waitUntil("return document.getElementById('back-to-shortcuts') !== null", seconds: 60))
      return try browser.execute("return document.getElementById('back-to-shortcuts').getAttribute('href')").string
    }
    // Finished: the result goes to x-success, after the callback's own query.
    let done = try callback(input: "Ada") {
      _ = try browser.execute(
        """
        const s = document.querySelector('main#app select');
        s.value = [...s.options].find(o => o.textContent.trim() === 'Coffee').value;
        s.dispatchEvent(new Event('change', {bubbles: true}));
        """)
      usleep(300_000)
      try browser.tapButton("Done")
    }
    #expect(done == "shortcuts://x-callback-url/ok?shortcut=Morning&result=Coffee%20for%20Ada")
    // Closed: x-cancel.
    #expect(try callback(input: "Bo") { try browser.click("#close") } == "shortcuts://x-callback-url/cancel")
    // Failed: x-error with the app's message.
    #expect(
      try callback(input: "Cy") { try browser.tapButton("Give up") }
        == "shortcuts://x-callback-url/error?errorMessage=no%20drink%20today")
  }

  @Test("a callback that is not shortcuts:// is refused with a sentence; the page needs signing in, then comes back")
  func refusedAndSignedIn() throws {
    let cli = try CLI()
    let id = try cli.newApp("Drinks", source: Self.source)
    let server = try TestServer(cli)
    let started = try Self.start(server, app: id, input: "Ada")
    let browser = try Browser()
    // Not signed in: the sign-in page, and after the token, back to the same address.
    try browser.open(started.page)
    #expect(try browser.waitFor("Sign in"))
    try browser.type(server.token, into: "#token")
    try browser.click("form[action='/login'] button[type=submit]")
    #expect(try browser.waitUntil("return location.pathname.endsWith('/x-callback')", seconds: 30))
    #expect(try browser.waitUntil("return document.querySelector('main#app select') !== null", seconds: 120))
    // Another scheme is never called back.
    let evil = server.base + "/runs/\(started.run)/x-callback?x-success=https%3A%2F%2Fevil.example%2Fsteal"
    try browser.open(evil)
    #expect(try browser.waitFor("must be a shortcuts:// URL"))
    #expect(try browser.execute("return document.querySelector('a[href^=\"https://evil\"]') === null").bool == true)
  }
}

import Foundation
import Testing

/// The web page in a real headless Chromium: sign in with the login link, run the tip
/// calculator from the form, see the result, find the run in the history.
@Suite("Web page in Chromium", .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct BrowserTests {
  @Test("sign in, run the tip calculator with {\"bill\": 42, \"percent\": 18}, see 49.56, find the run")
  func tipCalculatorInTheBrowser() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Tip Calculator",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    let server = try TestServer(cli)
    let link = try #require(server.loginLink)
    let browser = try Browser()
    try browser.open(link)
    #expect(try browser.waitFor("Tip Calculator"))
    try browser.click("a[href='/apps/\(id)']")
    #expect(try browser.waitFor("Recent runs"))
    try browser.type(#"{"bill": 42, "percent": 18}"#, into: "#input")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitFor("49.56"))
    #expect(try browser.source().contains("finished"))
    try browser.open("\(server.base)/apps/\(id)")
    #expect(try browser.waitFor("/runs/"))
    #expect(try browser.source().contains("49.56"), "the run is in the app's history")
  }
}

/// The run page's Cancel button, in a real headless Chromium.
@Suite("Web page: cancelling", .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct BrowserCancelTests {
  @Test("a slow run started from the page is cancelled with its Cancel button")
  func cancel() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Sleeper",
      source: """
        import SuperSwift

        Thread.sleep(forTimeInterval: 60)
        RunContext.current.finish(with: .text("too late"))
        """)
    let server = try TestServer(cli)
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    try browser.open("\(server.base)/apps/\(id)")
    #expect(try browser.waitFor("Recent runs"))
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitFor(">running<"))
    try browser.click("form[action$='/cancel'] button")
    #expect(try browser.waitFor("cancelled"))
    #expect(!(try browser.source().contains("too late")))
  }
}

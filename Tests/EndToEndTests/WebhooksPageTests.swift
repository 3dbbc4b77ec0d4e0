import Foundation
import SuperSwift
import Testing

/// An app's Webhooks card in Chromium: add a signed hook, send a test delivery, see its verdict
/// and run, set a missing secret, remove the hook; at a phone's width and a desktop's.
@Suite("Webhooks card")
struct WebhooksPageTests {
  @Test("add a webhook, send a test delivery (refused without a secret, accepted with one), remove it")
  func card() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Inbox",
      source:
        "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.delivery?.hook ?? \"none\"))\n")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.open(server.base + "/apps/\(id)")
    _ = try browser.execute("document.querySelector('#webhooks').open = true")
    _ = try browser.execute("document.querySelector('#hook-verify').value = 'stripe'")
    try browser.click("form[action$='/hooks'] button[type=submit]")
    #expect(try browser.waitFor("The webhook is made"))
    let url = try #require(try browser.execute("return document.querySelector('[id^=url-wh_]').textContent").string)
    #expect(url.hasPrefix(server.base + "/hooks/wh_"))
    // No secret yet: the test delivery is refused, and the card says why.
    try browser.click("form[action$='/test'] button")
    #expect(try browser.waitFor("Sent a test delivery"))
    var card = try browser.execute("return document.querySelector('#webhooks').innerText").string ?? ""
    #expect(card.contains("refused") && card.contains("no signing secret"), "\(card)")
    // Set it, and the next test delivery is signed with it and runs the app.
    try browser.type("whsec_card_secret", into: "[id^=secret-wh_]")
    try browser.click("form[action$='/secret'] button")
    #expect(try browser.waitFor("The signing secret is set"))
    try browser.click("form[action$='/test'] button")
    #expect(try browser.waitFor("Sent a test delivery"))
    card = try browser.execute("return document.querySelector('#webhooks').innerText").string ?? ""
    #expect(card.contains("accepted") && card.contains("valid stripe signature"), "\(card)")
    #expect(
      try browser.execute("return document.querySelector('#webhooks .deliveries a[href^=\"/runs/\"]') !== null").bool
        == true)
    for width in [390, 1280] {
      try browser.resize(width: width, height: 900)
      #expect(try WebAppTests.fitsWidth(browser), "the card scrolls sideways at \(width) px")
      if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
        _ = try browser.execute("document.querySelector('#webhooks').scrollIntoView()")
        try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/webhooks-\(width).png"))
      }
    }
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("form[action$='/remove'][data-confirm*='webhook'] button")
    #expect(try browser.waitFor("The webhook is removed"))
    let gone = try server.request(
      "POST", String(url.dropFirst(server.base.count)), body: Data("{}".utf8), authorized: false)
    #expect(gone.status == 404)
  }
}

import Foundation
import SuperSwift
import Testing

/// The Devices page in Chromium, as the owner uses it: make a device's token (shown once),
/// see it listed, revoke it, sign a browser out, sign out everywhere; on a phone's width too.
@Suite("Devices page")
struct DevicesPageTests {
  @Test("make a token (shown once), list it, revoke it; sign out another browser, then everywhere")
  func devices() throws {
    let cli = try CLI()
    _ = try cli.newApp("Lamp", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"on\"))\n")
    _ = try cli.newApp("Door", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"open\"))\n")
    let server = try TestServer(cli)
    let other = try server.signIn()
    let browser = try WebAppTests.signedIn(server)
    for width in [390, 1280] {
      try browser.resize(width: width, height: 900)
      try browser.open(server.base + "/devices")
      #expect(try browser.waitFor("Signed-in browsers"))
      #expect(try WebAppTests.fitsWidth(browser), "the Devices page scrolls sideways at \(width) px")
      if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
        try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/devices-\(width).png"))
      }
    }
    // Add a device that reaches Lamp only.
    _ = try browser.execute("document.querySelector('details:not([open]) summary')?.click()")
    try browser.type("Kitchen tablet", into: "#device-name")
    _ = try browser.execute(
      """
      document.querySelector('input[name=all]').click();
      [...document.querySelectorAll('input[name=app]')].find(b => b.parentElement.textContent.includes('Lamp')).click();
      """)
    try browser.click("form[action='/devices'] button[type=submit]")
    #expect(try browser.waitFor("This is the only time it is shown"))
    let token = try #require(try browser.execute("return document.querySelector('#made-token').textContent").string)
    #expect(token.hasPrefix("sst_"))
    let lamp = try DeviceTokenTests.request(server, "GET", "/api/apps", token: token)
    #expect(JSON(parsing: lamp.body)?.array?.compactMap { $0["name"]?.string } == ["Lamp"])
    // Come back: listed with its app and last use, never the token.
    try browser.open(server.base + "/devices")
    let listed = try browser.execute("return document.querySelector('#tokens').innerText").string ?? ""
    #expect(listed.contains("Kitchen tablet") && listed.contains("Lamp") && listed.contains("last used"))
    #expect(
      try browser.execute("return document.body.innerHTML.includes(arguments[0])", [.string(token)]).bool == false)
    // Revoke (the page asks first).
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("#tokens form button")
    #expect(try browser.waitFor("No device tokens yet"))
    #expect(try DeviceTokenTests.request(server, "GET", "/api/apps", token: token).status == 401)
    // Two browsers are signed in; sign the other one out.
    #expect(try server.request("GET", "/api/apps", headers: ["Cookie": other], authorized: false).status == 200)
    let count = try browser.execute("return document.querySelectorAll('#browsers li').length").int
    #expect(count == 2)
    _ = try browser.execute(
      "[...document.querySelectorAll('#browsers li')].find(li => !li.textContent.includes('this browser')).querySelector('button').click()"
    )
    #expect(try browser.waitFor("Signed-in browsers"))
    #expect(try browser.execute("return document.querySelectorAll('#browsers li').length").int == 1)
    #expect(try server.request("GET", "/api/apps", headers: ["Cookie": other], authorized: false).status == 401)
    // Everywhere: this browser too.
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("form[action='/devices/sign-out-everywhere'] button")
    #expect(try browser.waitFor("Sign in"))
  }

  @Test("This server: the backup plan and its newest file; a backup downloaded with a passphrase restores elsewhere")
  func thisServer() throws {
    let cli = try CLI()
    _ = try cli.newApp("Lamp", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"on\"))\n")
    #expect(try cli.run(["secret", "set", "Lamp", "KEY"], stdin: Data("lamp-secret".utf8)).status == 0)
    let folder = cli.root.appendingPathComponent("nightly")
    let passphraseFile = cli.root.appendingPathComponent("passphrase")
    try Data("night words".utf8).write(to: passphraseFile)
    _ = chmod(passphraseFile.path, 0o600)
    let planned = try cli.run([
      "backup", "create", "--schedule", "daily", "--keep", "3", "--to", folder.path, "--passphrase-file",
      passphraseFile.path,
    ])
    #expect(planned.status == 0, "\(planned.stderr)")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    for width in [390, 1280] {
      try browser.resize(width: width, height: 900)
      try browser.open(server.base + "/devices")
      #expect(try browser.waitFor("This server"))
      let plan = try browser.execute("return document.querySelector('#backup-plan').innerText").string ?? ""
      #expect(
        plan.contains("daily at 03:00") && plan.contains(folder.path) && plan.contains("None made yet"), "\(plan)")
      #expect(try WebAppTests.fitsWidth(browser), "the Devices page scrolls sideways at \(width) px")
      if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
        _ = try browser.execute("document.querySelector('#this-server').scrollIntoView()")
        try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/this-server-\(width).png"))
      }
    }
    // Type a passphrase and download, as the form does (the bytes read back through the page).
    try browser.type("typed words", into: "#backup-passphrase")
    let downloaded = try browser.executeAsync(
      """
      const done = arguments[arguments.length - 1];
      const form = document.querySelector('#backup-form');
      fetch(form.action, {method: 'POST', body: new URLSearchParams(new FormData(form))}).then(async r => {
        const bytes = new Uint8Array(await r.arrayBuffer());
        let text = ''; for (const b of bytes) text += String.fromCharCode(b);
        done({status: r.status, type: r.headers.get('content-type'), disposition: r.headers.get('content-disposition'), data: btoa(text)});
      }).catch(e => done({error: String(e)}));
      """)
    #expect(downloaded["status"] == 200 && downloaded["type"] == "application/zip", "\(downloaded.text.prefix(300))")
    #expect(downloaded["disposition"]?.string?.contains("superswift-backup-") == true)
    let bytes = try #require(downloaded["data"]?.string.flatMap { Data(base64Encoded: $0) })
    let file = cli.root.appendingPathComponent("downloaded.zip")
    try bytes.write(to: file)
    #expect(bytes.range(of: Data("lamp-secret".utf8)) == nil, "the secret is sealed, not in the clear")
    let away = try CLI()
    let restored = try away.run(["backup", "restore", file.path], stdin: Data("typed words\n".utf8))
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(try away.run(["secret", "list", "Lamp"]).stdout.contains("KEY"))
  }
}

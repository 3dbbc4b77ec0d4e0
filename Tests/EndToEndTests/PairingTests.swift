import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Signing in from a phone and a laptop, and the "Use from iPhone" page.
@Suite("Sign-in and pairing")
struct PairingTests {
  /// The session cookie a `Set-Cookie` header sets.
  func cookie(_ response: RawResponse) throws -> String {
    String(try #require(response.headers["set-cookie"]).split(separator: ";")[0])
  }

  @Test(
    "sessions survive a restart; login-link mints links for the running server; the token signs in; sign out ends it")
  func sessions() throws {
    let cli = try CLI()
    var server: TestServer? = try TestServer(cli)
    let laptop = try server!.signIn()
    #expect(try server!.request("GET", "/", headers: ["Cookie": laptop], authorized: false).status == 200)

    // A second device, without restarting serve.
    let minted = try cli.run(["login-link", "--json"])
    #expect(minted.status == 0, "\(minted.stderr)")
    let link = try #require(JSON(parsing: Data(minted.stdout.utf8))?["link"]?.string)
    #expect(link.hasPrefix(server!.base + "/login?code="))
    let phone = try server!.request("GET", String(link.dropFirst(server!.base.count)), authorized: false)
    #expect(phone.status == 303)
    let phoneCookie = try cookie(phone)
    let again = try server!.request("GET", String(link.dropFirst(server!.base.count)), authorized: false)
    #expect(again.status == 401 && again.text.contains("expired or was already used"))

    // The sessions file keeps digests, never the secrets.
    let stored = try String(
      contentsOf: cli.root.appendingPathComponent("config/superswift/sessions.json"), encoding: .utf8)
    #expect(!stored.contains(String(laptop.split(separator: "=")[1])))

    // Restart: both devices are still signed in.
    server = nil
    server = try TestServer(cli)
    #expect(try server!.request("GET", "/", headers: ["Cookie": laptop], authorized: false).status == 200)
    #expect(try server!.request("GET", "/", headers: ["Cookie": phoneCookie], authorized: false).status == 200)

    // The sign-in page takes the token.
    let page = try server!.request("GET", "/", authorized: false)
    #expect(page.status == 401 && page.text.contains("<form method=post action=\"/login\""))
    let wrong = try server!.request(
      "POST", "/login", body: Data("token=nope".utf8),
      headers: ["Content-Type": "application/x-www-form-urlencoded"], authorized: false)
    #expect(wrong.status == 401 && wrong.text.contains("That is not a token this server knows"))
    let right = try server!.request(
      "POST", "/login", body: Data("token=\(server!.token)".utf8),
      headers: ["Content-Type": "application/x-www-form-urlencoded"], authorized: false)
    #expect(right.status == 303)
    let typed = try cookie(right)
    #expect(try server!.request("GET", "/", headers: ["Cookie": typed], authorized: false).status == 200)
    let forged = try server!.request(
      "POST", "/login", body: Data("token=\(server!.token)".utf8),
      headers: ["Content-Type": "application/x-www-form-urlencoded", "Origin": "https://evil.example"],
      authorized: false)
    #expect(forged.status == 403)
    // Nobody unsigned gets a big body read: a sign-in form is a token.
    let huge = try server!.request(
      "POST", "/login", body: Data(repeating: 0x61, count: 100_000),
      headers: ["Content-Type": "application/x-www-form-urlencoded"], authorized: false)
    #expect(huge.status == 413)

    // Sign out: that browser only.
    let origin = "http://127.0.0.1:\(server!.port)"
    let out = try server!.request("POST", "/logout", headers: ["Cookie": laptop, "Origin": origin], authorized: false)
    #expect(out.status == 303)
    #expect(try server!.request("GET", "/", headers: ["Cookie": laptop], authorized: false).status == 401)
    #expect(try server!.request("GET", "/", headers: ["Cookie": phoneCookie], authorized: false).status == 200)
  }

  @Test("serve --listen 0.0.0.0 prints the network's addresses and, with --qr, a QR code to sign in")
  func networkAddresses() throws {
    let cli = try CLI()
    let server = try TestServer(cli, extra: ["--qr"], listen: "0.0.0.0:0")
    // Standard output and standard error are two pipes: what one says arrives in no set order
    // with the other, so wait for both (the QR code on one, the warning on the other).
    var output = ""
    for _ in 0..<200 {
      output = server.process.stdoutSoFar
      if output.contains("login-link --network --qr"),
        server.process.stderrSoFar.contains("crosses the network in the clear")
      {
        break
      }
      usleep(50_000)
    }
    let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("From your phone on this network: ") })
    #expect(!line.contains("127.0.0.1"))
    #expect(line.contains(":\(server.port)"))
    // Its output is not a terminal: no working link in it, but where to get the QR code.
    #expect(output.contains("For a sign-in QR code: 'superswift login-link --network --qr' on a terminal"), "\(output)")
    #expect(!output.contains("/login?code="))
    #expect(server.process.stderrSoFar.contains("crosses the network in the clear"))
    let qr = try cli.run(["login-link", "--network", "--qr"])
    #expect(qr.stdout.contains("▀") || qr.stdout.contains("▄"), "\(qr.stdout)")
    #expect(
      qr.stdout.contains(
        line.dropFirst("From your phone on this network: ".count).split(separator: " ")[0] + "/login?code="))
  }

  @Test("the Use from iPhone page makes the phone its own token, and its QR code opens the app signed in with it")
  func pairingPageInChromium() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Tip Calculator",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    _ = try cli.newApp("Diary", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"dear\"))\n")
    let server = try TestServer(cli, listen: "0.0.0.0:0")
    let laptop = try Browser()
    try laptop.open(try #require(server.loginLink))
    try laptop.open("\(server.base)/apps/\(id)")
    try laptop.click("a[href$='/iphone']")
    #expect(try laptop.waitFor("Use Tip Calculator from iPhone"))
    var text = try laptop.execute("return document.body.innerText").string ?? ""
    #expect(text.contains("/api/apps/\(id)/result?errors=200"))
    #expect(!text.contains(server.token), "the owner's token is never put on a phone")
    #expect(text.contains("Method to POST"))
    #expect(text.contains("find devices on local networks"))
    // The person names the phone and makes its token.
    _ = try laptop.execute("document.querySelector('#device-name').value = ''")
    try laptop.type("Anna's iPhone", into: "#device-name")
    try laptop.click("#device-form button[type=submit]")
    #expect(try laptop.waitFor("Anna's iPhone's own token"))
    text = try laptop.execute("return document.body.innerText").string ?? ""
    let header = try #require(text.split(separator: "\n").first { $0.contains("Bearer sst_") })
    let words = header.split(separator: " ")
    let phoneToken = String(try #require(words.first { $0.hasPrefix("sst_") }))
    #expect(try laptop.execute("return document.querySelector('figure.qr svg') !== null").bool == true)
    // The token reaches this app only.
    let listed = JSON(parsing: try cli.run(["token", "list", "--json"]).stdout.data(using: .utf8)!)?.array ?? []
    #expect(listed.first?["name"]?.string == "Anna's iPhone" && listed.first?["apps"]?.array?.count == 1)
    let apps = try DeviceTokenTests.request(server, "GET", "/api/apps", token: phoneToken)
    #expect(JSON(parsing: apps.body)?.array?.count == 1, "\(apps.text)")

    // The phone's camera: the QR code as the browser draws it, read by a real decoder.
    _ = try laptop.execute("document.querySelector('figure.qr').scrollIntoView()")
    let png = try laptop.screenshot()
    let scanned = try QRScanner.decode(png)
    let network = try #require(
      server.process.stdoutSoFar.split(separator: "\n").first { $0.hasPrefix("From your phone on this network: ") }
        .map { String($0.dropFirst("From your phone on this network: ".count).split(separator: " ")[0]) })
    #expect(scanned.hasPrefix("\(network)/login?code="))

    // The phone opens it (reaching this same server) and lands on the app, signed in as the phone.
    let phone = try Browser()
    let path = String(scanned.dropFirst(network.count))
    try phone.open("\(server.base)\(path)")
    #expect(try phone.waitFor("Tip Calculator"))
    try phone.open("\(server.base)/")
    let library = try phone.execute("return document.body.innerText").string ?? ""
    #expect(library.contains("Tip Calculator") && !library.contains("Diary"), "\(library)")
    // Used once: a second scan signs nobody in.
    let reused = try server.request("GET", path, authorized: false)
    #expect(reused.status == 401)
  }
}

/// Reads QR codes in a picture with zbarimg (Debian's zbar-tools), as a phone's camera would.
enum QRScanner {
  static func decode(_ png: Data) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ss-qr-\(UUID()).png")
    try png.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output, _) = try Program.run(["zbarimg", "--raw", "-q", file.path])
    guard status == 0 else { throw TestFailure("zbarimg found no QR code") }
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

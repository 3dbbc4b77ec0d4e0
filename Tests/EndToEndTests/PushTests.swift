import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Testing

/// Web Push to the owner's devices (issue 42), end to end: `superswift serve` posts to a push
/// service of the tests' own on loopback, which checks each message's VAPID signature and
/// claims and decrypts it with the subscribing browser's private key, as a browser does.
@Suite("Web Push to the owner's devices", .serialized)
struct PushTests {
  /// A sandbox whose server may send to the tests' push service (loopback), as no other may.
  func sandbox() throws -> CLI {
    try CLI().setting("SUPERSWIFT_PUSH_TEST_LOOPBACK", "1")
  }

  func subscribe(
    _ server: TestServer, _ push: TestPushService, _ name: String, categories: [String]? = nil
  ) throws -> String {
    let info = try server.request("GET", "/api/push")
    let key = try #require(JSON(parsing: info.body)?["publicKey"]?.string, "\(info.text)")
    let made = try server.request(
      "POST", "/api/push/subscriptions",
      body: try push.subscribe(name, applicationServerKey: key, categories: categories),
      headers: [
        "Content-Type": "application/json",
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      ])
    #expect(made.status == 201, "\(made.text)")
    #expect(JSON(parsing: made.body)?["device"]?.string == "iPhone · Safari")
    return try #require(JSON(parsing: made.body)?["id"]?.string)
  }

  func subscriptionCount(_ server: TestServer) throws -> Int {
    JSON(parsing: try server.request("GET", "/api/push").body)?["subscriptions"]?.array?.count ?? -1
  }

  @Test(
    "a failed background run, an app's notify and Send a test reach the device encrypted and signed; a waited run pushes nothing; 410 removes the subscription"
  )
  func delivery() throws {
    let push = try TestPushService()
    let cli = try sandbox()
    _ = try cli.newApp("Broken", source: #"import SuperSwift; RunContext.current.fail("the disk is full")"#)
    _ = try cli.newApp(
      "Teller",
      source:
        #"import SuperSwift; RunContext.current.notify("Backup done", body: "42 files"); RunContext.current.finish(with: .text("went on"))"#
    )
    let server = try TestServer(cli)
    let id = try subscribe(server, push, "phone", categories: ["failed", "apps"])

    // A run nobody waits for fails: the device is told, with the run's page to open.
    let started = try server.request("POST", "/api/apps/Broken/run?wait=false")
    #expect(started.status == 202, "\(started.text)")
    let runID = try #require(JSON(parsing: started.body)?["id"]?.string)
    let first = try #require(push.waitFor(1).first)
    #expect(first.refusal == nil, "\(first.refusal ?? "")")
    #expect(first.message?["category"]?.string == "failed")
    #expect(first.message?["title"]?.string == "Broken failed")
    #expect(first.message?["body"]?.string == "the disk is full")
    #expect(first.message?["url"]?.string == "/runs/\(runID)")
    #expect(first.ttl == "259200" && first.urgency == "normal")

    // A run its caller waits for: the caller has the failure, no push.
    _ = try server.request("POST", "/api/apps/Broken/run")
    // An app's notify goes on at once (the run finishes) and reaches the device.
    let told = try server.request("POST", "/api/apps/Teller/result")
    #expect(told.status == 200 && told.text.contains("went on"), "\(told.status) \(told.text)")
    let two = push.waitFor(2)
    #expect(two.count == 2)
    #expect(two.last?.message?["title"]?.string == "Backup done")
    #expect(two.last?.message?["body"]?.string == "42 files")
    #expect(two.last?.message?["category"]?.string == "apps")

    // Send a test, whatever the categories.
    #expect(try server.request("POST", "/api/push/subscriptions/\(id)/test").status == 202)
    #expect(push.waitFor(3).last?.message?["title"]?.string == "SuperSwift")
    #expect(push.received.filter { $0.message?["title"]?.string == "Broken failed" }.count == 1)

    // The browser unsubscribed: the push service answers 410, and the server forgets it.
    push.script("phone", [410])
    _ = try server.request("POST", "/api/apps/Broken/run?wait=false")
    #expect(push.waitFor(4).last?.status == 410)
    let deadline = Date().addingTimeInterval(20)
    while try subscriptionCount(server) != 0 && Date() < deadline { usleep(50_000) }
    #expect(try subscriptionCount(server) == 0)
  }

  @Test("a command-line run's notify reaches the devices too, before the command exits, and goes on")
  func commandLine() throws {
    let push = try TestPushService()
    let cli = try sandbox()
    _ = try cli.newApp(
      "Cron job",
      source: #"import SuperSwift; RunContext.current.notify("Nightly sync", body: "3 new"); print("synced")"#)
    let server = try TestServer(cli)
    _ = try subscribe(server, push, "phone", categories: ["apps"])
    let run = try cli.run(["run", "Cron job"])
    #expect(run.status == 0 && (run.stdout + run.stderr).contains("synced"), "\(run.stderr)")
    // Delivered before the command ended: no waiting here.
    let message = try #require(push.received.first?.message)
    #expect(message["title"]?.string == "Nightly sync" && message["body"]?.string == "3 new")
    #expect(message["url"]?.string?.hasPrefix("/runs/") == true)
  }

  @Test("429 and 503 are tried again (Retry-After, then a back-off), and the message arrives once")
  func retries() throws {
    let push = try TestPushService()
    let cli = try sandbox()
    let server = try TestServer(cli)
    let id = try subscribe(server, push, "laptop")
    push.script("laptop", [503, 429])
    #expect(try server.request("POST", "/api/push/subscriptions/\(id)/test").status == 202)
    let all = push.waitFor(3)
    #expect(all.map(\.status) == [503, 429, 201])
    #expect(all.allSatisfy { $0.message?["title"]?.string == "SuperSwift" })
    // The delivery is recorded on the subscription once the server has read the push service's
    // answer, which can come a moment after the push service has the message.
    func listed() throws -> JSON? {
      JSON(parsing: try server.request("GET", "/api/push").body)?["subscriptions"]?.array?.first
    }
    let deadline = Date().addingTimeInterval(20)
    while try listed()?["lastDelivered"]?.string == nil && Date() < deadline { usleep(50_000) }
    #expect(try listed()?["lastDelivered"]?.string != nil)
  }

  @Test("only browsers' push services: others, plain http, bad keys and unknown categories are refused with a reason")
  func allowList() throws {
    let push = try TestPushService()
    // No test configuration: the loopback push service is refused like any other host.
    let server = try TestServer(try CLI())
    let key = try #require(JSON(parsing: try server.request("GET", "/api/push").body)?["publicKey"]?.string)
    #expect(Base64URL.decode(key)?.count == 65)
    func attempt(_ body: String) throws -> RawResponse {
      try server.request(
        "POST", "/api/push/subscriptions", body: Data(body.utf8), headers: ["Content-Type": "application/json"])
    }
    let loopback = try attempt(String(decoding: try push.subscribe("x", applicationServerKey: key), as: UTF8.self))
    #expect(loopback.status == 400 && loopback.text.contains("not a browser's push service"), "\(loopback.text)")
    let keys = #""keys": {"p256dh": "\#(key)", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}"#
    let elsewhere = try attempt(#"{"endpoint": "https://attacker.example/collect", \#(keys)}"#)
    #expect(elsewhere.status == 400 && elsewhere.text.contains("attacker.example"), "\(elsewhere.text)")
    let lookalike = try attempt(#"{"endpoint": "https://fcm.googleapis.com.attacker.example/x", \#(keys)}"#)
    #expect(lookalike.status == 400)
    let plain = try attempt(#"{"endpoint": "http://fcm.googleapis.com/fcm/send/abc", \#(keys)}"#)
    #expect(plain.status == 400 && plain.text.contains("https"), "\(plain.text)")
    let badKey = try attempt(
      #"{"endpoint": "https://web.push.apple.com/QGx", "keys": {"p256dh": "AAAA", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}}"#)
    #expect(badKey.status == 400 && badKey.text.contains("p256dh"), "\(badKey.text)")
    let category = try attempt(#"{"endpoint": "https://web.push.apple.com/QGx", \#(keys), "categories": ["weather"]}"#)
    #expect(category.status == 400 && category.text.contains("failed, waiting"), "\(category.text)")
    let apple = try attempt(#"{"endpoint": "https://web.push.apple.com/QGx", \#(keys)}"#)
    #expect(apple.status == 201, "\(apple.text)")
    #expect(JSON(parsing: apple.body)?["service"]?.string == "Apple")
    #expect(
      JSON(parsing: apple.body)?["categories"]?.array?.compactMap(\.string) == ["failed", "waiting", "alerts", "apps"])
    // A device's token does not choose who is told.
    let unsigned = try server.request("GET", "/api/push", authorized: false)
    #expect(unsigned.status == 401)
  }

  @Test("an interface app started where nobody watches pushes 'waiting for you', and the tap's page shows it")
  func waiting() throws {
    let push = try TestPushService()
    let cli = try sandbox()
    _ = try cli.newApp(
      "Drinks",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift"), encoding: .utf8))
    let server = try TestServer(cli)
    _ = try subscribe(server, push, "phone", categories: ["waiting"])
    let started = try server.request("POST", "/api/apps/Drinks/run?wait=false", timeout: 600)
    let runID = try #require(JSON(parsing: started.body)?["id"]?.string, "\(started.text)")
    let message = try #require(push.waitFor(1, seconds: 600).first?.message)
    #expect(message["category"]?.string == "waiting")
    #expect(message["title"]?.string == "Drinks is waiting for you")
    #expect(message["url"]?.string == "/runs/\(runID)")
    #expect(push.received.first?.urgency == "high" && push.received.first?.ttl == "600")
    // The page the tap opens shows the app's interface.
    let cookie = try server.signIn()
    let page = try server.request("GET", "/runs/\(runID)", headers: ["Cookie": cookie], authorized: false)
    #expect(page.status == 200 && page.text.contains("Drink"), "\(page.status)")
    _ = try server.request("DELETE", "/api/runs/\(runID)")
  }

  @Test("in Chromium: the Notifications page registers the service worker, asks only on a tap, and fits a phone")
  func page() throws {
    guard Browser.isAvailable else { return }
    let cli = try sandbox()
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    for width in [390, 1280] {
      try browser.resize(width: width, height: 900)
      try browser.open(server.base + "/devices")
      try browser.click("#notifications-link")
      #expect(try browser.waitFor("This device"))
      #expect(try browser.waitUntil("return document.getElementById('push').dataset.worker === 'ready'"))
      #expect(try WebAppTests.fitsWidth(browser), "the Notifications page scrolls sideways at \(width) px")
      if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
        try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/notifications-\(width).png"))
      }
    }
    // The service worker controls the web app, at its root.
    let scope = try browser.executeAsync(
      "navigator.serviceWorker.getRegistration('/').then(r => arguments[0](r ? r.scope : null))")
    #expect(scope.string == server.base + "/")
    // Nothing was asked on load.
    #expect(try browser.execute("return Notification.permission").string == "default")
    // The categories can be chosen before turning on: they go with the subscription.
    #expect(try browser.execute("return document.getElementById('push-categories').disabled").bool == false)
    // Denied: the page says how to allow it.
    try browser.setPermission("notifications", "denied")
    try browser.click("#push-enable")
    #expect(try browser.waitFor("were not allowed"))
    // Granted: the browser subscribes with the server's key at its own push service. A
    // machine with no route to it (this one: Chromium's is Google's) gets the browser's reason.
    try browser.setPermission("notifications", "granted")
    try browser.click("#push-enable")
    let settled = try browser.waitUntil(
      "const t = document.getElementById('push-state').textContent; return t.includes('on for this device') || t.includes('Could not turn notifications on')",
      seconds: 60)
    let said = try browser.execute("return document.getElementById('push-state').textContent")
    #expect(settled, "\(said)")
  }
}

import Foundation
@_spi(Host) import SuperSwift
import Synchronization
import Testing

/// Per-app limits (issue 42) as callers meet them: `superswift policy APP --max-concurrent`,
/// `--rate` and `--debounce`, through `serve`'s API and webhooks, under concurrent requests —
/// nothing lost, nothing run twice, never more at once than the policy allows.
@Suite("Per-app limits end to end", .serialized)
struct AppLimitsEndToEndTests {
  /// An app that marks itself running in `folder`, counts the runs marked there with it, waits
  /// for `folder/go`, and answers "<count> <input>".
  static func gated(_ folder: URL) -> String {
    """
    import Foundation
    import SuperSwift
    let folder = "\(folder.path)"
    let mark = folder + "/running-" + UUID().uuidString
    FileManager.default.createFile(atPath: mark, contents: nil)
    let together = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("running-") }.count
    while !FileManager.default.fileExists(atPath: folder + "/go") { usleep(10_000) }
    try? FileManager.default.removeItem(atPath: mark)
    RunContext.current.finish(with: .text("\\(together) \\(RunContext.current.input.text ?? "")"))
    """
  }

  func waitUntil(_ seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(20_000)
    }
    return try condition()
  }

  func status(_ server: TestServer, _ id: String) throws -> String? {
    JSON(parsing: try server.request("GET", "/api/runs/\(id)").body)?["status"]?.string
  }

  @Test("--max-concurrent 2: eight waiting callers and four background runs all run, never more than two at once")
  func concurrency() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("gate")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = try cli.newApp("Gated", source: Self.gated(folder))
    let set = try cli.run(["policy", "Gated", "--max-concurrent", "2"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("at most 2; more wait their turn"), "\(set.stdout)")
    let server = try TestServer(cli)
    // Built once before the crowd arrives, so the build is not what is measured.
    try Data().write(to: folder.appendingPathComponent("go"))
    #expect(try server.request("POST", "/api/apps/Gated/result", body: Data("warm".utf8), timeout: 600).status == 200)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("go"))

    // Four runs nobody waits for: two run, two are queued at once.
    var background: [String] = []
    for index in 0..<4 {
      let answer = try server.request("POST", "/api/apps/Gated/run?wait=false", body: Data("bg\(index)".utf8))
      #expect(answer.status == 202, "\(answer.text)")
      background.append(try #require(JSON(parsing: answer.body)?["id"]?.string))
    }
    #expect(try waitUntil { try status(server, background[1]) == "running" })
    #expect(try status(server, background[2]) == "queued" && status(server, background[3]) == "queued")
    // A caller that asks not to be queued is told when to come back.
    let refused = try server.request("POST", "/api/apps/Gated/result?queue=false")
    #expect(refused.status == 429 && refused.headers["retry-after"] != nil, "\(refused.text)")
    #expect(refused.text.contains("at most 2 at once"))
    // A queued run can be cancelled: it never runs.
    #expect(try server.request("DELETE", "/api/runs/\(background[3])").status == 200)
    #expect(try status(server, background[3]) == "cancelled")

    // Eight callers that wait, all at once: they queue behind the background runs.
    let answers = Mutex<[String]>([])
    let threads = (0..<8).map { index in
      Thread {
        let answer = try? server.request(
          "POST", "/api/apps/Gated/result", body: Data("w\(index)".utf8), timeout: 300)
        answers.withLock { $0.append(answer.map { "\($0.status) \($0.text)" } ?? "no answer") }
      }
    }
    threads.forEach { $0.start() }
    #expect(try waitUntil { (try status(server, background[2])) == "queued" })
    try Data().write(to: folder.appendingPathComponent("go"))
    #expect(waitUntil(300) { answers.withLock { $0.count } == 8 })
    let results = answers.withLock { $0 }
    #expect(results.allSatisfy { $0.hasPrefix("200 ") }, "\(results)")
    // Each run saw at most two marked at once (itself included).
    let counts = results.compactMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    #expect(counts.count == 8 && counts.allSatisfy { $0 <= 2 }, "\(results)")
    #expect(Set(results.map { $0.split(separator: " ").last ?? "" }).count == 8)
    for id in background.prefix(3) { #expect(try waitUntil { try status(server, id) == "finished" }) }
    // Nothing ran twice: the warm-up, 3 background runs, 8 callers; the cancelled one recorded.
    let history = JSON(parsing: try cli.run(["history", "Gated", "--json", "--limit", "100"]).stdout)?.array ?? []
    #expect(history.filter { $0["status"]?.string == "finished" }.count == 12)
    #expect(history.filter { $0["status"]?.string == "cancelled" }.count == 1)
  }

  @Test("--rate 2/1h: the third start is refused with Retry-After; the policy prints and clears")
  func rate() throws {
    let cli = try CLI()
    _ = try cli.newApp("Ping", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"pong\"))\n")
    #expect(try cli.run(["policy", "Ping", "--rate", "2/1h"]).status == 0)
    let bad = try cli.run(["policy", "Ping", "--rate", "lots"])
    #expect(bad.status != 0 && bad.stderr.contains("10/1m"), "\(bad.stderr)")
    let json = JSON(parsing: try cli.run(["policy", "Ping", "--json"]).stdout)
    #expect(json?["policy"]?["rate"]?.string == "2/1h")
    let server = try TestServer(cli)
    #expect(try server.request("POST", "/api/apps/Ping/result", timeout: 600).status == 200)
    #expect(try server.request("POST", "/api/apps/Ping/run?wait=false").status == 202)
    let third = try server.request("POST", "/api/apps/Ping/result")
    #expect(third.status == 429, "\(third.text)")
    let after = Int(third.headers["retry-after"] ?? "") ?? 0
    #expect(after > 3000 && after <= 3600, "\(third.headers)")
    #expect(third.text.contains("at most 2 runs every 1h"))
    // The owner's own Run button is not limited.
    let cookie = try server.signIn()
    let page = try server.request(
      "POST",
      "/apps/\(try #require(JSON(parsing: try server.request("GET", "/api/apps/Ping").body)?["id"]?.string))/run",
      body: Data(),
      headers: ["Cookie": cookie, "Origin": server.base, "Content-Type": "application/x-www-form-urlencoded"],
      authorized: false)
    #expect(page.status == 303 || page.status == 200, "\(page.status) \(page.text.prefix(300))")
    #expect(try cli.run(["policy", "Ping", "--rate", "off"]).status == 0)
    #expect(try server.request("POST", "/api/apps/Ping/result").status == 200)
  }

  @Test("in Chromium: the policy page sets the limits, says what is wrong with a bad value, and keeps the rest")
  func page() throws {
    guard Browser.isAvailable else { return }
    let cli = try CLI()
    let id = try cli.newApp("Lights", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"on\"))\n")
    #expect(try cli.run(["policy", "Lights", "--retries", "2"]).status == 0)
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    for width in [390, 1280] {
      try browser.resize(width: width, height: 900)
      try browser.open(server.base + "/apps/\(id)")
      try browser.click("a[href='/apps/\(id)/policy']")
      #expect(try browser.waitFor("Policy of Lights"))
      #expect(try WebAppTests.fitsWidth(browser), "the policy page scrolls sideways at \(width) px")
      if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
        try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/policy-\(width).png"))
      }
    }
    #expect(try browser.execute("return document.getElementById('retries').value").string == "2")
    try browser.type("3", into: "#maxConcurrent")
    try browser.type("lots", into: "#rate")
    try browser.click("form[action='/apps/\(id)/policy'] button[type=submit]")
    #expect(try browser.waitFor("a count and a window"))
    // What was typed is still there.
    #expect(try browser.execute("return document.getElementById('maxConcurrent').value").string == "3")
    _ = try browser.execute("document.getElementById('rate').value = ''")
    try browser.type("30/1m", into: "#rate")
    try browser.click("form[action='/apps/\(id)/policy'] button[type=submit]")
    #expect(try browser.waitFor("Saved."))
    let policy = JSON(parsing: try cli.run(["policy", "Lights", "--json"]).stdout)?["policy"]
    #expect(policy?["maxConcurrent"]?.int == 3 && policy?["rate"]?.string == "30/1m" && policy?["retries"]?.int == 2)
  }

  @Test("--debounce 2s: a burst of API calls is one run, with the last input, and every caller gets it")
  func debounce() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Echo",
      source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? \"none\"))\n")
    #expect(try cli.run(["policy", "Echo", "--debounce", "2s"]).status == 0)
    let server = try TestServer(cli)
    #expect(
      try server.request("POST", "/api/apps/Echo/result?queue=false", body: Data("warm".utf8), timeout: 600).status
        == 200)
    var ids: Set<String> = []
    for index in 1...5 {
      // The third carries an Idempotency-Key: its repeat must name the burst's run.
      let answer = try server.request(
        "POST", "/api/apps/Echo/run?wait=false", body: Data("push \(index)".utf8),
        headers: index == 3 ? ["Idempotency-Key": "third"] : [:])
      #expect(answer.status == 202, "\(answer.text)")
      #expect(JSON(parsing: answer.body)?["status"]?.string == "queued")
      ids.insert(try #require(JSON(parsing: answer.body)?["id"]?.string))
    }
    #expect(ids.count == 1)
    let id = try #require(ids.first)
    #expect(try waitUntil { try status(server, id) == "finished" })
    let result = try server.request("GET", "/api/runs/\(id)/result")
    #expect(result.text == "push 5", "\(result.text)")
    let history = JSON(parsing: try cli.run(["history", "Echo", "--json"]).stdout)?.array ?? []
    #expect(history.count == 2, "the warm-up and the burst's one run: \(history.count)")
    let repeated = try server.request(
      "POST", "/api/apps/Echo/run?wait=false", body: Data("push 3".utf8), headers: ["Idempotency-Key": "third"])
    #expect(JSON(parsing: repeated.body)?["id"]?.string == id, "\(repeated.status) \(repeated.text)")
    #expect(repeated.headers["idempotent-replayed"] == "true")
  }
}

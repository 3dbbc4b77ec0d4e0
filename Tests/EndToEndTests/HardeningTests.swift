import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile input to the server and the runner, from issue 10's list.
@Suite("Hardening")
struct HardeningTests {
  @Test("an identifier with CR LF in a run's path is a 404, never a header")
  func responseSplitting() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let cookie = try server.signIn()
    for path in ["/runs/x%0d%0aSet-Cookie:%20superswift_session=evil/app", "/runs/x%0d%0aX-Evil:%201/cancel"] {
      let response = try server.request(
        path.hasSuffix("cancel") ? "POST" : "GET", path,
        headers: ["Cookie": cookie, "Origin": server.base], authorized: false)
      #expect(response.status == 404, "\(path)")
      #expect(response.headers["x-evil"] == nil)
      #expect(response.headers["set-cookie"] == nil)
    }
  }

  @Test("a history record with a pid beyond Int32, and absurd retention settings, trap nothing")
  func oddLocalValues() throws {
    let cli = try CLI()
    try cli.write(
      #"{"history": {"maxRuns": 999999999999, "maxAgeDays": 999999999999}}"#, to: "config/superswift/settings.json")
    let app = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("kept"))"#)
    let run = try cli.run(["run", app.path])
    #expect(run.stdout == "kept\n", "the result is not lost: \(run.stderr)")
    let folder = cli.library.appendingPathComponent("history")
    let name = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".json") })
    let file = folder.appendingPathComponent(name)
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: #""status":"finished""#, with: #""status":"running""#)
    text = text.replacingOccurrences(of: #""log":"#, with: #""host":{"pid":99999999999,"started":"1"},"log":"#)
    try Data(text.utf8).write(to: file)
    let history = try cli.run(["history"])
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.contains("interrupted"), "\(history.stdout)")
  }

  @Test("an app that writes on its channel without end is stopped with a clear message")
  func endlessMessage() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import Foundation
      import SuperSwift
      _ = RunContext.current
      let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
      for _ in 0..<100 { _ = chunk.withUnsafeBytes { write(3, $0.baseAddress, $0.count) } }
      RunContext.current.finish()
      """, to: "Flood.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("larger than 64 MiB"), "\(result.stderr)")
  }

  @Test(
    "a text result kept apart is read only from a plain file in the run folder, by its one name",
    arguments: [
      ("a link to a file of the host's", "link"), ("a path out of the run folder", "path"),
      ("a name with no file behind it", "missing"),
    ])
  func apartResultRefused(label: String, kind: String) throws {
    let cli = try CLI()
    let secret = try cli.write("host secret", to: "secret.txt")
    // The app writes the final message itself, as a hostile one could.
    let (setup, name) =
      switch kind {
      case "link":
        (
          "try FileManager.default.createSymbolicLink(atPath: folder + \"/result.txt\", withDestinationPath: \"\(secret.path)\")",
          "result.txt"
        )
      case "path": ("", "../../\(secret.lastPathComponent)")
      default: ("", "result.txt")
      }
    let app = try cli.write(
      """
      import Foundation
      import SuperSwift
      _ = RunContext.current
      let folder = ProcessInfo.processInfo.environment["SUPERSWIFT_RUN_DIR"]!
      \(setup)
      let line = Array(#"{"type":"finished","result":{"kind":"text","file":"\(name)"}}"#.utf8) + [10]
      _ = line.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
      exit(0)
      """, to: "Apart.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status != 0, "\(label)")
    #expect(!result.stdout.contains("host secret"), "\(label)")
    #expect(result.stderr.contains("could not read"), "\(label): \(result.stderr)")
  }

  @Test("token --rotate takes effect in a running server: the old token and its sessions stop working")
  func rotation() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let cookie = try server.signIn()
    #expect(try server.request("GET", "/api/apps", headers: ["Cookie": cookie], authorized: false).status == 200)
    let rotated = try cli.run(["token", "--rotate"])
    let fresh = rotated.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(rotated.status == 0 && !fresh.isEmpty)
    #expect(try server.request("GET", "/api/apps").status == 401, "the old token")
    #expect(try server.request("GET", "/api/apps", headers: ["Cookie": cookie], authorized: false).status == 401)
    let withNew = try server.request(
      "GET", "/api/apps", headers: ["Authorization": "Bearer \(fresh)"], authorized: false)
    #expect(withNew.status == 200)
  }

  @Test("a caller that goes away cancels its run, records why, and frees its slot")
  func callerGoesAway() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Forever", source: "import Foundation\nimport SuperSwift\n_ = RunContext.current\nwhile true { sleep(1) }\n")
    _ = try cli.newApp("Quick", source: #"import SuperSwift; RunContext.current.finish(with: .text("ok"))"#)
    let server = try TestServer(cli, extra: ["--max-runs", "1"])
    #expect(try server.request("POST", "/api/apps/Quick/result").text == "ok", "both apps are built")
    let caller = try RawHTTP(port: server.port)
    caller.send(
      Data(
        "POST /api/apps/Forever/run HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(server.token)\r\nContent-Length: 0\r\n\r\n"
          .utf8))
    usleep(1_000_000)
    shutdown(caller.descriptor, Int32(SHUT_RDWR))  // gone, as a closed client is (its deinit closes it)
    let started = Date()
    let next = try server.request("POST", "/api/apps/Quick/result")
    #expect(next.text == "ok", "the slot came free: \(next.status) \(next.text)")
    #expect(Date().timeIntervalSince(started) < 5, "not after the 10 s wait for a slot")
    let runs = try server.request("GET", "/api/runs?app=Forever").text
    #expect(runs.contains("the caller went away before the run ended"), "\(runs)")
  }

  @Test("odd requests: a bare CR in a header, Transfer-Encoding twice, a forged HTTP/1.0 marker, a run id's suffix")
  func oddRequests() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let bareCR = try RawHTTP(port: server.port).exchange(
      Data("GET /api/apps HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n".utf8))
    #expect(bareCR.status == 400)
    let started = Date()
    let lfOnly = try RawHTTP(port: server.port).exchange(Data("GET /api/apps HTTP/1.1\nHost: x\n\n".utf8))
    #expect(lfOnly.status == 400)
    #expect(Date().timeIntervalSince(started) < 5, "at once, not after the head's 10 s")
    let twice = try RawHTTP(port: server.port).exchange(
      Data(
        "POST /api/apps/x/run HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(server.token)\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\n0\r\n\r\n"
          .utf8))
    #expect(twice.status == 501)
    // The marker the server once used inside for HTTP/1.0 is an ordinary header now.
    let client = try RawHTTP(port: server.port)
    let first = try client.exchange(
      Data(
        "GET /api/apps HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(server.token)\r\nX-SuperSwift-HTTP: 1.0\r\n\r\n"
          .utf8))
    #expect(first.status == 200)
    #expect(!client.isClosed(seconds: 1), "still kept alive")
    _ = try cli.newApp("Quick", source: #"import SuperSwift; RunContext.current.finish(with: .text("ok"))"#)
    let id = try #require(try server.request("POST", "/api/apps/Quick/run").firstIdentifier)
    #expect(try server.request("GET", "/api/runs/\(id)").status == 200)
    #expect(try server.request("GET", "/api/runs/\(id.suffix(12))").status == 404, "not found by a suffix")
  }

  @Test("a javascript: URL result is shown, not linked")
  func javascriptResult() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Sneaky",
      source: #"import SuperSwift; RunContext.current.finish(with: .url(URL(string: "javascript:alert(1)")!))"#)
    let server = try TestServer(cli)
    let run = try server.request("POST", "/api/apps/Sneaky/run")
    let id = try #require(run.firstIdentifier)
    let cookie = try server.signIn()
    let page = try server.request("GET", "/runs/\(id)", headers: ["Cookie": cookie], authorized: false).text
    #expect(page.contains("<code>javascript:alert(1)</code>"), "\(page)")
    #expect(!page.contains("href=\"javascript:"))
  }

  @Test("what killed commands left (half-written records, staged apps) is cleared by the next one")
  func leftovers() throws {
    let cli = try CLI()
    _ = try cli.newApp("First", source: "print(1)")
    let history = cli.library.appendingPathComponent("history")
    let staging = cli.library.appendingPathComponent(".superswift/staging")
    try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: staging.appendingPathComponent(".app.tmp-999999999-1/Half"), withIntermediateDirectories: true)
    let deadRecord = history.appendingPathComponent(".0001-x.json.tmp-999999999-7")
    try Data("{".utf8).write(to: deadRecord)
    // A live writer's file (this test's own pid) is left alone.
    let liveRecord = history.appendingPathComponent(".0002-y.json.tmp-\(getpid())-7")
    try Data("{".utf8).write(to: liveRecord)
    #expect(try cli.run(["history"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: deadRecord.path))
    #expect(FileManager.default.fileExists(atPath: liveRecord.path))
    _ = try cli.newApp("Second", source: "print(2)")
    #expect(!FileManager.default.fileExists(atPath: staging.appendingPathComponent(".app.tmp-999999999-1").path))
  }

  @Test("after superswift is killed with SIGKILL, the next run stops what its app left running and sweeps its folder")
  func orphansOfAKilledHost() throws {
    let cli = try CLI(privateBuilds: true)
    let app = try cli.write(CancellationTests.source)
    let running = try cli.start(["run", app.path])
    #expect(running.waitForStderr(" ready"))
    let line = running.stderrSoFar.split(separator: "\n").first { $0.hasPrefix("helper ") } ?? ""
    let helper = pid_t(line.split(separator: " ")[1]) ?? 0
    running.signal(SIGKILL)
    _ = try running.finish()
    usleep(200_000)
    #expect(helper > 0 && isAlive(helper), "the helper outlived the killed host")
    let runs = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift/runs")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? []).count == 1, "its folder stayed")
    let next = try cli.run(["run", try cli.write("print(1)", to: "Next.swift").path])
    #expect(next.stdout == "1\n")
    usleep(200_000)
    #expect(!isAlive(helper), "the next run stopped it")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? []).isEmpty, "and swept the folder")
  }

  @Test("without a token, a request is answered from its head: no 100 Continue, no body read")
  func authenticateOnTheHead() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let client = try RawHTTP(port: server.port)
    // 60 MB announced, nothing sent: the answer must come without waiting for any of it.
    let response = try client.exchange(
      Data(
        "POST /api/apps/x/run HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 60000000\r\n\r\n".utf8
      ))
    #expect(response.status == 401, "not 100, and not after the body")
    #expect(client.isClosed())
    let page = try server.request("GET", "/", authorized: false)
    #expect(page.status == 401 && page.text.contains("Sign in"), "a browser still gets the sign-in page")
    #expect(try server.request("GET", "/api/apps").status == 200)
  }

  @Test("a big result is kept beside its record: listings stay small, the run by id has it all")
  func bigResults() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Big",
      source: #"import SuperSwift; RunContext.current.finish(with: .text(String(repeating: "x", count: 200_000)))"#)
    let server = try TestServer(cli)
    let id = try #require(try server.request("POST", "/api/apps/Big/run").firstIdentifier)
    let listing = try server.request("GET", "/api/runs?app=Big").text
    #expect(listing.contains("\"resultApart\": 200"), "\(listing.prefix(400))")
    #expect(listing.utf8.count < 20_000, "the listing did not carry the result")
    let run = try server.request("GET", "/api/runs/\(id)").text
    #expect(run.contains(String(repeating: "x", count: 200_000)))
    let history = cli.library.appendingPathComponent("history")
    let records = try FileManager.default.contentsOfDirectory(atPath: history.path).filter { $0.hasSuffix(".json") }
    for record in records {
      let size = try FileManager.default.attributesOfItem(atPath: history.appendingPathComponent(record).path)[.size]
      #expect((size as? Int ?? 0) < 20_000)
    }
  }

  @Test("--file on a FIFO is refused at once; --listen 0:PORT prints a link that works")
  func oddArguments() throws {
    let cli = try CLI()
    let fifo = cli.root.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let app = try cli.write(#"import SuperSwift; RunContext.current.finish()"#)
    let started = Date()
    let result = try cli.run(["run", app.path, "--file", fifo.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is not a regular file"), "\(result.stderr)")
    #expect(Date().timeIntervalSince(started) < 30)
    let server = try cli.start(["serve", "--listen", "0:0"])
    defer {
      server.signal(SIGTERM)
      _ = try? server.finish()
    }
    let deadline = Date().addingTimeInterval(30)
    while !server.stdoutSoFar.contains("/api"), Date() < deadline { usleep(20_000) }
    #expect(server.stdoutSoFar.contains("http://127.0.0.1:"), "\(server.stdoutSoFar)")
    #expect(!server.stdoutSoFar.contains("http://0:"))
  }

  @Test("130 connections that trickle half a head do not lock out a client with a real request")
  func slowHeads() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    var tricklers: [RawHTTP] = []
    for _ in 0..<130 {
      let client = try RawHTTP(port: server.port)
      client.send(Data("GET /api/apps HTTP/1.1\r\nHost: x\r\n".utf8))
      tricklers.append(client)
    }
    let started = Date()
    let response = try server.request("GET", "/api/apps")
    #expect(response.status == 200, "\(response.status)")
    #expect(Date().timeIntervalSince(started) < 5, "not after the tricklers' 10 s")
    #expect(tricklers.count == 130)
  }

  @Test("with --listen [::1]:PORT, a signed-in page's form post from its own origin is let in (not 403)")
  func ipv6SameOrigin() throws {
    let cli = try CLI()
    _ = try cli.newApp("Quick", source: #"import SuperSwift; RunContext.current.finish(with: .text("ok"))"#)
    let server = try TestServer(cli, ipv6: true)
    #expect(server.base.hasPrefix("http://[::1]:"), "\(server.base)")
    let cookie = try server.signIn()
    let form = "--f\r\nContent-Disposition: form-data; name=\"input\"\r\n\r\nhi\r\n--f--\r\n"
    let headers = ["Cookie": cookie, "Origin": server.base, "Content-Type": "multipart/form-data; boundary=f"]
    let posted = try server.request(
      "POST", "/apps/Quick/run", body: Data(form.utf8), headers: headers, authorized: false)
    #expect(posted.status == 303, "\(posted.status) \(posted.text)")
    var crossSite = headers
    crossSite["Origin"] = "http://[::1]:1"
    let refused = try server.request(
      "POST", "/apps/Quick/run", body: Data(form.utf8), headers: crossSite, authorized: false)
    #expect(refused.status == 403)
  }
}

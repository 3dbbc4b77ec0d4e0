import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The HTTP API against a real `superswift serve` on a loopback port.
@Suite("HTTP API")
struct ServerTests {
  static let tip =
    (try? String(contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    ?? ""

  @Test("serve says first where the web app is, then how to sign in, then the API; no working link into a log")
  func announcesTheWebApp() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let lines = server.process.stdoutSoFar.split(separator: "\n").map(String.init)
    #expect(lines.first == "SuperSwift is serving the web app at \(server.base)/", "\(lines)")
    // Its output is not a terminal here (a service's journal): the link is not printed.
    #expect(
      lines.dropFirst().first == "Sign in from your browser with a one-time link: 'superswift login-link' prints one",
      "\(lines)")
    #expect(!server.process.stdoutSoFar.contains("/login?code="))
    #expect(
      lines.contains("The HTTP API for automations is \(server.base)/api (each request needs 'superswift token')"))
    // The web app's address answers a browser with a page (the sign-in page), not JSON.
    let page = try server.request("GET", "/", authorized: false)
    #expect(page.headers["content-type"]?.hasPrefix("text/html") == true, "\(page.headers)")
    let help = try cli.run(["serve", "--help"])
    #expect(help.stdout.contains("Serve the web app"))
  }

  @Test("a port already taken, or an address this machine does not have, exits 4 with what to do")
  func cannotListen() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let taken = try cli.run(["serve", "--listen", "127.0.0.1:\(server.port)"])
    #expect(taken.status == 4, "\(taken.stderr)")
    #expect(taken.stderr.contains("cannot listen on 127.0.0.1:\(server.port)"), "\(taken.stderr)")
    #expect(taken.stderr.contains("Choose another with --listen"))
    let foreign = try cli.run(["serve", "--listen", "192.0.2.1:0"])
    #expect(foreign.status == 4, "\(foreign.stderr)")
    #expect(foreign.stderr.contains("cannot listen on 192.0.2.1:0"), "\(foreign.stderr)")
    let wrong = try cli.run(["serve", "--listen", "nowhere"])
    #expect(wrong.status == 2, "a malformed address is a usage error: \(wrong.stderr)")
  }

  @Test("routes: list apps, run with JSON, get the bare result, read the run back")
  func routes() throws {
    let cli = try CLI()
    let id = try cli.newApp("Tip Calculator", source: Self.tip)
    let server = try TestServer(cli)
    let apps = try server.request("GET", "/api/apps")
    #expect(apps.status == 200)
    #expect(apps.text.contains(#""id": "\#(id)""#))
    #expect(apps.headers["date"]?.hasSuffix(" GMT") == true)

    let body = Data(#"{"input": {"bill": 42, "percent": 18}}"#.utf8)
    let json = ["Content-Type": "application/json"]
    let result = try server.request("POST", "/api/apps/Tip%20Calculator/result", body: body, headers: json)
    #expect(result.status == 200)
    #expect(result.headers["content-type"] == "application/json")
    #expect(result.text.contains(#""total": 49.56"#))

    let run = try server.request("POST", "/api/apps/\(id)/run", body: body, headers: json)
    #expect(run.status == 200)
    #expect(run.text.contains(#""status": "finished""#))
    #expect(run.text.contains(#""source": "shortcut""#))
    let runID = try #require(run.firstIdentifier)
    let again = try server.request("GET", "/api/runs/\(runID)")
    #expect(again.status == 200)
    #expect(again.text.contains(#""total": 49.56"#))
    let list = try server.request("GET", "/api/runs?app=Tip%20Calculator&limit=5")
    #expect(list.text.contains(runID))
    // The same run is in the CLI's history.
    #expect(try cli.run(["history", "Tip Calculator", "--json"]).stdout.contains(runID))
  }

  @Test("a failed run is a 422 with its error and status; plain text bodies are one text item")
  func failures() throws {
    let cli = try CLI()
    _ = try cli.newApp("Tip", source: Self.tip)
    _ = try cli.newApp(
      "Echo",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .text("got \(RunContext.current.input.text ?? "")"))"#)
    let server = try TestServer(cli)
    let failed = try server.request("POST", "/api/apps/Tip/result", body: Data("not json".utf8))
    #expect(failed.status == 422)
    #expect(failed.text.contains(#""status": "failed""#))
    #expect(failed.text.contains("Pass a dictionary like"))
    let echo = try server.request("POST", "/api/apps/Echo/result", body: Data("hello there".utf8))
    #expect(echo.status == 200)
    #expect(echo.headers["content-type"] == "text/plain; charset=utf-8")
    #expect(echo.text == "got hello there")
  }

  @Test("auth, unknown apps and runs, wrong methods, malformed bodies")
  func errors() throws {
    let cli = try CLI()
    _ = try cli.newApp("Echo", source: #"import SuperSwift; RunContext.current.finish()"#)
    let server = try TestServer(cli)
    #expect(try server.request("GET", "/api/apps", authorized: false).status == 401)
    #expect(
      try server.request("GET", "/api/apps", headers: ["Authorization": "Bearer wrong"], authorized: false).status
        == 401)
    #expect(try server.request("POST", "/api/apps/Nobody/run").status == 404)
    #expect(try server.request("GET", "/api/runs/00000000-0000-0000-0000-000000000000").status == 404)
    #expect(try server.request("GET", "/api/apps/Echo/run").status == 405, "no GET starts a run")
    #expect(try server.request("GET", "/api/nothing").status == 404)
    let badJSON = try server.request(
      "POST", "/api/apps/Echo/run", body: Data("{broken".utf8), headers: ["Content-Type": "application/json"])
    #expect(badJSON.status == 400)
    #expect(badJSON.text.contains("not valid JSON"))
    let noResult = try server.request("POST", "/api/apps/Echo/result")
    #expect(noResult.status == 204)
  }

  @Test("limits: huge headers 431, huge bodies 413, garbage 400, and the server lives on")
  func limits() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let huge = try server.request("GET", "/api/apps", headers: ["X-Filler": String(repeating: "a", count: 20_000)])
    #expect(huge.status == 431)
    let client = try RawHTTP(port: server.port)
    // With the token: without one, a request is answered from its head before any of this.
    let auth = "Authorization: Bearer \(server.token)\r\n"
    let big = try client.exchange(
      Data("POST /api/apps/x/run HTTP/1.1\r\nHost: x\r\n\(auth)Content-Length: 999999999999\r\n\r\n".utf8))
    #expect(big.status == 413)
    for garbage in [
      "GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET /x HTTP/1.1\r\n bad: fold\r\n\r\n",
      "POST /x HTTP/1.1\r\n\(auth)Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
    ] {
      let response = try RawHTTP(port: server.port).exchange(Data(garbage.utf8))
      #expect(response.status == 400 || response.status == 501, "\(garbage)")
    }
    #expect(try server.request("GET", "/api/apps").status == 200)
  }

  @Test("a chunk size near Int.max is refused, not added up (it used to kill the server); signs are malformed")
  func hostileChunkSizes() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let head =
      "POST /api/apps/x/run HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(server.token)\r\nTransfer-Encoding: chunked\r\n\r\n"
    let overflow = try RawHTTP(port: server.port).exchange(Data((head + "1\r\na\r\n7fffffffffffffff\r\n").utf8))
    #expect(overflow.status == 413)
    for size in ["+2", "-0", " 2x"] {
      let response = try RawHTTP(port: server.port).exchange(Data((head + "\(size)\r\nab\r\n0\r\n\r\n").utf8))
      #expect(response.status == 400, "chunk size '\(size)'")
    }
    #expect(try server.request("GET", "/api/apps").status == 200, "the server lives on")
  }

  @Test("a client too slow to send its request's head gets a 408 after 10 s, and the connection closes")
  func slowClient() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let client = try RawHTTP(port: server.port)
    let started = Date()
    client.send(Data("GET /api/apps HTTP/1.1\r\nHost: x\r\n".utf8))  // and then nothing more
    let response = try client.readResponse()
    #expect(response.status == 408)
    #expect(Date().timeIntervalSince(started) >= 9.5, "not before the head's time is up")
    #expect(client.isClosed())
    #expect(try server.request("GET", "/api/apps").status == 200, "the server lives on")
  }

  @Test("/healthz answers without sign-in: the scheduler firing here, standing by on a second server, no queue")
  func health() throws {
    let cli = try CLI()
    let first = try TestServer(cli)
    func health(_ server: TestServer) throws -> JSON? {
      let answer = try server.request("GET", "/healthz", authorized: false)
      #expect(answer.status == 200, "\(answer.text)")
      #expect(answer.headers["cache-control"] == "no-store")
      return JSON(parsing: answer.body)
    }
    var state: JSON?
    for _ in 0..<200 {
      state = try health(first)
      if state?["scheduler"]?.string == "firing" { break }
      usleep(20_000)
    }
    #expect(state?["status"]?.string == "ok" && state?["scheduler"]?.string == "firing")
    #expect(state?["queue"]?.string == "none" && state?["runsInFlight"]?.int == 0)
    // Nothing about the apps, and no more than a monitor needs.
    #expect((try server(first).body.count) < 200)
    let second = try TestServer(cli)
    var standby: JSON?
    for _ in 0..<200 {
      standby = try health(second)
      if standby?["scheduler"]?.string == "standby" { break }
      usleep(20_000)
    }
    #expect(standby?["scheduler"]?.string == "standby" && standby?["status"]?.string == "ok")
  }

  @Test(
    "/metrics in Prometheus' text format, read by the format's rules: runs by app and status, a histogram; a monitor's token only"
  )
  func metrics() throws {
    let cli = try CLI()
    _ = try cli.newApp("Tip \"Pro\"", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"ok\"))\n")
    _ = try cli.newApp("Broken", source: "import SuperSwift\nRunContext.current.fail(\"no\")\n")
    let monitor = try cli.run(["token", "add", "prometheus", "--metrics"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let phone = try cli.run(["token", "add", "phone"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let server = try TestServer(cli)
    for _ in 0..<2 {
      #expect(try server.request("POST", "/api/apps/Tip%20%22Pro%22/result", timeout: 600).status == 200)
    }
    _ = try server.request("POST", "/api/apps/Broken/result", timeout: 600)
    func get(_ token: String?) throws -> RawResponse {
      try server.request(
        "GET", "/metrics", headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:], authorized: false)
    }
    #expect(try get(nil).status == 401)
    #expect(try get(phone).status == 403)
    // The monitor's token reaches no app.
    let reach = try server.request(
      "GET", "/api/apps", headers: ["Authorization": "Bearer \(monitor)"], authorized: false)
    #expect(JSON(parsing: reach.body)?.array?.isEmpty == true, "\(reach.status) \(reach.text)")
    // An event stream held open meanwhile: a connection beside the request for the metrics.
    let stream = try RawHTTP(port: server.port)
    #expect(stream.send(Data("GET /api/runs HTTP/1.1\r\nHost: x\r\n".utf8)))
    let answer = try get(monitor)
    #expect(answer.status == 200 && answer.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
    let samples = try PrometheusText.parse(answer.text)
    #expect(samples[#"superswift_runs_total{app="Tip \"Pro\"",status="finished"}"#] == 2, "\(answer.text)")
    #expect(samples[#"superswift_runs_total{app="Broken",status="failed"}"#] == 1)
    #expect(samples[#"superswift_run_duration_seconds_count"#] == 3)
    #expect(samples[#"superswift_run_duration_seconds_bucket{le="+Inf"}"#] == 3)
    #expect(samples["superswift_runs_in_flight"] == 0 && samples["superswift_scheduler_firing"] != nil)
    #expect((samples["superswift_http_connections_open"] ?? 0) >= 2, "this request's and the one held open")
    #expect(samples["superswift_schedule_lateness_seconds_count"] == 0, "no schedule fired")
    // Three runs, three builds: each compiled once (two apps) or taken from the cache.
    let compiled = samples[#"superswift_builds_total{result="compiled"}"#] ?? -1
    let cached = samples[#"superswift_builds_total{result="cached"}"#] ?? -1
    #expect(compiled + cached == 3 && cached >= 1, "\(answer.text)")
    #expect(samples[#"superswift_builds_total{result="failed"}"#] == 0, "no app failed to compile")
    #expect(
      samples[#"superswift_backups_total{outcome="failed"}"#] == 0
        && samples[#"superswift_backups_total{outcome="made"}"#] == 0)
  }

  private func server(_ server: TestServer) throws -> RawResponse {
    try server.request("GET", "/healthz", authorized: false)
  }

  @Test("output files of runs the history no longer keeps are removed, for this library only")
  func runFilesRetention() throws {
    let cli = try CLI(privateBuilds: true)  // a cache of its own: only this library's files in it
    try cli.write(#"{"history": {"maxRuns": 1, "maxAgeDays": 30}}"#, to: "config/superswift/settings.json")
    let id = try cli.newApp(
      "Writer",
      source: #"import SuperSwift; RunContext.current.finish(with: .files([OutputFile(name: "a.txt", text: "x")]))"#)
    let cache = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift/run-files")
    // Another library's files in the same cache are not this server's to prune.
    let neighbour = cache.appendingPathComponent("another-library/some-run")
    try FileManager.default.createDirectory(at: neighbour, withIntermediateDirectories: true)
    do {
      let server = try TestServer(cli)
      for _ in 0..<2 { #expect(try server.request("POST", "/api/apps/\(id)/run").status == 200) }
    }
    _ = try TestServer(cli)  // a new server prunes on start
    let history = try #require(JSON(parsing: try cli.run(["history", "--json"]).stdout)?.array)
    #expect(history.count == 1)
    let kept = try #require(history.first?["id"]?.string)
    let libraries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0 != "another-library" }
    #expect(libraries.count == 1)
    let runs = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(libraries[0]).path)
    #expect(runs == [kept], "only the kept run's files are left")
    #expect(FileManager.default.fileExists(atPath: neighbour.path), "another library's files stay")
  }

  @Test("keep-alive serves several requests on one connection; chunked bodies work")
  func keepAliveAndChunked() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Echo",
      source: #"import SuperSwift; RunContext.current.finish(with: .text(RunContext.current.input.text ?? "-"))"#)
    let server = try TestServer(cli)
    let client = try RawHTTP(port: server.port)
    let auth = "Authorization: Bearer \(server.token)\r\n"
    for _ in 0..<3 {
      let response = try client.exchange(Data("GET /api/apps HTTP/1.1\r\nHost: x\r\n\(auth)\r\n".utf8))
      #expect(response.status == 200)
    }
    let chunked =
      "POST /api/apps/Echo/result HTTP/1.1\r\nHost: x\r\n\(auth)Transfer-Encoding: chunked\r\n\r\n"
      + "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"
    let response = try client.exchange(Data(chunked.utf8))
    #expect(response.status == 200)
    #expect(response.text == "hello world")
  }

  @Test("wait=false answers 202 at once; DELETE cancels the run, which is recorded")
  func asyncAndCancel() throws {
    let cli = try CLI()
    _ = try cli.newApp("Sleeper", source: #"import SuperSwift; sleep(60); RunContext.current.finish()"#)
    let server = try TestServer(cli)
    let started = try server.request("POST", "/api/apps/Sleeper/run?wait=false")
    #expect(started.status == 202)
    let runID = try #require(started.firstIdentifier)
    var running = false
    for _ in 0..<200 where !running {
      usleep(50_000)
      running = try server.request("GET", "/api/runs/\(runID)").text.contains(#""status": "running""#)
    }
    #expect(running)
    let cancelled = try server.request("DELETE", "/api/runs/\(runID)")
    #expect(cancelled.status == 200)
    #expect(cancelled.text.contains(#""status": "cancelled""#))
    #expect(try server.request("DELETE", "/api/runs/\(runID)").status == 409)
  }

  @Test("files: one file as itself, downloadable later; uploads arrive as file items")
  func files() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Report",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .files([OutputFile(name: "report.csv", text: "a,b\n")]))"#)
    _ = try cli.newApp(
      "Sizes",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .text(RunContext.current.input.files.map { "\($0.name)=\($0.data.count)" }.joined(separator: ",")))"#
    )
    let server = try TestServer(cli)
    let file = try server.request("POST", "/api/apps/Report/result")
    #expect(file.status == 200)
    #expect(file.headers["content-type"] == "text/csv; charset=utf-8", "text says its encoding")
    #expect(file.headers["content-disposition"] == #"attachment; filename="report.csv""#)
    #expect(file.text == "a,b\n")
    let run = try server.request("POST", "/api/apps/Report/run")
    let runID = try #require(run.firstIdentifier)
    let download = try server.request("GET", "/api/runs/\(runID)/files/report.csv")
    #expect(download.status == 200)
    #expect(download.text == "a,b\n")
    // An app's file is never a page of this origin: opened in a browser it runs nothing.
    #expect(download.headers["content-security-policy"] == "sandbox")
    #expect(try server.request("GET", "/api/runs/\(runID)/files/..%2F..%2Fetc%2Fpasswd").status == 404)

    let boundary = "XyZ"
    var form = "--\(boundary)\r\nContent-Disposition: form-data; name=\"input\"\r\n\r\nhi\r\n"
    form +=
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../../evil.txt\"\r\nContent-Type: text/plain\r\n\r\n12345\r\n"
    form += "--\(boundary)--\r\n"
    let upload = try server.request(
      "POST", "/api/apps/Sizes/result", body: Data(form.utf8),
      headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
    #expect(upload.status == 200)
    #expect(upload.text == "evil.txt=5")
  }

  @Test("SIGTERM stops the server gracefully; a run in flight past the grace (0 here) is recorded as interrupted")
  func gracefulShutdown() throws {
    let cli = try CLI()
    _ = try cli.newApp("Sleeper", source: #"import SuperSwift; sleep(60)"#)
    let server = try TestServer(cli)
    let started = try server.request("POST", "/api/apps/Sleeper/run?wait=false")
    let runID = try #require(started.firstIdentifier)
    usleep(500_000)
    server.process.signal(SIGTERM)
    let result = try server.process.finish()
    #expect(result.status == 0)
    #expect(result.stderr.contains("server stopped"))
    let history = try cli.run(["history", "--json"]).stdout
    #expect(history.contains(runID))
    #expect(history.contains(#""status": "interrupted""#), "the server stopped under it: nobody cancelled it")
  }

  @Test("the login link signs a browser in once; cookie requests must be same-origin to change anything")
  func login() throws {
    let cli = try CLI()
    _ = try cli.newApp("Echo", source: #"import SuperSwift; RunContext.current.finish()"#)
    let server = try TestServer(cli)
    let link = try #require(server.loginLink)
    let path = String(link.dropFirst(server.base.count))
    let first = try server.request("GET", path, authorized: false)
    #expect(first.status == 303)
    let cookie = try #require(first.headers["set-cookie"])
    #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
    #expect(try server.request("GET", path, authorized: false).status == 401, "one time only")
    let session = String(cookie.split(separator: ";")[0])
    #expect(try server.request("GET", "/api/apps", headers: ["Cookie": session], authorized: false).status == 200)
    let crossSite = try server.request(
      "POST", "/api/apps/Echo/run", headers: ["Cookie": session, "Origin": "https://evil.example"], authorized: false)
    #expect(crossSite.status == 403)
    let sameSite = try server.request(
      "POST", "/api/apps/Echo/run", headers: ["Cookie": session, "Origin": server.base], authorized: false)
    #expect(sameSite.status == 200)
  }
}

/// The rest of the result kinds and the run bound.
@Suite("HTTP API: result kinds and limits")
struct ServerResultKindTests {
  @Test("a URL is text/uri-list; several files are a zip (or multipart/mixed); the page previews text files")
  func kinds() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Link", source: #"import SuperSwift; RunContext.current.finish(with: .url(URL(string: "https://swift.org")!))"#)
    _ = try cli.newApp(
      "Two",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .files([OutputFile(name: "a.txt", text: "alpha"), OutputFile(name: "b.txt", text: "beta")]))"#
    )
    let server = try TestServer(cli)
    let link = try server.request("POST", "/api/apps/Link/result")
    #expect(link.headers["content-type"] == "text/uri-list")
    #expect(link.text == "https://swift.org\r\n")
    let zip = try server.request("POST", "/api/apps/Two/result")
    #expect(zip.headers["content-type"] == "application/zip")
    #expect(zip.headers["content-disposition"] == #"attachment; filename="Two.zip""#)
    // Read back by a real zip reader (Python's zipfile), as Extract Archive would.
    #expect(try ZipReader.entries(zip.body) == ["a.txt": "alpha", "b.txt": "beta"])
    let two = try server.request("POST", "/api/apps/Two/result?files=multipart")
    #expect(two.headers["content-type"]?.hasPrefix("multipart/mixed; boundary=") == true)
    #expect(two.text.contains(#"filename="a.txt""#) && two.text.contains("alpha"))
    #expect(two.text.contains(#"filename="b.txt""#) && two.text.contains("beta"))
    let run = try server.request("POST", "/api/apps/Two/run")
    let runID = try #require(run.firstIdentifier)
    let cookie = try server.signIn()
    let page = try server.request("GET", "/runs/\(runID)", headers: ["Cookie": cookie], authorized: false)
    #expect(page.text.contains("<pre class=preview>alpha</pre>"))
  }

  @Test("beyond --max-runs, a caller waits, then gets 503 with Retry-After")
  func runBound() throws {
    let cli = try CLI()
    _ = try cli.newApp("Sleeper", source: #"import SuperSwift; sleep(60)"#)
    let server = try TestServer(cli, extra: ["--max-runs", "1"])
    let first = try server.request("POST", "/api/apps/Sleeper/run?wait=false")
    #expect(first.status == 202)
    let started = Date()
    let second = try server.request("POST", "/api/apps/Sleeper/run?wait=false")
    #expect(second.status == 503)
    #expect(second.headers["retry-after"] == "5")
    #expect(Date().timeIntervalSince(started) >= 5, "it queued before giving up")
    _ = try server.request("DELETE", "/api/runs/\(try #require(first.firstIdentifier))")
  }
}

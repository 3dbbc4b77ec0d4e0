import Foundation
@_spi(Host) import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift service`: the unit it writes, checked by systemd's own `systemd-analyze verify`,
/// and its command run as systemd would run it (this machine has no running systemd): told
/// ready on `$NOTIFY_SOCKET`, logging with priorities on the journal's stream, and stopping
/// gracefully — a run in flight given its time, one past the grace recorded as interrupted.
@Suite("serve as a systemd service")
struct ServiceTests {
  /// A datagram socket standing in for systemd's notify socket.
  final class NotifySocket {
    let path: String
    let descriptor: Int32

    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("sd-\(UUID().uuidString.prefix(8))").path
      descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { bytes in
        for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard bound == 0 else { throw TestFailure("could not bind \(path)") }
    }

    /// The next message, waiting at most `seconds`.
    func receive(seconds: Int = 120) -> String? {
      var timeout = timeval(tv_sec: seconds, tv_usec: 0)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    deinit {
      close(descriptor)
      unlink(path)
    }
  }

  /// The unit's `ExecStart` words after `serve`, and its environment.
  static func read(unit text: String) -> (serve: [String], environment: [String: String]) {
    var serve: [String] = []
    var environment: [String: String] = [:]
    for line in text.split(separator: "\n") {
      if line.hasPrefix("ExecStart=") {
        serve = Array(
          line.dropFirst("ExecStart=".count).split(separator: " ").map(String.init).drop { $0 != "serve" }.dropFirst())
      } else if line.hasPrefix("Environment=") {
        let assignment = line.dropFirst("Environment=".count)
        guard let equals = assignment.firstIndex(of: "=") else { continue }
        environment[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
      }
    }
    return (serve, environment)
  }

  @Test(
    "install writes a unit systemd-analyze passes; its command serves, says READY, logs by priority and stops gracefully"
  )
  func unitLife() throws {
    let cli = try CLI()
    // The installing shell's toolchain and library are what the unit records.
    let installed = try cli.run(["service", "install", "--no-start", "--listen", "127.0.0.1:0", "--json"])
    #expect(installed.status == 0, "\(installed.stderr)")
    let answer = try #require(JSON(parsing: Array(installed.stdout.utf8)))
    let file = try #require(answer["unit"]?.string)
    #expect(file.hasSuffix("/systemd/user/superswift.service") && answer["started"] == false)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    if let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first(
      where: FileManager.default.isExecutableFile)
    {
      let verify = try Program.run([analyze, "verify", file])
      // It exits 0 even for a directive it ignores: every line it says is a problem.
      let said = verify.output + verify.errors
      #expect(verify.status == 0 && said.isEmpty, "\(said)")
    } else {
      Issue.record("systemd-analyze is not installed (.ci/run installs systemd): the unit was not verified")
    }
    let (serve, environment) = Self.read(unit: text)
    #expect(serve == ["--listen", "127.0.0.1:0"])
    #expect(environment["SUPERSWIFT_HOME"] == cli.library.path)

    // The unit's command as systemd runs it: its notify socket, its journal. The app runs until
    // the test lets it end (a file appears), so it is surely in flight when the stop comes.
    let release = cli.root.appendingPathComponent("release-the-run")
    _ = try cli.newApp(
      "Slow",
      source: """
        import Foundation
        import SuperSwift
        FileHandle.standardError.write(Data("started\\n".utf8))
        while !FileManager.default.fileExists(atPath: "\(release.path)") { usleep(20_000) }
        RunContext.current.finish(with: .text("done"))
        """)
    let notify = try NotifySocket()
    let server = try TestServer(
      cli.setting("NOTIFY_SOCKET", notify.path), extra: ["--stop-grace", "60"], listen: serve[1], journal: true)
    let ready = notify.receive()
    #expect(ready?.hasPrefix("READY=1") == true, "\(ready ?? "nothing")")
    let started = try server.request("POST", "/api/apps/Slow/run?wait=false")
    #expect(started.status == 202)
    let run = try #require(JSON(parsing: Array(started.body))?["id"]?.string)
    let events = try server.followEvents(of: run)
    _ = try events.readStream(until: "started")
    server.process.signal(SIGTERM)
    #expect(notify.receive() == "STOPPING=1")
    #expect(server.process.waitForStderr("to end", seconds: 30), "\(server.process.stderrSoFar)")
    // Within its grace, the run ends as it would have.
    try Data().write(to: release)
    let ended = try server.process.finish()
    #expect(ended.status == 0)
    // Given its time, the run finished; the journal read each line's priority.
    let record = JSON(parsing: Array(try cli.run(["history", "show", run, "--json"]).stdout.utf8))
    #expect(record?["status"] == "finished", "\(record?.text ?? "")")
    let lines = ended.stderr.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("<") }, "\(ended.stderr)")
    #expect(lines.contains { $0.hasPrefix("<6>superswift: stopping: waiting up to 60 s for 1 run to end") })
    #expect(!ended.stdout.contains("login?code="), "no sign-in link where others may read it")
  }

  @Test("past the grace, a run still in flight is stopped and recorded as interrupted, never lost")
  func interruptedAfterGrace() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Forever",
      source:
        #"import Foundation; import SuperSwift; FileHandle.standardError.write(Data("started\n".utf8)); while true { sleep(1) }"#
    )
    let server = try TestServer(cli, extra: ["--stop-grace", "1"])
    let started = try server.request("POST", "/api/apps/Forever/run?wait=false")
    let run = try #require(JSON(parsing: Array(started.body))?["id"]?.string)
    _ = try server.followEvents(of: run).readStream(until: "started")
    server.process.signal(SIGTERM)
    let ended = try server.process.finish()
    #expect(ended.status == 0)
    #expect(ended.stderr.contains("recorded as interrupted"), "\(ended.stderr)")
    let record = JSON(parsing: Array(try cli.run(["history", "show", run, "--json"]).stdout.utf8))
    #expect(record?["status"] == "interrupted", "\(record?.text ?? "")")
    #expect(record?["error"]?.string?.contains("the server stopped before the run ended") == true)
  }

  /// Whether this machine runs a systemd with a user manager for this user (a desktop, a server
  /// with lingering); the test machines of CI have none.
  static var userManagerRuns: Bool {
    FileManager.default.fileExists(atPath: "/run/systemd/system")
      && ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].map {
        FileManager.default.fileExists(atPath: "\($0)/systemd/private")
      } == true
  }

  @Test(
    "under a real systemd: installed, started and active (ready told by serve itself); uninstalled",
    .enabled(
      if: ServiceTests.userManagerRuns,
      "no running systemd with a user manager on this machine (/run/systemd/system, $XDG_RUNTIME_DIR/systemd/private); the unit's command runs directly in the test above"
    ))
  func underSystemd() throws {
    var cli = try CLI()
    // The user manager reaches the user's own runtime folder and bus, not the sandbox's.
    for name in ["XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS"] {
      if let value = ProcessInfo.processInfo.environment[name] { cli = cli.setting(name, value) }
    }
    let port = Int.random(in: 40_000..<50_000)
    let installed = try cli.run(["service", "install", "--listen", "127.0.0.1:\(port)", "--json"])
    #expect(installed.status == 0, "\(installed.stderr)")
    defer { _ = try? cli.run(["service", "uninstall"]) }
    #expect(Self.json(installed)?["started"] == true)
    var status: JSON?
    for _ in 0..<100 {
      status = Self.json(try cli.run(["service", "status", "--json"]))
      if status?["ActiveState"] == "active" { break }
      usleep(100_000)
    }
    #expect(status?["ActiveState"] == "active", "\(status?.text ?? "")")
    let removed = try cli.run(["service", "uninstall"])
    #expect(removed.status == 0 && removed.stdout.contains("the library is kept"))
  }

  static func json(_ result: CLI.Result) -> JSON? { JSON(parsing: Array(result.stdout.utf8)) }

  @Test("without a running systemd: status says so, a system unit goes where asked, uninstall removes it")
  func withoutSystemd() throws {
    let cli = try CLI()
    let before = try cli.run(["service", "status"])
    #expect(before.status == 4 && before.stdout.contains("not installed"), "\(before.stdout)")
    let installed = try cli.run(["service", "install"])
    #expect(installed.status == 0, "\(installed.stderr)")
    if !FileManager.default.fileExists(atPath: "/run/systemd/system") {
      #expect(installed.stderr.contains("systemd is not running"), "\(installed.stderr)")
      let status = try cli.run(["service", "status", "--json"])
      #expect(status.status == 3)
      #expect(JSON(parsing: Array(status.stdout.utf8))?["systemd"] == false)
      let restart = try cli.run(["service", "restart"])
      #expect(restart.status != 0 && restart.stderr.contains("systemd is not running"), "\(restart.stderr)")
    }
    #expect(installed.stderr.contains("listens on this machine only"))
    let folder = cli.root.appendingPathComponent("units")
    let system = try cli.run(["service", "install", "--system", "--unit-dir", folder.path])
    #expect(system.status == 0, "\(system.stderr)")
    let unit = try String(contentsOf: folder.appendingPathComponent("superswift.service"), encoding: .utf8)
    #expect(unit.contains("User=superswift") && unit.contains("WantedBy=multi-user.target"))
    // An address serve could not listen on is refused now, not by a unit that restarts forever.
    for listen in ["nosuchhost.invalid:18790", "203.0.113.77:18790"] {
      let refused = try cli.run(["service", "install", "--no-start", "--listen", listen, "--unit-dir", folder.path])
      #expect(refused.status == 2 && refused.stderr.contains("not an address this machine has"), "\(refused.stderr)")
    }
    let removed = try cli.run(["service", "uninstall", "--system", "--unit-dir", folder.path])
    #expect(removed.status == 0 && removed.stdout.contains("the library is kept"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("superswift.service").path))
    let wrong = try cli.run(["service", "instal"])
    #expect(wrong.status == 2 && wrong.stderr.contains("install"), "\(wrong.stderr)")
    let bad = try cli.run(["service", "install", "--listen", "nowhere"])
    #expect(bad.status == 2 && bad.stderr.contains("HOST:PORT"), "\(bad.stderr)")
  }
}

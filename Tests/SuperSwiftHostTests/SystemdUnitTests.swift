import Foundation
import SuperSwiftHost
import SuperSwiftSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The unit `service install` writes, and the two halves of systemd's protocol `serve` speaks
/// (readiness, the journal's priorities), without a systemd.
@Suite("The systemd unit and the service manager's protocol")
struct SystemdUnitTests {
  static func unit(_ scope: SystemdUnit.Scope, version: Int = 252, arguments: [String] = ["--tls"]) -> SystemdUnit {
    SystemdUnit(
      scope: scope, executable: "/usr/local/bin/superswift", serveArguments: arguments,
      environment: [("SUPERSWIFT_HOME", "/home/ada/.local/share/superswift"), ("PATH", "/usr/bin:/bin")],
      systemdVersion: version)
  }

  static func lines(_ unit: SystemdUnit) -> [String] {
    unit.text.split(separator: "\n").map(String.init)
  }

  @Test("a user unit: notify, restart on failure, graceful stop, the library named, started at login")
  func userUnit() throws {
    let lines = Self.lines(Self.unit(.user))
    #expect(lines.contains("Type=notify"))
    #expect(lines.contains("ExecStart=/usr/local/bin/superswift serve --tls"))
    #expect(lines.contains("Environment=SUPERSWIFT_HOME=/home/ada/.local/share/superswift"))
    #expect(lines.contains("Restart=on-failure") && lines.contains("KillMode=mixed"))
    #expect(lines.contains("StartLimitIntervalSec=0"), "never gives up restarting")
    // serve's grace for runs is inside systemd's stop timeout, with time to record them.
    let timeout = try #require(lines.first { $0.hasPrefix("TimeoutStopSec=") }?.dropFirst(15).dropLast())
    #expect(Int(timeout)! > Int(SystemdUnit.stopGrace.components.seconds))
    #expect(lines.last == "WantedBy=default.target")
    #expect(!lines.contains { $0.hasPrefix("User=") || $0.hasPrefix("RestartSteps") || $0.contains("network-online") })
  }

  @Test("a system unit: its own user and state folder, the system sandboxed, after the network")
  func systemUnit() {
    let lines = Self.lines(Self.unit(.system))
    #expect(lines.contains("User=superswift") && lines.contains("StateDirectory=superswift"))
    #expect(lines.contains("Environment=SUPERSWIFT_HOME=/var/lib/superswift/library"))
    #expect(lines.contains("ProtectSystem=strict") && lines.contains("ProtectHome=yes"))
    #expect(lines.contains("After=network-online.target"))
    #expect(lines.last == "WantedBy=multi-user.target")
  }

  @Test("systemd 254 and later back off from 2 s to 5 minutes; 252 restarts every 2 s")
  func backOff() {
    #expect(Self.lines(Self.unit(.user, version: 254)).contains("RestartSteps=5"))
    #expect(Self.lines(Self.unit(.user, version: 254)).contains("RestartMaxDelaySec=5min"))
    #expect(!Self.lines(Self.unit(.user, version: 253)).contains { $0.hasPrefix("RestartSteps") })
    #expect(SystemdUnit.version(fromSystemctl: "systemd 252 (252.38-1~deb12u1)\n+PAM +AUDIT") == 252)
    #expect(SystemdUnit.version(fromSystemctl: "systemd 256.7\n") == nil)
    #expect(SystemdUnit.version(fromSystemctl: "") == nil)
  }

  @Test("words are quoted as systemd reads them: spaces, quotes, $ in a command, % anywhere")
  func quoting() {
    #expect(SystemdUnit.quoted("/opt/super swift/bin") == #""/opt/super swift/bin""#)
    #expect(SystemdUnit.quoted(#"a"b\c"#) == #""a\"b\\c""#)
    #expect(SystemdUnit.quoted("$HOME") == #""$$HOME""#)
    #expect(SystemdUnit.quoted("PATH=$HOME/bin", command: false) == #""PATH=$HOME/bin""#)
    #expect(SystemdUnit.quoted("50%") == #""50%%""#)
    #expect(SystemdUnit.quoted("0.0.0.0:7788") == "0.0.0.0:7788")
    let spaced = SystemdUnit(
      scope: .user, executable: "/opt/my apps/superswift", serveArguments: [], environment: [("A", "b c")],
      systemdVersion: 252)
    #expect(Self.lines(spaced).contains(#"ExecStart="/opt/my apps/superswift" serve"#))
    #expect(Self.lines(spaced).contains(#"Environment="A=b c""#))
  }

  @Test("nothing can add a line: control characters, relative executables and bad names are refused")
  func refusals() {
    var unit = Self.unit(.user, arguments: ["--listen", "0.0.0.0:80\nExecStartPre=/bin/rm -rf /"])
    #expect(throws: SystemdUnit.Refusal.self) { try unit.validate() }
    unit = Self.unit(.user)
    unit.executable = "superswift"
    #expect(throws: SystemdUnit.Refusal.self) { try unit.validate() }
    unit = Self.unit(.user)
    unit.environment = [("BAD NAME", "x")]
    #expect(throws: SystemdUnit.Refusal.self) { try unit.validate() }
    unit = Self.unit(.user)
    unit.environment = [("TOKEN", "a\u{7F}b")]
    #expect(throws: SystemdUnit.Refusal.self) { try unit.validate() }
    #expect(throws: Never.self) { try Self.unit(.system).validate() }
  }

  @Test("journal lines carry their priority; a message's following lines keep its priority")
  func journalPriorities() {
    #expect(ServiceManager.prefixed("superswift: error: no\n") == "<3>superswift: error: no\n")
    #expect(
      ServiceManager.prefixed("superswift: warning: careful\n  more of it\nsuperswift: server stopped\n")
        == "<4>superswift: warning: careful\n<4>  more of it\n<6>superswift: server stopped\n")
    #expect(ServiceManager.prefixed("superswift: note: fyi\n") == "<5>superswift: note: fyi\n")
    #expect(ServiceManager.prefixed("SuperSwift is serving\n\n") == "<6>SuperSwift is serving\n\n")
    #expect(ServiceManager.prefixed("<2>already\n") == "<2>already\n")
  }

  @Test("READY=1 reaches the socket $NOTIFY_SOCKET names, by path or abstract name; nothing else is one")
  func readiness() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("notify-\(UUID().uuidString.prefix(8))")
      .path
    for name in [path, "@superswift-test-\(getpid())"] {
      let listener = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
      #expect(listener >= 0)
      defer { close(listener) }
      var (address, length) = try #require(ServiceManager.socketAddress(name))
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
      }
      #expect(bound == 0, "bind \(name): \(errno)")
      defer { unlink(path) }
      #expect(ServiceManager.notify("READY=1\nSTATUS=serving", environment: ["NOTIFY_SOCKET": name]))
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = recv(listener, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      #expect(count > 0 && String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == "READY=1\nSTATUS=serving")
    }
    #expect(ServiceManager.socketAddress("relative/socket") == nil)
    #expect(ServiceManager.socketAddress("") == nil)
    #expect(ServiceManager.socketAddress("/" + String(repeating: "x", count: 200)) == nil)
    #expect(!ServiceManager.notify("READY=1", environment: [:]))
  }

  @Test("the journal's stream is recognised by its device and inode, and nothing else is")
  func journalStream() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    var status = stat()
    #expect(fstat(ends[1], &status) == 0)
    #expect(ServiceManager.isJournal(ends[1], environment: ["JOURNAL_STREAM": "\(status.st_dev):\(status.st_ino)"]))
    #expect(
      !ServiceManager.isJournal(ends[1], environment: ["JOURNAL_STREAM": "\(status.st_dev):\(status.st_ino + 1)"]))
    #expect(!ServiceManager.isJournal(ends[1], environment: [:]))
  }
}

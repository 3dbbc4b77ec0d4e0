import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization
import Testing

@testable import SuperSwiftHost

/// The Language Server Protocol's framing, pure, and the life of a language server process,
/// driven end to end with a scripted server (Python, speaking the protocol over its standard
/// input and output) and a manual clock: started on first use, stopped when idle, started
/// again after it dies, stopped when it does not answer in time or passes its memory bound.
@Suite("The language server's framing and life", .serialized)
struct LanguageServerLifeTests {
  @Test("framing: the specification's header, bodies in pieces, two messages in one read, and bad headers")
  func framing() throws {
    let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/completion","params":{}}"#.utf8)
    let framed = LSPFraming.encode(body)
    #expect(String(decoding: framed, as: UTF8.self).hasPrefix("Content-Length: \(body.count)\r\n\r\n{"))
    var decoder = LSPFraming.Decoder(maximumMessageSize: 1_000)
    for byte in framed {
      #expect(try decoder.next() == nil)
      decoder.append([byte])
    }
    #expect(try decoder.next() == body)
    #expect(try decoder.next() == nil)
    // Two messages in one read, the second with a Content-Type header as the specification allows.
    let second = Array(#"{"id":2}"#.utf8)
    decoder.append(
      framed + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 8\r\n\r\n".utf8)
        + second)
    #expect(try decoder.next() == body)
    #expect(try decoder.next() == second)
    var bad = LSPFraming.Decoder(maximumMessageSize: 1_000)
    bad.append(Array("Content-Type: x\r\n\r\n{}".utf8))
    #expect(throws: LSPFraming.DecodeError.self) { try bad.next() }
    var large = LSPFraming.Decoder(maximumMessageSize: 10)
    large.append(Array("Content-Length: 11\r\n\r\n".utf8))
    #expect(throws: LSPFraming.DecodeError.tooLarge(length: 11, maximum: 10)) { try large.next() }
    var endless = LSPFraming.Decoder(maximumMessageSize: 10)
    endless.append([UInt8](repeating: 65, count: 5_000))
    #expect(throws: LSPFraming.DecodeError.headerTooLong) { try endless.next() }
  }

  /// A language server in a few lines: answers `initialize`, echoes a request's method, exits
  /// on `crash`, never answers `hang`, holds 300 MB on `grow`.
  static let script = #"""
    import json, sys
    held = []
    def read():
        length = None
        while True:
            line = sys.stdin.buffer.readline()
            if not line:
                sys.exit(0)
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(sys.stdin.buffer.read(length))
    def send(message):
        body = json.dumps(message).encode()
        sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        sys.stdout.buffer.flush()
    while True:
        message = read()
        method = message.get("method")
        if "id" not in message:
            continue
        if method == "crash":
            sys.exit(3)
        if method == "hang":
            continue
        if method == "grow":
            held.append(bytearray(300 * 1024 * 1024))
        send({"jsonrpc": "2.0", "id": message["id"], "result": {"method": method}})
    """#

  final class Fixture: Sendable {
    let folder: URL
    let clock = ManualClock()
    let server: LanguageServer

    /// Python 3 from the PATH (CI installs packages with its pip).
    static let python: String = {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      return path.split(separator: ":").map { "\($0)/python3" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
        ?? "/usr/bin/python3"
    }()

    init(maximumMemory: Int = 1 << 40, stallTimeout: Duration = .seconds(30)) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let script = folder.appendingPathComponent("server.py")
      try LanguageServerLifeTests.script.write(to: script, atomically: true, encoding: .utf8)
      var configuration = LanguageServer.Configuration(
        executable: URL(fileURLWithPath: Self.python), arguments: [script.path], workspace: folder)
      configuration.idleTimeout = .seconds(60)
      configuration.watchInterval = .seconds(10)
      configuration.requestTimeout = .seconds(5)
      configuration.openTimeout = .seconds(20)
      configuration.stallTimeout = stallTimeout
      configuration.maximumMemory = maximumMemory
      server = LanguageServer(configuration: configuration, clock: clock)
    }

    deinit {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }

    func ask(_ method: String, document: (uri: String, text: String)? = nil) throws(LanguageServer.Failure)
      -> String?
    {
      try server.request(method, [:], syncing: document)["method"]?.string
    }

    /// Asks `method` on a thread of its own; the outcome once it is known.
    func askAside(_ method: String, document: (uri: String, text: String)? = nil) -> Pending {
      let pending = Pending()
      let asking = Thread {
        let result = Result { () throws(LanguageServer.Failure) -> String? in
          try self.ask(method, document: document)
        }
        pending.outcome.withLock { $0 = result }
        pending.answered.signal()
      }
      asking.start()
      return pending
    }
  }

  /// A request asked on a thread of its own.
  final class Pending: Sendable {
    let outcome = Mutex<Result<String?, LanguageServer.Failure>?>(nil)
    let answered = DispatchSemaphore(value: 0)

    /// Waits for its outcome.
    func wait() -> Result<String?, LanguageServer.Failure>? {
      answered.wait()
      answered.signal()  // Known from now on: a later wait returns at once.
      return outcome.withLock { $0 }
    }

    /// Whether it is still waiting (looked at for a moment, for real).
    var isWaiting: Bool {
      guard answered.wait(timeout: .now() + .milliseconds(200)) == .success else { return true }
      answered.signal()
      return false
    }
  }

  @Test("started on first use, stopped after its idle time, started again on the next use")
  func idleStop() throws {
    let fixture = try Fixture()
    #expect(fixture.server.status.phase == .stopped)
    #expect(try fixture.ask("textDocument/hover") == "textDocument/hover")
    guard case .running(let pid) = fixture.server.status.phase else {
      Issue.record("not running after a request")
      return
    }
    #expect(kill(pid, 0) == 0)
    // Watched every 10 s; stopped once 60 s pass without a request.
    fixture.clock.advance(by: .seconds(50))
    #expect(fixture.server.isRunning)
    fixture.clock.advance(by: .seconds(10))
    #expect(fixture.server.status.phase == .stopped)
    #expect(fixture.server.status.lastEnd?.contains("unused") == true)
    #expect(try fixture.ask("again") == "again")
    #expect(fixture.server.status.starts == 2 && fixture.server.status.crashes == 0)
  }

  @Test("a server that dies fails the request under it, and the next request starts a new one")
  func crashAndRestart() throws {
    let fixture = try Fixture()
    #expect(try fixture.ask("first") == "first")
    #expect(throws: LanguageServer.Failure.self) { try fixture.ask("crash") }
    #expect(try fixture.ask("after") == "after")
    let status = fixture.server.status
    #expect(status.starts == 2 && status.crashes == 1, "\(status)")
    #expect(status.lastEnd?.contains("status 3") == true, "\(status)")
  }

  @Test(
    "a request with no answer times out on the clock and is cancelled; the server goes on, until it leaves it unanswered too long"
  )
  func timeout() throws {
    let fixture = try Fixture()
    #expect(try fixture.ask("first") == "first")
    guard case .running(let pid) = fixture.server.status.phase else {
      Issue.record("not running after a request")
      return
    }
    let hanging = fixture.askAside("hang")
    // The watch timer, then the request's own.
    #expect(fixture.clock.waitForTimers(2))
    fixture.clock.advance(by: .seconds(5))
    #expect(hanging.wait() == .failure(.timedOut(method: "hang")))
    // Busy is not dead: the same process answers the next request.
    #expect(try fixture.ask("busy") == "busy")
    #expect(fixture.server.status.phase == .running(pid) && fixture.server.status.crashes == 0)
    // Looked at every 10 s: 25 s after it was sent the cancelled request is still young...
    fixture.clock.advance(by: .seconds(20))
    #expect(fixture.server.status.phase == .running(pid))
    // ...at 35 s it has gone unanswered past the 30 s bound: stuck, stopped, started afresh.
    fixture.clock.advance(by: .seconds(10))
    let status = fixture.server.status
    #expect(status.phase == .stopped && status.crashes == 1, "\(status)")
    #expect(status.lastEnd?.contains("unanswered") == true, "\(status)")
    #expect(try fixture.ask("fresh") == "fresh")
  }

  @Test("a document's first request waits the longer open time; once it is answered, the usual time")
  func openTimeout() throws {
    // Its cancelled requests are never answered; not taken for stuck within this test.
    let fixture = try Fixture(stallTimeout: .seconds(600))
    // Started first, so the only timers below are the watch and the request's own.
    #expect(try fixture.ask("start") == "start")
    let document = (uri: "file:///tmp/App.swift", text: "let a = 1")
    let first = fixture.askAside("hang", document: document)
    #expect(fixture.clock.waitForTimers(2))
    fixture.clock.advance(by: .seconds(5))
    // Not failed at the usual 5 s: a first request builds the document from nothing.
    #expect(first.isWaiting)
    fixture.clock.advance(by: .seconds(15))
    #expect(first.wait() == .failure(.timedOut(method: "hang")))
    // Never answered, so still a first request; answered now.
    #expect(try fixture.ask("open", document: document) == "open")
    let later = fixture.askAside("hang", document: (document.uri, "let a = 2"))
    #expect(fixture.clock.waitForTimers(2))
    fixture.clock.advance(by: .seconds(5))
    #expect(later.wait() == .failure(.timedOut(method: "hang")))
    // Build settings changed: every document is built again, so waits as a first one does.
    fixture.server.fileChanged(URL(fileURLWithPath: "/tmp/compile_commands.json"))
    let rebuilt = fixture.askAside("hang", document: document)
    #expect(fixture.clock.waitForTimers(2))
    fixture.clock.advance(by: .seconds(5))
    #expect(rebuilt.isWaiting)
    fixture.clock.advance(by: .seconds(15))
    #expect(rebuilt.wait() == .failure(.timedOut(method: "hang")))
  }

  @Test("a server over its memory bound is stopped at the next look, and started again when asked")
  func memoryBound() throws {
    let fixture = try Fixture(maximumMemory: 200 * 1_048_576)
    #expect(try fixture.ask("grow") == "grow")
    fixture.clock.advance(by: .seconds(10))
    let status = fixture.server.status
    #expect(status.phase == .stopped && status.crashes == 1, "\(status)")
    #expect(status.lastEnd?.contains("over the bound of 200 MiB") == true, "\(status)")
    #expect(try fixture.ask("small") == "small")
  }

  @Test("a program that is not there is said plainly")
  func notThere() {
    let server = LanguageServer(
      configuration: .init(
        executable: URL(fileURLWithPath: "/nonexistent/sourcekit-lsp"),
        workspace: FileManager.default.temporaryDirectory),
      clock: ManualClock())
    #expect(throws: LanguageServer.Failure.self) { try server.request("initialize", [:]) }
  }

  @Test("edits are made by UTF-16 column, last first; an edit outside the text is refused")
  func applyingEdits() {
    let text = "let tally = Tally() // é\nprint(tally)\n"
    let edits = [
      LanguageService.Edit(line: 1, column: 5, endLine: 1, endColumn: 10, text: "score"),
      LanguageService.Edit(line: 2, column: 7, endLine: 2, endColumn: 12, text: "score"),
    ]
    #expect(LanguageService.applying(edits, to: text) == "let score = Tally() // é\nprint(score)\n")
    #expect(
      LanguageService.applying([.init(line: 9, column: 1, endLine: 9, endColumn: 2, text: "x")], to: text) == nil)
    #expect(LanguageService.identifier(in: text, line: 1, column: 7) == "tally")
    #expect(
      LanguageService.occurrences(of: "tally", in: "tally tallyho \"tally\" // tally\n x.tally").map(\.0) == [1, 2])
  }

  @Test("each serving process has its own workspace; those of processes gone are removed, a running one's kept")
  func workspacePerProcess() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("language-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let paths = Paths(environment: ["HOME": home.path])
    let root = paths.cache.appendingPathComponent("editor", isDirectory: true)
    // pid 1 runs as long as the machine does; no process has a pid past the kernel's maximum.
    for name in ["1", "4194305", "notes"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    let service = try LanguageService(paths: paths, clock: ManualClock())
    #expect(service.workspace.lastPathComponent == "\(getpid())")
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(left == ["1", "\(getpid())", "notes"].sorted(), "\(left)")
  }
}

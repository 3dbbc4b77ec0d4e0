import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// One running language server process and its two pipes: requests written to its input,
/// its output read by one thread (for the life of the process) that hands each answer to the
/// request waiting for it, by id. When the output ends (the process died or was stopped),
/// every waiting request fails at once. A request whose waiter gave up is cancelled
/// (`$/cancelRequest`) and remembered, with when it was sent, until the server answers it: a
/// server that leaves one unanswered for long is stuck, not busy.
final class LanguageServerConnection: Sendable {
  /// The process.
  let pid: pid_t
  private let input: Int32
  private let output: Int32
  private let maximumMessageSize: Int

  private struct State {
    var nextID = 0
    var waiting: [Int: Slot] = [:]
    /// Requests given up on and cancelled, not yet answered: when each was sent.
    var abandoned: [Int: Date] = [:]
    var alive = true
    var inputClosed = false
    var exit: String?
  }
  private let state = Mutex(State())

  /// Where one request's answer is put, and its waiter woken.
  final class Slot: Sendable {
    let answer = Mutex<Result<JSON, LanguageServer.Failure>?>(nil)
    let done = DispatchSemaphore(value: 0)

    func fill(_ result: Result<JSON, LanguageServer.Failure>) {
      let first = answer.withLock { answer -> Bool in
        guard answer == nil else { return false }
        answer = result
        return true
      }
      if first { done.signal() }
    }
  }

  private init(pid: pid_t, input: Int32, output: Int32, maximumMessageSize: Int) {
    self.pid = pid
    self.input = input
    self.output = output
    self.maximumMessageSize = maximumMessageSize
  }

  /// Starts the program with its input and output on pipes (its errors to the workspace's
  /// `server.log`), and the thread that reads it.
  static func start(_ configuration: LanguageServer.Configuration) throws(LanguageServer.Failure)
    -> LanguageServerConnection
  {
    guard FileManager.default.isExecutableFile(atPath: configuration.executable.path) else {
      throw .couldNotStart("\(configuration.executable.path) is not there (the toolchain's sourcekit-lsp)")
    }
    var toServer: [Int32] = [-1, -1]
    var fromServer: [Int32] = [-1, -1]
    guard cspawn_pipe(&toServer) == 0 else { throw .couldNotStart("could not make a pipe") }
    guard cspawn_pipe(&fromServer) == 0 else {
      toServer.forEach { close($0) }
      throw .couldNotStart("could not make a pipe")
    }
    let log = open(
      configuration.workspace.appendingPathComponent("server.log").path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
      0o600)
    let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer {
      close(toServer[0])
      close(fromServer[1])
      if log >= 0 { close(log) }
      close(nowhere)
    }
    let spawned = ProcessTree.register {
      let result = Spawner.shared.spawn(
        configuration.executable.path, arguments: configuration.arguments,
        environment: ProcessInfo.processInfo.environment, directory: configuration.workspace.path,
        input: toServer[0], output: fromServer[1], error: log >= 0 ? log : nowhere, channel: nowhere)
      return (result, (try? result.get()) ?? -1)
    }
    guard case .success(let pid) = spawned else {
      close(toServer[1])
      close(fromServer[0])
      throw .couldNotStart("could not start \(configuration.executable.path)")
    }
    let connection = LanguageServerConnection(
      pid: pid, input: toServer[1], output: fromServer[0], maximumMessageSize: configuration.maximumMessageSize)
    let reader = Thread { connection.read() }
    reader.name = "superswift.language-server"
    reader.start()
    return connection
  }

  /// Whether the process still runs (its output has not ended).
  var isAlive: Bool { state.withLock { $0.alive } }

  /// How it ended, once it has.
  var exitDescription: String? { state.withLock { $0.exit } }

  /// Its resident memory in bytes, from `/proc`.
  var residentMemory: Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return nil }
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }

  /// When the oldest request given up on was sent, if one is still unanswered.
  var oldestAbandoned: Date? { state.withLock { $0.abandoned.values.min() } }

  /// Sends a request and waits for its answer until `timeout` passes on `clock`; one not
  /// answered by then is cancelled and fails with `timedOut`, the process left to go on.
  func request(_ method: String, _ params: JSON, timeout: Duration, clock: any HostClock) throws(LanguageServer.Failure)
    -> JSON
  {
    let sent = clock.now
    let slot = Slot()
    let id = state.withLock { state -> Int? in
      guard state.alive else { return nil }
      state.nextID += 1
      state.waiting[state.nextID] = slot
      return state.nextID
    }
    guard let id else { throw .exited(exitDescription ?? "it had ended") }
    let timer = clock.schedule(after: timeout) { slot.fill(.failure(.timedOut(method: method))) }
    defer {
      timer.cancel()
      _ = state.withLock { $0.waiting.removeValue(forKey: id) }
    }
    try write(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params])
    slot.done.wait()
    let answer = slot.answer.withLock { $0! }
    if case .failure(.timedOut) = answer {
      state.withLock { $0.abandoned[id] = sent }
      // A server that is gone has nothing to cancel; its end fails every request anyway.
      try? notify("$/cancelRequest", ["id": .number(Double(id))])
    }
    return try answer.get()
  }

  /// Sends a notification (no answer).
  func notify(_ method: String, _ params: JSON) throws(LanguageServer.Failure) {
    try write(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  private func write(_ message: JSON) throws(LanguageServer.Failure) {
    let bytes = LSPFraming.encode(Array(message.text.utf8))
    do {
      try Syscall.writeAll(bytes, to: input)
    } catch {
      throw .exited(exitDescription ?? "its input closed")
    }
  }

  /// The reader thread: answers to their waiters until the output ends or cannot be read.
  private func read() {
    var decoder = LSPFraming.Decoder(maximumMessageSize: maximumMessageSize)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    reading: while true {
      // A read error ends the connection as the output's end does.
      guard let chunk = try? Syscall.readSome(output, into: &buffer), !chunk.isEmpty else { break }
      decoder.append(chunk)
      while true {
        let body: [UInt8]?
        do {
          body = try decoder.next()
        } catch {
          state.withLock { $0.exit = "its output could not be read: \(error)" }
          break reading
        }
        guard let body else { break }
        deliver(body)
      }
    }
    close(output)
    // Its own process group (the spawner makes one): the server and whatever it started, and
    // nothing else of this process's children.
    Self.kill(group: pid)
    let status = try? Syscall.wait(for: pid)
    let waiting = state.withLock { state -> [Slot] in
      state.alive = false
      if state.exit == nil { state.exit = status.map { "status \($0.shellStatus)" } ?? "it ended" }
      defer { state.waiting = [:] }
      return Array(state.waiting.values)
    }
    ProcessTree.forget(pid)
    let ending = exitDescription ?? "it ended"
    for slot in waiting { slot.fill(.failure(.exited(ending))) }
  }

  /// Hands an answer to its request; notifications are dropped (diagnostics are asked for, not
  /// pushed) and the server's own requests (progress, registrations) answered with nothing.
  private func deliver(_ body: [UInt8]) {
    guard let message = JSON(parsing: body), let id = message["id"] else { return }
    if message["method"] != nil {
      try? notifyAnswer(id)  // A server that is gone needs no answer.
      return
    }
    guard let id = id.int else { return }
    guard
      let slot = state.withLock({ state -> Slot? in
        state.abandoned[id] = nil
        return state.waiting[id]
      })
    else { return }
    if let error = message["error"] {
      slot.fill(.failure(.answered(code: error["code"]?.int ?? 0, message: error["message"]?.string ?? "")))
    } else {
      slot.fill(.success(message["result"] ?? .null))
    }
  }

  private func notifyAnswer(_ id: JSON) throws(LanguageServer.Failure) {
    try write(["jsonrpc": "2.0", "id": id, "result": .null])
  }

  /// Ends the process: its input closed (a server ends at its input's end), then stopped.
  func shutDown() {
    let (wasAlive, closeInput) = state.withLock { state -> (Bool, Bool) in
      defer {
        state.alive = false
        state.inputClosed = true
      }
      return (state.alive, !state.inputClosed)
    }
    if closeInput { _ = Glibc.close(input) }
    if wasAlive { Self.kill(group: pid) }
  }

  /// Kills the process group `pid` leads. Not `ProcessTree.stop`, which also ends the children
  /// of this process that it did not register (a test process's other children among them).
  static func kill(group pid: pid_t) {
    _ = Glibc.kill(-pid, SIGKILL)
    _ = Glibc.kill(pid, SIGKILL)
  }
}

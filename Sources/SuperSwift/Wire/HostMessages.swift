import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The one reader of the host's messages on the run's channel. It starts on first use (an
/// interface waiting for events, or `runApp` waiting for a result) and routes each line:
/// `appResult` answers to the request that asked, everything else (interface events) to the
/// queue `InterfaceChannel.receive` takes from. Two readers of one socket would split lines
/// between them; one reader never does.
final class HostMessages: Sendable {
  /// The reader of this run's channel.
  static let shared = HostMessages()

  private struct State {
    var started = false
    var closed = false
    var events: [JSON] = []
    var nextRequest = 1
    var waiting: [Int: CheckedContinuation<JSON, any Error>] = [:]
    /// Answers to requests a caller waits for on its own thread (`requestNow`).
    var answered: [Int: JSON] = [:]
    var blocked: Set<Int> = []
  }

  private let state = Mutex(State())
  private let arrived = NSCondition()

  /// Starts reading `descriptor` on a thread of its own, once.
  func start(_ descriptor: Int32) {
    let first = state.withLock { state in
      defer { state.started = true }
      return !state.started
    }
    guard first else { return }
    Thread.detachNewThread { [self] in
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16384)
      while true {
        guard let bytes = ChannelSyscalls.read(descriptor, into: &buffer) else { break }
        pending.append(contentsOf: bytes)
        while let newline = pending.firstIndex(of: 0x0A) {
          if let message = JSON(parsing: pending[..<newline]) { route(message) }
          pending.removeSubrange(...newline)
        }
      }
      close()
    }
  }

  private func route(_ message: JSON) {
    if message["type"]?.string == "appResult", let id = message["request"]?.int {
      let continuation = state.withLock { $0.waiting.removeValue(forKey: id) }
      if let continuation {
        continuation.resume(returning: message)
        return
      }
      arrived.lock()
      let blocked = state.withLock { state in
        guard state.blocked.remove(id) != nil else { return false }
        state.answered[id] = message
        return true
      }
      if blocked { arrived.broadcast() }
      arrived.unlock()
      return
    }
    arrived.lock()
    state.withLock { $0.events.append(message) }
    arrived.signal()
    arrived.unlock()
  }

  private func close() {
    arrived.lock()
    let waiting = state.withLock { state in
      state.closed = true
      defer { state.waiting = [:] }
      return state.waiting
    }
    arrived.broadcast()
    arrived.unlock()
    for continuation in waiting.values { continuation.resume(throwing: RunAppError.hostGone) }
  }

  /// Sends `message` with a fresh request number and waits on this thread for its answer
  /// (the reader thread routes it here); `nil` once the channel closed. For a question the
  /// host answers at once, such as a secret: no task, no continuation.
  func requestNow(_ message: JSON, on descriptor: Int32) -> JSON? {
    start(descriptor)
    let id: Int? = state.withLock { state in
      guard !state.closed else { return nil }
      defer { state.nextRequest += 1 }
      state.blocked.insert(state.nextRequest)
      return state.nextRequest
    }
    guard let id else { return nil }
    var object = message.object ?? JSONObject()
    object["request"] = .number(Double(id))
    HostConnection.writeLine(.object(object), to: descriptor)
    arrived.lock()
    defer { arrived.unlock() }
    while true {
      let (answer, closed): (JSON?, Bool) = state.withLock { state in
        (state.answered.removeValue(forKey: id), state.closed)
      }
      if let answer { return answer }
      if closed { return nil }
      arrived.wait()
    }
  }

  /// The next message that is not an answer, waiting for it; `nil` once the channel closed.
  func nextEvent() -> JSON? {
    arrived.lock()
    defer { arrived.unlock() }
    while true {
      let (event, closed): (JSON?, Bool) = state.withLock { state in
        state.events.isEmpty ? (nil, state.closed) : (state.events.removeFirst(), false)
      }
      if let event { return event }
      if closed { return nil }
      arrived.wait()
    }
  }

  /// Sends `message` with a fresh request number and waits for its `appResult`.
  func request(_ message: JSON, on descriptor: Int32) async throws -> JSON {
    start(descriptor)
    return try await withCheckedThrowingContinuation { continuation in
      let id: Int? = state.withLock { state in
        guard !state.closed else { return nil }
        defer { state.nextRequest += 1 }
        state.waiting[state.nextRequest] = continuation
        return state.nextRequest
      }
      guard let id else {
        continuation.resume(throwing: RunAppError.hostGone)
        return
      }
      var object = message.object ?? JSONObject()
      object["request"] = .number(Double(id))
      HostConnection.writeLine(.object(object), to: descriptor)
    }
  }
}

/// Why `RunContext.runApp` did not return a result: the other app's run failed (its status,
/// its error, its run), or it could not be asked.
public struct RunAppError: Error, CustomStringConvertible, CustomDebugStringConvertible, Sendable, Equatable {
  /// The run's status as the history says it: `failed`, `crashed`, `timedOut`, `buildFailed`,
  /// `cancelled`… or `refused` when it never started (unknown app, a cycle, too deep), or
  /// `invalidInput` when its input did not fit the other app's fields (the field named).
  public let status: String
  /// What went wrong, in a sentence.
  public let message: String
  /// The other app's run, when it started.
  public let runID: String?

  /// An error with these parts.
  public init(status: String, message: String, runID: String? = nil) {
    self.status = status
    self.message = message
    self.runID = runID
  }

  /// The host went away before answering (the run is ending).
  static let hostGone = RunAppError(status: "refused", message: "the host stopped answering")

  /// The message, as the caller's own failure would show it.
  public var description: String { message }

  /// The message too: an error the app does not catch is reported by the runtime with this,
  /// and the run fails with the sentence rather than a type's dump.
  public var debugDescription: String { message }
}

extension RunContext {
  /// This app's secret `name` (an API key: `superswift secret set APP NAME`), or `nil` when it
  /// has none, or when it runs by hand with no host. Asked of the host over the run's channel:
  /// a value never passes through the app's arguments or environment, and wherever the run's
  /// log, result or error would show it, it shows `••••••`. An app reads its own secrets only.
  public func secret(_ name: String) -> String? {
    guard let channel = interfaceChannel?.descriptor else { return nil }
    return HostMessages.shared.requestNow(["type": "secret", "name": .string(name)], on: channel)?["value"]?.string
  }

  /// Tells this app's owner something: a notification on their devices that enabled "From
  /// apps" (Web Push, through `superswift serve`), and on the desktop of the machine that runs
  /// it where one can be shown. A tap on it opens this run's page. It returns at once and never
  /// ends the run; run by hand, with no host, the notification is written to standard error.
  public func notify(_ title: String, body: String = "") {
    guard let channel = interfaceChannel?.descriptor else {
      FileHandle.standardError.write(Data("notification: \(title)\(body.isEmpty ? "" : ": " + body)\n".utf8))
      return
    }
    HostConnection.writeLine(["type": "notify", "title": .string(title), "body": .string(body)], to: channel)
  }

  /// Runs another app of the library ("Name" or its identifier) with `input` and returns its
  /// result, as Shortcuts' "Run Shortcut" does. The run is recorded in the history, linked to
  /// this one, and cancelled if this one is. Throws `RunAppError` with the other run's failure,
  /// or when it cannot start: an unknown app, a cycle (an app already running in this chain),
  /// or a chain deeper than 8. Run by hand, with no host, it throws.
  public func runApp(_ app: String, input: RunInput = .empty) async throws -> RunResult {
    guard let channel = interfaceChannel?.descriptor else {
      throw RunAppError(status: "refused", message: "runApp needs a host: run this app with superswift run")
    }
    let answer = try await HostMessages.shared.request(
      ["type": "runApp", "app": .string(app), "items": .array(input.items.map(\.wireJSON))], on: channel)
    let status = answer["status"]?.string ?? "failed"
    guard status == "finished" else {
      throw RunAppError(
        status: status, message: answer["error"]?.string ?? "\(app) ended: \(status)", runID: answer["run"]?.string)
    }
    return try Self.result(from: answer["result"])
  }

  /// Runs another app with `input` as its text (JSON text, for an app that reads fields).
  public func runApp(_ app: String, input: String) async throws -> RunResult {
    try await runApp(app, input: RunInput(items: [.text(input)]))
  }

  /// Runs another app with `input` as its JSON input.
  public func runApp(_ app: String, input: JSON) async throws -> RunResult {
    try await runApp(app, input: RunInput(items: [.text(input.text)]))
  }

  /// The result in an `appResult` answer: the host's delivered form, files by path.
  static func result(from json: JSON?) throws -> RunResult {
    guard let json, json != .null else { return .text("") }
    guard let delivered = DeliveredResult(json: json) else {
      throw RunAppError(status: "failed", message: "the other app's result could not be read")
    }
    switch delivered {
    case .text(let text): return .text(text)
    case .json(let value): return .json(value)
    case .url(let text):
      guard let url = URL(string: text) else {
        throw RunAppError(status: "failed", message: "the other app's result is not a URL: \(text.prefix(200))")
      }
      return .url(url)
    case .files(let files):
      return .files(
        try files.map { file in
          OutputFile(name: file.name, contentType: file.contentType, data: try Data(contentsOf: file.url))
        })
    }
  }
}

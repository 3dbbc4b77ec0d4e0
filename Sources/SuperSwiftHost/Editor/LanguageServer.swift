import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// One language server process (the toolchain's `sourcekit-lsp`) for a served library: started
/// on first use, stopped after `idleTimeout` without one, stopped when its memory passes
/// `maximumMemory` and started again at the next use, started again if it dies. Requests wait
/// for their answer until `requestTimeout` on the clock (`openTimeout` for a document's first
/// answer, which loads the modules it imports), then the caller is told and the request
/// cancelled; the process goes on, since a busy server's work is the next request's head start.
/// A server that leaves a cancelled request unanswered for `stallTimeout` is stuck: stopped,
/// and started afresh by the next request.
///
/// Invariant: at most one process at a time; every request is answered, failed or timed out,
/// never left waiting, including when the process dies under it.
package final class LanguageServer: Sendable {
  /// What to start and the bounds it runs within.
  package struct Configuration: Sendable {
    /// The server's program.
    package var executable: URL
    /// Its arguments.
    package var arguments: [String] = []
    /// The folder it serves (the workspace's root: its `compile_commands.json`).
    package var workspace: URL
    /// How long without a request before the process is stopped.
    package var idleTimeout: Duration = .seconds(600)
    /// How long a request may wait for its answer.
    package var requestTimeout: Duration = .seconds(15)
    /// How long a document's first request may wait: the server builds it from nothing,
    /// loading every module it imports (seconds, more on a busy machine).
    package var openTimeout: Duration = .seconds(60)
    /// How long a cancelled request may go unanswered before the server is taken for stuck.
    package var stallTimeout: Duration = .seconds(60)
    /// The resident memory past which the process is stopped.
    package var maximumMemory: Int = 2 << 30
    /// The largest message read from it.
    package var maximumMessageSize: Int = 32 << 20
    /// How often idleness and memory are looked at.
    package var watchInterval: Duration = .seconds(10)

    /// A configuration with the defaults above.
    package init(executable: URL, arguments: [String] = [], workspace: URL) {
      self.executable = executable
      self.arguments = arguments
      self.workspace = workspace
    }
  }

  /// Why a request got no answer: data until the HTTP edge says it in words.
  package enum Failure: Error, Equatable, Sendable {
    /// The program could not be started.
    case couldNotStart(String)
    /// The process ended before answering (its exit status or signal).
    case exited(String)
    /// No answer within the request time.
    case timedOut(method: String)
    /// The server answered with an error.
    case answered(code: Int, message: String)
    /// The process was stopped for using more memory than allowed.
    case overMemory(bytes: Int)
  }

  /// Where the process is in its life.
  package enum Phase: Equatable, Sendable {
    /// No process.
    case stopped
    /// A process, by its pid.
    case running(pid_t)
  }

  /// What the life of the server has been, for the status page and tests.
  package struct Status: Equatable, Sendable {
    /// Where it is now.
    package var phase: Phase
    /// How many processes have been started.
    package var starts: Int
    /// How many ended without being asked (they died, or passed the memory bound).
    package var crashes: Int
    /// How the last one ended, in words.
    package var lastEnd: String?
  }

  /// What the server was last told of a document: its version and text.
  struct Document {
    var version: Int
    var text: String
    /// Whether the server has answered a request on it since it was opened or its build
    /// settings changed (until then a request waits `openTimeout`).
    var answered = false
  }

  struct State {
    var connection: LanguageServerConnection?
    var starts = 0
    var crashes = 0
    var lastEnd: String?
    var lastUse: Date
    var watch: ClockTimer?
    var documents: [String: Document] = [:]
  }

  /// The program and bounds.
  package let configuration: Configuration
  let clock: any HostClock
  private let state: Mutex<State>
  /// One request at a time is sent (a request, then its document's sync, belong together).
  private let sending = Mutex<Void>(())

  /// A server (no process yet) for `configuration`, timed by `clock`.
  package init(configuration: Configuration, clock: any HostClock) {
    self.configuration = configuration
    self.clock = clock
    self.state = Mutex(State(lastUse: clock.now))
  }

  /// Where its life is.
  package var status: Status {
    state.withLock { state in
      Status(
        phase: state.connection.map { .running($0.pid) } ?? .stopped, starts: state.starts,
        crashes: state.crashes, lastEnd: state.lastEnd)
    }
  }

  /// Whether a process is running (a first request may otherwise take a while: it starts one).
  package var isRunning: Bool { state.withLock { $0.connection != nil } }

  /// Sends `method` with `params` and waits for its answer; the document at `uri` is brought
  /// up to `text` first when given.
  package func request(
    _ method: String, _ params: JSON, syncing document: (uri: String, text: String)? = nil
  ) throws(Failure) -> JSON {
    try sending.withLock { _ throws(Failure) -> JSON in
      let connection = try running()
      guard let document else {
        return try connection.request(method, params, timeout: configuration.requestTimeout, clock: clock)
      }
      try sync(document.uri, text: document.text, on: connection)
      let cold = state.withLock { $0.documents[document.uri]?.answered != true }
      let answer = try connection.request(
        method, params, timeout: cold ? configuration.openTimeout : configuration.requestTimeout, clock: clock)
      state.withLock { $0.documents[document.uri]?.answered = true }
      return answer
    }
  }

  /// Stops the process (politely, then by force), if there is one.
  package func stop(reason: String = "stopped", crashed: Bool = false) {
    let ended = state.withLock { state -> LanguageServerConnection? in
      defer {
        state.connection = nil
        state.documents = [:]
        state.watch?.cancel()
        state.watch = nil
      }
      if state.connection != nil {
        state.lastEnd = reason
        if crashed { state.crashes += 1 }
      }
      return state.connection
    }
    ended?.shutDown()
  }

  /// The running connection, started if there is none.
  private func running() throws(Failure) -> LanguageServerConnection {
    let now = clock.now
    if let connection = state.withLock({ state -> LanguageServerConnection? in
      state.lastUse = now
      return state.connection
    }), connection.isAlive {
      return connection
    }
    // Gone without being asked: counted, then started again.
    noteEnded()
    let connection = try LanguageServerConnection.start(configuration)
    state.withLock { state in
      state.connection = connection
      state.starts += 1
      state.documents = [:]
    }
    scheduleWatch()
    do {
      _ = try connection.request(
        "initialize",
        [
          "processId": .number(Double(getpid())), "rootUri": .string(configuration.workspace.absoluteString),
          "capabilities": [
            "textDocument": [
              "completion": ["completionItem": ["snippetSupport": false, "documentationFormat": ["markdown"]]],
              "hover": ["contentFormat": ["markdown"]],
            ]
          ],
        ], timeout: configuration.requestTimeout, clock: clock)
      try connection.notify("initialized", [:])
    } catch {
      stop(reason: "could not be initialised: \(error)", crashed: true)
      throw error
    }
    return connection
  }

  /// Counts a process that ended on its own since it was last looked at.
  private func noteEnded() {
    let ended = state.withLock { state -> LanguageServerConnection? in
      guard let connection = state.connection, !connection.isAlive else { return nil }
      state.connection = nil
      state.documents = [:]
      state.crashes += 1
      state.lastEnd = "ended on its own: \(connection.exitDescription ?? "unknown")"
      return connection
    }
    ended?.shutDown()
  }

  /// Opens the document, or changes it to `text` if the server has another text; whether it
  /// sent the server anything.
  @discardableResult
  private func sync(_ uri: String, text: String, on connection: LanguageServerConnection) throws(Failure) -> Bool {
    let known = state.withLock { $0.documents[uri] }
    if let known {
      guard known.text != text else { return false }
      let version = known.version + 1
      try connection.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .number(Double(version))],
          "contentChanges": [["text": .string(text)]],
        ])
      // An edit is checked again from what the server has built: still answered.
      state.withLock { $0.documents[uri] = Document(version: version, text: text, answered: known.answered) }
      return true
    } else {
      try connection.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
      state.withLock { $0.documents[uri] = Document(version: 1, text: text) }
      return true
    }
  }

  /// Brings a document the server has open (a rename opened the app's other files) up to
  /// `text`, so what it says of them is of their text now; a document it has not opened is
  /// read from disk when needed.
  /// Returns whether the server was sent a new text.
  @discardableResult
  package func refresh(_ uri: String, text: String) -> Bool {
    sending.withLock { _ in
      guard let connection = state.withLock({ $0.connection }), state.withLock({ $0.documents[uri] }) != nil else {
        return false
      }
      // A server that is gone has no documents: nothing was sent.
      return (try? sync(uri, text: text, on: connection)) ?? false
    }
  }

  /// Tells the server a file changed on disk (the workspace's `compile_commands.json`: every
  /// document is built again, so each one's next request waits as a first one does).
  package func fileChanged(_ url: URL) {
    let connection = state.withLock { state in
      for uri in state.documents.keys { state.documents[uri]?.answered = false }
      return state.connection
    }
    try? connection?.notify(  // A server that is gone reads the file when it starts again.
      "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(url.absoluteString), "type": 2]]])
  }

  /// Looks at the process every `watchInterval`: stops it when idle for `idleTimeout`, when it
  /// has left a cancelled request unanswered for `stallTimeout`, or when its memory is over the
  /// bound.
  private func scheduleWatch() {
    let timer = clock.schedule(after: configuration.watchInterval) { [weak self] in self?.watch() }
    let old = state.withLock { state -> ClockTimer? in
      defer { state.watch = timer }
      return state.watch
    }
    old?.cancel()
  }

  private func watch() {
    let (connection, lastUse) = state.withLock { ($0.connection, $0.lastUse) }
    guard let connection else { return }
    if !connection.isAlive {
      noteEnded()
      return
    }
    if clock.now.timeIntervalSince(lastUse) >= configuration.idleTimeout.seconds {
      stop(reason: "stopped after \(configuration.idleTimeout) unused")
      return
    }
    if let sent = connection.oldestAbandoned, clock.now.timeIntervalSince(sent) >= configuration.stallTimeout.seconds {
      stop(reason: "stopped: a request left unanswered for \(configuration.stallTimeout)", crashed: true)
      return
    }
    if let bytes = connection.residentMemory, bytes > configuration.maximumMemory {
      stop(
        reason:
          "stopped: \(bytes / 1_048_576) MiB in use, over the bound of \(configuration.maximumMemory / 1_048_576) MiB",
        crashed: true)
      return
    }
    scheduleWatch()
  }
}

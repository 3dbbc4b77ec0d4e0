import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What an app asked for with `RunContext.runApp`: another app, its input, and the chain of
/// apps that led here (for refusing cycles and depth).
package struct ChildRunRequest: Sendable {
  /// The app as the caller named it: a name or an identifier.
  package var query: String
  /// Its input.
  package var items: [InputItem]
  /// The asking run.
  package var parentRunID: String
  /// The identifiers of the apps running in this chain, from the first to the asking one.
  package var chain: [String]
  /// Stopped when the asking run ends or is cancelled.
  package var cancellation: Cancellation

  /// The deepest a chain of apps running apps may go.
  package static let maximumDepth = 8

  /// The app asked for, found in `library` and allowed to run here, or why not (with "did you
  /// mean" for a name that is almost one, as `Library.app` says it).
  package func app(in library: Library) -> Result<LibraryApp, RunAppRefusal> {
    let app: LibraryApp
    do {
      app = try library.app(query)
    } catch {
      return .failure(RunAppRefusal(message: error.description))
    }
    if let refusal = refusal(for: app) { return .failure(RunAppRefusal(message: refusal)) }
    return .success(app)
  }

  /// The app's source, and the input checked as the command line and the API check it: a
  /// typed child's fields read by its schema (text numbers converted, missing fields refused
  /// with the field named), or the input as it came for an app that declares none. The schema
  /// comes from `runner`'s build of the child, the build its run uses anyway.
  package func checkedInput(for app: LibraryApp, runner: Runner) -> Result<
    (source: AppSource, items: [InputItem]), RunAppRefusal
  > {
    let source: AppSource
    do {
      source = try AppSource(path: app.folder.path).named(app.name)
    } catch {
      return .failure(RunAppRefusal(message: "could not read \(app.name): \(error)"))
    }
    let schema: InputSchema?
    do {
      schema = try InputSchemas(runner: runner).schema(for: source)
    } catch {
      // It does not compile: its run says so, with the compiler's words.
      return .success((source, items))
    }
    guard let schema else { return .success((source, items)) }
    do {
      return .success((source, try schema.apply(to: items)))
    } catch {
      return .failure(
        RunAppRefusal(message: "\(app.name) did not run: \(error.description)", status: "invalidInput"))
    }
  }

  /// Why `app` may not run as this request's child, in a sentence, or `nil`.
  private func refusal(for app: LibraryApp) -> String? {
    if chain.contains(app.id) {
      return
        "\(app.name) is already running in this chain of apps (a cycle); an app cannot run itself, directly or through others"
    }
    if chain.count >= Self.maximumDepth {
      return "apps running apps may go \(Self.maximumDepth) deep; running \(app.name) would go deeper"
    }
    return nil
  }
}

/// Runs the apps an app asks for (`RunContext.runApp`). The server's runs go through its
/// RunService (`RunService.ChildRunner`); a run from the command line runs its children here,
/// in the same history.
package protocol ChildRunner: Sendable {
  /// Runs `request` to its end and returns the child's record, or why it could not start.
  func run(_ request: ChildRunRequest) -> Result<RunRecord, RunAppRefusal>
}

/// Why a child run did not start, in a sentence.
package struct RunAppRefusal: Error, Sendable {
  /// The sentence.
  package var message: String
  /// The status the asking app's `RunAppError` has: `refused` (it could not start), or
  /// `invalidInput` (its input did not fit the app's fields).
  package var status: String

  /// A refusal that says `message`.
  package init(message: String, status: String = "refused") {
    self.message = message
    self.status = status
  }
}

/// The children of one run: answered on a duplicate of the run's channel, under one lock, and
/// all cancelled (and no longer answered) when the run ends.
///
/// Invariant: nothing is written after `end`; the duplicate is closed then, so a descriptor
/// number reused later is never written to.
final class ChildRuns: Sendable {
  private struct State {
    var answerChannel: Int32 = -1
    var ended = false
    var running: [Cancellation] = []
  }

  private let state = Mutex(State())
  private let runner: any ChildRunner
  private let parentRunID: String
  private let chain: [String]

  init(runner: any ChildRunner, parentRunID: String, chain: [String]) {
    self.runner = runner
    self.parentRunID = parentRunID
    self.chain = chain
  }

  /// The threads child runs wait and run on, one queue for each depth of the chain that asks:
  /// an app that starts 1,000 children at once costs queue entries, not threads. A child waits
  /// only for its own children, a level deeper, served by the next queue; the deepest level
  /// cannot ask for more (`ChildRunRequest.maximumDepth`), so the waits always end.
  package static let queues = (0...ChildRunRequest.maximumDepth).map { depth in
    WorkQueue(name: "child runs \(depth)", width: concurrentChildren)
  }

  /// The most children of one depth that run at once, across the process.
  package static let concurrentChildren = 4

  /// Starts the child a `runApp` message asks for, on its depth's queue; its answer goes back
  /// on `channel`.
  func start(_ message: JSON, channel: Int32) {
    guard let number = message["request"]?.int else { return }
    let query = message["app"]?.string ?? ""
    let items = message["items"]?.array?.compactMap(InputItem.init(wireJSON:)) ?? []
    let cancellation = Cancellation()
    let accepted = state.withLock { state -> Bool in
      guard !state.ended else { return false }
      if state.answerChannel < 0 { state.answerChannel = fcntl(channel, F_DUPFD_CLOEXEC, 3) }
      state.running.append(cancellation)
      return true
    }
    guard accepted else { return }
    let request = ChildRunRequest(
      query: query, items: items, parentRunID: parentRunID, chain: chain, cancellation: cancellation)
    Self.queues[min(chain.count, ChildRunRequest.maximumDepth)].submit { [self] in
      // A child still waiting when its run ended is not started: nobody is left to answer.
      guard !state.withLock({ $0.ended }) else { return }
      var answer: JSONObject = ["type": "appResult", "request": .number(Double(number))]
      switch runner.run(request) {
      case .success(let record):
        answer["status"] = .string(record.status.rawValue)
        answer["run"] = .string(record.id)
        answer["result"] = record.result?.json ?? .null
        answer["error"] = record.error.map(JSON.string) ?? .null
      case .failure(let refusal):
        answer["status"] = .string(refusal.status)
        answer["error"] = .string(refusal.message)
      }
      state.withLock { $0.running.removeAll { $0 === cancellation } }
      self.answer(.object(answer), channel: channel)
    }
  }

  /// Writes `answer` at once on the run's answer channel (a request the host answers without
  /// a run, such as a secret), unless the run has ended.
  func answer(_ answer: JSON, channel: Int32) {
    let line = Array((answer.text + "\n").utf8)
    state.withLock { state in
      guard !state.ended else { return }
      if state.answerChannel < 0 { state.answerChannel = fcntl(channel, F_DUPFD_CLOEXEC, 3) }
      guard state.answerChannel >= 0 else { return }
      Socket.sendLine(line, on: state.answerChannel)
    }
  }

  /// The run ended: cancels its children and answers no more.
  func end() {
    let running = state.withLock { state -> [Cancellation] in
      state.ended = true
      if state.answerChannel >= 0 { close(state.answerChannel) }
      state.answerChannel = -1
      return state.running
    }
    for child in running { child.cancel(.caller) }
  }
}

/// Runs an app's children in this process (a run from the command line), on the child-run
/// queues (`ChildRuns.queues`), recorded in the same history, their output files in the asking run's
/// folder (they live as long as it does, long enough for the asking app to read them).
struct LocalChildRunner: ChildRunner {
  let paths: Paths
  let history: RunHistory?
  let outputs: URL

  func run(_ request: ChildRunRequest) -> Result<RunRecord, RunAppRefusal> {
    let app: LibraryApp
    switch request.app(in: Library(paths: paths)) {
    case .success(let found): app = found
    case .failure(let refusal): return .failure(refusal)
    }
    let source: AppSource
    let items: [InputItem]
    switch request.checkedInput(for: app, runner: Runner(paths: paths)) {
    case .success(let checked): (source, items) = checked
    case .failure(let refusal): return .failure(refusal)
    }
    let runID = Runner.newRunID()
    let folder = outputs.appendingPathComponent(runID, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(RunAppRefusal(message: ErrorSentence.describe(error)))
    }
    var child = RunRequest(
      app: source, appID: app.id, source: .shortcut, input: RunInput(items: items), timeout: nil,
      outputDirectory: folder, workingDirectory: folder)
    child.runID = runID
    child.links.parent = request.parentRunID
    child.ancestors = request.chain
    return .success(Runner(paths: paths, history: history).run(child, cancellation: request.cancellation))
  }
}

import Foundation
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization

/// Whether this process has said what is wrong with settings.json (once is enough).
private let settingsReported = Mutex(false)

/// What every command works with: the folders, the library, the history, a runner.
struct CLIContext {
  let paths: Paths
  let library: Library
  let history: RunHistory
  /// The bounds of every app's process, from settings.json.
  let limits: RunLimits
  /// The process's environment, read once (Foundation builds a new dictionary on every read).
  let environment: [String: String]

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
    paths = Paths(environment: environment)
    library = Library(paths: paths)
    let settings = Settings(paths: paths)
    history = RunHistory(paths: paths, settings: settings)
    limits = settings.limits
    if !settings.problems.isEmpty,
      settingsReported.withLock({ reported in
        defer { reported = true }; return !reported
      })
    {
      for problem in settings.problems { Console.err("superswift: warning: \(problem)\n") }
    }
  }

  /// A runner that shows its status line on a terminal and records every run.
  var runner: Runner {
    var runner = Runner(paths: paths, status: StatusLine(), environment: environment, history: history)
    runner.limits = limits
    // An app's notify: on this desktop, and to the owner's devices as `serve` sends them (the
    // process waits for those deliveries before it exits: `CLIPush.drain`).
    let paths = paths
    runner.notify = { notification in
      DesktopAlert.show(title: notification.title, body: notification.body, urgency: "normal")
      CLIPush.service(paths: paths).send(
        PushMessage(
          category: .apps, title: notification.title, body: notification.body,
          url: notification.runID.map { "/runs/\($0)" } ?? "/history"))
    }
    // How long an interactive app's page may be gone before the app is closed (for tests and
    // slow networks); seconds.
    if let text = environment["SUPERSWIFT_PAGE_GRACE"], let seconds = Double(text),
      seconds.isFinite, seconds >= 0, seconds < 86_400
    {
      runner.pageGrace = .milliseconds(Int64(seconds * 1000))
    }
    return runner
  }

  /// The app `query` names: a path to a `.swift` file or folder, an identifier, or a name in
  /// the library (exact, then unambiguous regardless of case).
  func resolve(_ query: String) throws -> (app: AppSource, id: String?) {
    let looksLikePath = query.contains("/") || query.hasSuffix(".swift")
    if looksLikePath, FileManager.default.fileExists(atPath: query) {
      return (try readApp(at: query), nil)
    }
    switch try library.find(query) {
    case .found(let app):
      return (try readApp(at: app.folder.path, name: app.name), app.id)
    case .ambiguous(let apps):
      throw UsageError(LibraryError.ambiguous(query, candidates: apps.map { "\($0.name) (\($0.id))" }).description)
    case .notFound(let suggestions):
      if FileManager.default.fileExists(atPath: query) { return (try readApp(at: query), nil) }
      if looksLikePath { throw UsageError(HostError.appNotFound(query).description) }
      throw UsageError(LibraryError.notFound(query, suggestions: suggestions).description)
    }
  }

  private func readApp(at path: String, name: String? = nil) throws -> AppSource {
    do {
      let source = try AppSource(path: path)
      return name.map(source.named) ?? source
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// Runs a request with Ctrl-C and SIGTERM turned into cancellation, the app's log on stderr
  /// unless `quiet`, and prints the outcome as asked.
  func run(_ request: RunRequest, options: RunOutput.Options) -> Int32 {
    var request = request
    // Read as text, a result's files are read, never left behind: they go to a scratch
    // folder that goes once the text is printed.
    var scratch: URL?
    if options.coercion == .text {
      let folder = paths.runs.appendingPathComponent(".as-text-\(Runner.newRunID())", isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        scratch = folder
        request.outputDirectory = folder
      } catch {
        Console.err("superswift: warning: could not make a scratch folder (\(error)); files go to the output folder\n")
      }
    }
    defer { if let scratch { RunFolder.remove(scratch) } }
    let cancellation = Cancellation()
    cancellation.forwardSignals()
    defer { cancellation.stopForwardingSignals() }
    // An app with a user interface gets a page of its own; the address goes to stderr, so
    // stdout stays the result alone.
    let interface = LocalInterfaceServer(openBrowser: options.openBrowser) { line in Console.err(line + "\n") }
    let record = runner.run(request, cancellation: cancellation, presenter: interface) { chunk in
      if !options.quiet { Console.write(STDERR_FILENO, chunk) }
    }
    interface.finish()
    return RunOutput(record: record, request: request, options: options).print()
  }
}

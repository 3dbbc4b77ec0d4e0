import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Runs apps: builds (or finds) the binary, starts it in its own process with its run folder,
/// waits for its one outcome, delivers the result, and cleans up.
///
/// Invariant: every call to `run` returns exactly one record, and leaves no process and no
/// run folder behind, whatever the app did.
public struct Runner: Sendable {
  /// Where things are kept.
  public let paths: Paths
  /// Shown on a terminal during slow steps.
  public let status: StatusLine
  /// The environment apps inherit (less SuperSwift's own variables).
  public let environment: [String: String]
  /// Where runs are recorded; `nil` records nothing.
  public let history: RunHistory?
  /// How long every page of an interactive app may be gone before the app is closed.
  public var pageGrace: Duration = Runner.defaultPageGrace
  /// The clock an interface's page-gone grace and never-opened expiry run on.
  package var clock: any HostClock = SystemClock.shared
  /// The bounds of each app's process; `nil` reads them from `settings.json` when an app
  /// starts (so a runner made with only its paths, as the server's are, still applies them).
  public var limits: RunLimits?
  /// Runs the apps an app asks for (`runApp`); `nil` runs them here, with this runner's
  /// history (the command line). The server sets its RunService's.
  package var children: (any ChildRunner)?
  /// A folder the caller keeps for one run at a time (a worker's slot), used as the run's folder
  /// instead of a new one and emptied after it (`RunFolder.empty`), so a queued run that leaves
  /// nothing allocates no inode; `nil`: a folder of the run's own, removed after it.
  package var runFolderSlot: URL?
  /// Where an app's secrets come from, by its identifier; `nil`: the library's own store
  /// (`SecretStore`). A cluster's worker opens them from the database.
  package var secrets: (@Sendable (_ appID: String) -> [String: String])?
  /// Where an app's `notify(…)` goes; `nil`: a desktop notification on this machine, where
  /// one can be shown. The server adds Web Push to the owner's devices.
  package var notify: (@Sendable (AppNotification) -> Void)?
  /// Told of each run's build: `true` when it was compiled now, `false` when it came from the
  /// cache (the server's `/metrics`).
  package var onBuild: (@Sendable (_ compiled: Bool) -> Void)?

  /// A runner using these folders.
  public init(
    paths: Paths, status: StatusLine = .silent,
    environment: [String: String] = ProcessInfo.processInfo.environment, history: RunHistory? = nil
  ) {
    self.paths = paths
    self.status = status
    self.environment = environment
    self.history = history
  }

  /// Compiles `app` if needed and returns its executable; cancelling `stop` stops the compiler.
  /// The runtime modules the app imports are compiled first if this toolchain has not got them
  /// yet; a plain program needs none.
  public func build(_ app: AppSource, languageMode: String? = nil, stop: Cancellation? = nil) throws
    -> BuildCache.Build
  {
    let toolchain = try Toolchain.locate(paths: paths, environment: environment)
    var runtime: RuntimeLibrary?
    let modules = RuntimeLibrary.modules(for: app.runtimeImports)
    if !modules.isEmpty {
      do {
        runtime = try RuntimeLibrary.forBuild(
          modules: modules, toolchain: toolchain, paths: paths, status: status, environment: environment, stop: stop)
      } catch is Subprocess.Cancelled {
        throw BuildFailure.cancelledRun
      }
    }
    return try BuildCache(paths: paths, toolchain: toolchain).executable(
      for: app, runtime: runtime, languageMode: languageMode, status: status, stop: stop)
  }

  /// A plain program started as a script, built already: this process becomes it
  /// (`ProgramExec`, in this process's own environment) and this call never returns. It returns
  /// when there is no such build (an app that uses the runtime, a first run, an edited file) or
  /// the exec failed; the caller then runs it the supervised way (an exec that failed says why).
  public func becomeIfBuilt(_ request: RunRequest) -> IOError? {
    guard !request.app.usesRuntime,
      let toolchain = try? Toolchain.locate(paths: paths, environment: environment),  // the run will say why
      let build = BuildCache(paths: paths, toolchain: toolchain).cached(
        for: request.app, runtime: nil, languageMode: request.languageMode)
    else { return nil }
    if !request.app.isSingleFile { BundleResources.link(from: request.app.location, into: build.entry) }
    return ProgramExec.become(build, request: request, limits: limits ?? Settings(paths: paths).limits)
  }

  /// How long every page of an interactive app may be gone before the app is closed.
  public static let defaultPageGrace: Duration = .seconds(10)

  /// Runs one request to its end. `onLog` gets what the app prints, line by line, as it comes.
  /// An app with a user interface is shown through `presenter`; with none, it is closed at once.
  public func run(
    _ request: RunRequest, cancellation: Cancellation = Cancellation(),
    presenter: (any InterfacePresenter)? = nil, onLog: ([UInt8]) -> Void = { _ in }
  ) -> RunRecord {
    let clock = ContinuousClock()
    let started = clock.now
    var record = RunRecord(
      id: request.runID ?? Self.newRunID(), appID: request.appID, appName: request.app.name,
      appPath: request.app.location.path,
      source: request.source, input: request.input, status: .running, startedAt: Date())
    // The id names files (the history's record, the run folder): a UUID, or no run at all.
    guard Runner.isRunID(record.id) else {
      record.status = .failed
      record.error = "the run's identifier \"\(record.id.prefix(80))\" is not a UUID"
      return record
    }
    record.version = libraryVersion(of: request)
    record.schedule = request.schedule
    record.links = request.links
    history?.begin(record)
    let finish = { (record: inout RunRecord) in
      record.duration = Double(started.duration(to: clock.now).milliseconds) / 1000
      history?.end(record)
    }

    // Cancelled before the app started (while the run waited for a slot, or once it was
    // built): nothing to build or start, and the reason said.
    let cancelledEarly = { (record: inout RunRecord) -> Bool in
      guard let reason = cancellation.reason else { return false }
      record.status = RunOutcome.status(cancelledFor: reason)
      record.error = RunOutcome.sentence(cancelledFor: reason)
      finish(&record)
      return true
    }
    if cancelledEarly(&record) { return record }
    let executable: BuildCache.Build
    var linkStatically: URL?
    do {
      let build = try build(request.app, languageMode: request.languageMode, stop: cancellation)
      executable = build
      onBuild?(build.isFresh)
      record.build = build.kind.rawValue
      if !request.app.isSingleFile { BundleResources.link(from: request.app.location, into: build.entry) }
      if build.isFresh, StaticLink.isEnabled(environment: environment) { linkStatically = build.entry }
    } catch {
      switch error {
      case let failure as BuildFailure where !failure.cancelled:
        record.status = .buildFailed
        record.error = failure.message
        record.diagnostics = failure.diagnostics
      case is BuildFailure:
        record.status = RunOutcome.status(cancelledFor: cancellation.reason ?? .caller)
        record.error = RunOutcome.sentence(cancelledFor: cancellation.reason ?? .caller)
      default:
        record.status = .failed
        record.error = "\(error)"
      }
      finish(&record)
      return record
    }
    if cancelledEarly(&record) { return record }

    RunFolder.sweepAbandoned(in: paths.runs)
    let launched = clock.now
    let runFolder = runFolderSlot ?? RunFolder.make(for: record.id, in: paths.runs)
    defer {
      if runFolderSlot != nil {
        RunFolder.empty(runFolder, keeping: RunProtocol.inputFileName)
      } else {
        RunFolder.remove(runFolder)
      }
    }
    do {
      try launch(
        executable, request: request, runFolder: runFolder, cancellation: cancellation, presenter: presenter,
        record: &record, onLog: onLog)
    } catch {
      record.status = .failed
      record.error = "could not start the app: \(error)"
    }
    finish(&record)
    // The faster-starting static binary, for the runs after this one: linked once this run is
    // over, so it does not compete with it; optimised too when this run was CPU-heavy work (a
    // second or more; an interface's time waiting for a person is not work), where `-O` pays.
    // A light program keeps `-Onone`, whose crash reports always find the user's line.
    if let entry = linkStatically {
      let busy =
        launched.duration(to: clock.now) >= StaticLink.optimiseAfter && record.status != .cancelled
        && !request.app.imports.contains("SwiftUI")
      StaticLink.startInBackground(entry: entry, optimise: busy)
    }
    return record
  }

  /// The version of a library app's sources this run runs: the newest, or a new one when the
  /// files changed on disk since (source `disk`). `nil` for anything outside this machine's
  /// library (a file, a worker's copy), and when the version store cannot be written: a run is
  /// never refused for it.
  func libraryVersion(of request: RunRequest) -> Int? {
    guard let id = request.appID, request.preview == nil else { return nil }
    let library = Library(paths: paths)
    let apps = library.appsFolder.standardizedFileURL.path + "/"
    guard request.app.location.standardizedFileURL.path.hasPrefix(apps) else { return nil }
    return try? AppVersions(library: library, id: id).record(
      PackageWorkspace.versionFiles(of: request.app), source: .disk)
  }

  /// Where an app's `@AppStorage` values live across runs: `<library>/storage/<id>.json` for a
  /// library app (so a rename keeps them), by the file's path for any other.
  func appStorage(for request: RunRequest) -> URL {
    let library = Library(paths: paths)
    if let id = request.appID { return library.storageFile(for: id) }
    return library.storageFolder.appendingPathComponent(
      "file-\(SHA256.hex(Array(request.app.location.standardizedFileURL.path.utf8)).prefix(24)).json")
  }

  private func launch(
    _ executable: BuildCache.Build, request: RunRequest, runFolder: URL, cancellation: Cancellation,
    presenter: (any InterfacePresenter)?, record: inout RunRecord, onLog: ([UInt8]) -> Void
  ) throws {
    // One folder a run, and nothing more in it: the app makes `out/` when it has files to hand
    // over, and the backtracer writes a crash's report into the run folder itself.
    try RunFolder.create(runFolder)
    var envelope = RunEnvelope(
      runID: record.id, source: request.source, input: request.input, delivery: request.delivery)
    envelope.preview = request.preview
    // Long texts beside the envelope, as files of their own: copied, not escaped and parsed.
    let (envelopeJSON, apart) = envelope.wire(apartOver: RunProtocol.textApartThreshold)
    for (name, text) in apart {
      try ScratchFile.write(text.utf8, to: runFolder.appendingPathComponent(name))
    }
    try ScratchFile.write(envelopeJSON.utf8, to: runFolder.appendingPathComponent(RunProtocol.inputFileName))

    var environment = environment.filter { !$0.key.hasPrefix("SUPERSWIFT_") }
    environment[RunProtocol.runDirectoryVariable] = runFolder.path
    environment[RunProtocol.channelVariable] = "3"
    environment[RunProtocol.appStorageVariable] = appStorage(for: request).path
    // An interface run's asset catalog, read once: its image sizes go to the app here, and the
    // session serves its images and colours. Any other run looks at no folder (a warm run's
    // path: not even a stat).
    let assetFolder = presenter != nil ? AppAssets.folder(of: request.app.location) : nil
    let catalog = assetFolder.map { AssetCatalog.parse(appFolder: $0) }
    if let assetFolder, let catalog {
      let sizes = AppAssets.imageSizes(in: assetFolder, catalog: catalog)
      if !sizes.isEmpty {
        let file = runFolder.appendingPathComponent(RunProtocol.imageSizesFileName)
        let table = JSON.object(JSONObject(sizes.mapValues { JSON.array([.number($0.width), .number($0.height)]) }))
        try ScratchFile.write(table.text.utf8, to: file)
        environment[RunProtocol.imageSizesVariable] = file.path
      }
    }
    environment["SWIFT_BACKTRACE"] = CrashReport.backtraceSetting(
      reportFolder: runFolder, backtracer: executable.backtracer)

    if request.makesWorkingDirectory { try RunFolder.create(request.workingDirectory) }
    let limits = self.limits ?? Settings(paths: paths).limits
    let process = try AppProcess(
      executable: executable.binary, argumentZero: request.argumentZero, arguments: request.arguments,
      environment: environment, directory: request.workingDirectory.path,
      input: request.inheritsStandardInput ? STDIN_FILENO : -1,
      output: request.output == .passedOn ? .passedOn : .log, limits: limits)
    var log = LogCollector()
    // The app's secrets: answered when it asks (`RunContext.secret`), masked in what it shows.
    let secrets =
      request.appID.map { self.secrets?($0) ?? SecretStore(library: paths.library).values(of: $0) } ?? [:]
    let mask = SecretMask(secrets.values)
    log.mask = mask
    var final: FinalMessage?
    var malformed = false
    var interface: InterfaceSession?
    // The apps it runs (`runApp`): through the server's RunService, or here.
    let childRuns = ChildRuns(
      runner: children
        ?? LocalChildRunner(paths: paths, history: history, outputs: runFolder.appendingPathComponent("children")),
      parentRunID: record.id, chain: request.ancestors + [request.appID ?? request.app.location.path])
    // The time limit, on the runner's clock: its timer rings `timeLimit`. An app showing its
    // interface waits for a person: no time limit from then on.
    let timeLimit = request.timeout.map { _ in Cancellation() }
    let limitTimer = request.timeout.map { limit in clock.schedule(after: limit) { timeLimit?.cancel(.deadline) } }
    defer { limitTimer?.cancel() }
    let (termination, stop) = process.wait(
      timeLimit: timeLimit, limited: { interface == nil }, cancellation: cancellation,
      onOutput: { chunk, stream in
        let shown = log.append(chunk)
        // Passed on: the bytes as they came, to the host's own stream; the log keeps the tail.
        guard stream == 0 else { return FileSystem.writeAll(chunk, to: stream) }
        if !shown.isEmpty { onLog(shown) }
        return true
      },
      onMessage: { line in
        guard final == nil else { return }  // the first final message decides
        guard let json = JSON(parsing: line) else {
          malformed = true
          return
        }
        if let render = InterfaceMessage.Render(json: json) {
          if interface == nil {
            let session = InterfaceSession(
              runID: record.id, appName: request.app.name, channel: process.channel, cancellation: cancellation,
              pageGrace: pageGrace, clock: clock,
              assetFolder: assetFolder ?? AppAssets.folder(of: request.app.location), catalog: catalog,
              // No presenter: the run is closed at once, and nobody sees a page.
              renderer: Self.renderer(of: presenter))
            interface = session
            limitTimer?.cancel()
            session.update(render)
            if let presenter { presenter.present(session) } else { cancellation.cancel(.closed) }
            if request.timeout != nil, presenter != nil {
              // Said, not silently dropped: a person's pace is not limited.
              onLog(
                Array(
                  "superswift: note: the time limit no longer applies: the app shows its interface and waits for you\n"
                    .utf8))
            }
          } else {
            interface?.update(render)
          }
        } else if json["type"]?.string == "runApp" {
          childRuns.start(json, channel: process.channel)
        } else if json["type"]?.string == "secret", let number = json["request"]?.int {
          // Its own secrets only: `secrets` holds this app's and no other's.
          let value = json["name"]?.string.flatMap { secrets[$0] }
          childRuns.answer(
            ["type": "appResult", "request": .number(Double(number)), "value": value.map(JSON.string) ?? .null],
            channel: process.channel)
        } else if json["type"]?.string == "notify", var notification = AppNotification(json: json) {
          notification.runID = record.id
          // Never an answer, never an end: the app goes on at once.
          if let notify {
            notify(notification)
          } else {
            DesktopAlert.show(title: notification.title, body: notification.body, urgency: "normal")
          }
        } else if let message = FinalMessage(
          json: json, readApart: { ScratchFile.readText(runFolder.appendingPathComponent($0)) })
        {
          final = message
        } else {
          malformed = true
        }
      })
    // The run is over: the apps it started stop with it, and get no answer channel.
    childRuns.end()
    defer {
      interface?.end(
        InterfaceSession.Ending(status: record.status, message: Self.interfaceMessage(for: record)))
    }
    let crashed: Bool
    if case .signaled = termination { crashed = true } else { crashed = false }
    let rest = log.finish(crashed: crashed)
    if !rest.isEmpty, request.output == .log { onLog(rest) }
    record.log = log.text
    switch termination {
    case .exited(let status): record.exitStatus = status
    case .signaled(let signal): record.signal = signal
    }

    let bound =
      stop == nil && final == nil && !malformed ? limits.explain(termination: termination, log: record.log) : nil
    let outcome = RunOutcome.classify(
      RunOutcome.Facts(
        stop: stop, final: final, malformed: malformed, termination: termination, bound: bound,
        interfaceWithoutPresenter: presenter == nil && interface != nil))
    switch outcome {
    case .finished:
      record.status = .finished
    case .result(let result):
      deliver(result, request: request, runFolder: runFolder, record: &record)
    case .failed(let message):
      record.status = .failed
      record.error = message
    case .cancelled(let sentence):
      record.status = .cancelled
      record.error = sentence
    case .interrupted(let sentence):
      record.status = .interrupted
      record.error = sentence
    case .timedOut:
      record.status = .timedOut
      record.error = "the app did not finish within \(Self.describe(request.timeout!))"
    case .malformedMessage:
      record.status = .crashed
      record.error = "the app sent a message the host could not read"
    case .overBound(let sentence):
      // Past a bound of `settings.json`: said in its terms, and where to change it.
      record.status = .crashed
      record.error = sentence
      record.location =
        CrashReport.explain(termination: termination, log: record.log, reportFolder: runFolder, app: request.app)
        .location
    case .crashed:
      let crash = CrashReport.explain(
        termination: termination, log: record.log, reportFolder: runFolder, app: request.app)
      // An error thrown out of the app is its own decision to stop, said in the error's words:
      // a failure, not a crash.
      let thrown = CrashReport.uncaughtError(in: crash.message)
      record.status = thrown == nil ? .crashed : .failed
      record.error = thrown.map(CrashReport.sentence(thrown:)) ?? crash.message
      record.location = crash.location
    }
    // No secret value leaves in what the run returns or says (its log was masked as it came).
    if !mask.isEmpty {
      record.error = record.error.map(mask.apply)
      switch record.result {
      case .text(let text)?: record.result = .text(mask.apply(text))
      case .json(let json)?: record.result = .json(mask.apply(json))
      case .url(let text)?: record.result = .url(mask.apply(text))
      case .files?, nil: break
      }
    }
  }

  /// Turns the app's result into the record's, writing output files where they belong.
  private func deliver(_ result: WireResult, request: RunRequest, runFolder: URL, record: inout RunRecord) {
    switch result {
    case .text(let text):
      record.result = .text(text)
    case .json(let json):
      record.result = .json(json)
    case .url(let url):
      record.result = .url(url)
    case .files(let files):
      do {
        record.result = .files(try OutputDelivery.write(files, from: runFolder, request: request))
      } catch {
        record.status = .failed
        record.error = "\(error)"
        return
      }
    }
    record.status = .finished
  }

  /// What an interactive app's page says when the run is over.
  static func interfaceMessage(for record: RunRecord) -> String {
    switch record.status {
    case .finished: "The app is done. You can close this page."
    case .cancelled: "The app was closed."
    default: "The app ended: \(record.error ?? record.status.rawValue)"
    }
  }

  static func describe(_ duration: Duration) -> String {
    let seconds = Double(duration.milliseconds) / 1000
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// How an interactive run's renders become a page: the presenter's renderer; without a
  /// presenter the run is closed at once and no page is ever drawn.
  private static func renderer(of presenter: (any InterfacePresenter)?) -> @Sendable (JSON) -> String {
    guard let presenter else { return { _ in "" } }
    return { presenter.render($0) }
  }

  /// Whether `text` has the shape of a run identifier: a lowercase UUID.
  public static func isRunID(_ text: String) -> Bool {
    LowercaseUUID.matches(text)
  }

  /// A new run identifier: random and URL-safe.
  public static func newRunID() -> String {
    UUID().uuidString.lowercased()
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// Every run the server starts goes through here, whoever asks (the API, the web pages, the
/// interface pages, later a scheduler): the slot in the registry, the run's live log, its
/// interface while it waits for a person, its uploads and output files, cancellation, and
/// pruning what the history no longer keeps.
///
/// Invariants: a run has its slot, its live log and (for an interactive app) its session from
/// before it starts until its record is final in the history; only then do followers hear its
/// end. Uploads are removed when the run ends, unless kept for "run again". A run's files live
/// under `runFilesFolder/<run id>`, named only by run identifiers the service made.
package final class RunService: Sendable {
  let paths: Paths
  /// The history every run is recorded in.
  package let history: RunHistory
  /// The bound on runs in flight, and their cancellation.
  package let registry: RunRegistry
  /// Where runs execute: here, or on workers through a queue.
  package let executor: any RunExecutor
  /// The time limit of a run that names none; an app showing its interface has none once it
  /// shows.
  package let runTimeout: Duration?
  /// The time limit of a run started from the web app's form when the server sets none: a
  /// person is waiting at the page, and an app that loops must not hold a slot for ever.
  package let formRunTimeout: Duration
  /// How long an interactive run waits for somebody to open its page before it is given up.
  let interfaceExpiry: Duration
  /// Where this library's runs over HTTP keep their output files. One folder per library
  /// (named by a hash of its path): libraries can share a cache, and each prunes only its own.
  package let runFilesFolder: URL

  /// Triggered when the server stops: waits between retries end at once.
  let stopping = Cancellation()
  /// The clock retries wait on (and a scheduled fire's lateness is read by).
  package let clock: any HostClock
  /// The threads runs nobody waits for (`start(wait: false)`) run on: as many as there are
  /// slots, so a run that has its slot never waits for a thread.
  let background: WorkQueue
  /// The page's markup for an interactive app's render (the web app's renderer).
  let render: @Sendable (JSON) -> String
  /// Raises alerts for apps that have not succeeded for too long (`RunPolicy.alertAfter`).
  package let alerts: AppAlerts
  /// What each app may use at once (`RunPolicy.maxConcurrent`, `rate`, `debounce`).
  package let limits: AppLimits
  /// Runs ended and their durations, for `/metrics`.
  package let metrics = RunMetrics()
  /// The callers waiting for their run's turn, by run: how a `DELETE` reaches them.
  let turns = Mutex<[String: Turn]>([:])
  /// The uploads of a debounce's latest start, by the burst's run: an earlier start's go when a
  /// later one takes its place.
  let burstUploads = Mutex<[String: URL]>([:])
  /// Each app's policy as its manifest last read, by the manifest's identity: a run asks for it
  /// before it starts, and a stat costs less than a decode.
  private let policies = Mutex<[String: (identity: FileIdentity, policy: RunPolicy?)]>([:])

  private let interfaces = Mutex<[String: InterfaceSession]>([:])
  /// The final records of the last runs the history does not keep, oldest first.
  private let unrecorded = Mutex<[RunRecord]>([])
  /// What each run in flight has printed so far, for pages that follow it live.
  private let liveLogs = Mutex<[String: LiveLog]>([:])
  private let waitingHandler = Mutex<(@Sendable (_ runID: String, _ appName: String) -> Void)?>(nil)
  /// Where what a person should be told goes (the server's Web Push): a run that needs them, an
  /// unattended run's end, an alert, an app's `notify`.
  private let notifier = Mutex<(@Sendable (PushMessage) -> Void)?>(nil)

  /// The service for the library and caches in `paths`.
  package init(
    paths: Paths, history: RunHistory, registry: RunRegistry, executor: any RunExecutor, runTimeout: Duration?,
    formRunTimeout: Duration = .seconds(300), interfaceExpiry: Duration, clock: any HostClock = SystemClock.shared,
    render: @escaping @Sendable (JSON) -> String
  ) {
    self.paths = paths
    self.clock = clock
    self.render = render
    background = WorkQueue(name: "runs", width: registry.limit)
    self.history = history
    self.registry = registry
    self.executor = executor
    self.runTimeout = runTimeout
    self.formRunTimeout = formRunTimeout
    self.interfaceExpiry = interfaceExpiry
    var hash = SHA256()
    hash.update(field: paths.library.standardizedFileURL.path)
    runFilesFolder = paths.cache.appendingPathComponent("run-files/\(hash.finalize().prefix(16))", isDirectory: true)
    alerts = AppAlerts(library: Library(paths: paths))
    limits = AppLimits(clock: clock)
  }

  /// Ends waits between retries: the server is stopping.
  package func shutdown() {
    stopping.cancel(.signal)
  }

  /// Called when an interactive app starts waiting for the user (for `serve` to say where).
  package func onWaiting(_ handler: @escaping @Sendable (_ runID: String, _ appName: String) -> Void) {
    waitingHandler.withLock { $0 = handler }
  }

  /// Called with each thing a person should be told on their devices (`PushMessage`).
  package func onNotify(_ handler: @escaping @Sendable (PushMessage) -> Void) {
    notifier.withLock { $0 = handler }
  }

  /// Tells the person (`onNotify`'s handler), if anyone listens.
  func notify(_ message: PushMessage) {
    notifier.withLock { $0 }?(message)
  }

  /// The interface of a run in flight, if its app has one.
  package func interface(_ runID: String) -> InterfaceSession? {
    interfaces.withLock { $0[runID] }
  }

  /// Waits (at most `timeout`) until the run shows its interface or ends; `true` when it shows
  /// one. Sleeps on the run's live log, which is woken when the interface comes up and when the
  /// run ends.
  package func waitForInterface(_ runID: String, timeout: Duration) -> Bool {
    guard let live = liveLog(runID) else { return interface(runID) != nil }
    let (number, wake) = live.watch()
    defer { live.unwatch(number, wake: wake) }
    let deadline = ContinuousClock.now + timeout
    while true {
      if interface(runID) != nil { return true }
      if live.read(from: Int.max).ended { return false }
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return false }
      var descriptor = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, Int32(max(1, min(remaining.milliseconds, 1000))))
      var drained = [UInt8](repeating: 0, count: 64)
      _ = read(wake, &drained, drained.count)
    }
  }

  /// The log of a run in flight, while it runs.
  package func liveLog(_ runID: String) -> LiveLog? {
    liveLogs.withLock { $0[runID] }
  }

  /// The record of a run: in flight, or in the history (or, for a run the history does not
  /// keep, among the last few such).
  package func record(_ runID: String) -> RunRecord? {
    registry.record(runID) ?? limits.queuedRecord(runID) ?? history.run(id: runID)
      ?? unrecorded.withLock { $0.first { $0.id == runID } }
  }

  /// How many final records of runs the history does not keep (previews) stay in memory.
  static let unrecordedKept = 32

  /// Keeps the final record of a run the history does not keep, dropping the oldest.
  private func keepUnrecorded(_ record: RunRecord) {
    unrecorded.withLock { records in
      records.append(record)
      if records.count > Self.unrecordedKept { records.removeFirst(records.count - Self.unrecordedKept) }
    }
  }

  /// Where a run's uploaded input files go while it runs.
  package func uploadsFolder(_ runID: String) -> URL {
    paths.cache.appendingPathComponent("uploads/\(runID)", isDirectory: true)
  }

  /// Where `start`'s uploaded files are: its own folder, or the run's.
  func uploads(of start: Start) -> URL {
    start.uploads ?? uploadsFolder(start.runID)
  }

  /// Where a web page's run keeps its input files, for "run again", as long as the run is kept.
  package func keptInputFolder(_ runID: String) -> URL {
    runFilesFolder.appendingPathComponent("\(runID).input", isDirectory: true)
  }

  /// Where a server run's output files stay, so they can be downloaded later.
  package func filesFolder(_ runID: String) -> URL {
    runFilesFolder.appendingPathComponent(runID, isDirectory: true)
  }

  /// Whether `file` lies in a folder a remote caller's files may come from: the server's own
  /// uploads or kept inputs, never a path a command-line run recorded.
  package func isServerInputFile(_ file: URL) -> Bool {
    let path = file.standardizedFileURL.resolvingSymlinksInPath().path
    let roots = [
      paths.cache.appendingPathComponent("uploads", isDirectory: true), runFilesFolder,
    ].map { $0.standardizedFileURL.resolvingSymlinksInPath().path + "/" }
    guard roots.contains(where: { path.hasPrefix($0) }) else { return false }
    // Under run-files, only a kept input folder, never another run's output.
    if path.hasPrefix(roots[1]) {
      let rest = path.dropFirst(roots[1].count)
      guard let folder = rest.split(separator: "/").first, folder.hasSuffix(".input") else { return false }
    }
    return true
  }

  /// Makes an interactive app's page part of the web app: `/runs/<id>` shows it while it runs.
  struct Presenter: InterfacePresenter {
    let service: RunService
    /// Whether a person is at a page that shows the run (no push then says it waits).
    var watched = false

    func present(_ session: InterfaceSession) {
      service.interfaces.withLock { $0[session.runID] = session }
      session.expireIfNeverOpened(after: service.interfaceExpiry)
      // A run page following the log shows the interface now (its `interface` event).
      service.liveLog(session.runID)?.poke()
      let handler = service.waitingHandler.withLock { $0 }
      handler?(session.runID, session.appName)
      if !watched {
        service.notify(
          PushMessage(
            category: .waiting, title: "\(session.appName) is waiting for you", body: "Tap to open it.",
            url: "/runs/\(session.runID)", tag: session.runID))
      }
    }

    func render(_ tree: JSON) -> String { service.render(tree) }
  }

  /// What a run is asked to be.
  package struct Start: Sendable {
    /// The app.
    package var app: LibraryApp
    /// Its input, checked.
    package var items: [InputItem]
    /// The run's identifier (`Runner.newRunID()`), which its uploads may already be filed under.
    package var runID: String
    /// How it was started.
    package var source: RunSource = .shortcut
    /// Its time limit (`nil`: none).
    package var timeout: Duration?
    /// The caller's connection, watched while it waits: its going away cancels the run.
    package var connection: Int32 = -1
    /// Where its uploaded files are (removed when it ends unless `keepUploads`).
    package var uploads: URL?
    /// Keep the uploads (a web run's, for "run again").
    package var keepUploads = false
    /// The schedule that fired it.
    package var schedule: ScheduledFire?
    /// Whether nobody waits on it (a scheduled run, the API's `wait=false`): the app's policy
    /// then retries it and reports its failure.
    package var unattended = false
    /// The runs it is linked to.
    package var links = RunLinks()
    /// The webhook delivery that starts it, if one does.
    package var delivery: WebhookDelivery?
    /// The apps running above it (`runApp`), from the first.
    package var ancestors: [String] = []
    /// The asking run's cancellation, for a run an app started: cancelling that cancels this.
    package var parentCancellation: Cancellation?
    /// The sources to run instead of the app's files on disk (the editor's live preview runs
    /// what is typed, saved or not).
    package var code: AppSource?
    /// For a live preview: what it shows and the state it starts from (`RunRequest.preview`).
    package var preview: JSON?
    /// Whether a person is at a page that shows the run as it goes (the web app's form, the
    /// Home Screen launcher, the editor's preview): no push says it waits for them or ended.
    package var watched = false
    /// Whether the run goes in the history. A preview's does not (one per edit): its final
    /// record is kept in memory a while (`record(_:)`), for the page that showed it.
    package var recorded = true
    /// What happens over the app's limits (`RunPolicy.maxConcurrent`, `rate`).
    package var admission = Admission.wait
    /// The app's `--max-concurrent`, as its admission read it from the policy, for an executor
    /// shared by several servers (`RunRequest.maxConcurrent`).
    var maxConcurrent: Int?

    /// Whether the app's limits apply: not to the owner's own runs from a page that shows them
    /// (the web app's Run, the editor's preview), nor to a retry (its chain holds the slot).
    var isLimited: Bool { !watched && recorded && links.retryOf == nil }

    /// A run of `app` with `items`.
    package init(app: LibraryApp, items: [InputItem], runID: String) {
      self.app = app
      self.items = items
      self.runID = runID
    }
  }

  /// A run the server starts on its own (a schedule's fire, an app another app runs, an
  /// on-failure report): an automation, with a fresh identifier and the server's time limit.
  package func automation(_ app: LibraryApp, items: [InputItem]) -> Start {
    var start = Start(app: app, items: items, runID: Runner.newRunID())
    start.source = .shortcut
    start.timeout = runTimeout
    return start
  }

  /// The app's policy (its manifest's), read again only when the manifest changed.
  func policy(of app: LibraryApp) -> RunPolicy? {
    let file = app.folder.appendingPathComponent(AppManifest.fileName)
    guard let identity = FileIdentity(of: file) else { return nil }
    if let cached = policies.withLock({ $0[file.path] }), cached.identity == identity { return cached.policy }
    let policy = AppManifest.valid(in: app.folder)?.policy
    policies.withLock { $0[file.path] = (identity, policy) }
    return policy
  }

  /// How a run over its app's limits is admitted.
  package enum Admission: Sendable, Equatable {
    /// Nobody waits for it (`wait=false`, a webhook's delivery): over `maxConcurrent` it is
    /// queued, in order, and its queued record returned at once.
    case queue
    /// Its caller waits for its result: over `maxConcurrent` the caller waits its turn, in order.
    case wait
    /// Its caller asked not to be queued: over any limit it is refused.
    case refuse
  }

  /// Starts a run: waits for its record (`wait`), or starts it on the background queue and
  /// returns the running record at once. While a caller waits on `connection`, its going away cancels
  /// the run: nobody is left to take the result, and the slot is freed. The app's limits
  /// (`RunPolicy.maxConcurrent`, `rate`, `debounce`) apply first: a run may be queued (its
  /// record says `queued`), or refused (`RunServiceError.limited`).
  package func start(_ start: Start, wait: Bool) throws(RunServiceError) -> RunRecord {
    guard start.isLimited, let policy = policy(of: start.app), policy.limitsRuns else {
      return try launch(start, wait: wait, onEnd: nil)
    }
    return try admit(start, wait: wait, policy: policy)
  }

  /// Starts a run that has been admitted; `onEnd` (the app's slot, given back) is called once
  /// when its chain has ended or it could not start.
  func launch(_ start: Start, wait: Bool, onEnd: (@Sendable () -> Void)?) throws(RunServiceError) -> RunRecord {
    do {
      return try launchRun(start, wait: wait, onEnd: onEnd)
    } catch {
      onEnd?()
      throw error
    }
  }

  private func launchRun(_ start: Start, wait: Bool, onEnd: (@Sendable () -> Void)?) throws(RunServiceError)
    -> RunRecord
  {
    let runID = start.runID
    let uploads = uploads(of: start)
    let code: AppSource
    do {
      code = try start.code ?? AppSource(path: start.app.folder.path)
    } catch {
      RunFolder.remove(uploads)
      throw .appUnreadable(start.app.name, "\(error)")
    }
    let files = filesFolder(runID)
    var runRequest = RunRequest(
      app: code.named(start.app.name), appID: start.app.id, source: start.source, input: RunInput(items: start.items),
      timeout: start.timeout, outputDirectory: files, workingDirectory: files)
    runRequest.runID = runID
    runRequest.schedule = start.schedule
    runRequest.links = start.links
    runRequest.ancestors = start.ancestors
    runRequest.delivery = start.delivery
    runRequest.preview = start.preview
    runRequest.maxConcurrent = start.maxConcurrent
    let cancellation = Cancellation()
    start.parentCancellation?.propagate(to: cancellation)
    var placeholder = RunRecord(
      id: runID, appID: start.app.id, appName: start.app.name, appPath: start.app.folder.path, source: start.source,
      input: runRequest.input, status: .running, startedAt: clock.now)
    placeholder.schedule = start.schedule
    placeholder.links = start.links
    guard registry.acquire(placeholder, cancellation: cancellation) else {
      RunFolder.remove(uploads)
      throw .busy
    }
    // The run's folder is made by whoever starts its app (`makesWorkingDirectory`), once the run
    // is registered (so `pruneRunFiles` never takes it for a forgotten one): a queued run's
    // coordinator makes none unless files come back.
    runRequest.makesWorkingDirectory = true
    let finalRequest = runRequest
    let live = LiveLog()
    liveLogs.withLock { $0[runID] = live }
    // An unattended run's retries need its uploads: the chain removes them at its end.
    let keepUploads = start.keepUploads || start.unattended
    let work: @Sendable () -> RunRecord = { [self] in
      defer {
        _ = interfaces.withLock { $0.removeValue(forKey: runID) }
        registry.release(runID)
        // The record is final (in the history, out of the registry) before followers hear the end.
        live.end()
        _ = liveLogs.withLock { $0.removeValue(forKey: runID) }
        // The web page's runs keep their files for "run again", as long as the run is kept.
        if !keepUploads { RunFolder.remove(uploads) }
        pruneRunFilesNowAndThen()
      }
      var runner = Runner(paths: paths, history: start.recorded ? history : nil)
      runner.clock = clock
      runner.children = Children(service: self)
      runner.onBuild = { [metrics] compiled in metrics.built(compiled: compiled) }
      runner.notify = { [self] notification in
        DesktopAlert.show(title: notification.title, body: notification.body, urgency: "normal")
        notify(
          PushMessage(
            category: .apps, title: notification.title, body: notification.body, url: "/runs/\(runID)"))
      }
      let record = executor.run(
        finalRequest, runner: runner, cancellation: cancellation,
        presenter: Presenter(service: self, watched: start.watched), onLog: { live.append($0) })
      if !start.recorded { keepUnrecorded(record) } else { metrics.ended(record) }
      return record
    }
    let chain: @Sendable () -> RunRecord = { [self] in
      defer { onEnd?() }
      let first = work()
      guard start.unattended else { return first }
      let last = followPolicy(after: first, of: start, uploads: uploads)
      if !start.keepUploads { RunFolder.remove(uploads) }
      if !start.watched, start.recorded, start.links.parent == nil { notifyEnd(last) }
      return last
    }
    if !wait {
      background.submit { _ = chain() }
      return placeholder
    }
    let watch = DisconnectWatch(connection: start.connection, cancellation: cancellation)
    defer { watch.stop() }
    return chain()
  }

  /// Tells the person how an unattended run ended (after its retries): finished, or failed.
  /// A cancelled run was stopped by somebody, who knows.
  private func notifyEnd(_ record: RunRecord) {
    let url = "/runs/\(record.id)"
    if record.status == .finished {
      let summary = record.result.map { String($0.summary.prefix(300)) } ?? ""
      notify(
        PushMessage(
          category: .finished, title: "\(record.appName) finished",
          body: summary.isEmpty ? "Tap to see the run." : summary,
          url: url, tag: record.id))
    } else if RunPolicy.failed(record.status) {
      notify(
        PushMessage(
          category: .failed, title: "\(record.appName) \(record.status.rawValue)",
          body: record.error ?? "Tap to see the run.", url: url, tag: record.id))
    }
  }

  /// Cancels a run in flight and waits (up to 5 s) for its record to be final; `nil` when it
  /// is not in flight.
  package func cancel(_ runID: String) -> RunRecord? {
    if let queued = cancelQueued(runID) { return queued }
    guard registry.cancel(runID) else { return nil }
    registry.changed.wait(until: { registry.record(runID) == nil }, deadline: .now + .seconds(5))
    return history.run(id: runID)
  }

  /// When the run files were last pruned after a run.
  private let lastPrune = Mutex<Date?>(nil)
  /// How often runs' ends prune the run files: each pruning lists the history and the files
  /// (at a hundred runs a second, listing after each run was an eighth of the server's work).
  static let pruneInterval: TimeInterval = 30

  /// `pruneRunFiles`, at most once every `pruneInterval` by the service's clock.
  private func pruneRunFilesNowAndThen() {
    let now = clock.now
    let due = lastPrune.withLock { last -> Bool in
      guard last.map({ now.timeIntervalSince($0) >= Self.pruneInterval }) ?? true else { return false }
      last = now
      return true
    }
    if due { pruneRunFiles() }
  }

  /// Removes the output files of runs the history no longer keeps (its retention, in
  /// settings.json, bounds both). Two folder listings: run on start, and after runs at most
  /// every `pruneInterval`.
  package func pruneRunFiles() {
    let folder = runFilesFolder
    guard let names = FileSystem.names(in: folder.path), !names.isEmpty else { return }
    let kept = history.runIDs()
    for name in names {
      let id = name.hasSuffix(".input") ? String(name.dropLast(".input".count)) : name
      guard !kept.contains(id), registry.record(id) == nil else { continue }
      // A web run's input folder is written before its run is registered: a young one may be
      // that (an abandoned one goes at a later pruning).
      let entry = folder.appendingPathComponent(name)
      if name.hasSuffix(".input"), let modified = FileIdentity(of: entry)?.modified,
        Date().timeIntervalSince1970 - Double(modified) / 1e9 < 120
      {
        continue
      }
      RunFolder.remove(entry)
    }
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Each app version compiled once per cluster. A worker that needs a build it has not got
/// looks in `superswift_builds` by the build cache's content key; if no one has built it, it
/// takes a cluster-wide lock for that key (a session-level advisory lock on a connection of its
/// own, held while it compiles), looks again (someone may have finished meanwhile), and
/// compiles and uploads it, or fetches it. A fetched binary is checked by SHA-256 and put into
/// the local cache (`BuildCache.install`). The key names the toolchain, so workers with another
/// toolchain build their own.
struct SharedBuilds {
  let url: String
  let worker: String
  let database: Database
  /// Apps (by a digest of their files and language mode) this worker has made sure of: the
  /// warm path then costs one hash of a few kilobytes, not the build key's (which hashes the
  /// runtime's sources) a second time before the runner computes it again.
  private let ensured = EnsuredApps()

  final class EnsuredApps: Sendable {
    private let digests = Mutex<Set<String>>([])
    private let locks = Mutex<[String: NSLock]>([:])
    func contains(_ digest: String) -> Bool { digests.withLock { $0.contains(digest) } }
    func insert(_ digest: String) { _ = digests.withLock { $0.insert(digest) } }
    /// This worker's lock for build `key`: its runs needing one build wait for the first to
    /// have it, then find it in the cache (one fetch a worker, not one a run).
    func lock(for key: String) -> NSLock {
      locks.withLock { locks in
        if let lock = locks[key] { return lock }
        let lock = NSLock()
        locks[key] = lock
        return lock
      }
    }
  }

  init(url: String, worker: String, database: Database) {
    self.url = url
    self.worker = worker
    self.database = database
  }

  /// What happened, for the worker's log (and the tests): `cached`, `fetched`, `compiled`.
  enum Outcome: String { case cached, fetched, compiled }

  /// Makes sure this machine's cache has `app`'s build; a build failure is left for the run to
  /// report (with the compiler's words).
  func ensure(_ app: AppSource, languageMode: String?, runner: Runner, stop: Cancellation) throws -> Outcome {
    var hash = SHA256()
    hash.update(field: languageMode ?? app.languageMode ?? "")
    for file in app.files {
      hash.update(field: file.path)
      hash.update(Array(file.contents))
    }
    let digest = hash.finalize()
    // Made sure of before, and still in the cache (the runner rebuilds it if it went).
    if ensured.contains(digest) { return .cached }
    let outcome = try ensureBuild(app, languageMode: languageMode, runner: runner, stop: stop)
    ensured.insert(digest)
    return outcome
  }

  private func ensureBuild(_ app: AppSource, languageMode: String?, runner: Runner, stop: Cancellation) throws
    -> Outcome
  {
    let toolchain = try Toolchain.locate(paths: runner.paths, environment: runner.environment)
    var runtime: RuntimeLibrary?
    let modules = RuntimeLibrary.modules(for: app.imports)
    if !modules.isEmpty {
      runtime = try RuntimeLibrary.forBuild(
        modules: modules, toolchain: toolchain, paths: runner.paths, status: .silent, environment: runner.environment,
        stop: stop)
    }
    let cache = BuildCache(paths: runner.paths, toolchain: toolchain)
    let key = cache.key(for: app, runtime: runtime, languageMode: languageMode ?? app.languageMode)
    let local = ensured.lock(for: key)
    local.lock()
    defer { local.unlock() }
    if cache.cachedBinary(for: key) != nil { return .cached }
    // An app with packages is built by the coordinator, where they resolve: never here, and
    // never linked again here either (its packages' objects are not on this machine).
    let hasPackages = (try? PackageWorkspace.directives(of: app))?.isEmpty == false
    // Fetched, this worker links its own static binary from the app's sources in the
    // background, as the worker that compiled it does: a fetched dynamic binary spends most
    // of a short run loading Swift's shared libraries.
    let plan =
      hasPackages ? nil : BuildPlan(app: app, runtime: runtime, languageMode: languageMode, toolchain: toolchain)
    if try fetch(key, into: cache, appName: app.name, plan: plan) {
      linkStatic(key, in: cache, runner: runner, plan: plan)
      return .fetched
    }
    if hasPackages {
      throw HostError.system(
        "\(app.name) asks for packages and the coordinator has not shared its build (key \(key.prefix(12))): a worker resolves no packages; run it again once the coordinator has built it"
      )
    }
    // One compile per key in the cluster: the lock's session is this connection's alone.
    let lock = try PostgresConnection(url: url, applicationName: "superswift-worker \(worker) build")
    try lock.execute("SELECT pg_advisory_lock(hashtextextended($1, 7788))", [.text(key)])
    if try fetch(key, into: cache, appName: app.name, plan: plan) {
      linkStatic(key, in: cache, runner: runner, plan: plan)
      return .fetched
    }
    let build = try runner.build(app, languageMode: languageMode, stop: stop)
    // The faster-starting static binary, for this worker's later runs, as a local run does.
    // (It is not shared: 70 MB an app; a worker that fetches the build links its own.)
    if build.isFresh, StaticLink.isEnabled(environment: runner.environment) {
      StaticLink.startInBackground(entry: build.entry)
    }
    let data = try Data(contentsOf: build.entry.appendingPathComponent("app"))
    try database.execute(
      """
      INSERT INTO superswift_builds (key, sha256, executable, built_by) VALUES ($1, $2, $3, $4)
      ON CONFLICT (key) DO NOTHING
      """, [.text(key), .text(SHA256.hex(Array(data))), .bytes(data), .text(worker)])
    // Closing the connection (when `lock` goes) releases the lock.
    return .compiled
  }

  /// Starts the static link of a fetched build `key`, when it can be linked here.
  private func linkStatic(_ key: String, in cache: BuildCache, runner: Runner, plan: BuildPlan?) {
    guard plan != nil, StaticLink.isEnabled(environment: runner.environment) else { return }
    StaticLink.startInBackground(entry: cache.entry(for: key))
  }

  /// Fetches the build `key` from the database into `cache` (with the sources and arguments of
  /// `plan`, for a static link here); `false` when no one has it.
  private func fetch(_ key: String, into cache: BuildCache, appName: String, plan: BuildPlan?) throws -> Bool {
    let rows = try database.execute(
      "SELECT sha256, executable FROM superswift_builds WHERE key = $1", [.text(key)], binary: true)
    guard let row = rows.first, let sum = row[0].map({ String(decoding: $0, as: UTF8.self) }), let data = row[1] else {
      return false
    }
    guard SHA256.hex(Array(data)) == sum else {
      throw HostError.system(
        "the build \(key) in the database does not match its SHA-256; delete its row to rebuild it")
    }
    try cache.install(binary: data, key: key, appName: appName, plan: plan)
    return true
  }
}

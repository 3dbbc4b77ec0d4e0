import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL for the cluster tests: the one `.ci/run` started (`SUPERSWIFT_TEST_POSTGRES`,
/// a `postgres://` URL), or one started here in a temporary folder (Debian's packages, through
/// `Support/postgres.sh`, the same script CI uses). Each test gets a database of its own.
final class TestPostgres: @unchecked Sendable {
  let folder: URL?
  let port: Int
  let base: String

  /// Whether PostgreSQL's server is installed (`.ci/run` installs it).
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["SUPERSWIFT_TEST_POSTGRES"] != nil
      || ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).contains {
        FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
      }
  }

  static let script = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Support/postgres.sh")

  /// The shared server of this test process, started on first use. Not a `static let`: its
  /// initialiser would run programs while holding the lazy-initialisation lock, and
  /// Foundation's `Process` never saw them end there.
  static func shared() throws -> TestPostgres {
    try sharedLock.withLock {
      if let started = sharedServer { return started }
      let started = try TestPostgres(own: false)
      sharedServer = started
      // A server this process started stops when it exits (statics are never deinitialised).
      if started.folder != nil { atexit { TestPostgres.stopShared() } }
      return started
    }
  }
  private static func stopShared() {
    guard let folder = sharedServer?.folder else { return }
    _ = try? sh(["stop", folder.path])
    try? FileManager.default.removeItem(at: folder)
  }
  private static let sharedLock = NSLock()
  nonisolated(unsafe) private static var sharedServer: TestPostgres?

  /// A server: the shared one, or with `own`, a new one for this test alone (to restart it).
  init(own: Bool) throws {
    if !own, let url = ProcessInfo.processInfo.environment["SUPERSWIFT_TEST_POSTGRES"] {
      folder = nil
      base = url.hasSuffix("/") ? String(url.dropLast()) : url
      port = URLComponents(string: url)?.port ?? 5432
      return
    }
    let folder = URL(fileURLWithPath: "/tmp/superswift-pg-\(UUID().uuidString.prefix(8))", isDirectory: true)
    var port = 0
    for _ in 0..<5 {
      let candidate = Int.random(in: 40_000..<50_000)
      if (try? Self.sh(["start", folder.path, String(candidate)])) != nil {
        port = candidate
        break
      }
    }
    guard port != 0 else { throw TestFailure("PostgreSQL did not start in \(folder.path)") }
    self.folder = folder
    self.port = port
    base = "postgres://postgres@127.0.0.1:\(port)"
  }

  deinit {
    if let folder {
      _ = try? Self.sh(["stop", folder.path])
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// A fresh database on this server; its URL.
  func database() throws -> String {
    let name = "t_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
    try psql("postgres", "CREATE DATABASE \(name)")
    return "\(base)/\(name)"
  }

  /// Runs SQL in `database` with psql; returns its output (unaligned, tuples only).
  @discardableResult
  func psql(_ database: String, _ sql: String) throws -> String {
    let database = database.hasPrefix("postgres://") ? database : "\(base)/\(database)"
    let result = try Program.run(["psql", database, "-qAtX", "-v", "ON_ERROR_STOP=1", "-c", sql])
    guard result.status == 0 else { throw TestFailure("psql: \(result.errors)") }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A fast restart, as a database restart mid-traffic is.
  func restart() throws {
    guard let folder else { throw TestFailure("only a server of the test's own restarts") }
    try Self.sh(["restart", folder.path, String(port)])
  }

  /// Runs the script and waits for it with `waitpid` itself: Foundation's `Process` never
  /// noticed this script end (it daemonises the server through runuser and pg_ctl), and left it
  /// a zombie. Its messages go to the test's standard error.
  private static func sh(_ arguments: [String]) throws {
    let argv = (["/bin/bash", script.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/bash", nil, nil, argv, environ) == 0 else {
      throw TestFailure("could not start postgres.sh")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { throw TestFailure("postgres.sh \(arguments[0]) failed (status \(status))") }
  }
}

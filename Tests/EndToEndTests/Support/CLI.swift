import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the built `superswift` binary the way a user would, in a private home folder.
///
/// Every sandbox shares one cache of the compiled SuperSwift runtime (it takes a while to
/// build), but gets its own folder for app builds unless a test asks to share those too.
struct CLI {
  /// What one command did.
  struct Result {
    /// The exit status, or the signal's number when a signal ended it (`signal` says which).
    var status: Int32
    var stdout: String
    var stderr: String
    /// The signal that ended superswift, if one did.
    var signal: Int32? = nil
  }

  /// The binary under test: `$SUPERSWIFT_BIN`, else the one built beside the test bundle.
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["SUPERSWIFT_BIN"] {
      return URL(fileURLWithPath: path)
    }
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return me.deletingLastPathComponent().appendingPathComponent("superswift")
  }()

  /// One cache folder for the whole test run, beside the binary.
  static let sharedCache: URL = binary.deletingLastPathComponent()
    .appendingPathComponent("e2e-cache", isDirectory: true)

  /// The runtime in the shared cache, compiled once before the first sandbox is made (about
  /// 20 s from nothing): tests with a time limit of their own never pay for it, whichever of them
  /// happens to run first.
  static let preparedRuntime: Bool = {
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SUPERSWIFT_") }
    environment["XDG_CACHE_HOME"] = sharedCache.path
    let process = Process()
    process.executableURL = binary
    process.arguments = ["prepare"]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return false
    }
    return process.terminationStatus == 0
  }()

  /// The sandbox's own folder: home, working folder, apps.
  let root: URL
  private(set) var environment: [String: String]
  /// Removes `root` when the last copy of this sandbox is gone (a test's end): eleven thousand
  /// sandboxes, some with a private cache of 300 MB, once filled this machine's disk.
  private let removal: SandboxRemoval

  /// Removes a sandbox's folder when released.
  final class SandboxRemoval: @unchecked Sendable {
    let folder: URL
    init(_ folder: URL) { self.folder = folder }
    deinit { try? FileManager.default.removeItem(at: folder) }  // best effort: /tmp is cleared anyway
  }

  /// A fresh sandbox. With `privateBuilds`, app builds go to a cache of its own (the runtime
  /// is still shared, through a link), so a test can look at exactly what it built.
  init(privateBuilds: Bool = false) throws {
    _ = Self.preparedRuntime
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "superswift-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
    removal = SandboxRemoval(root)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
    var cache = Self.sharedCache
    if privateBuilds {
      cache = root.appendingPathComponent("cache", isDirectory: true)
      try Self.makePrivateCache(at: cache)
    }
    var environment = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("SUPERSWIFT_") && !$0.key.hasPrefix("XDG_")
    }
    // No desktop: an interactive app must never open a browser on the machine running tests.
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["HOME"] = root.appendingPathComponent("home").path
    environment["SUPERSWIFT_HOME"] = root.appendingPathComponent("library").path
    environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
    environment["XDG_CACHE_HOME"] = cache.path
    // No fast-starting static binaries, built in the background after each fresh build: a
    // hundred of them would cost minutes of CPU and gigabytes; StaticLinkTests turns them on.
    environment["SUPERSWIFT_STATIC_LINK"] = "0"
    self.environment = environment
  }

  /// A cache of its own at `folder` (as another machine's would be) that still shares the
  /// runtime, through a link, so it is not compiled again.
  static func makePrivateCache(at folder: URL) throws {
    let shared = sharedCache.appendingPathComponent("superswift/runtime")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("superswift"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("superswift/runtime"), withDestinationURL: shared)
  }

  /// The same sandbox with one more environment variable for `superswift`.
  func setting(_ name: String, _ value: String) -> CLI {
    var copy = self
    copy.environment[name] = value
    return copy
  }

  /// Where this sandbox's app builds go.
  var buildsFolder: URL {
    URL(fileURLWithPath: environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift/builds")
  }

  /// The library folder.
  var library: URL { URL(fileURLWithPath: environment["SUPERSWIFT_HOME"]!) }

  /// Creates an app in the library from source and returns its identifier.
  func newApp(_ name: String, source: String) throws -> String {
    let file = try write(source, to: "sources/\(UUID().uuidString).swift")
    let result = try run(["new", name, "--from", file.path])
    #expect(result.status == 0, "new \(name): \(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes an app's source into the sandbox and returns its path.
  @discardableResult
  func write(_ source: String, to name: String = "App.swift") throws -> URL {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: url)
    return url
  }

  /// Runs `superswift` with `arguments` to the end.
  func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil) throws -> Result {
    let process = try start(arguments, stdin: stdin, in: directory)
    return try process.finish()
  }

  /// Starts `superswift` and returns at once.
  /// With `journal`, its standard error is presented as the journal's stream (`JOURNAL_STREAM`
  /// names the file it goes to), as under a systemd service.
  /// With `executable`, that binary runs instead of the one under test (another version's).
  func start(
    _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil, journal: Bool = false,
    executable: URL? = nil
  ) throws -> Running {
    let running = try Running(
      arguments: arguments, stdin: stdin, directory: directory ?? root, environment: environment, journal: journal,
      executable: executable)
    running.sandbox = removal  // the sandbox stays while its process may use it
    return running
  }

  /// A `superswift` process in flight; its output goes to files, so nothing can block.
  final class Running {
    let process = Process()
    /// The sandbox the process runs in, kept as long as this is.
    fileprivate var sandbox: SandboxRemoval?
    private let outURL: URL
    private let errURL: URL

    init(
      arguments: [String], stdin: Data?, directory: URL, environment: [String: String], journal: Bool = false,
      executable: URL? = nil
    ) throws {
      let id = UUID().uuidString
      outURL = FileManager.default.temporaryDirectory.appendingPathComponent("ss-out-\(id)")
      errURL = FileManager.default.temporaryDirectory.appendingPathComponent("ss-err-\(id)")
      _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
      process.executableURL = executable ?? CLI.binary
      process.arguments = arguments
      process.environment = environment
      if journal {
        var status = stat()
        guard stat(errURL.path, &status) == 0 else { throw TestFailure("could not stat \(errURL.path)") }
        process.environment?["JOURNAL_STREAM"] = "\(status.st_dev):\(status.st_ino)"
      }
      process.currentDirectoryURL = directory
      process.standardOutput = try FileHandle(forWritingTo: outURL)
      process.standardError = try FileHandle(forWritingTo: errURL)
      if let stdin {
        let inURL = FileManager.default.temporaryDirectory.appendingPathComponent("ss-in-\(id)")
        try stdin.write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
      } else {
        process.standardInput = FileHandle.nullDevice
      }
      try process.run()
    }

    /// What it has written to standard output so far.
    var stdoutSoFar: String {
      (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    }

    /// What it has written to standard error so far.
    var stderrSoFar: String {
      (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    }

    /// Waits until standard error contains `text`, for at most `seconds`.
    func waitForStderr(_ text: String, seconds: Double = 120) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if stderrSoFar.contains(text) { return true }
        usleep(20_000)
      }
      return false
    }

    func signal(_ number: Int32) {
      kill(process.processIdentifier, number)
    }

    /// Waits for the end (at most 5 minutes, then kills it and records an issue).
    func finish() throws -> Result {
      let deadline = Date().addingTimeInterval(300)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning {
        process.terminate()
        Issue.record("superswift did not finish within 5 minutes")
      }
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
      }
      return Result(
        status: process.terminationStatus,
        stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }
  }
}

/// The repository's root, for the examples.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Whether a process is alive (and not a zombie).
func isAlive(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
  guard let close = stat.lastIndex(of: ")") else { return false }
  let state = stat[stat.index(close, offsetBy: 2)]
  return state != "Z" && state != "X"
}

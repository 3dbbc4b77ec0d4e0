import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C and SIGTERM cancel a run, and stop everything the app started.
@Suite("Cancellation")
struct CancellationTests {
  /// An app that starts a helper in a process group of its own, says so, and waits.
  static let source = """
    import SuperSwift
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    helper.arguments = ["120"]
    try helper.run()
    FileHandle.standardError.write(Data("helper \\(helper.processIdentifier) ready\\n".utf8))
    sleep(120)
    """

  @Test("SIGINT and SIGTERM cancel with status 130 and leave nothing running", arguments: [SIGINT, SIGTERM])
  func cancel(signal: Int32) throws {
    let cli = try CLI()
    let app = try cli.write(Self.source)
    let running = try cli.start(["run", app.path])
    #expect(running.waitForStderr(" ready"))
    let line = running.stderrSoFar.split(separator: "\n").first { $0.hasPrefix("helper ") } ?? ""
    let helper = pid_t(line.split(separator: " ")[1]) ?? 0
    #expect(helper > 0 && isAlive(helper))
    running.signal(signal)
    let result = try running.finish()
    #expect(result.status == 130)
    #expect(result.stderr.contains("cancelled"))
    usleep(100_000)
    #expect(!isAlive(helper), "the helper the app started was stopped")
  }

  @Test("Ctrl-C during the first compile stops the compiler at once: 130, no compiler left, nothing half-built")
  func cancelCompile() throws {
    let cli = try CLI(privateBuilds: true)
    // No shared runtime: this sandbox compiles its own, which takes many seconds.
    let runtime = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift/runtime")
    try FileManager.default.removeItem(at: runtime)
    let app = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("built"))"#)
    let running = try cli.start(["run", app.path])
    var compiling = false
    for _ in 0..<300 where !compiling {
      usleep(20_000)
      compiling = Self.processes(mentioning: cli.root.path).contains { $0.contains("swift-frontend") }
    }
    #expect(compiling, "the runtime compile started")
    let signalled = Date()
    running.signal(SIGINT)
    let result = try running.finish()
    #expect(result.status == 130, "stderr: \(result.stderr)")
    #expect(Date().timeIntervalSince(signalled) < 10, "it did not wait for the compile to finish")
    usleep(200_000)
    #expect(Self.processes(mentioning: cli.root.path).isEmpty, "no compiler is left running")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
    #expect(left.allSatisfy { $0.hasSuffix(".lock") }, "no half-built runtime: \(left)")
  }

  /// The command lines of running processes that mention `text` (the sandbox's folder).
  static func processes(mentioning text: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> String? in
      guard pid_t(name) != nil, pid_t(name) != getpid(),
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(text) ? line : nil
    }
  }

  @Test("an app that finishes leaves no background process behind")
  func leftovers() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      let helper = Process()
      helper.executableURL = URL(fileURLWithPath: "/bin/sleep")
      helper.arguments = ["120"]
      try helper.run()
      RunContext.current.finish(with: .text("\\(helper.processIdentifier)"))
      """)
    let result = try cli.run(["run", app.path])
    #expect(result.status == 0)
    let helper = pid_t(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(helper > 0)
    usleep(100_000)
    #expect(!isAlive(helper))
  }

  @Test("a killed superswift takes its app with it")
  func killedHost() throws {
    let cli = try CLI()
    let app = try cli.write(
      "import SuperSwift\nFileHandle.standardError.write(Data(\"app \\(getpid()) ready\\n\".utf8))\nsleep(120)")
    let running = try cli.start(["run", app.path])
    #expect(running.waitForStderr(" ready"))
    let line = running.stderrSoFar.split(separator: "\n").first { $0.hasPrefix("app ") } ?? ""
    let pid = pid_t(line.split(separator: " ")[1]) ?? 0
    #expect(pid > 0 && isAlive(pid))
    running.signal(SIGKILL)
    _ = try running.finish()
    var alive = true
    for _ in 0..<100 where alive {
      usleep(20_000)
      alive = isAlive(pid)
    }
    #expect(!alive)
  }
}

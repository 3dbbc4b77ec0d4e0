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

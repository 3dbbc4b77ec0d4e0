import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The script form of a plain program (`superswift FILE`, a `#!` line): once it is built,
/// superswift becomes the program, so the caller sees the program itself.
@Suite("A built script becomes the program")
struct ScriptExecTests {
  /// Prints who its parent is, what it was given of the environment, and SIGPIPE's action.
  static let source = """
    import Foundation
    let parent = (try? String(contentsOfFile: "/proc/\\(getppid())/comm", encoding: .utf8)) ?? "?"
    print("parent", parent.trimmingCharacters(in: .whitespacesAndNewlines))
    let environment = ProcessInfo.processInfo.environment
    print("superswift variables", environment.keys.filter { $0.hasPrefix("SUPERSWIFT_") }.count)
    print("backtrace", environment["SWIFT_BACKTRACE"] ?? "-")
    // SIG_DFL is a null pointer, so nil here; SIG_IGN is 1.
    print("SIGPIPE", signal(SIGPIPE, SIG_DFL).map { String(unsafeBitCast($0, to: Int.self)) } ?? "default")
    print("arguments", CommandLine.arguments.joined(separator: "|"))
    if CommandLine.arguments.contains("exit") { exit(5) }
    if CommandLine.arguments.contains("term") { kill(getpid(), SIGTERM) }
    if CommandLine.arguments.contains("crash") { print([1][3]) }
    """

  func records(_ cli: CLI) throws -> Int {
    let history = try cli.run(["history", "--json"])
    let json = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [Any]
    return json?.count ?? -1
  }

  @Test("the first run builds under superswift; later ones are the program itself, unrecorded; run still records")
  func becomesTheProgram() throws {
    let cli = try CLI(privateBuilds: true)
    let script = try cli.write(Self.source, to: "Who.swift")
    let first = try cli.run([script.path, "a"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("parent superswift"), "\(first.stdout)")
    #expect(try records(cli) == 1)

    let warm = try cli.run([script.path, "a", "b c"])
    #expect(warm.status == 0, "\(warm.stderr)")
    #expect(!warm.stdout.contains("parent superswift"), "the caller is the parent: \(warm.stdout)")
    #expect(warm.stdout.contains("superswift variables 0"), "\(warm.stdout)")
    #expect(warm.stdout.contains("backtrace interactive=no"), "\(warm.stdout)")
    #expect(warm.stdout.contains("SIGPIPE default"), "the default action, not the host's ignore: \(warm.stdout)")
    #expect(warm.stdout.contains("arguments \(script.path)|a|b c"), "\(warm.stdout)")
    #expect(warm.stderr == "")
    #expect(try records(cli) == 1, "a script that became the program keeps no record")

    let recorded = try cli.run(["run", script.path])
    #expect(recorded.stdout.contains("parent superswift"))
    #expect(try records(cli) == 2)
  }

  @Test("exit statuses, signals and crashes are the program's own")
  func outcomes() throws {
    let cli = try CLI(privateBuilds: true)
    let script = try cli.write(Self.source, to: "Ends.swift")
    #expect(try cli.run([script.path]).status == 0)  // builds it

    let exited = try cli.run([script.path, "exit"])
    #expect(exited.status == 5 && exited.signal == nil)
    let terminated = try cli.run([script.path, "term"])
    #expect(terminated.signal == SIGTERM, "\(terminated.status) \(String(describing: terminated.signal))")
    let crashed = try cli.run([script.path, "crash"])
    #expect(crashed.signal == SIGILL, "\(crashed.status) \(String(describing: crashed.signal))")
    #expect(crashed.stderr.contains("Fatal error: Index out of range"), "\(crashed.stderr)")
    #expect(try records(cli) == 1, "only the first, supervised run")
  }
}

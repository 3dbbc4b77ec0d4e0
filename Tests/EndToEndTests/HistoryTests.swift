import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Run history: every run kept, killed runs shown as interrupted, retention bounded.
@Suite("History")
struct HistoryTests {
  @Test("every run is recorded with its source, outcome and result")
  func recorded() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Tip",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    _ = try cli.run(["run", "Tip", "--input", #"{"bill": 42, "percent": 18}"#])
    _ = try cli.run(["run", "Tip"])
    _ = try cli.run(["open", "superswift://run/\(id)"])
    let json = try cli.run(["history", "Tip", "--json"])
    #expect(json.status == 0)
    for field in [
      #""status": "finished""#, #""status": "failed""#, #""source": "urlScheme""#, #""source": "shortcut""#,
      #""id": "\#(id)""#, #"Pass a dictionary like"#, #""total": 49.56"#,
    ] {
      #expect(json.stdout.contains(field), "\(field)")
    }
    let table = try cli.run(["history", "--limit", "2"])
    #expect(table.stdout.split(separator: "\n").count == 2)
    #expect(table.stdout.contains("Tip"))
    // Runs of files outside the library are kept too, by path.
    let loose = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("loose"))"#, to: "Loose.swift")
    _ = try cli.run(["run", loose.path])
    #expect(try cli.run(["history", loose.path]).stdout.contains("loose"))
  }

  @Test("a run in flight when superswift is killed shows as interrupted")
  func interrupted() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Sleeper", source: #"import SuperSwift; FileHandle.standardError.write(Data("asleep\n".utf8)); sleep(120)"#)
    let running = try cli.start(["run", "Sleeper"])
    #expect(running.waitForStderr("asleep"))
    running.signal(SIGKILL)
    _ = try running.finish()
    let history = try cli.run(["history", "Sleeper", "--json"])
    #expect(history.stdout.contains(#""status": "interrupted""#), "\(history.stdout)")
  }

  @Test("retention keeps at most the configured number of runs")
  func retention() throws {
    let cli = try CLI()
    try cli.write(#"{"history": {"maxRuns": 3, "maxAgeDays": 30}}"#, to: "config/superswift/settings.json")
    let app = try cli.write(#"import SuperSwift; RunContext.current.finish()"#, to: "Quick.swift")
    for _ in 0..<5 { _ = try cli.run(["run", app.path]) }
    let history = try cli.run(["history", "--json", "--limit", "100"])
    #expect(history.stdout.components(separatedBy: #""status": "finished""#).count - 1 == 3)
    let files = try FileManager.default.contentsOfDirectory(atPath: cli.library.appendingPathComponent("history").path)
    #expect(files.filter { $0.hasSuffix(".json") }.count == 3)
  }
}

import Foundation
import SuperSwift
import Testing

/// Failure policies as a person sets them: `policy APP --retries`, an unattended run that fails
/// then passes, each attempt in the history linked to the first, and the on-failure app given
/// the failed run's record.
@Suite("Failure policy end to end")
struct PolicyEndToEndTests {
  /// An app that fails until it has run `passAfter` times (counting in `counter`).
  static func flaky(counter: URL, passAfter: Int) -> String {
    """
    import Foundation
    let path = "\(counter.path)"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "0"
    let count = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    try! String(count + 1).write(toFile: path, atomically: true, encoding: .utf8)
    if count + 1 < \(passAfter) {
      print("attempt \\(count + 1) fails")
      exit(1)
    }
    print("attempt \\(count + 1) passes")
    """
  }

  /// Waits (up to a minute) until `condition` holds of the history.
  static func waitForHistory(_ cli: CLI, _ condition: ([JSON]) -> Bool) throws -> [JSON] {
    var records: [JSON] = []
    for _ in 0..<120 {
      records = JSON(parsing: Array(try cli.run(["history", "--json", "--limit", "50"]).stdout.utf8))?.array ?? []
      if condition(records) { return records }
      Thread.sleep(forTimeInterval: 0.5)
    }
    return records
  }

  @Test("retries: a run failing twice then passing is three linked attempts; a synchronous caller sees its one attempt")
  func retries() throws {
    let cli = try CLI()
    let counter = cli.root.appendingPathComponent("count")
    let id = try cli.newApp("Flaky", source: Self.flaky(counter: counter, passAfter: 3))
    let set = try cli.run(["policy", "Flaky", "--retries", "3", "--retry-delay", "1s", "--backoff", "1"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("retried up to 3 times, after 1s, 1s, 1s"), "\(set.stdout)")
    let shown = try cli.run(["policy", "Flaky", "--json"])
    #expect(JSON(parsing: Array(shown.stdout.utf8))?["policy"]?["retries"]?.number == 3)

    let server = try TestServer(cli)
    let started = try server.request("POST", "/api/apps/\(id)/run?wait=false")
    let first = try #require(started.firstIdentifier)
    let records = try Self.waitForHistory(cli) { $0.contains { $0["status"]?.string == "finished" } }
    let attempts = records.filter { $0["id"]?.string == first || $0["retryOf"]?.string == first }
      .sorted { ($0["attempt"]?.number ?? 1) < ($1["attempt"]?.number ?? 1) }
    #expect(attempts.map { $0["status"]?.string ?? "" } == ["failed", "failed", "finished"], "\(attempts.map(\.text))")
    #expect(attempts.map { $0["attempt"]?.number ?? 1 } == [1, 2, 3])
    #expect(attempts.dropFirst().allSatisfy { $0["retryOf"]?.string == first })

    // A caller that waits gets its attempt (that no retry follows it is ClockTests', on a
    // manual clock, not a count in a window of wall time here).
    try Data("0".utf8).write(to: counter)
    let waited = try server.request("POST", "/api/apps/\(id)/run?wait=true")
    #expect(waited.status != 200 || String(decoding: waited.body, as: UTF8.self).contains("fails"))
    #expect(try String(contentsOf: counter, encoding: .utf8) == "1", "the waited attempt ran once")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()

    let bad = try cli.run(["policy", "Flaky", "--retries", "99"])
    #expect(bad.status == 2)
    #expect(try cli.run(["policy", "Flaky", "--on-failure", "Flaky"]).status == 2)
  }

  @Test("on failure: once retries are spent, the on-failure app gets the failed run's record; an alert is raised")
  func onFailure() throws {
    let cli = try CLI()
    let counter = cli.root.appendingPathComponent("never")
    let id = try cli.newApp("Broken", source: Self.flaky(counter: counter, passAfter: 1000))
    _ = try cli.newApp("Told", source: "import Foundation\nprint(\"told\")\n")
    let set = try cli.run([
      "policy", "Broken", "--retries", "1", "--retry-delay", "2s", "--on-failure", "Told", "--alert-after", "1s",
    ])
    #expect(set.status == 0, "\(set.stderr)")
    let server = try TestServer(cli)
    let first = try #require(try server.request("POST", "/api/apps/\(id)/run?wait=false").firstIdentifier)
    let records = try Self.waitForHistory(cli) { records in
      records.filter { $0["app"]?["name"]?.string == "Told" }.count >= 2
    }
    let told = records.filter { $0["app"]?["name"]?.string == "Told" }
    let retry = try #require(records.first { $0["retryOf"]?.string == first })
    let reports = told.compactMap { $0["failureOf"]?.string }
    #expect(reports.contains(try #require(retry["id"]?.string)), "the last attempt is reported: \(told.map(\.text))")
    let inputs = try told.filter { $0["failureOf"]?.string == retry["id"]?.string }.compactMap { $0["id"]?.string }
      .map { try cli.run(["history", "show", $0, "--json"]).stdout }
    #expect(
      inputs.contains { $0.contains(#"\"status\":\"failed\""#) && $0.contains(first) },
      "the failed run's record is one input: \(inputs)")
    #expect(inputs.contains { $0.contains("Broken has not succeeded") }, "the alert is the other: \(inputs)")
    let page = try server.request("GET", "/", headers: ["Cookie": try server.signIn()], authorized: false)
    #expect(String(decoding: page.body, as: UTF8.self).contains("Broken has not succeeded"), "the banner")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
  }
}

import Foundation
import SuperSwift
import Testing

/// Schedules as a person sets them up: `schedule add` beside a running `serve`, the runs it
/// fires in the history, and `schedule remove` stopping them.
@Suite("Schedules end to end")
struct ScheduleEndToEndTests {
  /// The history's records, newest first.
  static func history(_ cli: CLI) throws -> [JSON] {
    let listed = try cli.run(["history", "--json"])
    return JSON(parsing: Array(listed.stdout.utf8))?.array ?? []
  }

  @Test("every 1s: runs fire as automations with the schedule's input and stop after remove; bad schedules are refused")
  func fires() throws {
    let cli = try CLI()
    let id = try cli.newApp("Stamp", source: "print(\"tick\")\n")
    let added = try cli.run(["schedule", "add", "Stamp", "--every", "1s", "--input", #"{"n":1}"#])
    #expect(added.status == 0, "\(added.stderr)")
    let scheduleID = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(scheduleID.hasPrefix("sch_"))

    let server = try TestServer(cli)
    var fired: [JSON] = []
    for _ in 0..<60 where fired.filter({ $0["status"]?.string == "finished" }).count < 2 {
      Thread.sleep(forTimeInterval: 0.5)
      fired = try Self.history(cli).filter { $0["schedule"]?["id"]?.string == scheduleID }
    }
    let done = fired.filter { $0["status"]?.string == "finished" }
    #expect(done.count >= 2, "scheduled runs: \(fired.map(\.text))")
    for record in done {
      #expect(record["source"]?.string == "shortcut")
      #expect(record["app"]?["id"]?.string == id)
      #expect(record["schedule"]?["due"]?.string != nil)
      let id = try #require(record["id"]?.string)
      let shown = try cli.run(["history", "show", id, "--json"]).stdout
      #expect(shown.contains(#"{\"n\":1}"#), "the schedule's input: \(shown)")
    }
    let listed = try cli.run(["schedule", "list", "--json"])
    let entry = try #require(JSON(parsing: Array(listed.stdout.utf8))?.array?.first)
    #expect(entry["id"]?.string == scheduleID)
    #expect(entry["next"]?.string != nil)
    #expect(entry["last"]?["runs"]?.number ?? 0 >= 2, "\(listed.stdout)")

    #expect(try cli.run(["schedule", "remove", scheduleID]).status == 0)
    Thread.sleep(forTimeInterval: 2)  // a run started before the remove may still be going
    let before = try Self.history(cli).count
    Thread.sleep(forTimeInterval: 2.5)
    #expect(try Self.history(cli).count == before, "no fires after remove")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()

    let unknown = try cli.run(["schedule", "pause", "sch_nothing"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no schedule sch_nothing"))
    for bad in [["--every", "0s"], ["--cron", "61 * * * *"], ["--every", "1m", "--cron", "* * * * *"], []] {
      let refused = try cli.run(["schedule", "add", "Stamp"] + bad)
      #expect(refused.status == 2, "\(bad): \(refused.stderr)")
    }
    let zone = try cli.run(["schedule", "add", "Stamp", "--cron", "0 9 * * *", "--tz", "Mars/Olympus"])
    #expect(zone.stderr.contains("is not a time zone"), "\(zone.stderr)")
  }
}

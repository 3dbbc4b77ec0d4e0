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

    // Each fire rewrites the schedule's state (its end last, after its record): the test waits
    // for those writes, not on a clock.
    let states = try FolderWatch(cli.library.appendingPathComponent(".superswift/schedules"))
    let server = try TestServer(cli)
    var fired: [JSON] = []
    let deadline = Date().addingTimeInterval(60)
    while fired.filter({ $0["status"]?.string == "finished" }).count < 2, Date() < deadline {
      states.waitForChange(seconds: 5)
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
    // /metrics counts how late each fire started (never before its due time).
    let metrics = try PrometheusText.parse(try server.request("GET", "/metrics").text)
    let fires = metrics["superswift_schedule_lateness_seconds_count"] ?? 0
    #expect(fires >= 2, "\(metrics.filter { $0.key.contains("lateness") })")
    #expect(metrics[#"superswift_schedule_lateness_seconds_bucket{le="+Inf"}"#] == fires)
    #expect((metrics["superswift_schedule_lateness_seconds_sum"] ?? -1) >= 0)

    // Removed, it is gone from the listing. That a running scheduler fires it no more is
    // SchedulerTests' (on a manual clock), not a count in a window of wall time here.
    #expect(try cli.run(["schedule", "remove", scheduleID]).status == 0)
    let remaining = JSON(parsing: Array(try cli.run(["schedule", "list", "--json"]).stdout.utf8))?.array
    #expect(remaining?.isEmpty == true, "\(remaining?.map(\.text) ?? [])")
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

/// Two `serve` processes on one library (plain HTTP and `--tls`, say): one fires the schedules.
@Suite("One library, one scheduler")
struct OneSchedulerTests {
  /// The scheduled runs of `scheduleID` in the history.
  static func fired(_ cli: CLI, _ scheduleID: String) throws -> [JSON] {
    try ScheduleEndToEndTests.history(cli).filter { $0["schedule"]?["id"]?.string == scheduleID }
  }

  @Test("each due time fires once; the second server says who fires them, and takes over when that one stops")
  func twoServers() throws {
    let cli = try CLI()
    _ = try cli.newApp("Stamp", source: "print(\"tick\")\n")
    let scheduleID = try cli.run(["schedule", "add", "Stamp", "--every", "1s"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let states = try FolderWatch(cli.library.appendingPathComponent(".superswift/schedules"))
    let first = try TestServer(cli)
    let second = try TestServer(cli)
    #expect(
      second.process.waitForStderr(
        "this library's schedules fire from superswift serve (pid \(first.process.process.processIdentifier))",
        seconds: 10), "\(second.process.stderrSoFar)")
    var runs: [JSON] = []
    var deadline = Date().addingTimeInterval(90)
    while runs.filter({ $0["status"]?.string == "finished" }).count < 4, Date() < deadline {
      states.waitForChange(seconds: 5)
      runs = try Self.fired(cli, scheduleID)
    }
    let dues = runs.compactMap { $0["schedule"]?["due"]?.string }
    #expect(dues.count >= 4, "\(runs.map(\.text))")
    #expect(Set(dues).count == dues.count, "each due time once: \(dues)")
    // login-link names the server its link is for.
    let link = try cli.run(["login-link"])
    #expect(link.stderr.contains("For the server at \(second.base)"), "\(link.stderr)")
    #expect(link.stderr.contains("also running: \(first.base)"), "\(link.stderr)")

    // The first stops; the second takes over, and still each due time fires once.
    first.process.signal(SIGTERM)
    _ = try first.process.finish()
    let before = runs.count
    deadline = Date().addingTimeInterval(90)
    while runs.filter({ $0["status"]?.string == "finished" }).count < before + 2, Date() < deadline {
      states.waitForChange(seconds: 5)
      runs = try Self.fired(cli, scheduleID)
    }
    #expect(runs.count >= before + 2, "the second server fires: \(second.process.stderrSoFar)")
    #expect(second.process.waitForStderr("this one fires the library's schedules now", seconds: 10))
    let all = runs.compactMap { $0["schedule"]?["due"]?.string }
    #expect(Set(all).count == all.count, "each due time once: \(all)")
    second.process.signal(SIGTERM)
    _ = try second.process.finish()
  }
}

/// The web app's Schedules, as a person uses them on a phone and at a desk.
@Suite("Schedules in the web app")
struct ScheduleWebTests {
  @Test(
    "add a schedule from the app's page, see it fire, pause it, remove it; a bad duration says why",
    .enabled(if: Browser.isAvailable))
  func web() throws {
    let cli = try CLI()
    let id = try cli.newApp("Pulse", source: "print(\"pulse\")\n")
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 390, height: 844)
    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main a[href='/apps/\(id)/schedules']")
    #expect(try browser.waitFor("Schedules of Pulse"))
    #expect(try WebAppTests.fitsWidth(browser), "the schedules page fits 390 px")

    // A mistake first: the form keeps what was typed and says what to write.
    _ = try browser.execute("document.querySelector('input[name=when]').value = 'soon'")
    try browser.click("form[action$='/schedules'] button[type=submit]")
    #expect(try browser.waitFor("is not a duration"))
    #expect(try browser.execute("return document.querySelector('input[name=when]').value").string == "soon")

    _ = try browser.execute("document.querySelector('input[name=when]').value = '1s'")
    _ = try browser.execute("document.querySelector('textarea[name=input]').value = 'hello'")
    try browser.click("form[action$='/schedules'] button[type=submit]")
    #expect(try browser.waitFor("Schedule added."))
    #expect(try browser.waitFor("every 1s"))
    // It fires while we look: the page, opened again, names the last outcome and links its run
    // (opened again when the schedule's state changes, not on a clock).
    let states = try FolderWatch(cli.library.appendingPathComponent(".superswift/schedules"))
    var fired = false
    let deadline = Date().addingTimeInterval(20)
    while !fired, Date() < deadline {
      states.waitForChange(seconds: 5)
      try browser.open(server.base + "/apps/\(id)/schedules")
      fired =
        try browser.execute("return document.querySelector('li[data-schedule] a[href^=\"/runs/\"]') !== null").bool
        == true
    }
    #expect(fired, "the last run is linked")

    try browser.resize(width: 1366, height: 900)
    try browser.open(server.base + "/schedules")
    #expect(try browser.waitFor("Pulse"))
    try browser.click("li[data-schedule] form[action$='/pause'] button")
    #expect(try browser.waitFor("Schedule paused."))
    #expect(try browser.waitFor("Paused"))
    let paused = try cli.run(["schedule", "list", "--json"]).stdout
    #expect(JSON(parsing: Array(paused.utf8))?.array?.first?["paused"]?.bool == true, "the CLI sees the pause")
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("li[data-schedule] form[action$='/remove'] button")
    #expect(try browser.waitFor("Schedule removed."))
    #expect(try browser.waitFor("No schedules yet."))
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
  }
}

import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost

/// Schedules' arithmetic with fixed clocks: durations, cron fields, DST transitions, and what a
/// schedule does after the server was down.
@Suite("Schedules")
struct ScheduleTests {
  /// A UTC instant from its parts.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  /// The next `count` fire times of `cron` after `start`, in `zone`.
  static func fires(_ cron: String, after start: Date, zone: String = "UTC", count: Int = 1) throws -> [Date] {
    let expression = try CronExpression(cron)
    var times: [Date] = []
    var last = start
    for _ in 0..<count {
      guard let next = expression.next(after: last, in: TimeZone(identifier: zone)!) else { break }
      times.append(next)
      last = next
    }
    return times
  }

  @Test(
    "durations as people write them",
    arguments: [
      ("30s", 30.0), ("15m", 900), ("2h", 7200), ("1d", 86_400), ("1w", 604_800), ("1h30m", 5400), ("1.5h", 5400),
    ])
  func durations(text: String, seconds: Double) throws {
    #expect(try ScheduleDuration.parse(text) == seconds)
  }

  @Test("bad durations say what to write", arguments: ["", "5", "5x", "m", "0.5s", "1h 5", "-3m"])
  func badDurations(text: String) {
    #expect(throws: CronExpression.ParseError.self) { try ScheduleDuration.parse(text) }
  }

  @Test("durations are written back as they are read")
  func formatting() throws {
    for seconds in [1.0, 59, 60, 5400, 86_400, 90_061] {
      #expect(try ScheduleDuration.parse(ScheduleDuration.format(seconds)) == seconds)
    }
    #expect(ScheduleDuration.format(5400) == "1h30m")
  }

  @Test(
    "bad cron expressions name the field and the value",
    arguments: [
      ("* * * *", "five fields"), ("60 * * * *", "minute"), ("0 24 * * *", "hour"), ("0 0 0 * *", "day of month"),
      ("0 0 * 13 *", "month"), ("0 0 * * 8", "day of week"), ("0 0 * FOO *", "FOO"), ("5-1 * * * *", "backwards"),
      ("*/0 * * * *", "step"), ("0 0 30 2 *", "never fires"), ("0 0 31 APR *", "never fires"),
      ("a,b * * * *", "minute"),
    ])
  func badCron(text: String, mentions: String) {
    #expect {
      try CronExpression(text)
    } throws: { error in
      (error as? CronExpression.ParseError)?.description.contains(mentions) == true
    }
  }

  @Test("cron fields: steps, ranges, lists, names and macros")
  func cronNext() throws {
    let wednesday = Self.utc(2026, 12, 2, 10, 7)
    #expect(
      try Self.fires("*/15 * * * *", after: wednesday, count: 3) == [
        Self.utc(2026, 12, 2, 10, 15), Self.utc(2026, 12, 2, 10, 30), Self.utc(2026, 12, 2, 10, 45),
      ])
    // Friday 9:00 is past: the next weekday is Monday.
    #expect(try Self.fires("0 9 * * MON-FRI", after: Self.utc(2026, 12, 4, 9, 0)) == [Self.utc(2026, 12, 7, 9, 0)])
    #expect(try Self.fires("0 9 * * 1-5", after: Self.utc(2026, 12, 4, 9, 0)) == [Self.utc(2026, 12, 7, 9, 0)])
    // 7 is Sunday too.
    #expect(try Self.fires("0 0 * * 7", after: wednesday) == [Self.utc(2026, 12, 6)])
    #expect(try Self.fires("@hourly", after: wednesday) == [Self.utc(2026, 12, 2, 11)])
    #expect(try Self.fires("@yearly", after: wednesday) == [Self.utc(2027, 1, 1)])
    #expect(
      try Self.fires("0 12 1 jan,jul *", after: wednesday, count: 2) == [
        Self.utc(2027, 1, 1, 12), Self.utc(2027, 7, 1, 12),
      ])
    #expect(
      try Self.fires("5-10/5 8 * * *", after: wednesday, count: 2) == [
        Self.utc(2026, 12, 3, 8, 5), Self.utc(2026, 12, 3, 8, 10),
      ])
    // 29 February comes in leap years only.
    #expect(try Self.fires("0 0 29 2 *", after: Self.utc(2026, 3, 1)) == [Self.utc(2028, 2, 29)])
    // Both day fields restricted: either one fires (the 13th, and every Friday).
    #expect(
      try Self.fires("0 0 13 * FRI", after: wednesday, count: 3) == [
        Self.utc(2026, 12, 4), Self.utc(2026, 12, 11), Self.utc(2026, 12, 13),
      ])
    // Strictly after: a time that is due now is the next one's.
    #expect(try Self.fires("0 9 * * *", after: Self.utc(2026, 12, 2, 9)) == [Self.utc(2026, 12, 3, 9)])
  }

  @Test("a fixed-hour time skipped by clocks going forward fires once when they do; the next day as usual")
  func springForward() throws {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT (07:00 UTC).
    #expect(
      try Self.fires("30 2 * * *", after: Self.utc(2026, 3, 7, 17), zone: "America/New_York", count: 2) == [
        Self.utc(2026, 3, 8, 7, 0), Self.utc(2026, 3, 9, 6, 30),
      ])
    // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    #expect(
      try Self.fires("0 2 * * *", after: Self.utc(2026, 3, 28, 12), zone: "Europe/Paris", count: 2) == [
        Self.utc(2026, 3, 29, 1, 0), Self.utc(2026, 3, 30, 0, 0),
      ])
    // Every half hour follows real time: nothing in the gap, no extra fire after it.
    #expect(
      try Self.fires("*/30 * * * *", after: Self.utc(2026, 3, 8, 6, 15), zone: "America/New_York", count: 3) == [
        Self.utc(2026, 3, 8, 6, 30), Self.utc(2026, 3, 8, 7, 0), Self.utc(2026, 3, 8, 7, 30),
      ])
  }

  @Test("a fixed-hour time repeated by clocks going back fires once; every half hour fires in both passes")
  func fallBack() throws {
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30 and 06:30 UTC.
    #expect(
      try Self.fires("30 1 * * *", after: Self.utc(2026, 10, 31, 12), zone: "America/New_York", count: 2) == [
        Self.utc(2026, 11, 1, 5, 30), Self.utc(2026, 11, 2, 6, 30),
      ])
    #expect(
      try Self.fires("*/30 * * * *", after: Self.utc(2026, 11, 1, 5, 0), zone: "America/New_York", count: 4) == [
        Self.utc(2026, 11, 1, 5, 30), Self.utc(2026, 11, 1, 6, 0), Self.utc(2026, 11, 1, 6, 30),
        Self.utc(2026, 11, 1, 7, 0),
      ])
    // A zone's daily job stays at the same wall time across the change: 13:00 UTC in EDT, 14:00 in EST.
    #expect(
      try Self.fires("0 9 * * *", after: Self.utc(2026, 10, 31, 12), zone: "America/New_York", count: 2) == [
        Self.utc(2026, 10, 31, 13), Self.utc(2026, 11, 1, 14),
      ])
  }

  @Test("every counts from the schedule's creation")
  func every() {
    let created = Self.utc(2026, 12, 2, 10)
    let schedule = Schedule(every: 60, created: created)
    #expect(schedule.next(after: created.addingTimeInterval(150)) == created.addingTimeInterval(180))
    #expect(schedule.next(after: created.addingTimeInterval(180)) == created.addingTimeInterval(240))
    #expect(schedule.next(after: created.addingTimeInterval(-30)) == created)
  }

  @Test("after the server was down: one catch-up fire (the latest missed) or none, never a burst")
  func catchUp() {
    let created = Self.utc(2026, 12, 2, 10)
    var state = ScheduleState()
    state.lastDue = created.addingTimeInterval(60)
    let now = created.addingTimeInterval(630)
    let once = Scheduler.plan(Schedule(every: 60, created: created), state: state, now: now)
    #expect(once.catchUp == created.addingTimeInterval(600))
    #expect(once.next == created.addingTimeInterval(660))
    let none = Scheduler.plan(Schedule(every: 60, catchUp: .none, created: created), state: state, now: now)
    #expect(none.catchUp == nil)
    #expect(none.next == created.addingTimeInterval(660))
    let paused = Scheduler.plan(Schedule(every: 60, paused: true, created: created), state: state, now: now)
    #expect(paused.catchUp == nil)
    // Nothing missed: the last due time handled is the latest.
    state.lastDue = created.addingTimeInterval(600)
    #expect(Scheduler.plan(Schedule(every: 60, created: created), state: state, now: now).catchUp == nil)
    // A cron schedule: the latest of the missed times.
    var cronState = ScheduleState()
    cronState.lastDue = Self.utc(2026, 12, 1, 9)
    let daily = Scheduler.plan(
      Schedule(cron: "0 9 * * *", timeZone: "UTC", created: created), state: cronState, now: Self.utc(2026, 12, 4, 12))
    #expect(daily.catchUp == Self.utc(2026, 12, 4, 9))
    #expect(daily.next == Self.utc(2026, 12, 5, 9))
    // A minutely job down for a month (43,200 missed times): still the latest, the minute before now.
    var monthState = ScheduleState()
    monthState.lastDue = Self.utc(2026, 11, 4, 12)
    let minutely = Scheduler.plan(
      Schedule(cron: "* * * * *", timeZone: "UTC", created: created), state: monthState,
      now: Self.utc(2026, 12, 4, 12, 30).addingTimeInterval(20))
    #expect(minutely.catchUp == Self.utc(2026, 12, 4, 12, 30))
    // Weekdays at 9, down over a weekend: Friday's.
    var weekend = ScheduleState()
    weekend.lastDue = Self.utc(2026, 12, 3, 9)
    let weekdays = Scheduler.plan(
      Schedule(cron: "0 9 * * MON-FRI", timeZone: "UTC", created: created), state: weekend,
      now: Self.utc(2026, 12, 6, 20))
    #expect(weekdays.catchUp == Self.utc(2026, 12, 4, 9))
  }

  @Test("schedules survive the manifest: written, read back, and a newer version's kept as it was")
  func manifest() throws {
    var manifest = AppManifest(id: "app")
    var known = Schedule(every: 90, input: "{\"a\":1}", overlap: .queue)
    known.extra = ["retries": 3]
    manifest.schedules = [known]
    manifest.unreadableSchedules = [["id": "sch_future", "when": "sunrise"]]
    var policy = RunPolicy(retries: 2, onFailure: "Tell Me")
    policy.extra = ["jitter": "5s"]
    manifest.policy = policy
    let data = try JSONEncoder().encode(manifest)
    let read = try JSONDecoder().decode(AppManifest.self, from: data)
    #expect(read.schedules.count == 1)
    #expect(read.schedules.first?.every == 90)
    #expect(read.schedules.first?.overlap == .queue)
    #expect(read.schedules.first?.created.timeIntervalSince1970 == manifest.schedules[0].created.timeIntervalSince1970)
    #expect(read.schedules.first?.extra == ["retries": 3])
    #expect(read.unreadableSchedules == manifest.unreadableSchedules)
    #expect(read.policy == policy, "a policy and a newer version's key in it come back")
  }
}

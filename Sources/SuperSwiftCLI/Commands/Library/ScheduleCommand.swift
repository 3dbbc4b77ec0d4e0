import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift schedule add|list|remove|pause|resume`: runs of an app on a schedule, fired by
/// `superswift serve`.
enum ScheduleCommand: Command {
  static let spec = CommandSpec(
    name: "schedule",
    usage:
      "superswift schedule add APP (--every DURATION | --cron \"m h dom mon dow\") [--tz ZONE] [--input JSON | --file PATH ...] [--overlap skip|queue|allow] [--catch-up once|none] [--json]\n       superswift schedule list [APP] [--json]\n       superswift schedule remove|pause|resume ID [--json]",
    summary: "Run an app on a schedule: every so often, or at cron times (fired by 'superswift serve').",
    details: """
      A schedule belongs to its app (it is kept in the app's folder) and fires while
      'superswift serve' runs; a change here takes effect in a running server at once. A
      scheduled run is an automation: its record has source "shortcut", the schedule's input,
      and which schedule fired it and when it was due.

      --every takes a duration: 30s, 15m, 2h, 1d, 1w, or a sum such as 1h30m (at least 1s),
      counted from when the schedule was added. --cron takes five fields (minute, hour, day of
      month, month, day of week) with *, ranges, steps, lists and names (0 9 * * MON-FRI), or
      @hourly, @daily, @weekly, @monthly, @yearly; it is read in --tz (default: this machine's
      zone), and DST changes are kept: a time skipped when clocks go forward fires when they do,
      a time repeated when they go back fires once.

      --overlap: what a fire does while the schedule's last run is still going: skip (the
      default; the fire is recorded as skipped), queue (it runs after, up to 10 waiting), allow
      (both run). --catch-up: after the server was down: once (the default; one run for all
      that were missed), none.

      Examples:
        superswift schedule add "Backup" --every 1h
        superswift schedule add "Morning Report" --cron "0 9 * * MON-FRI" --tz Europe/Paris --input '{"city":"Paris"}'
        superswift schedule list
        superswift schedule pause sch_3k9w2m1q8x7z
      """,
    options: [
      .init(names: ["--every"], value: "DURATION", help: "Fire every DURATION (30s, 15m, 2h, 1d, 1h30m)."),
      .init(names: ["--cron"], value: "EXPR", help: "Fire at the times a five-field cron expression names."),
      .init(names: ["--tz"], value: "ZONE", help: "The time zone --cron is read in (default: this machine's)."),
      .init(names: ["--input"], value: "TEXT", help: "The runs' input text or JSON."),
      .init(names: ["--file"], value: "PATH", help: "A file the runs get as input.", repeatable: true),
      .init(names: ["--overlap"], value: "MODE", help: "skip (default), queue or allow a run while one is going."),
      .init(names: ["--catch-up"], value: "MODE", help: "once (default) or none, for fires missed while down."),
      .init(names: ["--json"], value: nil, help: "Print the schedule (or the list) as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let action = arguments.positionals.first else {
      throw UsageError("say what to do: add, list, remove, pause or resume", command: spec)
    }
    let library = CLIContext().library
    let rest = Array(arguments.positionals.dropFirst())
    let json = arguments.flag("--json")
    switch action {
    case "add":
      guard rest.count == 1 else { throw UsageError("schedule add takes one app", command: spec) }
      let app = try LibraryCommands.app(rest[0], in: library)
      let schedule = try parseSchedule(arguments)
      try LibraryCommands.change { try library.changeSchedules(of: app) { $0.append(schedule) } }
      if json {
        Console.out(describe(app: app, schedule: schedule, library: library).text(pretty: true) + "\n")
      } else {
        Console.out("\(schedule.id)\n")
        let next = schedule.next(after: Date()).map(RunRecord.displayTime) ?? "never"
        Console.err("superswift: \(app.name) runs \(schedule.timing); next at \(next) while 'superswift serve' runs\n")
      }
      return 0
    case "list":
      guard rest.count <= 1 else { throw UsageError("schedule list takes at most one app", command: spec) }
      var all = try LibraryCommands.change { try library.schedules() }
      if let query = rest.first {
        let app = try LibraryCommands.app(query, in: library)
        all = all.filter { $0.app.id == app.id }
      }
      if json {
        Console.out(
          JSON.array(all.map { describe(app: $0.app, schedule: $0.schedule, library: library) }).text(pretty: true)
            + "\n")
        return 0
      }
      guard !all.isEmpty else {
        Console.out("No schedules. Add one: superswift schedule add APP --every 1h\n")
        return 0
      }
      for (app, schedule) in all {
        let state = ScheduleState.read(schedule.id, in: library.scheduleStateFolder)
        let next = schedule.paused ? "paused" : schedule.next(after: Date()).map(RunRecord.displayTime) ?? "never"
        let last = state.lastOutcome.map { "last: \($0)" } ?? "not fired yet"
        Console.out("\(schedule.id)  \(app.name)  \(schedule.timing)  next: \(next)  \(last)\n")
      }
      return 0
    case "remove", "pause", "resume":
      guard rest.count == 1 else { throw UsageError("schedule \(action) takes one schedule id", command: spec) }
      let id = rest[0]
      let change = ScheduleChange(rawValue: action)!  // one of the three, by the case above
      guard let (app, changed) = try LibraryCommands.change({ try library.changeSchedule(id, change) }) else {
        throw UsageError("no schedule \(id); 'superswift schedule list' shows them")
      }
      if json {
        Console.out(describe(app: app, schedule: changed, library: library).text(pretty: true) + "\n")
      } else {
        Console.out("\(change.done) \(id) (\(app.name), \(changed.timing))\n")
      }
      return 0
    default:
      throw UsageError("'\(action)' is not a schedule action: use add, list, remove, pause or resume", command: spec)
    }
  }

  /// The schedule `add`'s options describe, checked.
  static func parseSchedule(_ arguments: ParsedArguments) throws -> Schedule {
    var schedule = Schedule()
    do {
      if let every = arguments.value("--every") { schedule.every = try ScheduleDuration.parse(every) }
    } catch {
      throw UsageError("--every: \(error)", command: spec)
    }
    schedule.cron = arguments.value("--cron")
    schedule.timeZone = arguments.value("--tz")
    if schedule.timeZone != nil && schedule.cron == nil {
      throw UsageError("--tz goes with --cron: --every counts real time, in no zone", command: spec)
    }
    schedule.input = arguments.value("--input")
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    for (name, value) in arguments.occurrences where name == "--file" {
      let path = value.hasPrefix("/") ? value : here.appendingPathComponent(value).standardizedFileURL.path
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw UsageError("--file \(value): no readable file there")
      }
      schedule.files.append(path)
    }
    if let text = arguments.value("--overlap") {
      guard let overlap = Schedule.Overlap(rawValue: text) else {
        throw UsageError("--overlap takes skip, queue or allow, not '\(text)'", command: spec)
      }
      schedule.overlap = overlap
    }
    if let text = arguments.value("--catch-up") {
      guard let catchUp = Schedule.CatchUp(rawValue: text) else {
        throw UsageError("--catch-up takes once or none, not '\(text)'", command: spec)
      }
      schedule.catchUp = catchUp
    }
    if let problem = schedule.problem() { throw UsageError(problem, command: spec) }
    return schedule
  }

  /// A schedule as `--json` prints it: its fields, its app, its next fire and last outcome.
  static func describe(app: LibraryApp, schedule: Schedule, library: Library) -> JSON {
    let state = ScheduleState.read(schedule.id, in: library.scheduleStateFolder)
    let next = schedule.paused ? nil : schedule.next(after: Date())
    return [
      "id": .string(schedule.id), "app": ["id": .string(app.id), "name": .string(app.name)],
      "every": schedule.every.map(JSON.number) ?? .null, "cron": schedule.cron.map(JSON.string) ?? .null,
      "timeZone": .string(schedule.cron == nil ? "" : schedule.zone.identifier),
      "input": schedule.input.map(JSON.string) ?? .null, "files": .array(schedule.files.map(JSON.string)),
      "overlap": .string(schedule.overlap.rawValue), "catchUp": .string(schedule.catchUp.rawValue),
      "paused": .bool(schedule.paused), "next": next.map { .string(RunRecord.timestamp($0)) } ?? .null,
      "last": [
        "due": state.lastDue.map { .string(RunRecord.timestamp($0)) } ?? .null,
        "outcome": state.lastOutcome.map(JSON.string) ?? .null, "run": state.lastRunID.map(JSON.string) ?? .null,
        "skipped": .number(Double(state.skipped)), "runs": .number(Double(state.runs)),
        "fires": .number(Double(state.fires)),
      ],
    ]
  }
}

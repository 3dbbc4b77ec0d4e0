import Foundation
@_spi(Host) import SuperSwift

/// One schedule of an app: when it fires, with what input, and what happens when a fire finds
/// the last run still going or finds the server was down. Kept in the app's manifest
/// (`schedules`), so it travels with the app and survives an older `superswift`.
public struct Schedule: Codable, Sendable, Equatable {
  /// Its identifier (`sch_` and 12 letters or digits), what `schedule remove` takes.
  public var id: String
  /// Fire every this many seconds, counted from `created` (`--every`); or `cron`.
  public var every: Double?
  /// Fire at these wall-clock times (`--cron`), in `timeZone`.
  public var cron: String?
  /// The zone a cron expression is read in (`--tz`), the machine's when absent.
  public var timeZone: String?
  /// The run's input text or JSON (`--input`).
  public var input: String?
  /// Files the run gets as input, by absolute path (`--file`).
  public var files: [String]
  /// What a fire does while the schedule's previous run is still going.
  public var overlap: Overlap
  /// What happens to fires missed while the server was down.
  public var catchUp: CatchUp
  /// Paused: no fires until resumed.
  public var paused: Bool
  /// When it was made: `every` counts from here.
  public var created: Date
  /// Keys a newer version wrote that this one does not know, written back as they were.
  public var extra: JSONObject = JSONObject()

  /// What a fire does while the schedule's previous run is still going.
  public enum Overlap: String, Codable, Sendable, CaseIterable {
    /// Record the fire as skipped (the default).
    case skip
    /// Run it when the previous run ends (at most `Scheduler.queueLimit` waiting).
    case queue
    /// Run both at once.
    case allow
  }

  /// What happens to fires missed while the server was down.
  public enum CatchUp: String, Codable, Sendable, CaseIterable {
    /// One run at start for all that were missed (the default): never a burst.
    case once
    /// None; the next fire is the next due time.
    case none
  }

  /// A schedule; `every` or `cron` must be set (`validate` says so).
  public init(
    id: String = Schedule.makeID(), every: Double? = nil, cron: String? = nil, timeZone: String? = nil,
    input: String? = nil, files: [String] = [], overlap: Overlap = .skip, catchUp: CatchUp = .once,
    paused: Bool = false, created: Date = Date()
  ) {
    self.id = id
    self.every = every
    self.cron = cron
    self.timeZone = timeZone
    self.input = input
    self.files = files
    self.overlap = overlap
    self.catchUp = catchUp
    self.paused = paused
    self.created = created
  }

  /// A new identifier.
  public static func makeID() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    return "sch_" + String((0..<12).map { _ in letters.randomElement()! })
  }

  /// Why a schedule cannot fire, in a sentence, or `nil` when it can.
  public func problem() -> String? {
    switch (every, cron) {
    case (nil, nil): return "a schedule needs --every DURATION or --cron \"m h dom mon dow\""
    case (_?, _?): return "give --every or --cron, not both"
    case (let seconds?, nil) where !(seconds >= 1 && seconds.isFinite):
      return "--every must be at least 1 second"
    default: break
    }
    if let timeZone, TimeZone(identifier: timeZone) == nil {
      return "\"\(timeZone)\" is not a time zone: use a name such as Europe/Paris or America/New_York"
    }
    if let cron {
      do {
        _ = try CronExpression(cron)
      } catch {
        return error.description
      }
    }
    return nil
  }

  /// The zone its times are read in.
  public var zone: TimeZone { timeZone.flatMap(TimeZone.init(identifier:)) ?? .current }

  /// The first due time strictly after `date`; `nil` for a schedule that cannot fire.
  public func next(after date: Date) -> Date? {
    if let every, every >= 1 {
      let elapsed = date.timeIntervalSince(created)
      guard elapsed >= 0 else { return created }
      let count = (elapsed / every).rounded(.down) + 1
      return created.addingTimeInterval(count * every)
    }
    guard let cron, let expression = try? CronExpression(cron) else { return nil }  // `problem` says why
    return expression.next(after: date, in: zone)
  }

  /// How it fires, in words: "every 15m", "0 9 * * MON-FRI (Europe/Paris)".
  public var timing: String {
    if let every { return "every " + ScheduleDuration.format(every) }
    return (cron ?? "?") + (timeZone.map { " (\($0))" } ?? "")
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, every, cron, timeZone, input, files, overlap, catchUp, paused, created
  }

  /// Reads a schedule; absent options take their defaults. One with neither `every` nor `cron`
  /// is a newer version's kind, and not read (the manifest keeps it as it was).
  public init(from decoder: any Decoder) throws {
    extra = try UnknownKeys.decode(from: decoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.every) || container.contains(.cron) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "neither every nor cron"))
    }
    id = try container.decode(String.self, forKey: .id)
    every = try container.decodeIfPresent(Double.self, forKey: .every)
    cron = try container.decodeIfPresent(String.self, forKey: .cron)
    timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
    input = try container.decodeIfPresent(String.self, forKey: .input)
    files = try container.decodeIfPresent([String].self, forKey: .files) ?? []
    overlap = try container.decodeIfPresent(Overlap.self, forKey: .overlap) ?? .skip
    catchUp = try container.decodeIfPresent(CatchUp.self, forKey: .catchUp) ?? .once
    paused = try container.decodeIfPresent(Bool.self, forKey: .paused) ?? false
    created = Date(timeIntervalSince1970: try container.decodeIfPresent(Double.self, forKey: .created) ?? 0)
  }

  /// Writes a schedule, `created` as seconds since 1970.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(every, forKey: .every)
    try container.encodeIfPresent(cron, forKey: .cron)
    try container.encodeIfPresent(timeZone, forKey: .timeZone)
    try container.encodeIfPresent(input, forKey: .input)
    if !files.isEmpty { try container.encode(files, forKey: .files) }
    try container.encode(overlap, forKey: .overlap)
    try container.encode(catchUp, forKey: .catchUp)
    if paused { try container.encode(paused, forKey: .paused) }
    try container.encode(created.timeIntervalSince1970, forKey: .created)
    try UnknownKeys.encode(extra, to: encoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
  }
}

/// Durations as people write them: `30s`, `15m`, `2h`, `1d`, `1w`, and sums such as `1h30m`.
public enum ScheduleDuration {
  private static let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]

  /// The seconds `text` names; throws a sentence for anything else or under a second.
  public static func parse(_ text: String) throws(CronExpression.ParseError) -> Double {
    let bad = CronExpression.ParseError(
      description: "\"\(text)\" is not a duration: write a number and a unit, such as 30s, 15m, 2h, 1d or 1h30m")
    var total = 0.0
    var digits = ""
    var sawUnit = false
    for character in text.trimmingCharacters(in: .whitespaces).lowercased() {
      if character.isNumber || character == "." {
        digits.append(character)
      } else if let unit = units[character], let number = Double(digits) {
        total += number * unit
        digits = ""
        sawUnit = true
      } else {
        throw bad
      }
    }
    guard digits.isEmpty, sawUnit else { throw bad }
    guard total >= 1 else {
      throw CronExpression.ParseError(
        description: "\"\(text)\" is under a second; a schedule fires at most once a second")
    }
    return total
  }

  /// Seconds written back the way `parse` reads them: 5400 is "1h30m".
  public static func format(_ seconds: Double) -> String {
    var left = Int(seconds.rounded())
    var text = ""
    for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] where left >= size {
      text += "\(left / size)\(unit)"
      left %= size
    }
    return text.isEmpty ? "0s" : text
  }
}

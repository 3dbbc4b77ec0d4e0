import Foundation

/// A cron expression's five fields (minute, hour, day of month, month, day of week), parsed
/// once, and the arithmetic that finds its next fire time in a time zone. Pure: the clock and
/// the zone are parameters, so DST transitions are tested with fixed dates.
///
/// The syntax is Vixie cron's: `*`, numbers, ranges `a-b`, steps `*/n` `a-b/n` `a/n`, lists
/// `a,b`, month and weekday names (`JAN`, `MON-FRI`), 0 and 7 both Sunday, and the macros
/// `@yearly` `@annually` `@monthly` `@weekly` `@daily` `@midnight` `@hourly`. When both day
/// fields are restricted, a day matching either fires (cron's rule).
///
/// Across a DST change, as cronie does: a job at a fixed hour whose wall-clock time does not
/// exist that day (02:30 when clocks jump from 02:00 to 03:00) fires once, when the gap ends;
/// a fixed-hour time that happens twice (clocks falling back) fires once, the first time. A
/// job whose hour is `*` follows real time: it does not fire in a gap, and fires in both
/// passes of a repeated hour.
public struct CronExpression: Sendable, Equatable, CustomStringConvertible {
  /// The expression as written.
  public let description: String
  let minutes: Set<Int>
  let hours: Set<Int>
  let daysOfMonth: Set<Int>
  let months: Set<Int>
  /// 0 (Sunday) to 6.
  let daysOfWeek: Set<Int>
  let dayOfMonthRestricted: Bool
  let dayOfWeekRestricted: Bool
  /// Whether the hour field is `*`: the job follows real time across DST changes.
  let everyHour: Bool

  /// Why an expression was refused, in a sentence.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    /// What was wrong and what to write instead.
    public let description: String
  }

  private static let fieldNames = ["minute", "hour", "day of month", "month", "day of week"]
  private static let ranges = [0...59, 0...23, 1...31, 1...12, 0...7]
  private static let monthNames = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
  private static let dayNames = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
  private static let macros = [
    "@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *", "@weekly": "0 0 * * 0",
    "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *",
  ]

  /// Parses `text`; throws a sentence naming the field and the value at fault.
  public init(_ text: String) throws(ParseError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let expanded = Self.macros[trimmed.lowercased()] ?? trimmed
    let fields = expanded.split(whereSeparator: \.isWhitespace).map(String.init)
    if trimmed.lowercased().hasPrefix("@every") {
      // Another scheduler's spelling of an interval: ours is a flag of its own.
      let interval = trimmed.dropFirst("@every".count).trimmingCharacters(in: .whitespaces)
      throw ParseError(
        description:
          "\"\(text)\" is an interval, not a cron expression: use --every \(interval.isEmpty ? "5m" : interval) instead of --cron"
      )
    }
    guard fields.count == 5 else {
      throw ParseError(
        description:
          "a cron expression has five fields (minute hour day-of-month month day-of-week), such as \"0 9 * * MON-FRI\"; \"\(text)\" has \(fields.count)"
      )
    }
    var sets: [Set<Int>] = []
    for (index, field) in fields.enumerated() {
      sets.append(try Self.parseField(field, index: index))
    }
    description = trimmed
    minutes = sets[0]
    hours = sets[1]
    daysOfMonth = sets[2]
    months = sets[3]
    daysOfWeek = Set(sets[4].map { $0 % 7 })
    dayOfMonthRestricted = !fields[2].hasPrefix("*")
    dayOfWeekRestricted = !fields[4].hasPrefix("*")
    everyHour = fields[1] == "*"
    // A day that never comes (30 February) is refused now, not discovered as silence.
    if !dayOfWeekRestricted || !dayOfMonthRestricted {
      let longest = months.map { [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][$0 - 1] }.max() ?? 31
      if dayOfMonthRestricted, (daysOfMonth.min() ?? 32) > longest {
        throw ParseError(description: "\"\(text)\" never fires: no month it names has day \(daysOfMonth.min()!)")
      }
    }
  }

  private static func parseField(_ field: String, index: Int) throws(ParseError) -> Set<Int> {
    let range = ranges[index]
    let name = fieldNames[index]
    var values = Set<Int>()
    for part in field.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "/", omittingEmptySubsequences: false)
      guard pieces.count <= 2, !pieces[0].isEmpty else {
        throw ParseError(
          description: "the \(name) field \"\(field)\" is not cron syntax (such as *, 5, 1-5, */15 or 1,15)")
      }
      var step = 1
      if pieces.count == 2 {
        guard let parsed = Int(pieces[1]), parsed > 0 else {
          throw ParseError(description: "the step in the \(name) field \"\(field)\" must be a whole number above 0")
        }
        step = parsed
      }
      var low: Int
      var high: Int
      if pieces[0] == "*" {
        (low, high) = (range.lowerBound, index == 4 ? 6 : range.upperBound)
      } else {
        let bounds = pieces[0].split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2 else {
          throw ParseError(description: "the \(name) field \"\(field)\" has a range with two dashes")
        }
        low = try value(String(bounds[0]), index: index)
        high =
          bounds.count == 2 ? try value(String(bounds[1]), index: index) : (pieces.count == 2 ? range.upperBound : low)
        guard low <= high else {
          throw ParseError(
            description: "the range \(pieces[0]) in the \(name) field runs backwards; write the smaller first")
        }
      }
      values.formUnion(stride(from: low, through: high, by: step))
    }
    return values
  }

  private static func value(_ text: String, index: Int) throws(ParseError) -> Int {
    let upper = text.uppercased()
    if index == 3, let month = monthNames.firstIndex(of: upper) { return month + 1 }
    if index == 4, let day = dayNames.firstIndex(of: upper) { return day }
    guard let number = Int(text) else {
      let hint = index == 3 ? " (or JAN–DEC)" : index == 4 ? " (or SUN–SAT)" : ""
      throw ParseError(description: "\"\(text)\" is not a \(fieldNames[index]) value: use a number\(hint)")
    }
    let range = ranges[index]
    guard range.contains(number) else {
      throw ParseError(
        description:
          "\(number) is out of range for the \(fieldNames[index]) field (\(range.lowerBound)–\(range.upperBound))")
    }
    return number
  }

  // MARK: - Next fire time

  /// The first fire time strictly after `date`, in `zone`; `nil` only if none comes within
  /// eight years (an expression the parser could not rule out, such as 31 April only).
  public func next(after date: Date, in zone: TimeZone) -> Date? {
    var time = Int64((date.timeIntervalSince1970 / 60).rounded(.down)) * 60 + 60
    let limit = time + 8 * 366 * 86_400
    // The minute before: a gap right after `date` is crossed on the first step.
    var previous = time - 60
    while time < limit {
      let wall = Self.wall(time, zone)
      // A gap just crossed (clocks sprang forward): a fixed-hour time inside it fires now.
      if !everyHour {
        let skipped = wall - Self.wall(previous, zone) - (time - previous)
        if skipped > 0 {
          var missing = wall - skipped
          while missing < wall {
            if matches(wall: missing) { return Date(timeIntervalSince1970: TimeInterval(time)) }
            missing += 60
          }
        }
      }
      previous = time
      let day = Self.floorDiv(wall, 86_400)
      let civil = Self.civil(fromDays: day)
      if !dayMatches(day: day, month: civil.month, dayOfMonth: civil.day) {
        time += 86_400 - (wall - day * 86_400)
        continue
      }
      let secondOfDay = wall - day * 86_400
      if !hours.contains(Int(secondOfDay / 3600)) {
        time += 3600 - secondOfDay % 3600
        continue
      }
      if !minutes.contains(Int(secondOfDay % 3600 / 60)) {
        time += 60
        continue
      }
      // A repeated wall time (clocks fell back): a fixed-hour job fires at its first pass only.
      if !everyHour, Self.firstInstant(ofWall: wall, near: time, zone) < time {
        time += 60
        continue
      }
      return Date(timeIntervalSince1970: TimeInterval(time))
    }
    return nil
  }

  private func matches(wall: Int64) -> Bool {
    let day = Self.floorDiv(wall, 86_400)
    let civil = Self.civil(fromDays: day)
    let secondOfDay = wall - day * 86_400
    return dayMatches(day: day, month: civil.month, dayOfMonth: civil.day)
      && hours.contains(Int(secondOfDay / 3600)) && minutes.contains(Int(secondOfDay % 3600 / 60))
  }

  private func dayMatches(day: Int64, month: Int, dayOfMonth: Int) -> Bool {
    guard months.contains(month) else { return false }
    let weekday = Int(((day % 7) + 11) % 7)  // 1970-01-01 was a Thursday (4)
    let byMonth = daysOfMonth.contains(dayOfMonth)
    let byWeek = daysOfWeek.contains(weekday)
    if dayOfMonthRestricted && dayOfWeekRestricted { return byMonth || byWeek }
    return byMonth && byWeek
  }

  /// Seconds since the epoch as the zone's wall clock reads them (as if the wall clock were UTC).
  static func wall(_ time: Int64, _ zone: TimeZone) -> Int64 {
    time + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(time))))
  }

  /// The earliest instant near `time` whose wall clock reads `wall`.
  private static func firstInstant(ofWall wall: Int64, near time: Int64, _ zone: TimeZone) -> Int64 {
    var best = time
    for probe in [time - 86_400, time - 3 * 3600, time, time + 3 * 3600] {
      let offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(probe))))
      let candidate = wall - offset
      if candidate < best && Self.wall(candidate, zone) == wall { best = candidate }
    }
    return best
  }

  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

  /// The proleptic Gregorian date of a day number (days since 1970-01-01), as in Howard
  /// Hinnant's `civil_from_days`.
  static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
    let z = days + 719_468
    let era = floorDiv(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
    let month = Int(mp < 10 ? mp + 3 : mp - 9)
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

import Foundation

/// Durations as text (`1:05`, `1h 5m`, `1 hour, 5 minutes`), as Apple's Foundation formats
/// them in English; Linux's Foundation marks its `DateComponentsFormatter` unavailable. A timer's
/// `formatter.string(from: 65)` with `[.minute, .second]` and `.positional` is `1:05`.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// `1:10:05`.
    case positional
    /// `1h 10m`.
    case abbreviated
    /// `1 hr, 10 min`.
    case short
    /// `1 hour, 10 minutes`.
    case full
    /// `one hour, ten minutes`.
    case spellOut
    /// `1hr 10min`.
    case brief
  }

  /// Which zero units are left out and which padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    /// The behaviour's bits.
    public let rawValue: UInt
    /// A behaviour from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Drops none and pads none.
    public static let none = ZeroFormattingBehavior([])
    /// Positional: drops leading zero units and pads the rest; the other styles drop every zero unit.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    /// Drops leading zero units.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    /// Drops zero units in the middle.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    /// Drops trailing zero units.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    /// Drops every zero unit.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Pads zero units (`0:01:05`).
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// The units shown, largest first (hours, minutes and seconds when none are chosen … ).
  open var allowedUnits: NSCalendar.Unit = []
  /// How units are written (positional unless set).
  open var unitsStyle: UnitsStyle = .positional
  /// Which zero units are dropped or padded.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units (the largest ones); 0 for no limit.
  open var maximumUnitCount: Int = 0
  /// Whether "About " comes first when units were left out by `maximumUnitCount`.
  open var includesApproximationPhrase = false
  /// Whether " remaining" comes last.
  open var includesTimeRemainingPhrase = false
  /// Whether the largest unit may take what a larger unit would (kept; durations here are exact).
  open var collapsesLargestUnit = false
  /// Whether the smallest unit may have a fraction (not drawn; the smallest unit is rounded).
  open var allowsFractionalUnits = false
  /// The calendar units are counted in.
  open var calendar: Calendar? = Calendar(identifier: .gregorian)
  /// The date durations are counted from.
  open var referenceDate: Date?
  /// The context of the text (kept for apps that set it).
  open var formattingContext: Formatter.Context = .unknown

  /// A formatter with the positional style.
  public override init() { super.init() }

  /// A formatter from an archive (none is kept).
  public required init?(coder: NSCoder) { super.init() }

  /// `value` (a `DateComponents`, or a number of seconds) as text.
  open override func string(for value: Any?) -> String? {
    switch value {
    case let components as DateComponents: return string(from: components)
    case let seconds as TimeInterval: return string(from: seconds)
    case let seconds as Int: return string(from: TimeInterval(seconds))
    case let number as NSNumber: return string(from: number.doubleValue)
    default: return nil
    }
  }

  /// A number of seconds as text.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let units = shownUnits
    var remaining = abs(ti).rounded()
    var amounts: [(NSCalendar.Unit, Int)] = []
    for unit in units {
      let length = Self.seconds(in: unit)
      let amount = (remaining / length).rounded(.down)
      amounts.append((unit, Int(amount)))
      remaining -= amount * length
    }
    return text(amounts, negative: ti < 0)
  }

  /// Date components as text (each allowed unit's amount taken as given, smaller ones folded in).
  open func string(from components: DateComponents) -> String? {
    var seconds = 0.0
    for unit in Self.order {
      if let amount = Self.amount(of: unit, in: components) { seconds += Double(amount) * Self.seconds(in: unit) }
    }
    return string(from: seconds)
  }

  /// The time from `startDate` to `endDate` as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  /// Components as text in a style, with a formatter made for it.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  /// Units from largest to smallest.
  static let order: [NSCalendar.Unit] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

  var shownUnits: [NSCalendar.Unit] {
    let allowed = Self.order.filter {
      allowedUnits.contains($0) || ($0 == .weekOfMonth && allowedUnits.contains(.weekOfYear))
    }
    return allowed.isEmpty ? [.hour, .minute, .second] : allowed
  }

  static func seconds(in unit: NSCalendar.Unit) -> Double {
    switch unit {
    case .year: 31_556_952
    case .month: 2_629_746
    case .weekOfMonth, .weekOfYear: 604_800
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    default: 1
    }
  }

  static func amount(of unit: NSCalendar.Unit, in components: DateComponents) -> Int? {
    switch unit {
    case .year: components.year
    case .month: components.month
    case .weekOfMonth: components.weekOfMonth ?? components.weekOfYear
    case .day: components.day
    case .hour: components.hour
    case .minute: components.minute
    default: components.second
    }
  }

  func text(_ amounts: [(NSCalendar.Unit, Int)], negative: Bool) -> String {
    var shown = amounts
    var approximate = false
    let positional = unitsStyle == .positional
    let behaviour = zeroFormattingBehavior
    let pads = behaviour.contains(.pad)
    // Leading zero units: dropped unless padding (positional keeps minutes and seconds).
    if !pads || !positional {
      let keep = positional ? min(2, shown.count) : 1
      while shown.count > keep, shown.first?.1 == 0 { shown.removeFirst() }
    }
    if !positional {
      let dropsAll =
        behaviour.contains(.default) || behaviour.contains(.dropMiddle) || behaviour.contains(.dropTrailing)
      if dropsAll && !pads {
        let nonZero = shown.filter { $0.1 != 0 }
        shown = nonZero.isEmpty ? [shown.last ?? (.second, 0)] : nonZero
      }
    }
    if maximumUnitCount > 0, shown.count > maximumUnitCount {
      approximate = shown.dropFirst(maximumUnitCount).contains { $0.1 != 0 }
      shown = Array(shown.prefix(maximumUnitCount))
    }
    var result: String
    switch unitsStyle {
    case .positional:
      result = shown.enumerated().map { index, item in
        index == 0 ? "\(item.1)" : (item.1 < 10 ? "0\(item.1)" : "\(item.1)")
      }.joined(separator: ":")
    case .abbreviated, .brief:
      result = shown.map { "\($0.1)\(Self.name(of: $0.0, amount: $0.1, style: unitsStyle))" }
        .joined(separator: " ")
    case .short, .full:
      result = shown.map { "\($0.1) \(Self.name(of: $0.0, amount: $0.1, style: unitsStyle))" }
        .joined(separator: ", ")
    case .spellOut:
      let speller = NumberFormatter()
      speller.numberStyle = .spellOut
      speller.locale = Locale(identifier: "en_US")
      result = shown.map {
        "\(speller.string(from: NSNumber(value: $0.1)) ?? "\($0.1)") \(Self.name(of: $0.0, amount: $0.1, style: .full))"
      }.joined(separator: ", ")
    }
    if negative && shown.contains(where: { $0.1 != 0 }) { result = "-" + result }
    if includesApproximationPhrase && approximate { result = "About " + result }
    if includesTimeRemainingPhrase { result += " remaining" }
    return result
  }

  static func name(of unit: NSCalendar.Unit, amount: Int, style: UnitsStyle) -> String {
    let one = amount == 1
    switch (unit, style) {
    case (.year, .abbreviated): return "y"
    case (.year, .brief), (.year, .short): return one ? "yr" : "yrs"
    case (.year, _): return one ? "year" : "years"
    case (.month, .abbreviated): return "mo"
    case (.month, .brief), (.month, .short): return one ? "mth" : "mths"
    case (.month, _): return one ? "month" : "months"
    case (.weekOfMonth, .abbreviated), (.weekOfYear, .abbreviated): return "w"
    case (.weekOfMonth, .brief), (.weekOfMonth, .short), (.weekOfYear, .brief), (.weekOfYear, .short):
      return one ? "wk" : "wks"
    case (.weekOfMonth, _), (.weekOfYear, _): return one ? "week" : "weeks"
    case (.day, .abbreviated): return "d"
    case (.day, _): return one ? "day" : "days"
    case (.hour, .abbreviated): return "h"
    case (.hour, .brief), (.hour, .short): return "hr"
    case (.hour, _): return one ? "hour" : "hours"
    case (.minute, .abbreviated): return "m"
    case (.minute, .brief), (.minute, .short): return "min"
    case (.minute, _): return one ? "minute" : "minutes"
    case (_, .abbreviated): return "s"
    case (_, .brief), (_, .short): return "sec"
    default: return one ? "second" : "seconds"
    }
  }
}

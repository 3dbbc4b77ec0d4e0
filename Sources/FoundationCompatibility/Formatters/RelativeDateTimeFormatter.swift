import Foundation

/// A date said relative to another (`3 days ago`, `in 2 hours`, `yesterday`), as Apple's
/// Foundation has it; Linux's Foundation has no `RelativeDateTimeFormatter`, but has the format
/// style that words it (`Date.RelativeFormatStyle`), which this formatter uses: the distance
/// from the reference date is laid off from now, so the style's wording and locale are Apple's.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Numbers only (`1 day ago`) or names where a language has them (`yesterday`).
  public enum DateTimeStyle: Int, Sendable {
    /// `1 day ago`.
    case numeric = 0
    /// `yesterday`.
    case named = 1
  }

  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// `2 months ago`.
    case full = 0
    /// `two months ago`.
    case spelledOut = 1
    /// `2 mo. ago`.
    case short = 2
    /// `2mo ago`.
    case abbreviated = 3
  }

  /// Numbers only, or names (`numeric` by default, as Apple's).
  open var dateTimeStyle: DateTimeStyle = .numeric
  /// How units are written (`full` by default).
  open var unitsStyle: UnitsStyle = .full
  /// Where in a sentence the text goes (accepted: the text is as the style writes it).
  open var formattingContext: Formatter.Context = .unknown
  /// The calendar units are counted in.
  open var calendar: Calendar! = .current
  /// The locale the text is in.
  open var locale: Locale! = .current

  /// A formatter.
  public override init() { super.init() }
  /// A formatter from an archive (nothing is read from it).
  public required init?(coder: NSCoder) { super.init() }

  /// `date` said relative to `referenceDate`.
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
  }

  /// A distance in seconds from now, said relative to now (negative: in the past).
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let now = Date()
    return now.addingTimeInterval(timeInterval).formatted(style)
  }

  /// Calendar components from now (`DateComponents(day: -1)`), said relative to now.
  open func localizedString(from dateComponents: DateComponents) -> String {
    let now = Date()
    let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
    return date.formatted(style)
  }

  /// A date relative to now; anything else is `nil`.
  open override func string(for obj: Any?) -> String? {
    (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
  }

  /// The format style these settings are.
  var style: Date.RelativeFormatStyle {
    let units: Date.RelativeFormatStyle.UnitsStyle =
      switch unitsStyle {
      case .full: .wide
      case .spelledOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    var style = Date.RelativeFormatStyle(
      presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units, locale: locale ?? .current,
      calendar: calendar ?? .current)
    style.capitalizationContext = formattingContext == .beginningOfSentence ? .beginningOfSentence : .unknown
    return style
  }
}

import Foundation
import SuperSwiftHTTP
import SuperSwiftHost

/// When something happened, as a person reads it in a list: "just now", "5 min ago", "3 h ago",
/// "yesterday", "4 days ago", then the date; and times to come, "in 5 min". Short, so a phone's row does not break it; the
/// exact time is the element's title. Pure: `now` is a parameter.
enum RelativeTime {
  /// `date` as seen at `now`.
  static func describe(_ date: Date, now: Date = Date()) -> String {
    let seconds = now.timeIntervalSince(date)
    if seconds <= -1 {
      // A time to come (a schedule's next fire); a clock a little ahead is still "just now".
      let ahead = -seconds
      switch ahead {
      case ..<60: return "in \(Int(ahead.rounded())) s"
      case ..<3600: return "in \(Int((ahead / 60).rounded())) min"
      case ..<86_400: return "in \(Int((ahead / 3600).rounded())) h"
      case ..<(7 * 86_400): return "in \(Int((ahead / 86_400).rounded())) days"
      default: return day(date, now: now)
      }
    }
    switch seconds {
    case ..<45: return "just now"
    case ..<3600: return "\(max(1, Int((seconds / 60).rounded()))) min ago"
    case ..<86_400: return "\(Int(seconds / 3600)) h ago"
    case ..<(2 * 86_400): return "yesterday"
    case ..<(7 * 86_400): return "\(Int(seconds / 86_400)) days ago"
    default: return day(date, now: now)
    }
  }

  /// The day alone, "4 Dec", with the year when it is not this one's.
  private static func day(_ date: Date, now: Date) -> String {
    let calendar = Calendar.current
    let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
    return date.formatted(
      sameYear
        ? Date.FormatStyle().day().month(.abbreviated)
        : Date.FormatStyle().day().month(.abbreviated).year())
  }

  /// A `<time>` element: the relative words, the exact time as its title and `datetime` (the
  /// page's script keeps the words current).
  static func html(_ date: Date, now: Date = Date()) -> HTML {
    let exact = RunRecord.displayTime(date)
    let iso = date.formatted(.iso8601)
    return "<time class=ago datetime=\"\(iso)\" title=\"\(exact)\">\(describe(date, now: now))</time>"
  }
}

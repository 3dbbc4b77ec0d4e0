import Foundation
@_spi(Host) import SuperSwiftLayout

/// How a date crosses to the page's `<input type=date|time|datetime-local>`, in local time.
struct DateInputFormat {
  let components: DatePickerComponents
  let calendar: Calendar

  var mode: String {
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, true): "datetime"
    case (false, true): "time"
    default: "date"
    }
  }

  func string(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    let day = String(format: "%04d", parts.year ?? 0) + "-\(two(parts.month))-\(two(parts.day))"
    let time = "\(two(parts.hour)):\(two(parts.minute))"
    switch mode {
    case "datetime": return "\(day)T\(time)"
    case "time": return time
    default: return day
    }
  }

  /// The date the page's text means; parts the picker does not show are kept from `current`.
  func date(from text: String, keeping current: Date) -> Date? {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
    let halves = text.split(separator: "T", omittingEmptySubsequences: false)
    var dayText: Substring?
    var timeText: Substring?
    switch mode {
    case "datetime":
      guard halves.count == 2 else { return nil }
      (dayText, timeText) = (halves[0], halves[1])
    case "time": timeText = Substring(text)
    default: dayText = Substring(text)
    }
    if let dayText {
      let numbers = dayText.split(separator: "-").map { Int($0) }
      guard numbers.count == 3, let year = numbers[0], let month = numbers[1], let day = numbers[2] else { return nil }
      (parts.year, parts.month, parts.day) = (year, month, day)
    }
    if let timeText {
      let numbers = timeText.split(separator: ":").map { Int($0) }
      guard numbers.count >= 2, let hour = numbers[0], let minute = numbers[1] else { return nil }
      (parts.hour, parts.minute, parts.second) = (hour, minute, 0)
    }
    return calendar.date(from: parts)
  }
}

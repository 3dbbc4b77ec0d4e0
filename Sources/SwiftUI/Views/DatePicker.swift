import Foundation
@_spi(Host) import SuperSwift

/// A control for choosing a date, a time of day, or both; the browser's own date input.
public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let components: DatePickerComponents
  let range: (lower: Date?, upper: Date?)

  /// A date picker of `selection`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label())
  }

  /// A date picker limited to `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
      label: label())
  }

  init(selection: Binding<Date>, range: (Date?, Date?), components: DatePickerComponents, label: Label) {
    self.label = label
    self.selection = selection
    self.components = components.isEmpty ? [.date] : components
    self.range = range
  }

  /// A date picker is primitive.
  public var body: Never { bodyError() }
}

extension DatePicker where Label == Text {
  /// A date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker with a title, limited to `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
      label: Text(titleKey))
  }

  /// A date picker with a title, from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: Text(titleKey))
  }

  /// A date picker with a title, up to a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: Text(titleKey))
  }
}

extension DatePicker: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (_, title) = context.label(label, at: path)
    let format = DateInputFormat(components: components, calendar: context.environment.calendar)
    var properties: [String: JSON] = [
      "label": .string(title), "mode": .string(format.mode), "value": .string(format.string(selection.wrappedValue)),
      "labelHidden": .bool(context.environment.labelsHidden),
    ]
    if let lower = range.lower { properties["min"] = .string(format.string(lower)) }
    if let upper = range.upper { properties["max"] = .string(format.string(upper)) }
    let selection = selection
    let range = range
    return [
      context.control("datePicker", at: path, properties: properties) { event in
        guard event.action == "set", let text = event.value?.string,
          var date = format.date(from: text, keeping: selection.wrappedValue)
        else { return false }
        if let lower = range.lower, date < lower { date = lower }
        if let upper = range.upper, date > upper { date = upper }
        selection.wrappedValue = date
        return true
      }
    ]
  }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// A set from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1)
  /// Hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

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

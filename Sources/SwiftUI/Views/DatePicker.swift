import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

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

  /// A date picker for dates up to a day: `in: ...Date()`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: label())
  }

  /// A date picker for dates from a day on: `in: Date()...`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label())
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
      context.control(.datePicker, at: path, properties: properties) { event in
        guard event.action == .set, let text = event.value?.string,
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

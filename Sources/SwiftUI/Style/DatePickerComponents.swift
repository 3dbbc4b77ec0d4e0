@_spi(Host) import SuperSwiftLayout

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

@_spi(Host) import SuperSwiftLayout

/// What submits a text field.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A set from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

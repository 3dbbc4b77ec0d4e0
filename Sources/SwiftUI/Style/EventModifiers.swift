@_spi(Host) import SuperSwiftLayout

/// Modifier keys, for keyboard shortcuts.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A set from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Command.
  public static let command = EventModifiers(rawValue: 1)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 4)
  /// Control.
  public static let control = EventModifiers(rawValue: 8)
  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 16)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 32)
  /// The Function key.
  public static let function = EventModifiers(rawValue: 64)
  /// Every modifier.
  public static let all: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad, .function]
}

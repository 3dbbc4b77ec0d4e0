@_spi(Host) import SuperSwiftLayout

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  /// Automatic.
  public static let automatic = ScrollDismissesKeyboardMode()
  /// Immediately.
  public static let immediately = ScrollDismissesKeyboardMode()
  /// Interactively.
  public static let interactively = ScrollDismissesKeyboardMode()
  /// Never.
  public static let never = ScrollDismissesKeyboardMode()
}

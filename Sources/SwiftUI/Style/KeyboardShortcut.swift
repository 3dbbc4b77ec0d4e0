@_spi(Host) import SuperSwiftLayout

/// A keyboard shortcut: `.defaultAction`, `.cancelAction`.
public struct KeyboardShortcut: Hashable, Sendable {
  let key: KeyEquivalent
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(key: .return)
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(key: .escape)
}

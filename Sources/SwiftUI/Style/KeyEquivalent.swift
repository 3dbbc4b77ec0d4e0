@_spi(Host) import SuperSwiftLayout

/// A key, for keyboard shortcuts.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  let character: Character
  /// A key from a character.
  public init(_ character: Character) { self.character = character }
  /// A key from a literal.
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Space.
  public static let space = KeyEquivalent(" ")
}

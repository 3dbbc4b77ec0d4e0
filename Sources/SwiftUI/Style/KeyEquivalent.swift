@_spi(Host) import SuperSwiftLayout

/// A key, for keyboard shortcuts and `onKeyPress`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types (arrows and other named keys have private-use characters,
  /// as on Apple's systems).
  public var character: Character
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
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{7F}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
}

@_spi(Host) import SuperSwiftLayout

/// How text fields capitalise.
public struct TextInputAutocapitalization: Sendable {
  /// Never.
  public static let never = TextInputAutocapitalization()
  /// Words.
  public static let words = TextInputAutocapitalization()
  /// Sentences.
  public static let sentences = TextInputAutocapitalization()
  /// Every character.
  public static let characters = TextInputAutocapitalization()
}

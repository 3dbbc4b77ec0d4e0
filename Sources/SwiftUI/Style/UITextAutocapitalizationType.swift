@_spi(Host) import SuperSwiftLayout

/// How text fields capitalise (the iOS 13–14 spelling, `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitals.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

@_spi(Host) import SuperSwiftLayout

/// The keyboards a text field can ask for; the page maps them to `inputmode`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// The letters keyboard (UIKit's older name for `asciiCapable`).
  public static var alphabet: UIKeyboardType { .asciiCapable }

  /// The HTML `inputmode` for this keyboard.
  var inputMode: String {
    switch self {
    case .numberPad, .asciiCapableNumberPad: "numeric"
    case .decimalPad: "decimal"
    case .phonePad, .namePhonePad: "tel"
    case .emailAddress: "email"
    case .URL: "url"
    case .webSearch: "search"
    default: "text"
    }
  }
}

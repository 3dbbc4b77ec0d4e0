/// The shape of a URL's scheme (RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, then
/// a colon), read without a regular expression: compiling one through Foundation costs a
/// millisecond of ICU set-up on the run path, more than a warm run's whole budget of its own.
package enum URLSyntax {
  /// Whether `text` starts with a scheme and its colon (`https:`, `shortcuts:`, `x-y+z.1:`).
  package static func startsWithScheme(_ text: some StringProtocol) -> Bool {
    schemeLength(text) != nil
  }

  /// The length of `text`'s scheme (without the colon), if it starts with one.
  package static func schemeLength(_ text: some StringProtocol) -> Int? {
    var length = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: ":"):
        return length > 0 ? length : nil
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        length += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
        guard length > 0 else { return nil }
        length += 1
      default:
        return nil
      }
    }
    return nil
  }
}

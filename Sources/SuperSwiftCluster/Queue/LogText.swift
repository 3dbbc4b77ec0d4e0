/// What an app printed, on its way through PostgreSQL, which holds no U+0000 in a text value or
/// a `NOTIFY` payload: a log batch's payload writes a backslash as `\\` and U+0000 as `\0`, and
/// the coordinator reads it back to the very text the app printed.
enum LogText {
  /// `text` with every backslash doubled and every U+0000 written `\0`.
  static func escape<Text: StringProtocol>(_ text: Text) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\u{0}": escaped += "\\0"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The text `escape` wrote. A backslash before anything else is kept as it is.
  static func unescape<Text: StringProtocol>(_ text: Text) -> String {
    var plain = ""
    plain.reserveCapacity(text.utf8.count)
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        plain.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\"?: plain += "\\"
      case "0"?: plain += "\u{0}"
      case let other?:
        plain += "\\"
        plain.unicodeScalars.append(other)
      case nil: plain += "\\"
      }
    }
    return plain
  }

  /// How many of `bytes` end on a whole UTF-8 character: a character cut at the end (its first
  /// bytes arrived, the rest have not) waits for the next batch instead of becoming U+FFFD.
  static func wholeCharacters(_ bytes: [UInt8]) -> Int {
    // The last lead byte, within a character's length of the end.
    guard let lead = bytes.indices.reversed().prefix(4).first(where: { bytes[$0] & 0xC0 != 0x80 }) else {
      return bytes.count
    }
    let byte = bytes[lead]
    let length =
      byte & 0x80 == 0 ? 1 : byte & 0xE0 == 0xC0 ? 2 : byte & 0xF0 == 0xE0 ? 3 : byte & 0xF8 == 0xF0 ? 4 : 1
    return lead + length > bytes.count ? lead : bytes.count
  }
}

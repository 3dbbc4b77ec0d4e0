/// Text from apps and results made safe to show on a terminal: control characters (escape
/// sequences that would recolour or move the cursor, NUL, DEL, the C1 range) are written as
/// visible escapes (`\e`, `\0`, `\u{9B}`) instead of being sent raw. Tabs and newlines inside a
/// one-line summary are escaped too.
enum TerminalText {
  static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1B: result += "\\e"
      case 0x00: result += "\\0"
      case 0x09: result += "\\t"
      case 0x0A: result += keepingNewlines ? "\n" : "\\n"
      case 0x0D: result += "\\r"
      case 0x01...0x1F, 0x7F...0x9F:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Writes JSON text: compact by default, or indented by two spaces.
///
/// Numbers print exactly: a whole number within ±2^53 prints without a fraction (`46`),
/// any other finite number prints the shortest text that reads back to the same `Double`
/// (`0.30000000000000004`). A non-finite number, which JSON cannot hold, prints as `null`.
struct JSONWriter {
  var pretty = false
  private(set) var output = ""

  init(pretty: Bool) {
    self.pretty = pretty
  }

  mutating func write(_ value: JSON, indent: Int = 0) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let string): writeString(string)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      output += "]"
    case .object(let object):
      if object.isEmpty {
        output += "{}"
        return
      }
      output += "{"
      for (offset, member) in object.enumerated() {
        if offset > 0 { output += "," }
        newline(indent + 1)
        writeString(member.key)
        output += pretty ? ": " : ":"
        write(member.value, indent: indent + 1)
      }
      newline(indent)
      output += "}"
    }
  }

  private mutating func newline(_ indent: Int) {
    guard pretty else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  private mutating func writeString(_ string: String) {
    output += "\""
    // Runs of bytes that need no escape are appended whole (a 5 MB string is one copy, not
    // five million appends); escaped: `"`, `\`, controls, DEL, and U+2028/U+2029 (which end
    // a line in JavaScript).
    var text = string
    text.withUTF8 { bytes in
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard Self.mayNeedEscape[Int(byte)] else {
          index += 1
          continue
        }
        var escape: String?
        var width = 1
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case 0x0A: escape = "\\n"
        case 0x0D: escape = "\\r"
        case 0x09: escape = "\\t"
        case 0x08: escape = "\\b"
        case 0x0C: escape = "\\f"
        case 0x00..<0x20, 0x7F:
          let hex = String(byte, radix: 16)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
          width = 3
        default:
          break
        }
        guard let escape else {
          index += 1
          continue
        }
        if start < index {
          output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        output += escape
        index += width
        start = index
      }
      if start < bytes.count {
        output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self)
      }
    }
    output += "\""
  }

  /// The bytes that are, or may begin (U+2028's and U+2029's 0xE2), what a string escapes.
  private static let mayNeedEscape: [Bool] = (0..<256).map { byte in
    byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xE2
  }

  /// The exact text of a number.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(.towardZero), abs(number) <= 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return number.description
  }
}

extension JSON {
  /// Parses JSON text; `nil` if it is not valid JSON. Never traps.
  public init?(parsing text: String) {
    guard let value = JSONParser.parse(Array(text.utf8)) else { return nil }
    self = value
  }

  /// Parses UTF-8 JSON bytes; `nil` if they are not valid JSON. Never traps.
  public init?(parsing bytes: some Sequence<UInt8>) {
    guard let value = JSONParser.parse(Array(bytes)) else { return nil }
    self = value
  }

  /// Compact JSON text, keys in order.
  public var text: String { text(pretty: false) }

  /// JSON text, indented by two spaces when `pretty`.
  public func text(pretty: Bool) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self)
    return writer.output
  }
}

extension JSON: CustomStringConvertible {
  /// Compact JSON text.
  public var description: String { text }
}

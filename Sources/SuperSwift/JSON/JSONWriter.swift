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
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
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

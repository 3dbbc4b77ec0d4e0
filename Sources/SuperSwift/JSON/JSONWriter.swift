/// Writes JSON text: compact by default, or indented by two spaces.
///
/// Numbers print exactly: a whole number within ±2^53 prints without a fraction (`46`),
/// any other finite number prints the shortest text that reads back to the same `Double`
/// (`0.30000000000000004`). A non-finite number, which JSON cannot hold, prints as `null`.
struct JSONWriter {
  var pretty = false
  /// The UTF-8 text written so far: bytes, so a long string's runs are copied once, with no
  /// `String` made for each run and checked again as UTF-8 (they were valid as the string's).
  private(set) var output: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  mutating func write(_ value: JSON, indent: Int = 0) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .number(let number): output.append(contentsOf: Self.format(number).utf8)
    case .string(let string): writeString(string)
    case .array(let elements):
      if elements.isEmpty {
        append("[]")
        return
      }
      append("[")
      for (offset, element) in elements.enumerated() {
        if offset > 0 { append(",") }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      append("]")
    case .object(let object):
      if object.isEmpty {
        append("{}")
        return
      }
      append("{")
      for (offset, member) in object.enumerated() {
        if offset > 0 { append(",") }
        newline(indent + 1)
        writeString(member.key)
        append(pretty ? ": " : ":")
        write(member.value, indent: indent + 1)
      }
      newline(indent)
      append("}")
    }
  }

  private mutating func newline(_ indent: Int) {
    guard pretty else { return }
    append("\n")
    for _ in 0..<indent { append("  ") }
  }

  private mutating func writeString(_ string: String) {
    append("\"")
    // Runs of bytes that need no escape are appended whole (a 5 MB string is one copy, not
    // five million appends); escaped: `"`, `\`, controls, DEL, and U+2028/U+2029 (which end
    // a line in JavaScript).
    var text = string
    text.withUTF8 { bytes in
      // Room for the whole string at once: a long one is not copied again as the buffer grows.
      output.reserveCapacity(output.count + bytes.count + 1)
      var start = 0
      var index = 0
      while true {
        index = PlainRun.writing.end(in: bytes, from: index)
        guard index < bytes.count else { break }
        let byte = bytes[index]
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
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        output.append(contentsOf: escape.utf8)
        index += width
        start = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
    append("\"")
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
  public init?(parsing bytes: [UInt8]) {
    guard let value = JSONParser.parse(bytes) else { return nil }
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
    String(decoding: utf8(pretty: pretty), as: UTF8.self)
  }

  /// Compact JSON text as UTF-8 bytes, for a file or a pipe: no `String` is made on the way.
  @_spi(Host) public var utf8: [UInt8] { utf8(pretty: false) }

  /// JSON text as UTF-8 bytes, indented by two spaces when `pretty`.
  @_spi(Host) public func utf8(pretty: Bool) -> [UInt8] {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self)
    return writer.output
  }
}

extension JSON: CustomStringConvertible {
  /// Compact JSON text.
  public var description: String { text }
}

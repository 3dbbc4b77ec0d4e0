/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// It never traps and never recurses, so hostile input (deep nesting, huge numbers, broken
/// escapes) yields `nil` rather than a crash. It takes time linear in the input: each open
/// container is a box on the stack, appended to in place, never copied. Leniencies, kept on purpose: a leading UTF-8
/// byte-order mark is skipped. Strictness beyond the RFC: numbers too large for a `Double`
/// and escaped lone surrogates are rejected, since neither can be represented faithfully.
struct JSONParser {
  /// How deep arrays and objects may nest. Whatever the parser accepts must be safe for
  /// everything that later touches the value: writing it and freeing it recurse once per
  /// level, on threads whose stacks may be 1 MiB (the server's connections); a test writes and
  /// frees the deepest values on 512 KiB in an unoptimised build. Deeper input is refused
  /// (`nil`), which no real document needs.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var position = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document; `nil` if it is not exactly one valid JSON value.
  static func parse(_ bytes: [UInt8]) -> JSON? {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    guard let value = parser.parseDocument() else { return nil }
    parser.skipWhitespace()
    return parser.position == bytes.count ? value : nil
  }

  /// An open array or object: a reference, so appending to it never copies what it holds.
  private final class Container {
    var elements: [JSON] = []
    var members = JSONObject()
    /// The key the next value belongs to, in an object; `nil` in an array.
    var key: String?

    init(key: String?) {
      self.key = key
    }
  }

  private mutating func parseDocument() -> JSON? {
    var stack: [Container] = []
    while true {
      skipWhitespace()
      guard let byte = peek() else { return nil }
      var value: JSON
      switch byte {
      case UInt8(ascii: "["):
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          position += 1
          value = .array([])
        } else {
          guard stack.count < Self.maximumDepth else { return nil }
          stack.append(Container(key: nil))
          continue
        }
      case UInt8(ascii: "{"):
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          position += 1
          value = .object(JSONObject())
        } else {
          guard stack.count < Self.maximumDepth, let key = parseKey() else { return nil }
          stack.append(Container(key: key))
          continue
        }
      default:
        guard let scalar = parseScalar() else { return nil }
        value = scalar
      }

      // Fold the finished value into its containers, closing as many as end here.
      while true {
        guard let top = stack.last else { return value }
        skipWhitespace()
        guard let next = peek() else { return nil }
        position += 1
        if let key = top.key {
          top.members[key] = value
          if next == UInt8(ascii: ",") {
            skipWhitespace()
            guard let nextKey = parseKey() else { return nil }
            top.key = nextKey
          } else if next == UInt8(ascii: "}") {
            stack.removeLast()
            value = .object(top.members)
            continue
          } else {
            return nil
          }
        } else {
          top.elements.append(value)
          if next == UInt8(ascii: "]") {
            stack.removeLast()
            value = .array(top.elements)
            continue
          } else if next != UInt8(ascii: ",") {
            return nil
          }
        }
        break
      }
    }
  }

  /// `"key" :`
  private mutating func parseKey() -> String? {
    guard peek() == UInt8(ascii: "\""), let key = parseString() else { return nil }
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { return nil }
    position += 1
    return key
  }

  private mutating func parseScalar() -> JSON? {
    switch peek() {
    case UInt8(ascii: "\""): return parseString().map(JSON.string)
    case UInt8(ascii: "t"): return parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return parseLiteral("null", .null)
    default: return parseNumber()
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSON) -> JSON? {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { return nil }
    let matches = word.withUTF8Buffer { expected in
      expected.elementsEqual(bytes[position..<position + count])
    }
    guard matches else { return nil }
    position += count
    return value
  }

  private mutating func parseNumber() -> JSON? {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    guard let first = peek(), isDigit(first) else { return nil }
    position += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard skipDigits() > 0 else { return nil }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { return nil }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return .number(value)
  }

  @discardableResult
  private mutating func skipDigits() -> Int {
    let start = position
    while let byte = peek(), isDigit(byte) { position += 1 }
    return position - start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A string starting at the opening quote.
  private mutating func parseString() -> String? {
    position += 1
    var result: [UInt8] = []
    var runStart = position
    while true {
      // The run up to the next quote, backslash or control byte, scanned in place: a 5 MB
      // string is one copy, not five million calls.
      position = bytes.withUnsafeBufferPointer { PlainRun.parsing.end(in: $0, from: position) }
      guard let byte = peek() else { return nil }
      switch byte {
      case UInt8(ascii: "\""):
        defer { position += 1 }
        // A string without escapes (most, and every long text) is made from the input's
        // bytes directly: one copy, not two.
        if result.isEmpty {
          let range = runStart..<position
          return bytes.withUnsafeBufferPointer { Self.string(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        result.append(contentsOf: bytes[runStart..<position])
        return result.withUnsafeBufferPointer(Self.string)
      case UInt8(ascii: "\\"):
        result.append(contentsOf: bytes[runStart..<position])
        position += 1
        guard appendEscape(to: &result) else { return nil }
        runStart = position
      case 0..<0x20:
        return nil
      default:
        position += 1
      }
    }
  }

  /// The string of `utf8`'s bytes, or `nil` when they are not UTF-8. A short ASCII string
  /// (most keys and values) is made without the standard library's generic check, which costs
  /// more than the copy for a string of a few bytes; anything else is checked as it is made.
  static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
    if utf8.count <= 64, utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
    return String(validating: utf8, as: UTF8.self)
  }

  private mutating func appendEscape(to result: inout [UInt8]) -> Bool {
    guard let byte = peek() else { return false }
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(byte)
    case UInt8(ascii: "b"): result.append(0x08)
    case UInt8(ascii: "f"): result.append(0x0C)
    case UInt8(ascii: "n"): result.append(0x0A)
    case UInt8(ascii: "r"): result.append(0x0D)
    case UInt8(ascii: "t"): result.append(0x09)
    case UInt8(ascii: "u"):
      guard var code = parseHex4() else { return false }
      if (0xD800..<0xDC00).contains(code) {
        // A high surrogate must be followed by an escaped low one.
        guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else { return false }
        position += 2
        guard let low = parseHex4(), (0xDC00..<0xE000).contains(low) else { return false }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        return false
      }
      guard let scalar = Unicode.Scalar(code) else { return false }
      result.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    default:
      return false
    }
    return true
  }

  private mutating func parseHex4() -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    position += 4
    return value
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      position += 1
    }
  }

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }
}

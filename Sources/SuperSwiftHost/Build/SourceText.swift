/// What a Swift file's text says before the compiler reads it: which modules it imports (so
/// the host knows which runtime modules an app needs), and whether it marks a type `@main`
/// (which needs `-parse-as-library`).
///
/// Imports: it reads `import M`, `import M.Sub`, `import struct M.Name`, and any attributes in front
/// (`@testable`, `@preconcurrency`, `@_exported`, `@_implementationOnly`), at the start of a
/// line or after a `;`. It skips comments (nested block comments too) and string literals
/// (multi-line and raw ones included), so an `import` inside either is not counted. A file the
/// compiler will reject may be read wrongly; the compiler then says what is wrong.
package enum SourceText {
  /// `text` as a Swift string literal, quotes included: a backslash, a quote and the control
  /// characters a line can hold escaped, everything else as it is.
  package static func stringLiteral(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  /// The modules imported by `text`, in order of first appearance.
  package static func modules(in text: String) -> [String] {
    var found: [String] = []
    for statement in statements(in: Array(text.utf8)) {
      var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      guard words.first == "import" else { continue }
      words.removeFirst()
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
      if let first = words.first, kinds.contains(first) { words.removeFirst() }
      guard let path = words.first else { continue }
      let module = String(path.split(separator: ".").first ?? path)
      guard module.first.map({ $0.isLetter || $0 == "_" }) == true, !found.contains(module) else { continue }
      found.append(module)
    }
    return found
  }

  /// The modules `text`'s `#if`/`#elseif` conditions ask about with `canImport(…)`, in order.
  package static func conditionallyImported(in text: String) -> [String] {
    var found: [String] = []
    for statement in statements(in: Array(text.utf8)) {
      let line = statement.drop { $0 == " " || $0 == "\t" }
      guard line.hasPrefix("#if") || line.hasPrefix("#elseif") else { continue }
      var rest = line[...]
      while let range = rest.range(of: "canImport(") {
        let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty, !found.contains(String(name)) { found.append(String(name)) }
        rest = rest[range.upperBound...]
      }
    }
    return found
  }

  /// Whether `text` has an `@main` attribute in its code (not in a comment or a string).
  package static func hasMainAttribute(_ text: String) -> Bool {
    statements(in: Array(text.utf8)).contains { statement in
      statement.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "(" })
        .contains { $0 == "@main" }
    }
  }

  /// The code of `bytes` with comments and string literals taken out, cut at newlines and
  /// semicolons.
  private static func statements(in bytes: [UInt8]) -> [String] {
    var statements: [String] = []
    var current: [UInt8] = []
    var index = 0
    var blockDepth = 0
    func flush() {
      statements.append(String(decoding: current, as: UTF8.self).trimmingSpaces)
      current = []
    }
    func at(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let pattern = text.utf8Start
      for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
    while index < bytes.count {
      let byte = bytes[index]
      if blockDepth > 0 {
        if at("*/") {
          blockDepth -= 1
          index += 2
        } else if at("/*") {
          blockDepth += 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if at("//") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        continue
      }
      if at("/*") {
        blockDepth = 1
        index += 2
        continue
      }
      if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
        // A string literal, possibly raw (`#"…"#`) and multi-line (`"""…"""`): skip to its end.
        var hashes = 0
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: "#") {
          hashes += 1
          probe += 1
        }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") else {
          current.append(byte)  // `#if`, `#available`, …
          index += 1
          continue
        }
        index = probe
        let delimiter = at("\"\"\"") ? "\"\"\"" : "\""
        index += delimiter.utf8.count
        let closing = Array((delimiter + String(repeating: "#", count: hashes)).utf8)
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
            index += 2
            continue
          }
          if bytes[index...].starts(with: closing) {
            index += closing.count
            break
          }
          if delimiter == "\"", bytes[index] == 0x0A { break }  // unterminated: stop at the line
          index += 1
        }
        current.append(UInt8(ascii: " "))
        continue
      }
      if byte == 0x0A || byte == UInt8(ascii: ";") {
        flush()
      } else {
        current.append(byte)
      }
      index += 1
    }
    flush()
    return statements.filter { !$0.isEmpty }
  }
}

extension String {
  /// The text without spaces, tabs or carriage returns at either end.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return String(text)
  }
}

/// Xcode's previews (`#Preview { ContentView() }`, `#Preview("Dark") { … }`) and Xcode 26's
/// playgrounds (`#Playground { … }`) in an app's source, blanked out before compiling: they are
/// design-time macros from Apple's developer tools, with no implementation to expand on Linux,
/// and nothing runs them. Every byte of a
/// preview but its line breaks becomes a space, so the compiler's lines and columns are the
/// user's own. Pure; comments and string literals (multi-line and raw ones included) are
/// skipped, so `#Preview` written inside one is left alone.
package enum PreviewMacro {
  /// The design-time macros blanked.
  static let macros = ["#Preview", "#Playground"]

  /// `source` with each `#Preview` and `#Playground` use blanked, or `nil` when it has none.
  package static func blanked(_ source: [UInt8]) -> [UInt8]? {
    var bytes = source
    var changed = false
    for macro in macros {
      changed = blank(macro: Array(macro.utf8), in: source, into: &bytes) || changed
    }
    return changed ? bytes : nil
  }

  /// Blanks each use of `macro` found in `source` in `bytes` (a copy of it); whether any was.
  static func blank(macro: [UInt8], in source: [UInt8], into bytes: inout [UInt8]) -> Bool {
    var changed = false
    var scanner = Scanner(bytes: source)
    while let start = scanner.nextCode(matching: macro) {
      var end = start + macro.count
      // `#PreviewX` is another name.
      if end < source.count, isIdentifier(source[end]) { continue }
      var cursor = Scanner(bytes: source, index: end)
      cursor.skipSpace()
      var sawArguments = false
      if cursor.peek == UInt8(ascii: "(") {
        guard let close = cursor.matching(open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else { continue }
        end = close + 1
        sawArguments = true
        cursor = Scanner(bytes: source, index: end)
        cursor.skipSpace()
      }
      if cursor.peek == UInt8(ascii: "{") {
        guard let close = cursor.matching(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) else { continue }
        end = close + 1
      } else if !sawArguments {
        continue
      }
      // Attributes written on the preview (`@available(iOS 17, *)` above it) go with it: left
      // alone, they would attach to nothing ("expected declaration").
      let first = attributesStart(before: start, in: source)
      for index in first..<end where bytes[index] != 10 && bytes[index] != 13 { bytes[index] = 32 }
      changed = true
      scanner = Scanner(bytes: source, index: end)
    }
    return changed
  }

  /// Where the attributes directly before `position` begin (`@available(iOS 17, *)`,
  /// `@MainActor`, one after another over spaces and line breaks); `position` when there are none.
  static func attributesStart(before position: Int, in source: [UInt8]) -> Int {
    var first = position
    var cursor = position
    while true {
      while cursor > 0, [32, 9, 10, 13].contains(source[cursor - 1]) { cursor -= 1 }
      var end = cursor
      // An attribute's arguments: back over a balanced `( … )`.
      if end > 0, source[end - 1] == UInt8(ascii: ")") {
        var depth = 0
        var index = end - 1
        while index >= 0 {
          if source[index] == UInt8(ascii: ")") { depth += 1 }
          if source[index] == UInt8(ascii: "(") {
            depth -= 1
            if depth == 0 { break }
          }
          index -= 1
        }
        guard index > 0 else { return first }
        end = index
      }
      var name = end
      while name > 0, isIdentifier(source[name - 1]) { name -= 1 }
      guard name < end, name > 0, source[name - 1] == UInt8(ascii: "@") else { return first }
      first = name - 1
      cursor = first
    }
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
  }

  /// Walks Swift source, stepping over comments and string literals.
  struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func at(_ text: [UInt8], _ position: Int) -> Bool {
      guard position + text.count <= bytes.count else { return false }
      return bytes[position..<position + text.count].elementsEqual(text)
    }

    /// Skips spaces, tabs, line breaks and comments.
    mutating func skipSpace() {
      while let byte = peek {
        if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
          index += 1
        } else if !skipComment() {
          return
        }
      }
    }

    /// Steps over a comment at the cursor; `false` when there is none.
    mutating func skipComment() -> Bool {
      if at(Array("//".utf8), index) {
        while let byte = peek, byte != 10 { index += 1 }
        return true
      }
      guard at(Array("/*".utf8), index) else { return false }
      var depth = 0
      while index < bytes.count {
        if at(Array("/*".utf8), index) {
          depth += 1
          index += 2
        } else if at(Array("*/".utf8), index) {
          depth -= 1
          index += 2
          if depth == 0 { return true }
        } else {
          index += 1
        }
      }
      return true
    }

    /// Steps over a string literal at the cursor (`"…"`, `"""…"""`, `#"…"#`); `false` when
    /// there is none.
    mutating func skipString() -> Bool {
      var hashes = 0
      while at([35], index + hashes) { hashes += 1 }
      guard at([34], index + hashes) else { return false }
      let multiline = at(Array("\"\"\"".utf8), index + hashes)
      let quote: [UInt8] = multiline ? Array("\"\"\"".utf8) : [34]
      let closing = quote + [UInt8](repeating: 35, count: hashes)
      index += hashes + quote.count
      while index < bytes.count {
        if hashes == 0, bytes[index] == 92 {  // a backslash escapes the next byte
          index += 2
          continue
        }
        if at(closing, index) {
          index += closing.count
          return true
        }
        if !multiline, bytes[index] == 10 { return true }  // an unterminated line: the compiler says so
        index += 1
      }
      return true
    }

    /// The position of the next `text` in code (not in a comment or a string), moving past it.
    mutating func nextCode(matching text: [UInt8]) -> Int? {
      while index < bytes.count {
        if skipComment() || skipString() { continue }
        if at(text, index) {
          // Not in the middle of a longer name.
          if index > 0, PreviewMacro.isIdentifier(bytes[index - 1]) {
            index += 1
            continue
          }
          let found = index
          index += text.count
          return found
        }
        index += 1
      }
      return nil
    }

    /// The position of the bracket that closes the one at the cursor, over nested ones,
    /// comments and strings.
    func matching(open: UInt8, close: UInt8) -> Int? {
      var cursor = self
      var depth = 0
      while cursor.index < bytes.count {
        if cursor.skipComment() || cursor.skipString() { continue }
        let byte = bytes[cursor.index]
        if byte == open { depth += 1 }
        if byte == close {
          depth -= 1
          if depth == 0 { return cursor.index }
        }
        cursor.index += 1
      }
      return nil
    }
  }
}

/// SwiftUI's `@Entry` (iOS 18) in an app's source, expanded before compiling as Apple's macro
/// expands it: `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` becomes
/// the property reading and writing a key, and the key with that default, on the same line, so
/// the compiler's line numbers stay the user's. Swift on Linux has no SwiftUI macro plugin to
/// run; the one-line declarations apps write are what this handles, typed or with the type
/// their initialiser gives. Pure; comments and strings are skipped, as for `#Preview`.
package enum EntryMacro {
  /// `source` with each `@Entry` declaration expanded, or `nil` when it has none.
  package static func expanded(_ source: [UInt8]) -> [UInt8]? {
    var output: [UInt8] = []
    var copied = 0
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: Array("@Entry".utf8)) {
      let after = start + 6
      if after < source.count, PreviewMacro.isIdentifier(source[after]) { continue }
      var lineEnd = after
      while lineEnd < source.count, source[lineEnd] != 10, source[lineEnd] != 13 { lineEnd += 1 }
      let line = String(decoding: source[after..<lineEnd], as: UTF8.self)
      guard let expansion = expansion(of: line) else { continue }
      output += source[copied..<start]
      output += Array(expansion.utf8)
      copied = lineEnd
      scanner = PreviewMacro.Scanner(bytes: source, index: lineEnd)
    }
    guard copied > 0 else { return nil }
    output += source[copied...]
    return output
  }

  /// The expansion of the rest of an `@Entry` line (` var name: Type = value`, or ` var name =
  /// value` with the type the value gives), or `nil` when it is not a one-line declaration.
  static func expansion(of line: String) -> String? {
    var text = Substring(line).drop { $0 == " " || $0 == "\t" }
    var access = ""
    for word in ["public ", "package ", "internal ", "fileprivate ", "private "] where text.hasPrefix(word) {
      access = word
      text = text.dropFirst(word.count).drop { $0 == " " }
    }
    guard text.hasPrefix("var ") else { return nil }
    text = text.dropFirst(4).drop { $0 == " " }
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty, name.first?.isNumber == false else { return nil }
    text = text.dropFirst(name.count).drop { $0 == " " }
    let key = "__Key_\(name)"
    if text.hasPrefix("=") {
      // No type written (`@Entry var phase = Phase()`): the key's stored default gives it, as
      // Apple's macro lets the initialiser give it; stored once, so a class's default is one
      // object, and `nonisolated(unsafe)` as the environment's defaults are read on the main actor.
      var value = String(text.dropFirst())
      if let comment = value.range(of: " //") { value = String(value[..<comment.lowerBound]) }
      value = value.trimmingSpaces
      guard !value.isEmpty else { return nil }
      return
        "\(access)var \(name): \(key).Value { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
        + "struct \(key): SwiftUI.EnvironmentKey { nonisolated(unsafe) static let defaultValue = \(value) }"
    }
    guard text.hasPrefix(":") else { return nil }
    text = text.dropFirst()
    // The type runs to the first `=` outside brackets (a closure type's `->` is not one).
    var depth = 0
    var split: Substring.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if "([<{".contains(character) { depth += 1 }
      if ")]>}".contains(character),
        !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-")
      {
        depth -= 1
      }
      if character == "=", depth == 0 { split = index; break }
      if character == "/", text[index...].hasPrefix("//") { break }
      index = text.index(after: index)
    }
    let type = String(split.map { text[..<$0] } ?? text[..<index]).trimmingSpaces
    guard !type.isEmpty else { return nil }
    var value = split.map { String(text[text.index(after: $0)...]) } ?? "nil"
    if let comment = value.range(of: " //") { value = String(value[..<comment.lowerBound]) }
    value = value.trimmingSpaces
    guard !value.isEmpty else { return nil }
    return
      "\(access)var \(name): \(type) { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
      + "struct \(key): SwiftUI.EnvironmentKey { static var defaultValue: \(type) { \(value) } }"
  }
}

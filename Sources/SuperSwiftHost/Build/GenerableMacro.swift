import SuperSwiftSystem

/// Foundation Models' `@Generable` and `@Guide` macros (iOS 26) in an app's source, expanded
/// before compiling as far as compiling needs: each `@Generable` struct or enum is declared
/// `FoundationModels.Generable` (the runtime module gives the requirements' defaults), and a
/// struct gains the `PartiallyGenerated` type Apple's macro writes — its stored properties, each
/// as its own type's partial value, optional — so `X.PartiallyGenerated` and streamed snapshots
/// type-check. `@Guide` marks only steer a model, which a page has none of: they are blanked.
/// Swift on Linux has no Foundation Models macro plugin to run. Pure; comments and strings are
/// skipped, and what is written in goes on the lines it belongs to, so every line keeps its number.
package enum GenerableMacro {
  /// `source` with each `@Generable` expanded and each `@Guide` blanked, or `nil` when it has
  /// neither.
  package static func expanded(_ source: [UInt8]) -> [UInt8]? {
    // Only in a file that imports the framework: an app's own `@Guide` property wrapper, in a
    // file without it, is the app's.
    let importsFramework = Self.module.withUnsafeBytes { pattern in
      source.withUnsafeBytes { ByteSearch.firstOffset(of: pattern, in: $0) != nil }
    }
    guard importsFramework,
      let guided = ObjectiveCAttributes.blanked(source, attributes: ["@Generable", "@Guide"], withArguments: true)
    else { return nil }
    var insertions: [(position: Int, text: String)] = []
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: Array("@Generable".utf8)) {
      let end = start + 10
      if end < source.count, PreviewMacro.isIdentifier(source[end]) { continue }
      insertions += expansion(after: end, in: guided)
    }
    var output = guided
    for insertion in insertions.sorted(by: { $0.position > $1.position }) {
      output.insert(contentsOf: Array(insertion.text.utf8), at: insertion.position)
    }
    return output
  }

  /// The framework's name, which a file that uses the macros imports.
  static let module: [UInt8] = Array("FoundationModels".utf8)

  /// The words that may stand between the attribute and `struct` or `enum`.
  static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "nonisolated", "final", "indirect", "frozen",
  ]

  /// What the declaration after a `@Generable` at `position` gains (in `source`, whose marks are
  /// already blanked): the conformance before its body, and, for a struct, `PartiallyGenerated`
  /// before its closing brace. Nothing when no struct or enum follows.
  static func expansion(after position: Int, in source: [UInt8]) -> [(position: Int, text: String)] {
    var cursor = PreviewMacro.Scanner(bytes: source, index: position)
    var isPublic = false
    var kind = ""
    while kind.isEmpty {
      cursor.skipSpace()
      if cursor.peek == UInt8(ascii: "@") {  // another attribute: step over it and its arguments
        cursor.index += 1
        _ = word(&cursor)
        if cursor.peek == UInt8(ascii: "("), let close = cursor.matching(open: 40, close: 41) {
          cursor.index = close + 1
        }
        continue
      }
      let next = word(&cursor)
      if next == "struct" || next == "enum" {
        kind = next
      } else if modifiers.contains(next) {
        isPublic = isPublic || next == "public"
      } else {
        return []
      }
    }
    cursor.skipSpace()
    guard !word(&cursor).isEmpty else { return [] }
    // The body's brace, and whether an inheritance clause (a `:` outside generic brackets) or a
    // `where` clause comes before it.
    var angle = 0
    var colon = false
    var whereClause: Int?
    while let byte = cursor.peek, byte != UInt8(ascii: "{") {
      if cursor.skipComment() || cursor.skipString() { continue }
      if byte == UInt8(ascii: "<") { angle += 1 }
      if byte == UInt8(ascii: ">") { angle -= 1 }
      if byte == UInt8(ascii: ":"), angle == 0, whereClause == nil { colon = true }
      if whereClause == nil, cursor.at(Array("where".utf8), cursor.index), cursor.index > 0,
        !PreviewMacro.isIdentifier(source[cursor.index - 1]),
        cursor.index + 5 < source.count, !PreviewMacro.isIdentifier(source[cursor.index + 5])
      {
        whereClause = cursor.index
      }
      cursor.index += 1
    }
    guard cursor.peek == UInt8(ascii: "{"), let close = cursor.matching(open: 123, close: 125) else { return [] }
    let open = cursor.index
    var result = [(position: whereClause ?? open, text: (colon ? ", " : ": ") + "FoundationModels.Generable ")]
    guard kind == "struct" else { return result }
    let access = isPublic ? "public " : ""
    var members = ["\(access)var id: FoundationModels.GenerationID"]
    for (name, type) in storedProperties(in: source, from: open + 1, to: close) where name != "id" {
      members.append("\(access)var \(name): (\(type)).PartiallyGenerated?")
    }
    members.append(
      "\(access)init(_ content: FoundationModels.GeneratedContent) throws { self.id = content.id ?? FoundationModels.GenerationID() }"
    )
    result.append(
      (
        close,
        " \(access)struct PartiallyGenerated: Identifiable, FoundationModels.ConvertibleFromGeneratedContent { "
          + members.joined(separator: "; ") + " } "
      ))
    return result
  }

  /// The identifier (or keyword) at the cursor, moving past it; empty when there is none.
  static func word(_ cursor: inout PreviewMacro.Scanner) -> String {
    let start = cursor.index
    while let byte = cursor.peek, PreviewMacro.isIdentifier(byte) || byte == UInt8(ascii: "`") { cursor.index += 1 }
    return String(decoding: cursor.bytes[start..<cursor.index], as: UTF8.self)
  }

  /// The stored properties declared with a type directly in the body between `start` and `end`
  /// (not in nested types or functions, not `static`, not computed): each name and its type,
  /// optionals unwrapped.
  static func storedProperties(in source: [UInt8], from start: Int, to end: Int) -> [(String, String)] {
    var found: [(String, String)] = []
    var cursor = PreviewMacro.Scanner(bytes: source, index: start)
    var depth = 0
    var statementWords: [String] = []
    while cursor.index < end {
      if cursor.skipComment() || cursor.skipString() { continue }
      let byte = source[cursor.index]
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
      if depth == 0, byte == 10 || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { statementWords = [] }
      guard depth == 0, PreviewMacro.isIdentifier(byte),
        cursor.index == 0 || !PreviewMacro.isIdentifier(source[cursor.index - 1])
      else {
        cursor.index += 1
        continue
      }
      let next = word(&cursor)
      guard next == "var" || next == "let" else {
        statementWords.append(next)
        continue
      }
      let isStatic = statementWords.contains("static") || statementWords.contains("class")
      statementWords = []
      cursor.skipSpace()
      let name = word(&cursor)
      cursor.skipSpace()
      guard !isStatic, !name.isEmpty, cursor.peek == UInt8(ascii: ":") else { continue }
      cursor.index += 1
      let typeStart = cursor.index
      var nesting = 0
      while cursor.index < end {
        let next = source[cursor.index]
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "[") || next == UInt8(ascii: "<") { nesting += 1 }
        if next == UInt8(ascii: ")") || next == UInt8(ascii: "]") || next == UInt8(ascii: ">") { nesting -= 1 }
        if nesting == 0,
          next == UInt8(ascii: "=") || next == UInt8(ascii: "{") || next == UInt8(ascii: ";") || next == 10
            || next == 13 || next == UInt8(ascii: "}")
        {
          break
        }
        cursor.index += 1
      }
      var type = Substring(String(decoding: source[typeStart..<cursor.index], as: UTF8.self))
      while type.first == " " || type.first == "\t" { type.removeFirst() }
      while type.last == " " || type.last == "\t" { type.removeLast() }
      // A computed property (or one with observers) is not generated.
      if cursor.index < end, source[cursor.index] == UInt8(ascii: "{") { continue }
      if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      if !type.isEmpty { found.append((name, String(type))) }
    }
    return found
  }
}

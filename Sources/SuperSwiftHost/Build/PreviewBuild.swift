import Foundation

/// An app as the editor's live preview builds it: each `#Preview("Name") { … }` becomes a view
/// (`@Previewable` state becoming its own), the app's `@main` attribute is taken off, and a
/// generated entry point (`SwiftUI.PreviewMain`) shows the app's window or the preview the
/// editor picks, by name. `PreviewProvider`s are previews too, named after their type (less
/// `_Previews`). Every line keeps its number, so the compiler's diagnostics are the user's.
/// Pure.
///
/// An app that is not previewable is left alone (`nil`): one with no `import SwiftUI`, or with
/// top-level code in `main.swift` (a module has one entry point, and that file is it).
package struct PreviewBuild: Sendable {
  /// One preview the build can show.
  package struct Preview: Sendable, Hashable {
    /// Its name in the editor's picker (`#Preview("Name")`; `Preview` and a number if unnamed).
    package var name: String
    /// The file it is declared in, relative to the app.
    package var file: String
    /// The line it starts on, from 1.
    package var line: Int
    /// The line it ends on (a `PreviewProvider`'s: its first).
    package var endLine: Int

    /// A preview declared in `file` from `line` to `endLine`.
    package init(name: String, file: String, line: Int, endLine: Int? = nil) {
      self.name = name
      self.file = file
      self.line = line
      self.endLine = endLine ?? line
    }
  }

  /// The previews whose own code the errors in `diagnostics` are in, each with its first
  /// error's message; `nil` when an error lies outside every preview (the app itself does not
  /// compile). A preview of something that is not a view (a UIKit controller) is one such: the
  /// build without it still shows the app and the other previews.
  package func brokenPreviews(_ diagnostics: [CompilerDiagnostic]) -> [String: String]? {
    var broken: [String: String] = [:]
    for diagnostic in diagnostics where diagnostic.severity == .error {
      guard
        let preview = previews.first(where: {
          $0.file == diagnostic.file && ($0.line...$0.endLine).contains(diagnostic.line)
        })
      else { return nil }
      if broken[preview.name] == nil { broken[preview.name] = diagnostic.message }
    }
    return broken
  }

  /// The app as the preview compiles it.
  package let source: AppSource
  /// The previews, in file and line order.
  package let previews: [Preview]
  /// The type that was the app's `@main`, if one was.
  package let appType: String?

  /// The name of the generated file with the entry point.
  package static let entryFileName = "SuperSwiftPreviews.swift"

  /// The preview build of `app`, or `nil` when it cannot have one. `excluding` names previews
  /// left out (blanked, as an ordinary build blanks them): ones that do not compile as views.
  package init?(app: AppSource, excluding: Set<String> = []) {
    guard app.imports.contains("SwiftUI"),
      !app.files.contains(where: { ($0.path as NSString).lastPathComponent == "main.swift" })
    else { return nil }
    var files: [AppSource.File] = []
    var previews: [Preview] = []
    var entries: [String] = []
    var appType: String?
    var names = NameCounter()
    for file in app.files {
      guard !file.isGenerated else {
        files.append(file)
        continue
      }
      var bytes = Array(file.contents)
      let rewritten = Self.rewritePreviews(in: bytes, names: &names, first: entries.count + 1, excluding: excluding)
      bytes = rewritten.bytes
      for found in rewritten.found {
        previews.append(Preview(name: found.name, file: file.path, line: found.line, endLine: found.endLine))
        entries.append("(\(SourceText.stringLiteral(found.name)), { \(found.type)() })")
      }
      if let main = Self.removingMain(from: bytes) {
        bytes = main.bytes
        appType = appType ?? main.type
      }
      let text = String(decoding: bytes, as: UTF8.self)
      for provider in Self.previewProviders(in: text) {
        // One in a comment is none; one nested in a type is named through it.
        guard let enclosing = Self.enclosingTypes(at: provider.offset, in: bytes) else { continue }
        let type = provider.name
        let name = names.unique(type.hasSuffix("_Previews") ? String(type.dropLast(9)) : type)
        let line = bytes[..<provider.offset].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        previews.append(Preview(name: name, file: file.path, line: line))
        entries.append(
          "(\(SourceText.stringLiteral(name)), { \((enclosing + [type]).joined(separator: ".")).previews })")
      }
      files.append(AppSource.File(path: file.path, contents: Data(bytes), isGenerated: false))
    }
    let entry = """
      @_spi(Host) import SwiftUI

      @main
      enum SuperSwiftPreviewMain {
        @MainActor static func main() {
          PreviewMain.run(
            fileID: #fileID, app: \(appType.map { "\($0).self" } ?? "nil"),
            previews: [\(entries.joined(separator: ", "))])
        }
      }

      """
    files.append(AppSource.File(path: Self.entryFileName, contents: Data(entry.utf8), isGenerated: true))
    var built = AppSource(
      location: app.location, name: app.name, files: files, isSingleFile: app.isSingleFile,
      languageMode: app.languageMode)
    built.catalogs = app.catalogs
    source = built
    self.previews = previews
    self.appType = appType
  }

  /// Makes names unique: a second `Preview` is `Preview 2`.
  struct NameCounter {
    var used: [String: Int] = [:]

    mutating func unique(_ name: String) -> String {
      let count = (used[name] ?? 0) + 1
      used[name] = count
      return count == 1 ? name : "\(name) \(count)"
    }
  }

  /// `bytes` with each `#Preview` turned into a view type (`SuperSwiftPreview_N`, numbered
  /// from `first`), and the previews found. One in `excluding` is blanked instead.
  static func rewritePreviews(
    in bytes: [UInt8], names: inout NameCounter, first: Int, excluding: Set<String>
  ) -> (bytes: [UInt8], found: [(name: String, type: String, line: Int, endLine: Int)]) {
    var output: [UInt8] = []
    var copied = 0
    var found: [(name: String, type: String, line: Int, endLine: Int)] = []
    var scanner = PreviewMacro.Scanner(bytes: bytes)
    while let start = scanner.nextCode(matching: Array("#Preview".utf8)) {
      if start + 8 < bytes.count, PreviewMacro.isIdentifier(bytes[start + 8]) { continue }
      var cursor = PreviewMacro.Scanner(bytes: bytes, index: start + 8)
      cursor.skipSpace()
      var name: String?
      if cursor.peek == UInt8(ascii: "(") {
        guard let close = cursor.matching(open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else { continue }
        name = leadingStringLiteral(bytes[(cursor.index + 1)..<close])
        cursor = PreviewMacro.Scanner(bytes: bytes, index: close + 1)
        cursor.skipSpace()
      }
      guard cursor.peek == UInt8(ascii: "{"),
        let close = cursor.matching(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
      else { continue }
      let open = cursor.index
      let shownName = names.unique(name ?? "Preview")
      let line = bytes[..<start].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
      output += bytes[copied..<start]
      copied = close + 1
      scanner = PreviewMacro.Scanner(bytes: bytes, index: close + 1)
      // Inside a type (Xcode allows it), the view is that type's nested one; inside anything
      // the entry point cannot name (a generic type, a function), it is left out.
      let enclosing = enclosingTypes(at: start, in: bytes)
      if excluding.contains(shownName) || enclosing == nil {
        output += bytes[start...close].map { $0 == 10 || $0 == 13 ? $0 : 32 }
        continue
      }
      let type = "SuperSwiftPreview_\(first + found.count)"
      let qualified = ((enclosing ?? []) + [type]).joined(separator: ".")
      found.append((shownName, qualified, line, line + bytes[start...close].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }))
      // The head, up to the body's brace, keeps only its line breaks.
      output += Array("struct \(type): SwiftUI.View {".utf8)  // named `qualified` from outside
      output += bytes[start..<open].filter { $0 == 10 || $0 == 13 }
      // `@Previewable` declarations first in the body are the view's properties; the body
      // proper starts after them.
      var body = PreviewMacro.Scanner(bytes: bytes, index: open + 1)
      var position = open + 1
      while true {
        body.skipSpace()
        guard body.at(Array("@Previewable".utf8), body.index) else { break }
        output += bytes[position..<body.index]
        output += [UInt8](repeating: 32, count: 12)
        // The declaration runs to the end of a line where its brackets are closed (an
        // initialiser's arguments may take several lines).
        var declaration = PreviewMacro.Scanner(bytes: bytes, index: body.index + 12)
        var depth = 0
        while declaration.index < close {
          if declaration.skipComment() || declaration.skipString() { continue }
          let byte = bytes[declaration.index]
          if byte == 10, depth <= 0 { break }
          if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
          if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
          declaration.index += 1
        }
        let end = min(declaration.index, close)
        output += bytes[(body.index + 12)..<end]
        position = end
        body = PreviewMacro.Scanner(bytes: bytes, index: end)
      }
      body.skipSpace()
      output += bytes[position..<body.index]
      output += Array("var body: some SwiftUI.View { ".utf8)
      output += bytes[body.index..<close]
      output += Array("}}".utf8)
    }
    guard copied > 0 else { return (bytes, []) }
    output += bytes[copied...]
    return (output, found)
  }

  /// The text of a plain string literal that starts `arguments` (`"Dark mode", traits: …`), or
  /// `nil` when they start with anything else.
  static func leadingStringLiteral(_ arguments: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: arguments, as: UTF8.self).drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard text.first == "\"" else { return nil }
    var value = ""
    var escaped = false
    for character in text.dropFirst() {
      if escaped {
        value.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return value
      } else {
        value.append(character)
      }
    }
    return nil
  }

  /// `bytes` with its `@main` attribute blanked, and the name of the type it marked; `nil` when
  /// there is none in code.
  static func removingMain(from bytes: [UInt8]) -> (bytes: [UInt8], type: String?)? {
    var scanner = PreviewMacro.Scanner(bytes: bytes)
    while let start = scanner.nextCode(matching: Array("@main".utf8)) {
      if start + 5 < bytes.count, PreviewMacro.isIdentifier(bytes[start + 5]) { continue }
      var blanked = bytes
      for index in start..<(start + 5) { blanked[index] = 32 }
      // The declaration after it: `struct Name`, `final class Name`, `enum Name`, …
      let rest = String(decoding: bytes[(start + 5)...].prefix(400), as: UTF8.self)
      var words = rest.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
      while let word = words.first,
        ["public", "internal", "final", "package", "struct", "class", "enum", "actor", "MainActor"].contains(word)
      {
        words.removeFirst()
      }
      return (blanked, words.first)
    }
    return nil
  }

  /// The types that conform to `PreviewProvider` in `text` (`struct ContentView_Previews:
  /// PreviewProvider`); a private one is not, since the entry point cannot name it.
  static func previewProviders(in text: String) -> [(name: String, offset: Int)] {
    var found: [(name: String, offset: Int)] = []
    let pattern =
      #/(?m)^[ \t]*(?:(?:public|internal)\s+)?(?:struct|enum|final\s+class|class)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\bPreviewProvider\b/#
    for match in text.matches(of: pattern) {
      let name = match.output.1
      found.append((String(name), text.utf8.distance(from: text.utf8.startIndex, to: name.startIndex)))
    }
    return found
  }

  /// The types that enclose `offset` in `bytes`, outermost first (`[]` at the top level); `nil`
  /// when the place is in a comment or a string, or inside something the entry point cannot
  /// name a type through (a function's body, a generic type, a protocol).
  static func enclosingTypes(at offset: Int, in bytes: [UInt8]) -> [String]? {
    var scanner = PreviewMacro.Scanner(bytes: bytes)
    var stack: [String?] = []
    var pending: String?
    while scanner.index < offset {
      if scanner.skipComment() || scanner.skipString() {
        if scanner.index > offset { return nil }
        continue
      }
      let byte = bytes[scanner.index]
      if byte == UInt8(ascii: "{") {
        stack.append(pending)
        pending = nil
      } else if byte == UInt8(ascii: "}") {
        _ = stack.popLast()
        pending = nil
      } else if byte == UInt8(ascii: ";") {
        pending = nil
      } else if PreviewMacro.isIdentifier(byte),
        scanner.index == 0 || !PreviewMacro.isIdentifier(bytes[scanner.index - 1])
      {
        let word = identifier(at: scanner.index, in: bytes)
        scanner.index += word.count
        guard ["struct", "enum", "class", "actor", "extension", "protocol", "func", "init", "var"].contains(word) else {
          continue
        }
        var cursor = PreviewMacro.Scanner(bytes: bytes, index: scanner.index)
        cursor.skipSpace()
        var name = identifier(at: cursor.index, in: bytes)
        if word == "extension" {
          // `extension Outer.Inner`: the whole name.
          var end = cursor.index + name.count
          while end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), PreviewMacro.isIdentifier(bytes[end + 1]) {
            let part = identifier(at: end + 1, in: bytes)
            name += "." + part
            end += 1 + part.count
          }
          cursor.index = end
        } else {
          cursor.index += name.count
        }
        let generic = cursor.peek == UInt8(ascii: "<")
        let declaresType = ["struct", "enum", "class", "actor", "extension"].contains(word)
        // `class func`, `class var`: not a type; a function, a protocol, a generic type: not nameable.
        if word == "class", ["func", "var", "let", "override", "final", "subscript", "private"].contains(name) {
          continue
        }
        pending = declaresType && !generic && !name.isEmpty ? name : "<unnamed>"
        continue
      }
      scanner.index += 1
    }
    guard !stack.contains(where: { $0 == nil || $0 == "<unnamed>" }) else { return nil }
    return stack.compactMap { $0 }
  }

  /// The identifier that starts at `index` (empty when none does).
  static func identifier(at index: Int, in bytes: [UInt8]) -> String {
    var end = index
    while end < bytes.count, PreviewMacro.isIdentifier(bytes[end]) { end += 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}

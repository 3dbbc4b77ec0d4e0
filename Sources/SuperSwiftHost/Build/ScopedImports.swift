import Foundation

/// Imports of one declaration or submodule of a SuperSwift runtime module (`import UIKit.UIColor`,
/// `import class UIKit.UIImage`, `import struct SwiftUI.Color`) made whole-module imports. Xcode's
/// frameworks have those submodules and declarations where they say; SuperSwift's modules lay
/// them out otherwise (UIKit's colours and fonts are declared by its SwiftUI), so the scoped form
/// would fail where the plain import works. Pure over the text; each line keeps its number.
enum ScopedImports {
  /// `contents` with every scoped import of a runtime module made plain, or `nil` when it has none.
  static func plain(_ contents: [UInt8], modules: Set<String>) -> [UInt8]? {
    var text = String(decoding: contents, as: UTF8.self)
    // Most files import whole modules: nothing is split for them.
    guard text.contains("import "), modules.contains(where: { text.contains($0 + ".") }) else { return nil }
    var changed = false
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in lines.enumerated() {
      guard let rewritten = plainImport(line, modules: modules) else { continue }
      lines[index] = rewritten
      changed = true
    }
    guard changed else { return nil }
    text = lines.joined(separator: "\n")
    return Array(text.utf8)
  }

  /// The declaration kinds an import can name.
  static let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

  /// `line` as a plain import when it is a scoped import of one of `modules`, else `nil`.
  static func plainImport(_ line: String, modules: Set<String>) -> String? {
    var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
    var attributes: [Substring] = []
    while let first = words.first, first.hasPrefix("@") {
      attributes.append(first)
      words.removeFirst()
    }
    guard words.first == "import" else { return nil }
    words.removeFirst()
    if let kind = words.first, kinds.contains(kind) { words.removeFirst() }
    guard let path = words.first, words.count == 1 || words.dropFirst().first?.hasPrefix("//") == true,
      let dot = path.firstIndex(of: "."), modules.contains(String(path[..<dot]))
    else { return nil }
    let indent = line.prefix { $0 == " " || $0 == "\t" }
    return indent + (attributes.map { $0 + " " }.joined()) + "import " + path[..<dot]
  }
}

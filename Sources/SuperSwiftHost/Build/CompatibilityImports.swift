/// Scoped imports of the classes `FoundationCompatibility` declares again where Linux's
/// Foundation declares them unavailable (`NSExpression`, `DateComponentsFormatter`,
/// `MeasurementFormatter`), written into each file that names one. Both modules are imported
/// into such a file (the app's `import Foundation`, the build's implicit import), and a type
/// annotation (`let e: NSExpression = …`) is then "ambiguous for type lookup"; a scoped import
/// (`import class FoundationCompatibility.NSExpression`) is preferred to a whole module's, as
/// Swift's lookup rules say, so the working class is the one found. The imports go at the start
/// of the first line (after a `#!` line), separated by `;`, so every line keeps its number.
/// Pure; a name only in a comment or string still gets its import, which is harmless (the
/// module is built for any file that names it).
package enum CompatibilityImports {
  /// The classes both modules declare.
  static let shadowed = ["NSExpression", "DateComponentsFormatter", "MeasurementFormatter"]

  /// `source` with the scoped imports it needs, or `nil` when it names none of the classes.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    let text = String(decoding: source, as: UTF8.self)
    let needed = shadowed.filter { name in
      var searchRange = text.startIndex..<text.endIndex
      while let found = text.range(of: name, range: searchRange) {
        let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
        let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
        if !isIdentifier(before), !isIdentifier(after) { return true }
        searchRange = found.upperBound..<text.endIndex
      }
      return false
    }
    guard !needed.isEmpty else { return nil }
    let imports = needed.map { "import class FoundationCompatibility.\($0); " }.joined()
    var insertion = 0
    if source.starts(with: Array("#!".utf8)) {
      insertion = (source.firstIndex(of: 10).map { $0 + 1 }) ?? source.count
    }
    return Array(source[..<insertion]) + Array(imports.utf8) + Array(source[insertion...])
  }

  /// Whether `character` can continue a name (so `MyNSExpression` is not `NSExpression`).
  private static func isIdentifier(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }
}

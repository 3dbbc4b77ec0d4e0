/// The C library named as Apple's systems name it, written as Linux's before compiling:
/// `import Darwin` (and `import Darwin.C`) becomes `import Glibc`, and a name qualified by the
/// module (`Darwin.round(x)`, which Foundation brings on Apple's systems as it brings Glibc
/// here) becomes `Glibc.round(x)`. `canImport(Darwin)` is left false, so code that chooses by it
/// takes its Linux branch. Pure; comments and strings are skipped; lines are kept.
package enum DarwinNames {
  /// `source` with Darwin's module name written as Glibc's, or `nil` when it names none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    let darwin = Array("Darwin".utf8)
    var output: [UInt8] = []
    var copied = 0
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: darwin) {
      let after = start + darwin.count
      let qualifies = after < source.count && source[after] == UInt8(ascii: ".")
      let imported = importKeyword(before: start, in: source)
      guard qualifies || (imported && (after == source.count || !PreviewMacro.isIdentifier(source[after]))),
        start == 0 || source[start - 1] != UInt8(ascii: ".")
      else { continue }
      output += source[copied..<start]
      output += Array("Glibc".utf8)
      copied = after
      // `import Darwin.C`: the submodule goes with it.
      if imported, source[after...].starts(with: Array(".C".utf8)),
        after + 2 == source.count || !PreviewMacro.isIdentifier(source[after + 2])
      {
        copied = after + 2
      }
    }
    guard copied > 0 else { return nil }
    output += source[copied...]
    return output
  }

  /// Whether the word before `index` (past spaces) is `import`.
  private static func importKeyword(before index: Int, in source: [UInt8]) -> Bool {
    var end = index
    while end > 0, source[end - 1] == UInt8(ascii: " ") || source[end - 1] == UInt8(ascii: "\t") { end -= 1 }
    guard end < index, end >= 6 else { return false }
    return Array(source[(end - 6)..<end]) == Array("import".utf8)
      && (end == 6 || !PreviewMacro.isIdentifier(source[end - 7]))
  }
}

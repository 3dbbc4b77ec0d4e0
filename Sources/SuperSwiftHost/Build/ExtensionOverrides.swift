/// Methods an app overrides in an extension of a UIKit class (`extension UIWindow { open
/// override func motionEnded(…) }`, the shake detector; `extension UINavigationController {
/// override open func viewDidLoad() }`, the swipe-back fix), written before compiling as methods
/// of their own that nothing calls: Swift on Linux has no Objective-C runtime, so an extension
/// cannot override (the compiler refuses it), and a page has no UIKit window or controller that
/// would call them. `override` is blanked and the name prefixed (`_superswiftOverridden_…`);
/// the body compiles as written (`super.viewDidLoad()` calls the runtime's). Only extensions of
/// `UI…` types are written. Pure; comments and strings are skipped, and each line keeps its number.
package enum ExtensionOverrides {
  /// The prefix an overriding method's name gets.
  package static let prefix = "_superswiftOverridden_"

  /// `source` with each such override written as a method of its own, or `nil` when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    var bytes = source
    var insertions: [(at: Int, text: [UInt8])] = []
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: Array("extension".utf8)) {
      var cursor = PreviewMacro.Scanner(bytes: source, index: start + "extension".utf8.count)
      guard cursor.peek.map({ $0 == 32 || $0 == 9 }) == true else { continue }
      cursor.skipSpace()
      let nameStart = cursor.index
      var nameEnd = nameStart
      while nameEnd < source.count, PreviewMacro.isIdentifier(source[nameEnd]) || source[nameEnd] == UInt8(ascii: ".") {
        nameEnd += 1
      }
      let name = String(decoding: source[nameStart..<nameEnd], as: UTF8.self)
      guard name.hasPrefix("UI") else { continue }
      // The extension's body: from its `{` to the matching `}`.
      guard let open = source[nameEnd...].firstIndex(of: UInt8(ascii: "{")) else { continue }
      let body = PreviewMacro.Scanner(bytes: source, index: open)
      guard let close = body.matching(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) else { continue }
      var inner = PreviewMacro.Scanner(bytes: source, index: open + 1)
      while let found = inner.nextCode(matching: Array("override".utf8)), found < close {
        let after = found + "override".utf8.count
        guard after < source.count, !PreviewMacro.isIdentifier(source[after]) else { continue }
        // The declaration's name: after the next `func` or `var` keyword.
        var index = after
        var declared: Int?
        while index < close {
          for keyword in ["func", "var"] {
            let word = Array(keyword.utf8)
            if index + word.count < source.count, Array(source[index..<(index + word.count)]) == word,
              index > 0, !PreviewMacro.isIdentifier(source[index - 1]),
              !PreviewMacro.isIdentifier(source[index + word.count])
            {
              declared = index + word.count
            }
          }
          if declared != nil || source[index] == UInt8(ascii: "{") || source[index] == UInt8(ascii: "(") { break }
          index += 1
        }
        guard var nameIndex = declared else { continue }
        while nameIndex < close, source[nameIndex] == 32 || source[nameIndex] == 9 { nameIndex += 1 }
        for blank in found..<after { bytes[blank] = 32 }
        insertions.append((nameIndex, Array(prefix.utf8)))
      }
      scanner = PreviewMacro.Scanner(bytes: source, index: close + 1)
    }
    guard !insertions.isEmpty else { return nil }
    var output: [UInt8] = []
    var copied = 0
    for insertion in insertions.sorted(by: { $0.at < $1.at }) {
      output += bytes[copied..<insertion.at]
      output += insertion.text
      copied = insertion.at
    }
    output += bytes[copied...]
    return output
  }
}

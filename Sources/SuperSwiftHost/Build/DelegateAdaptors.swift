/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` in an app's source, written before
/// compiling with a closure that makes the delegate: `@UIApplicationDelegateAdaptor(
/// AppDelegate.self, make: { AppDelegate() })`. Swift on Linux cannot make an `NSObject`
/// subclass from its type alone (`init()` is not `required` there), and an app delegate is one;
/// the closure names its initialiser, as UIKit's runtime does by name. Only the plain form
/// (`Name.self`, with or without a module) is written; pure; comments and strings are skipped,
/// and each line keeps its number.
package enum DelegateAdaptors {
  /// `source` with each adaptor given a maker, or `nil` when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    let keyword = Array("@UIApplicationDelegateAdaptor".utf8)
    var output: [UInt8] = []
    var copied = 0
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: keyword) {
      var open = PreviewMacro.Scanner(bytes: source, index: start + keyword.count)
      guard open.peek == UInt8(ascii: "("), let close = open.matching(open: 40, close: 41) else { continue }
      let inside = String(decoding: source[(open.index + 1)..<close], as: UTF8.self)
        .trimmingCharacters(in: [" ", "\t"])
      guard inside.hasSuffix(".self") else { continue }
      let type = String(inside.dropLast(".self".count))
      guard !type.isEmpty, type.utf8.allSatisfy({ PreviewMacro.isIdentifier($0) || $0 == UInt8(ascii: ".") }),
        type.first.map({ !$0.isNumber && $0 != "." }) ?? false
      else { continue }
      output += source[copied..<close]
      output += Array(", make: { \(type)() }".utf8)
      copied = close
      open = PreviewMacro.Scanner(bytes: source, index: close)
      scanner = PreviewMacro.Scanner(bytes: source, index: close)
    }
    guard copied > 0 else { return nil }
    output += source[copied...]
    return output
  }
}

/// `#selector(…)` in an app's source, written as the `Selector` value it names before compiling:
/// `#selector(UIResponder.resignFirstResponder)` becomes `Selector("resignFirstResponder")`.
/// Swift on Linux has no Objective-C runtime, so the compiler refuses `#selector` outright; the
/// runtime's `Selector` carries the method's name, and `UIApplication.sendAction(_:to:from:for:)`
/// acts on the names it knows (the keyboard-dismissal idiom's `resignFirstResponder`). Methods
/// an app marks `@objc` for a selector still get the compiler's error and the build's note: they
/// would be called through Objective-C's runtime, which is not there. Pure; comments and strings
/// are skipped, and each line keeps its number.
package enum SelectorLiterals {
  /// `source` with each `#selector(…)` written as a `Selector`, or `nil` when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    let keyword = Array("#selector".utf8)
    var output: [UInt8] = []
    var copied = 0
    var scanner = PreviewMacro.Scanner(bytes: source)
    while let start = scanner.nextCode(matching: keyword) {
      var open = PreviewMacro.Scanner(bytes: source, index: start + keyword.count)
      open.skipSpace()
      guard open.peek == UInt8(ascii: "("), let close = open.matching(open: 40, close: 41) else { continue }
      let inside = String(decoding: source[(open.index + 1)..<close], as: UTF8.self)
      guard let name = methodName(inside) else { continue }
      output += source[copied..<start]
      output += Array("Selector(\"\(name)\")".utf8)
      // Line breaks inside the brackets are kept, so later lines keep their numbers.
      output += source[(open.index + 1)..<close].filter { $0 == 10 }
      copied = close + 1
      scanner = PreviewMacro.Scanner(bytes: source, index: close + 1)
    }
    guard copied > 0 else { return nil }
    output += source[copied...]
    return output
  }

  /// The Objective-C name a `#selector`'s expression names: its last member, with the labels
  /// of a compound name (`tapped(_:)` → `tapped:`, `update(sender:)` → `updateWithSender:`); `getter:` and
  /// `setter:` read the property's name. `nil` when it is not a name.
  static func methodName(_ expression: String) -> String? {
    var text = String(expression.map { $0 == "\n" ? " " : $0 }).trimmingSpaces
    var setter = false
    for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
      setter = prefix == "setter:"
      text = String(text.dropFirst(prefix.count)).trimmingSpaces
    }
    // `(Type.method(_:) as (Type) -> …)`: the name before a cast.
    if let cast = text.range(of: " as ") { text = String(text[..<cast.lowerBound]) }
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    var labels: [Substring] = []
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      labels = text[text.index(after: open)..<text.index(before: text.endIndex)]
        .split(separator: ":", omittingEmptySubsequences: true)
        .map { Substring(String($0).trimmingSpaces) }
      text = String(text[..<open])
    }
    guard let last = text.split(separator: ".").last, !last.isEmpty,
      last.utf8.allSatisfy({ PreviewMacro.isIdentifier($0) })
    else { return nil }
    var name = String(last)
    if setter { return "set" + name.prefix(1).uppercased() + name.dropFirst() + ":" }
    for (index, label) in labels.enumerated() {
      if label == "_" {
        name += ":"
      } else if index == 0 {
        name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
      } else {
        name += label + ":"
      }
    }
    return name
  }
}

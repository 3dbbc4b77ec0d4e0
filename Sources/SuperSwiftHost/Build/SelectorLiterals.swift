/// `#selector(…)` in an app's source, written as the `Selector` value it names before compiling:
/// `#selector(UIResponder.resignFirstResponder)` becomes `Selector("resignFirstResponder")`, and
/// a method of the app's own type — named bare, or through `self`/`Self` — carries the method
/// too: `#selector(tick(_:))` becomes `Selector("tick:", Self.tick(_:))`, which target–action
/// APIs call (`Timer`'s, `NotificationCenter`'s, `UIControl.sendActions`). Swift on Linux has no
/// Objective-C runtime, so the compiler refuses `#selector` outright; `ObjectiveCAttributes`
/// blanks the `@objc` such methods carry. Pure; comments and strings are skipped, and each line
/// keeps its number.
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
      if let method = methodReference(inside) {
        output += Array("Selector(\"\(name)\", \(method))".utf8)
      } else {
        output += Array("Selector(\"\(name)\")".utf8)
      }
      // Line breaks inside the brackets are kept, so later lines keep their numbers.
      output += source[(open.index + 1)..<close].filter { $0 == 10 }
      copied = close + 1
      scanner = PreviewMacro.Scanner(bytes: source, index: close + 1)
    }
    guard copied > 0 else { return nil }
    output += source[copied...]
    return output
  }

  /// The method a `#selector`'s expression names in the app's own type, as an unapplied
  /// reference (`Self.tick(_:)`): for a bare name or one through `self` or `Self`; `nil` for a
  /// type's method (`UIResponder.resignFirstResponder`), a property's getter or setter, or a
  /// cast, whose name is all the selector carries.
  static func methodReference(_ expression: String) -> String? {
    var text = String(expression.map { $0 == "\n" ? " " : $0 }).trimmingSpaces
    guard !text.hasPrefix("getter:"), !text.hasPrefix("setter:"), !text.contains(" as ") else { return nil }
    for prefix in ["self.", "Self."] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
    let base = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
    guard !base.isEmpty, base.utf8.allSatisfy({ PreviewMacro.isIdentifier($0) }),
      base.first.map({ !$0.isNumber }) ?? false
    else { return nil }
    if let open = text.firstIndex(of: "(") {
      // Only labels and colons inside: `tick(_:)`, `image(_:didFinishSavingWithError:contextInfo:)`.
      let labels = text[text.index(after: open)...]
      guard labels.hasSuffix(")"),
        labels.dropLast().allSatisfy({ $0 == ":" || $0 == " " || $0 == "_" || $0.isLetter || $0.isNumber })
      else { return nil }
      text = base + "(" + labels.filter { $0 != " " }
    }
    return "Self." + text
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

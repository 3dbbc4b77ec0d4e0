/// The attributes Objective-C's runtime gives meaning to, blanked in an app's source before
/// compiling: `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet`,
/// `@IBInspectable`, `@IBDesignable`. Swift on Linux has no Objective-C runtime and refuses
/// them ("Objective-C interoperability is disabled"); what apps mark them for — a method a
/// `#selector` names for a timer, a notification or a button — is called through the selector
/// instead (`SelectorLiterals` writes the method into it). What still needs the runtime
/// (`@objc optional` requirements, overriding a UIKit method in an extension, key–value
/// observing) keeps the compiler's error and the build's note. Pure; comments and strings are
/// skipped, and each attribute becomes spaces, so lines and columns keep their places.
package enum ObjectiveCAttributes {
  /// The attributes blanked (each followed by a name's end: `@objcMembers` is not `@objc`).
  static let attributes = ["@objcMembers", "@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable"]

  /// `source` with each such attribute (and `@objc`'s parenthesised name) blanked, or `nil`
  /// when it has none.
  package static func blanked(_ source: [UInt8]) -> [UInt8]? {
    blanked(source, attributes: attributes, withArguments: true)
  }

  /// `source` with each of `attributes` blanked (each followed by a name's end: `@objcMembers`
  /// is not `@objc`), and its parenthesised argument too when `withArguments`; `nil` when it
  /// has none. Comments and strings are skipped; line breaks stay, so lines keep their numbers.
  /// Longer names that begin with a shorter one are to come first in `attributes`.
  static func blanked(_ source: [UInt8], attributes: [String], withArguments: Bool) -> [UInt8]? {
    var output = source
    var changed = false
    for attribute in attributes {
      let text = Array(attribute.utf8)
      var scanner = PreviewMacro.Scanner(bytes: output)
      while let start = scanner.nextCode(matching: text) {
        var end = start + text.count
        if end < output.count, PreviewMacro.isIdentifier(output[end]) { continue }
        // `@objc(name)`: the name goes too.
        let after = PreviewMacro.Scanner(bytes: output, index: end)
        if withArguments, after.peek == UInt8(ascii: "("), let close = after.matching(open: 40, close: 41) {
          end = close + 1
        }
        for index in start..<end where output[index] != 10 { output[index] = 32 }
        changed = true
        scanner = PreviewMacro.Scanner(bytes: output, index: end)
      }
    }
    return changed ? output : nil
  }
}

import Foundation

/// Plain sentences for a failed build, next to what the compiler said: what kind of failure it
/// was, and, for SwiftUI that is not in SuperSwift's subset yet, that it is not there (rather
/// than leaving someone to wonder why `onDelete` "has no member").
package enum BuildExplanation {
  /// The one-line summary of a failed build of `appName`, from the compiler's output.
  package static func summary(appName: String, diagnostics: String) -> String {
    guard isLinkFailure(diagnostics) else { return "\(appName) did not compile" }
    let symbols = undefinedSymbols(in: diagnostics)
    guard !symbols.isEmpty else {
      return "\(appName) compiled, but could not be linked into a program (the linker's message is above)"
    }
    let named = symbols.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
    return
      "\(appName) compiled, but could not be linked: nothing defines \(named)\(symbols.count > 3 ? " and \(symbols.count - 3) more" : ""). "
      + "Declarations without a body (@_silgen_name, @_extern) need a library that defines them, and a "
      + "module can only be imported if its library is linked too"
  }

  /// Notes to add after the compiler's diagnostics: one per SwiftUI name outside the subset that
  /// an app importing SwiftUI tried to use.
  package static func notes(diagnostics: String, importsSwiftUI: Bool) -> [String] {
    guard importsSwiftUI else { return [] }
    var found: [String] = []
    for name in missingNames(in: diagnostics) where SwiftUISubset.outside.contains(name) && !found.contains(name) {
      found.append(name)
    }
    return found.map {
      "note: '\($0)' is not in SuperSwift's SwiftUI yet; the README lists what is (\"Apps with a user interface\")"
    }
  }

  static func isLinkFailure(_ diagnostics: String) -> Bool {
    diagnostics.contains("ld.lld: error:") || diagnostics.contains("undefined reference to")
      || diagnostics.contains("linker command failed")
  }

  /// The symbols lld reports undefined (`ld.lld: error: undefined symbol: NAME`), in order.
  static func undefinedSymbols(in diagnostics: String) -> [String] {
    var symbols: [String] = []
    for line in diagnostics.split(separator: "\n") {
      guard let range = line.range(of: "undefined symbol: ") else { continue }
      let symbol = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
      if !symbols.contains(symbol) { symbols.append(symbol) }
    }
    return symbols
  }

  /// Names the compiler could not find: `cannot find 'X' in scope`, `cannot find type 'X' in
  /// scope`, `has no member 'X'`.
  static func missingNames(in diagnostics: String) -> [String] {
    var names: [String] = []
    for line in diagnostics.split(separator: "\n") where line.contains("error:") {
      for marker in ["cannot find '", "cannot find type '", "has no member '"] {
        guard let start = line.range(of: marker) else { continue }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { continue }
        names.append(String(rest[..<end]))
      }
    }
    return names
  }
}

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

  /// Whether every error the compiler gave is one that isolating code to the main actor by
  /// default removes (main-actor state or calls reached from code that is nonisolated only
  /// because Swift's default says so): an app written for Xcode 26's default isolation.
  package static func needsMainActorIsolation(diagnostics: String) -> Bool {
    let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
    guard !errors.isEmpty else { return false }
    return errors.allSatisfy { line in
      line.contains("main actor-isolated") && line.contains("nonisolated context")
    }
  }

  /// Notes to add after the compiler's diagnostics: one per SwiftUI name outside the subset that
  /// an app importing SwiftUI tried to use.
  /// Then one per kind of Apple-only feature the diagnostics show (Objective-C's runtime, what
  /// Linux's Foundation marks unsupported), whatever the app imports.
  package static func notes(diagnostics: String, importsSwiftUI: Bool) -> [String] {
    var found: [String] = []
    if importsSwiftUI {
      // A missing name is reported by name, or, when an overload of a name that is there was
      // taken instead, as a mismatch on the line that uses it: both count.
      let named = missingNames(in: diagnostics) + errorLines(in: diagnostics).flatMap(identifiers(in:))
      for name in named where SwiftUISubset.outside.contains(name) && !found.contains(name) {
        found.append(name)
      }
    }
    let subset = found.map {
      "note: '\($0)' is not in SuperSwift's SwiftUI yet: it is not among the rows of docs/swiftui-api.tsv "
        + "(SwiftUI's API, every row declared); docs/swiftui-coverage.md says what is there"
    }
    let modules = missingModules(in: diagnostics).map {
      "note: '\($0)' is one of Apple's frameworks that SuperSwift does not have on Linux (docs/guide-interface-apps.md "
        + "lists the ones it has, and what each does without a device's hardware): keep the code that needs it "
        + "under `#if canImport(\($0))`"
    }
    return subset + modules + AppleOnly.allCases.filter { $0.markers.contains(where: diagnostics.contains) }.map(\.note)
  }

  /// The modules the compiler could not find (`no such module 'ARKit'`), each once, in order.
  static func missingModules(in diagnostics: String) -> [String] {
    var found: [String] = []
    for line in diagnostics.split(separator: "\n") where CompilerDiagnostic.header(line) != nil {
      guard let range = line.range(of: "error: no such module '") else { continue }
      let name = String(line[range.upperBound...].prefix { $0 != "'" })
      if !name.isEmpty, !found.contains(name) { found.append(name) }
    }
    return found
  }

  /// Features of Apple's platforms that Swift on Linux does not have, as the compiler reports them.
  enum AppleOnly: CaseIterable {
    /// What still needs Objective-C's runtime after the host's rewrites (`ObjectiveCAttributes`,
    /// `SelectorLiterals`, `ExtensionOverrides`): `@objc optional`, key–value observing,
    /// overriding in an extension of a type that is not UIKit's.
    case objectiveC
    /// Foundation types swift-corelibs-foundation marks unavailable that the runtime does not
    /// declare (`PersonNameComponentsFormatter`'s formatting, `NSKeyedUnarchiver` of UIKit types, …).
    case foundation

    /// What the compiler says when the app uses the feature.
    var markers: [String] {
      switch self {
      case .objectiveC:
        [
          "Objective-C interoperability is disabled", "can only be used with the Objective-C runtime",
          "cannot be overridden from extension",
        ]
      case .foundation: ["Not supported in swift-corelibs-foundation"]
      }
    }

    /// The note, in plain words, with what to do instead.
    var note: String {
      switch self {
      case .objectiveC:
        "note: this uses Objective-C's runtime (an @objc optional requirement, key-value observing, or overriding "
          + "a method in an extension of a type that is not UIKit's), which Swift on Linux does not have: use a closure "
          + "(Timer.scheduledTimer(withTimeInterval:repeats:block:), a Combine publisher) or a subclass instead"
      case .foundation:
        "note: Foundation on Linux does not support this type; the newer format styles "
          + "(Duration.formatted(), Date.formatted(), .number) do the same and work here"
      }
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

  /// The source lines the compiler's errors point at, from the excerpts it prints: Swift's
  /// own style (`12 |   code` with `` `- error: `` under it) and LLVM's (the line after the
  /// `path:line:col: error:` header, then the caret).
  static func errorLines(in diagnostics: String) -> [Substring] {
    var found: [Substring] = []
    var lastCode: Substring?
    let lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let quoted = SourceExcerpts.quoted(line) {
        lastCode = quoted.code ?? ""
      } else if trimmed.hasPrefix("|"), trimmed.contains("- error:"), let code = lastCode {
        found.append(code)
      } else if line.contains(": error: "), index + 2 < lines.count,
        lines[index + 2].trimmingCharacters(in: .whitespaces).hasPrefix("^")
      {
        found.append(lines[index + 1])
      }
    }
    return found
  }

  /// The identifiers in a line of code (words of letters, digits and `_` not starting with a digit).
  static func identifiers(in code: Substring) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { !($0.first?.isNumber ?? true) }.map(String.init)
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

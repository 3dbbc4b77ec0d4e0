/// The compiler's diagnostics coloured for a terminal, as `swiftc` colours them itself: the
/// location and message in bold, `error:` red, `warning:` yellow, `note:` and `remark:` cyan,
/// and the same colours on the annotations under a quoted line (`` `- error: … ``).
///
/// Colouring is done on the text after the build, not by asking the compiler for colours:
/// the build keeps one plain text (records, the web page, `--json` and `BuildExplanation`'s
/// parsing all read it), and only a terminal's copy is decorated.
package enum DiagnosticColors {
  /// The SGR colour of each kind of diagnostic.
  enum Kind: String, CaseIterable {
    case error, warning, note, remark

    var colour: String {
      switch self {
      case .error: "31"
      case .warning: "33"
      case .note, .remark: "36"
      }
    }
  }

  /// `diagnostics` with ANSI colours added; lines that are not diagnostics are left alone.
  package static func colored(_ diagnostics: String) -> String {
    diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { colored(line: $0) }
      .joined(separator: "\n")
  }

  static func colored(line: Substring) -> String {
    if let (location, kind, message) = header(line) {
      return bold(location) + "\u{1B}[1;\(kind.colour)m\(kind.rawValue):\u{1B}[0m" + bold(message)
    }
    // An annotation under a quoted source line: `  |      `- error: message`.
    for kind in Kind.allCases {
      guard let range = line.range(of: "`- \(kind.rawValue): ") else { continue }
      return String(line[..<range.lowerBound]) + "\u{1B}[1;\(kind.colour)m" + line[range.lowerBound...] + "\u{1B}[0m"
    }
    return String(line)
  }

  /// A diagnostic's first line, split where the kind is: `FILE:LINE:COL: error: message`,
  /// `ld.lld: error: message`, or a bare `note: message`. The message keeps its leading space.
  static func header(_ line: Substring) -> (Substring, Kind, Substring)? {
    // A quoted source line (`12 | …`) or an annotation is never a header, whatever it quotes.
    if line.first == " " || line.first?.isNumber == true { return nil }
    for kind in Kind.allCases {
      let word = "\(kind.rawValue):"
      if line.hasPrefix(word + " ") {
        return (line.prefix(0), kind, line.dropFirst(word.count))
      }
      guard let range = line.range(of: ": \(word) ") else { continue }
      let location = line[..<range.lowerBound]
      guard !location.contains(" ") || location.hasPrefix("/") else { continue }
      return (
        line[..<line.index(range.lowerBound, offsetBy: 2)], kind, line[line.index(range.upperBound, offsetBy: -1)...]
      )
    }
    return nil
  }

  static func bold(_ text: Substring) -> String {
    text.isEmpty ? "" : "\u{1B}[1m\(text)\u{1B}[0m"
  }
}

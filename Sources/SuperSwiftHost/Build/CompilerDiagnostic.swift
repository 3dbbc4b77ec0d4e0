import Foundation
@_spi(Host) import SuperSwift

/// One diagnostic of the Swift compiler, read from its text: `FILE:LINE:COL: KIND: MESSAGE`
/// header lines (the quoted source and annotations under them are the same diagnostic again,
/// drawn, and are skipped). What the editor marks and the build-failure page links to.
package struct CompilerDiagnostic: Sendable, Equatable {
  /// `error`, `warning` or `note`.
  package enum Severity: String, Sendable {
    case error, warning, note
  }

  package var file: String
  package var line: Int
  package var column: Int
  package var severity: Severity
  package var message: String

  /// Every header line in `text`, in order, duplicates (the driver repeats some) dropped.
  package static func parse(_ text: String) -> [CompilerDiagnostic] {
    var found: [CompilerDiagnostic] = []
    for line in text.split(separator: "\n") {
      guard let diagnostic = header(line), !found.contains(diagnostic) else { continue }
      found.append(diagnostic)
    }
    return found
  }

  /// `/path/My App.swift:12:5: error: message` → its parts; `nil` for any other line.
  static func header(_ line: Substring) -> CompilerDiagnostic? {
    // Quoted source (`12 | …`) and annotations start with a digit or a space.
    guard let first = line.first, first != " ", !first.isNumber else { return nil }
    for severity in [Severity.error, .warning, .note] {
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1]), lineNumber > 0
      else { continue }
      let file = location.dropLast(2).joined(separator: ":")
      return CompilerDiagnostic(
        file: file, line: lineNumber, column: column, severity: severity, message: String(line[marker.upperBound...]))
    }
    return nil
  }

  /// The diagnostic with its file named relative to `folder` (`ContentView.swift`), or `nil`
  /// when the file is not in that folder (a module's interface, say).
  package func relative(to folder: String) -> CompilerDiagnostic? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard file.hasPrefix(prefix) else { return nil }
    var mapped = self
    mapped.file = String(file.dropFirst(prefix.count))
    return mapped
  }

  /// As the editor's `check` answer lists it.
  package var json: JSON {
    [
      "file": .string(file), "line": .number(Double(line)), "column": .number(Double(column)),
      "severity": .string(severity.rawValue), "message": .string(message),
    ]
  }
}

/// The source lines the compiler quotes under a diagnostic (`12 | let b: String = a`), numbered
/// as the user's file numbers them. The compiler quotes the file it compiled, which has the
/// `#sourceLocation` directive as its first line (`BuildCache.located`): its line numbers in
/// the diagnostic's header are the user's, but the quoted lines' are one more, and the
/// directive itself is quoted near the top. So each quoted line of an app's file is numbered
/// again (a file that starts with `#!` had its first line replaced by the directive: its
/// numbers were right) and the directive's line is dropped; other files' quotes (a runtime
/// module's interface) are left as they are. Pure.
package enum SourceExcerpts {
  /// `diagnostics` with the quoted lines of `files` (each path with how many lines the
  /// directive added before its first: 1, or 0 for a file that starts with `#!`) renumbered.
  package static func renumbered(_ diagnostics: String, files: [String: Int]) -> String {
    guard !files.isEmpty else { return diagnostics }
    var offset = 0
    var lines: [Substring] = []
    for line in diagnostics.split(separator: "\n", omittingEmptySubsequences: false) {
      if let header = CompilerDiagnostic.header(line) {
        offset = files[header.file] ?? 0
        lines.append(line)
        continue
      }
      guard let (width, number, code) = quoted(line) else {
        lines.append(line)
        continue
      }
      if code?.hasPrefix("#sourceLocation(") == true { continue }
      guard offset > 0 else {
        lines.append(line)
        continue
      }
      let renumbered = String(number - offset)
      guard number - offset > 0 else { continue }
      let padding = String(repeating: " ", count: max(0, width - renumbered.count))
      lines.append(Substring(padding + renumbered + " |" + (code.map { " " + $0 } ?? "")))
    }
    return lines.joined(separator: "\n")
  }

  /// A quoted line's parts: the width of its number's column (spaces included), the number,
  /// and the code after `| ` (`nil` when the line is empty there); `nil` for any other line.
  static func quoted(_ line: Substring) -> (width: Int, number: Int, code: Substring?)? {
    let spaces = line.prefix { $0 == " " }
    let digits = line.dropFirst(spaces.count).prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(digits) else { return nil }
    let rest = line.dropFirst(spaces.count + digits.count)
    guard rest.hasPrefix(" |") else { return nil }
    let after = rest.dropFirst(2)
    if after.isEmpty { return (spaces.count + digits.count, number, nil) }
    guard after.hasPrefix(" ") else { return nil }
    return (spaces.count + digits.count, number, after.dropFirst())
  }
}

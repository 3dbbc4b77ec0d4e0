import Testing

@testable import SuperSwiftHost

/// The compiler's diagnostics as a terminal shows them.
@Suite("Diagnostic colours")
struct DiagnosticColorsTests {
  let red = "\u{1B}[1;31m"
  let reset = "\u{1B}[0m"

  @Test("a header's location and message in bold, its kind in its colour")
  func header() {
    let line = "/home/ann/My Apps/Tip.swift:2:14: error: cannot convert value of type 'String' to 'Int'"
    #expect(
      DiagnosticColors.colored(line)
        == "\u{1B}[1m/home/ann/My Apps/Tip.swift:2:14: \(reset)\(red)error:\(reset)"
        + "\u{1B}[1m cannot convert value of type 'String' to 'Int'\(reset)")
    #expect(DiagnosticColors.colored("/a.swift:3:5: warning: never used").contains("\u{1B}[1;33mwarning:"))
    #expect(
      DiagnosticColors.colored("ld.lld: error: undefined symbol: f").hasPrefix("\u{1B}[1mld.lld: \(reset)\(red)error:"))
    #expect(
      DiagnosticColors.colored("note: 'Canvas' is not in SuperSwift's SwiftUI yet").hasPrefix("\u{1B}[1;36mnote:"))
  }

  @Test("an annotation under a quoted line is coloured from its marker on; quoted source is left alone")
  func annotation() {
    let annotation = "  |              `- error: cannot find 'y' in scope"
    #expect(DiagnosticColors.colored(annotation) == "  |              \(red)`- error: cannot find 'y' in scope\(reset)")
    // Source that happens to quote a diagnostic's shape is someone's code, not a diagnostic.
    for quoted in ["4 | print(\"a.swift:1:1: error: no\")", "  | ", ">>> referenced by App.o:(main)", ""] {
      #expect(DiagnosticColors.colored(quoted) == quoted)
    }
  }

  @Test("stripping the colours gives back the text exactly, line for line")
  func reversible() throws {
    let text = """
      /t/bad.swift:4:39: error: cannot find 'y' in scope
      2 | let x: Int = "a"
      4 | RunContext.current.finish(with: .text(y))
        |                                       `- error: cannot find 'y' in scope
      5 |\u{20}

      note: 'Canvas' is not in SuperSwift's SwiftUI yet
      """
    let coloured = DiagnosticColors.colored(text)
    let stripped = coloured.replacing(try Regex(#"\x1B\[[0-9;]*m"#), with: "")
    #expect(stripped == text)
    #expect(coloured.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
  }
}

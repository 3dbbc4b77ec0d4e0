/// The manual page, superswift(1), in roff, generated from the same command specs as `--help`:
/// `superswift help --man > superswift.1; man -l superswift.1`.
enum Manual {
  /// Text made safe for roff: backslashes as `\e`, a line's leading dot or quote escaped,
  /// typographic characters as ASCII.
  static func roff(_ text: String) -> String {
    // Typographic characters as ASCII, which every terminal's man shows; anything else as
    // groff's named Unicode character.
    let ascii: [Character: String] = [
      "…": "...", "→": "->", "←": "<-", "—": "--", "–": "-", "’": "'", "‘": "'", "“": "\"", "”": "\"", "×": "x",
      "·": "-", "≤": "<=", "≥": ">=",
    ]
    var plain = ""
    for character in text.replacingOccurrences(of: "\\", with: "\\e") {
      if let replacement = ascii[character] {
        plain += replacement
      } else if character.isASCII {
        plain.append(character)
      } else {
        for scalar in character.unicodeScalars {
          plain += "\\[u\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4))]"
        }
      }
    }
    return plain.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
      .joined(separator: "\n")
  }

  static func page(version: String, specs: [CommandSpec]) -> String {
    var page = """
      .TH SUPERSWIFT 1 "" "superswift \(version)" "User Commands"
      .SH NAME
      superswift \\- write tiny Swift programs and run them from anywhere
      .SH SYNOPSIS
      .B superswift
      .I command
      [\\fIoptions\\fR]
      .br
      .B superswift
      .I FILE.swift
      [\\fIARG\\fR...]
      .SH DESCRIPTION
      Runs small Swift programs ("apps") that take input and return a result, from the command
      line, an HTTP API for automations, a share action or a superswift:// link, and shows apps
      with a user interface in the browser.
      .SH COMMANDS

      """
    for spec in specs {
      page += ".SS \(roff(spec.name))\n\(roff(spec.summary))\n.PP\n.B \(roff(spec.completeUsage))\n"
      if !spec.details.isEmpty { page += ".PP\n.nf\n\(roff(spec.details))\n.fi\n" }
      for option in spec.options {
        page += ".TP\n.B \(roff(option.display))\n\(roff(option.help))\n"
      }
    }
    page += """
      .SH EXIT STATUS
      0 finished, 1 failed or crashed, 2 usage or bad input, 3 build failed, 4 superswift could
      not do it (a file, the network or the toolchain failed), 124 timed out, 130 cancelled; a
      plain program's own status.
      .SH ENVIRONMENT
      .TP
      .B SUPERSWIFT_HOME
      The library of apps (default: $XDG_DATA_HOME/superswift).
      .TP
      .B SUPERSWIFT_SWIFTC
      The Swift compiler to use.
      .TP
      .B NO_COLOR
      No colours on a terminal.
      .SH FILES
      $XDG_CONFIG_HOME/superswift/ (settings.json, token, sessions.json, tls/), $XDG_CACHE_HOME/superswift/.

      """
    return page
  }
}

extension String {
  /// The string with zeros in front, to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

import Foundation
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tool writes: results on standard output, everything else on standard error.
enum Console {
  static func out(_ text: String) {
    write(STDOUT_FILENO, Array((stdoutIsJournal ? ServiceManager.prefixed(text) : text).utf8))
  }

  static func err(_ text: String) {
    let shown = stderrIsJournal ? ServiceManager.prefixed(text) : stderrHasColors ? colored(text) : text
    write(STDERR_FILENO, Array(shown.utf8))
  }

  /// Whether standard output and error are the journal's stream (a systemd service's): then
  /// each line is led by its priority, as the journal reads it.
  static let stdoutIsJournal = ServiceManager.isJournal(STDOUT_FILENO)
  static let stderrIsJournal = ServiceManager.isJournal(STDERR_FILENO)

  /// Whether standard error is a terminal that wants colours: not when `NO_COLOR` is set
  /// (no-color.org), nor for `TERM=dumb`.
  static let stderrHasColors: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDERR_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }()

  /// `error:` in bold red and `warning:` in bold yellow, where a message starts with them.
  static func colored(_ text: String) -> String {
    for (word, colour) in [("superswift: error:", "1;31"), ("superswift: warning:", "1;33")] where text.hasPrefix(word)
    {
      let label = word.dropFirst("superswift: ".count)
      return "superswift: \u{1B}[\(colour)m\(label)\u{1B}[0m" + text.dropFirst(word.count)
    }
    return text
  }

  static func write(_ descriptor: Int32, _ bytes: [UInt8]) {
    // A terminal or pipe that went away takes nothing more; there is nobody left to tell.
    try? Syscall.writeAll(bytes, to: descriptor)
  }

  /// An error line: `superswift: error: …`. On a terminal, control characters in it (an app's
  /// own failure message can carry any) are shown escaped, never sent raw.
  static func error(_ message: String) {
    let shown = isatty(STDERR_FILENO) == 1 ? TerminalText.visible(message, keepingNewlines: true) : message
    err("superswift: error: \(shown)\n")
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether a person can answer a question: standard input and error are a terminal.
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Asks a yes/no question on standard error and reads the answer; only "y" or "yes" (any
  /// case) is yes, and the end of input is no.
  static func confirm(_ question: String) -> Bool {
    err(question + " [y/N] ")
    guard let answer = readLine() else {
      err("\n")
      return false
    }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// A shell word for `text`: as it is when it needs no quoting, else in single quotes.
  static func shellWord(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:@%+=".contains($0)) }
    if plain, !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

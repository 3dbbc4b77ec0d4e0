import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// Prints a finished run the way the caller asked, and picks the exit status.
struct RunOutput {
  /// How the caller asked for the result.
  struct Options {
    var coercion: ResultCoercion.Kind?
    var json = false
    var quiet = false
    var notify = false
    /// Whether an app with a user interface opens in the browser (else only its address shows).
    var openBrowser = true
  }

  let record: RunRecord
  let request: RunRequest
  let options: Options

  func print() -> Int32 {
    if options.notify { DesktopNotification.show(record) }
    if request.output == .passedOn { return printPlainProgram() }
    return printApp()
  }

  /// An app's ending: its result on standard output, or what went wrong on standard error.
  private func printApp() -> Int32 {
    if options.json {
      Console.out(record.json.text(pretty: true) + "\n")
      return record.status.exitCode
    }
    switch record.status {
    case .finished:
      guard let result = record.result else { return 0 }
      do {
        try show(result)
      } catch {
        Console.error("\(error)")
        return 1
      }
      return 0
    case .buildFailed:
      if let diagnostics = record.diagnostics, !diagnostics.isEmpty {
        let text = diagnostics.hasSuffix("\n") ? diagnostics : diagnostics + "\n"
        Console.err(Console.stderrHasColors ? DiagnosticColors.colored(text) : text)
      }
      Console.error(record.error ?? "the app did not compile")
    case .crashed:
      Console.error("the app crashed: \(record.error ?? "")")
      if let location = record.location { Console.err("  at \(location)\n") }
    case .failed, .timedOut, .interrupted, .running, .queued:
      Console.error(record.error ?? record.status.rawValue)
      if let location = record.location { Console.err("  at \(location)\n") }
    case .cancelled:
      // "the user closed the app" says more than "cancelled"; Ctrl-C needs no explanation.
      let why = record.error.flatMap { $0 == "the run was cancelled" ? nil : $0 }
      Console.err("superswift: cancelled\(why.map { ": \($0)" } ?? "")\n")
    }
    return record.status.exitCode
  }

  /// A plain program ends as under `swift FILE`: its exit status is ours, its own output said
  /// all it had to say. A crash gets the report; a signal then ends us by the same signal
  /// (`PlainProgramEnd`), as `swift FILE` ends (a program whose reader went away, `| head -1`,
  /// quietly); 128 + its number with `--json`, whose caller reads the record.
  private func printPlainProgram() -> Int32 {
    if options.json { Console.out(record.json.text(pretty: true) + "\n") }
    if let status = record.exitStatus, record.status == .finished || record.status == .failed {
      return status
    }
    switch record.status {
    case .crashed:
      if record.signal != SIGPIPE {
        Console.error("the program crashed: \(record.error ?? "")")
        if let location = record.location { Console.err("  at \(location)\n") }
      }
      if let signal = record.signal, !options.json { PlainProgramEnd.signal.withLock { $0 = signal } }
      return record.signal.map { 128 + $0 } ?? 1
    case .buildFailed, .failed, .timedOut, .cancelled, .interrupted, .running, .queued, .finished:
      return options.json ? record.status.exitCode : printApp()
    }
  }

  private func show(_ result: DeliveredResult) throws {
    switch options.coercion {
    case nil:
      switch result {
      case .text(let text): Console.out(text.hasSuffix("\n") ? text : text + "\n")
      case .json(let json): Console.out(json.text(pretty: Console.stdoutIsTerminal) + "\n")
      case .url(let url): Console.out(url + "\n")
      case .files(let files): Console.out(files.map { $0.url.path + "\n" }.joined())
      }
    case .text:
      let text = try ResultCoercion.text(result)
      Console.out(text.hasSuffix("\n") ? text : text + "\n")
    case .url:
      Console.out(try ResultCoercion.urls(result).map { $0 + "\n" }.joined())
    case .files:
      if case .files(let files) = result {
        Console.out(files.map { $0.url.path + "\n" }.joined())
      } else if let file = try ResultCoercion.fileContents(result) {
        let target =
          request.overwrite
          ? request.outputDirectory.appendingPathComponent(file.name)
          : OutputFileNames.freeLocation(for: file.name, in: request.outputDirectory)
        try file.data.write(to: target, options: request.overwrite ? .atomic : .withoutOverwriting)
        Console.out(target.path + "\n")
      }
    }
  }
}

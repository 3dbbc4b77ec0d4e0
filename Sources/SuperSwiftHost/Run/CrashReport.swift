import Foundation
@_spi(Host) import SuperSwift

/// Explains a crash in one line: the Swift runtime's own message, and the user's file and line.
///
/// Two sources: the runtime's `Fatal error: …` line in the log, and the backtracer's JSON
/// report (`SWIFT_BACKTRACE=…,format=json,output-to=<run folder>`), whose first frame inside the
/// app's sources gives the location even when the runtime printed nothing (integer overflow).
struct CrashReport: Equatable {
  var message: String
  var location: String?

  /// The backtracer settings that make it write a JSON report into `folder` and stay quiet.
  static func backtraceSetting(reportFolder: URL, backtracer: URL? = nil) -> String {
    ([
      "enable=yes", "interactive=no", "color=no", "threads=crashed", "registers=none",
      "images=none", "sanitize=yes", "format=json", "output-to=\(reportFolder.path)",
    ] + (backtracer.map { ["swift-backtrace=\($0.path)"] } ?? [])).joined(separator: ",")
  }

  /// The JSON files the host itself writes into a run folder, where the backtracer writes its
  /// report (`<program>-<pid>.json`) too.
  static let hostFiles: Set<String> = [RunProtocol.inputFileName, RunProtocol.imageSizesFileName]

  /// Reads what is known of a crash.
  static func explain(
    termination: AppProcess.Termination, log: String, reportFolder: URL, app: AppSource
  ) -> CrashReport {
    let report = readReport(in: reportFolder)
    let location = report.flatMap { userLocation(in: $0, app: app) }
    if let runtimeMessage = runtimeMessage(in: log) {
      return CrashReport(message: runtimeMessage, location: location)
    }
    if let report, let description = runtimeFailure(in: report) {
      return CrashReport(message: description, location: location)
    }
    switch termination {
    case .signaled(let signal):
      return CrashReport(message: "the app was stopped by \(signalName(signal))", location: location)
    case .exited(let status):
      return CrashReport(message: "the app exited with status \(status)", location: location)
    }
  }

  /// The last `Fatal error: …` style line the Swift runtime printed, tidied.
  static func runtimeMessage(in log: String) -> String? {
    let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
    for line in log.split(separator: "\n").reversed() {
      for marker in markers {
        guard let range = line.range(of: marker) else { continue }
        // The runtime writes `file:line: Fatal error: message`; keep from the marker on.
        let prefix = line[..<range.lowerBound]
        guard prefix.isEmpty || prefix.hasSuffix(": ") else { continue }
        return tidy(String(line[range.lowerBound...]))
      }
    }
    return nil
  }

  /// What the runtime reported of an error thrown out of the app's top level (`App.Oops()`, or
  /// the error's own debug description), or `nil` when the message is of another crash.
  static func uncaughtError(in message: String) -> String? {
    let marker = "Fatal error: Error raised at top level: "
    guard message.hasPrefix(marker) else { return nil }
    return String(message.dropFirst(marker.count))
  }

  /// An uncaught error as a sentence: a type's dump (`App.Oops()`) is named as thrown; an
  /// error that describes itself in words (SuperSwift's own, `RunAppError`) is its sentence.
  static func sentence(thrown: String) -> String {
    // A `DecodingError` from `decode` says the place and what it takes in its description.
    if thrown.hasPrefix("Swift.DecodingError."), let said = debugDescription(in: thrown) { return said }
    let dump = #"^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_]"#
    if thrown.range(of: dump, options: .regularExpression) != nil || thrown.isEmpty {
      return "the app threw \(thrown) and did not catch it"
    }
    return thrown
  }

  /// The `debugDescription: "…"` of an error's dump, unescaped; `nil` when it has none.
  static func debugDescription(in dump: String) -> String? {
    guard let start = dump.range(of: "debugDescription: \"") else { return nil }
    var text = ""
    var escaped = false
    for character in dump[start.upperBound...] {
      if escaped {
        text.append(character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return text
      } else {
        text.append(character)
      }
    }
    return nil
  }

  /// Drops the compiler's names for anonymous contexts, which mean nothing to the user. The
  /// module's name stays: it is the file's, as `swift FILE` names it.
  static func tidy(_ message: String) -> String {
    message.replacingOccurrences(
      of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "", options: .regularExpression)
  }

  private static func readReport(in folder: URL) -> JSON? {
    guard
      let name = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first(where: { $0.hasSuffix(".json") && !hostFiles.contains($0) }),
      let data = try? Data(contentsOf: folder.appendingPathComponent(name))
    else { return nil }
    return JSON(parsing: data)
  }

  /// What the runtime trapped on (`Swift runtime failure: arithmetic overflow`): a frame the
  /// backtracer marks as a runtime failure, else the report's own description if it says more
  /// than the signal's name.
  private static func runtimeFailure(in report: JSON) -> String? {
    for thread in report["threads"]?.array ?? [] where thread["crashed"]?.bool == true {
      for frame in thread["frames"]?.array ?? [] {
        if let description = frame["description"]?.string,
          frame["runtimeFailure"]?.bool == true || description.hasPrefix("Swift runtime failure")
        {
          return description
        }
      }
    }
    guard let description = report["description"]?.string, description.hasPrefix("Swift runtime failure")
    else { return nil }
    return description
  }

  /// The first frame of the crashed thread that lies in the app's own files. Debug info names
  /// them by their place in the build folder (`…/src/<path>`), which is matched by suffix.
  private static func userLocation(in report: JSON, app: AppSource) -> String? {
    for thread in report["threads"]?.array ?? [] where thread["crashed"]?.bool == true {
      for frame in thread["frames"]?.array ?? [] {
        guard let file = frame["sourceLocation"]?["file"]?.string,
          let line = frame["sourceLocation"]?["line"]?.int, line > 0,
          let source = app.files.first(where: {
            file == app.originalURL(of: $0.path).path || file.hasSuffix("\(BuildCache.sourceFolder)/\($0.path)")
          })
        else { continue }
        return "\(app.originalURL(of: source.path).path):\(line)"
      }
    }
    return nil
  }

  static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL (a Swift runtime trap)", SIGTRAP: "SIGTRAP (a Swift runtime trap)",
      SIGSEGV: "SIGSEGV (a bad memory access)", SIGBUS: "SIGBUS (a bad memory access)",
      SIGABRT: "SIGABRT (abort)", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGFPE: "SIGFPE",
      SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE (writing to a closed pipe)",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}

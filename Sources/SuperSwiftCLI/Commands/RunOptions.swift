import Foundation
import SuperSwift
import SuperSwiftHost

/// The options every command that runs an app shares: how long it may take and how its result
/// is shown.
enum RunOptions {
  static let specs: [CommandSpec.Option] = [
    .init(names: ["--as"], value: "KIND", help: "Read the result as text, url or files."),
    .init(names: ["--json"], value: nil, help: "Print the whole run record as JSON."),
    .init(names: ["--output-dir"], value: "DIR", help: "Where output files go (default: here)."),
    .init(names: ["--overwrite"], value: nil, help: "Let output files replace files already there."),
    .init(names: ["--timeout"], value: "SECONDS", help: "Stop the app after this long (default: no limit)."),
    .init(names: ["-q", "--quiet"], value: nil, help: "Do not show what the app prints."),
    .init(names: ["--notify"], value: nil, help: "Also show the outcome as a desktop notification."),
    .init(
      names: ["--no-open"], value: nil,
      help: "For apps with a user interface: only print the page's address, do not open a browser."),
  ]

  /// What the shared options say.
  struct Parsed {
    var output = RunOutput.Options()
    var timeout: Duration?
    var outputDirectory: URL?
    var overwrite = false
  }

  static func parse(_ arguments: ParsedArguments, spec: CommandSpec) throws -> Parsed {
    var parsed = Parsed()
    if let text = arguments.value("--as") {
      guard let kind = ResultCoercion.Kind(rawValue: text) else {
        throw UsageError("--as takes text, url or files, not '\(text)'", command: spec)
      }
      parsed.output.coercion = kind
    }
    parsed.output.json = arguments.flag("--json")
    parsed.output.quiet = arguments.flag("--quiet")
    parsed.output.notify = arguments.flag("--notify")
    parsed.output.openBrowser = !arguments.flag("--no-open")
    parsed.overwrite = arguments.flag("--overwrite")
    if let text = arguments.value("--timeout") {
      guard let seconds = Double(text), seconds > 0, seconds.isFinite, seconds < 1e9 else {
        throw UsageError("--timeout takes a number of seconds greater than 0, not '\(text)'", command: spec)
      }
      parsed.timeout = .milliseconds(Int64(seconds * 1000))
    }
    if let folder = arguments.value("--output-dir") {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw UsageError("--output-dir \(folder) is not a folder; create it first")
      }
      parsed.outputDirectory = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    }
    return parsed
  }

  /// The request for `app` with these options.
  static func request(
    app: AppSource, id: String?, source: RunSource, items: [InputItem], options: Parsed
  ) -> RunRequest {
    RunRequest(
      app: app, appID: id, source: source, input: RunInput(items: items), timeout: options.timeout,
      outputDirectory: options.outputDirectory, overwrite: options.overwrite)
  }
}

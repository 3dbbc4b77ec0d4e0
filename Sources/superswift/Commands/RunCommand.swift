import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift run APP …`: runs an app once and prints its result.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run",
    usage:
      "superswift run APP [--input TEXT|-] [--file PATH]... [--url URL]... [--source app|shortcut|share|link] [--as text|url|files] [--json] [--output-dir DIR] [--timeout SECONDS]",
    summary: "Run an app once and print its result.",
    details: """
      APP is a .swift file or a folder of .swift files. The first run after a change compiles
      it; later runs reuse the build.

      Input: --input is the seed's Input parameter (text, a number, or a dictionary or list as
      JSON text); '--input -' reads standard input. --file and --url add items, in the order
      given. With no input the source is 'app'; with any, 'shortcut'. A link never carries
      input, so '--source link' refuses it.

      Output: text as is, JSON as JSON, a URL as a line, files into --output-dir (never
      replacing a file already there unless --overwrite) with their paths printed. What the
      app prints is its log and goes to standard error.

      Exit status: 0 finished, 1 failed or crashed, 2 usage or bad input, 3 build failed,
      124 timed out, 130 cancelled (Ctrl-C or SIGTERM).

      Examples:
        superswift run Examples/TipCalculator.swift --input '{"bill": 42, "percent": 18}'
        echo '{"bill": 10}' | superswift run Examples/TipCalculator.swift --input -
        superswift run Examples/Report.swift --output-dir /tmp --json
      """,
    options: [
      .init(names: ["--input"], value: "TEXT|-", help: "Input text or JSON; '-' reads standard input."),
      .init(names: ["--file"], value: "PATH", help: "Add a file to the input.", repeatable: true),
      .init(names: ["--url"], value: "URL", help: "Add a URL to the input.", repeatable: true),
      .init(names: ["--source"], value: "SOURCE", help: "Start as app, shortcut, share or link (for testing)."),
      .init(names: ["--as"], value: "KIND", help: "Read the result as text, url or files."),
      .init(names: ["--json"], value: nil, help: "Print the whole run record as JSON."),
      .init(names: ["--output-dir"], value: "DIR", help: "Where output files go (default: here)."),
      .init(names: ["--overwrite"], value: nil, help: "Let output files replace files already there."),
      .init(names: ["--timeout"], value: "SECONDS", help: "Stop the app after this long (default: no limit)."),
      .init(names: ["-q", "--quiet"], value: nil, help: "Do not show what the app prints."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let appPath = arguments.positionals.first else {
      throw UsageError("which app? Give the path of a .swift file or folder", command: spec)
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        "unexpected argument '\(arguments.positionals[1])'; pass input with --input", command: spec)
    }
    let request = try makeRequest(appPath: appPath, arguments: arguments)
    let coercion = try arguments.value("--as").map { text in
      guard let kind = ResultCoercion.Kind(rawValue: text) else {
        throw UsageError("--as takes text, url or files, not '\(text)'", command: spec)
      }
      return kind
    }

    let cancellation = Cancellation()
    let signals = SignalForwarder(cancellation: cancellation)
    defer { signals.stop() }
    let runner = Runner(paths: Paths(), status: StatusLine())
    let quiet = arguments.flag("--quiet")
    let record = runner.run(request, cancellation: cancellation) { chunk in
      if !quiet { Console.write(STDERR_FILENO, chunk) }
    }
    return RunOutput(record: record, coercion: coercion, request: request, json: arguments.flag("--json")).print()
  }

  private static func makeRequest(appPath: String, arguments: ParsedArguments) throws -> RunRequest {
    let app: AppSource
    do {
      app = try AppSource(path: appPath)
    } catch {
      throw UsageError("\(error)")
    }
    var items: [InputItem] = []
    do {
      if let input = arguments.value("--input") {
        if input == "-" {
          let data = FileHandle.standardInput.readDataToEndOfFile()
          items.append(try InputValidation.text(data, from: "standard input"))
        } else {
          items.append(.text(input))
        }
      }
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      for (name, value) in arguments.occurrences {
        if name == "--file" { items.append(try InputValidation.file(value, relativeTo: here)) }
        if name == "--url" { items.append(try InputValidation.url(value)) }
      }
    } catch {
      throw UsageError("\(error)")
    }

    var source: RunSource = items.isEmpty ? .app : .shortcut
    if let name = arguments.value("--source") {
      let names: [String: RunSource] = [
        "app": .app, "shortcut": .shortcut, "share": .shareSheet, "sharesheet": .shareSheet,
        "link": .urlScheme, "urlscheme": .urlScheme,
      ]
      guard let chosen = names[name.lowercased()] else {
        throw UsageError("--source takes app, shortcut, share or link, not '\(name)'", command: spec)
      }
      source = chosen
    }
    if source == .urlScheme, !items.isEmpty {
      throw UsageError(
        "a link never carries input: drop --input, --file and --url, or use another --source", command: spec)
    }

    var timeout: Duration?
    if let text = arguments.value("--timeout") {
      guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
        throw UsageError("--timeout takes a number of seconds greater than 0, not '\(text)'", command: spec)
      }
      timeout = .milliseconds(Int64(seconds * 1000))
    }

    var outputDirectory: URL?
    if let folder = arguments.value("--output-dir") {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw UsageError("--output-dir \(folder) is not a folder; create it first")
      }
      outputDirectory = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    }
    return RunRequest(
      app: app, source: source, input: RunInput(items: items), timeout: timeout,
      outputDirectory: outputDirectory, overwrite: arguments.flag("--overwrite"))
  }
}

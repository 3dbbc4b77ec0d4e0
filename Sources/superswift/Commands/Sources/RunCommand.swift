import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift run APP …`: runs an app once and prints its result.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run",
    usage:
      "superswift run APP [--input TEXT|-] [--file PATH]... [--url URL]... [--source app|shortcut|share|link] [--as text|url|files] [--json] [--output-dir DIR] [--timeout SECONDS] [--no-open]",
    summary: "Run an app once and print its result.",
    details: """
      APP is an app in the library (its name or identifier), or the path of a .swift file or a
      folder of .swift files. The first run after a change compiles it; later runs reuse the build.

      Input: --input is the seed's Input parameter (text, a number, or a dictionary or list as
      JSON text); '--input -' reads standard input. --file and --url add items, in the order
      given. With no input the source is 'app'; with any, 'shortcut'. A link never carries
      input, so '--source link' refuses it.

      Output: text as is, JSON as JSON, a URL as a line, files into --output-dir (never
      replacing a file already there unless --overwrite) with their paths printed. What the
      app prints is its log and goes to standard error.

      An app with a user interface (SwiftUI) opens as a page in your browser, or with
      --no-open (or no desktop) prints 'Open http://…' on standard error; the run waits, with
      no time limit, until the app finishes or you close it.

      Exit status: 0 finished, 1 failed or crashed, 2 usage or bad input, 3 build failed,
      124 timed out, 130 cancelled (Ctrl-C, SIGTERM, or the app's page was closed).

      Examples:
        superswift run Examples/TipCalculator.swift --input '{"bill": 42, "percent": 18}'
        echo '{"bill": 10}' | superswift run Examples/TipCalculator.swift --input -
        superswift run Examples/Report.swift --output-dir /tmp --json
        superswift run Examples/DrinkPicker.swift --no-open
      """,
    options: [
      .init(names: ["--input"], value: "TEXT|-", help: "Input text or JSON; '-' reads standard input."),
      .init(names: ["--file"], value: "PATH", help: "Add a file to the input.", repeatable: true),
      .init(names: ["--url"], value: "URL", help: "Add a URL to the input.", repeatable: true),
      .init(names: ["--source"], value: "SOURCE", help: "Start as app, shortcut, share or link (for testing)."),
    ] + RunOptions.specs)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let query = arguments.positionals.first else {
      throw UsageError(
        "which app? Give its name, its identifier, or the path of a .swift file or folder", command: spec)
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        "unexpected argument '\(arguments.positionals[1])'; pass input with --input", command: spec)
    }
    let options = try RunOptions.parse(arguments, spec: spec)
    let items = try inputItems(arguments)
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
    let context = CLIContext()
    let (app, id) = try context.resolve(query)
    let request = RunOptions.request(app: app, id: id, source: source, items: items, options: options)
    return context.run(request, options: options.output)
  }

  private static func inputItems(_ arguments: ParsedArguments) throws -> [InputItem] {
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
    return items
  }
}

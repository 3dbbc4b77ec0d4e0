import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift run APP …`: runs an app once and prints its result.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run",
    usage:
      "superswift run APP [--input TEXT|-] [--file PATH]... [--url URL]... [--source app|shortcut|shareSheet|urlScheme] [--as text|url|files] [--json] [--output-dir DIR] [--overwrite] [--timeout SECONDS] [-q] [--notify] [--no-open] [--swift-version N] [-- ARG...]",
    summary: "Run an app, or any Swift program, and print its result.",
    details: """
      APP is an app in the library (its name or identifier), or the path of a .swift file or a
      folder of .swift files. The first run after a change compiles it; later runs reuse the build.
      Words after -- are the program's own arguments (CommandLine.arguments[1...]).

      Any Swift program runs as under 'swift FILE': one that does not import SuperSwift gets
      superswift's standard input, output and error as they are, and its exit status is
      superswift's. 'superswift FILE ARG...' is the same as 'superswift run FILE -- ARG...', so
      a file starting with '#!/usr/bin/env superswift' runs by itself once it is executable.

      An app that imports SuperSwift returns a result instead: --input is what Shortcuts passes
      as the Input parameter (text, a number, or a dictionary or list as JSON text); '--input -'
      reads standard input (otherwise the app may read it). --file and --url add items, in the
      order given. With no input the source is 'app'; with any, 'shortcut'. A link never
      carries input, so '--source link' refuses it. The result goes to standard output: text as
      is, JSON as JSON, a URL as a line, files into --output-dir (never replacing a file already
      there unless --overwrite) with their paths printed. What the app prints is its log and
      goes to standard error.

      Language mode: the compiler's default, as 'swift FILE' uses; --swift-version 6 (or
      "swiftVersion": "6" in a folder app's .superswift-app.json) asks for another.

      An app with a user interface (SwiftUI) opens as a page in your browser, or with
      --no-open (or no desktop) prints 'Open http://…' on standard error; the run waits, with
      no time limit, until the app finishes or you close it.

      Exit status: a plain program's own; for apps, 0 finished, 1 failed, crashed or exited
      with another status, 2 usage or bad input, 3 build failed, 4 superswift could not do it
      (a file, the network or the toolchain failed), 124 timed out, 130 cancelled (Ctrl-C,
      SIGTERM, or the app's page was closed).

      Examples:
        superswift run Examples/TipCalculator.swift --input '{"bill": 42, "percent": 18}'
        echo '{"bill": 10}' | superswift run Examples/TipCalculator.swift --input -
        superswift run Examples/Greet.swift -- Ada Grace
        superswift run Examples/DrinkPicker.swift --no-open
      """,
    options: [
      .init(names: ["--input"], value: "TEXT|-", help: "Input text or JSON; '-' reads standard input."),
      .init(names: ["--file"], value: "PATH", help: "Add a file to the input.", repeatable: true),
      .init(names: ["--url"], value: "URL", help: "Add a URL to the input.", repeatable: true),
      .init(
        names: ["--source"], value: "SOURCE",
        help: "Start as app, shortcut, shareSheet or urlScheme (also: share, link), for testing."),
      .init(names: ["--swift-version"], value: "N", help: "Compile in this Swift language mode (5, 6, …)."),
      .init(
        names: ["--no-lock"], value: nil,
        help: "For a script with packages: keep its lock in the cache, not beside it as FILE.swift.resolved."),
    ] + RunOptions.specs,
    passesArguments: true, takesFieldOptions: true)

  /// `run --help`, and with an app named, the app's input fields as flags.
  static func help(_ arguments: ParsedArguments) -> String {
    guard let query = arguments.positionals.first, let (app, _) = try? CLIContext().resolve(query),
      let schema = FieldFlags.schema(of: app, context: CLIContext())
    else { return spec.help }
    return spec.help + FieldFlags.help(schema, appName: app.name)
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let query = arguments.positionals.first else {
      throw UsageError(
        "which app? Give its name, its identifier, or the path of a .swift file or folder, before --",
        command: spec)
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        "unexpected argument '\(arguments.positionals[1])'; pass input with --input, or the program's own arguments after --",
        command: spec)
    }
    let options = try RunOptions.parse(arguments, spec: spec)
    let languageMode = try arguments.value("--swift-version").map { mode in
      guard !mode.isEmpty, mode.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
        throw UsageError("--swift-version takes a language mode such as 5 or 6, not '\(mode)'", command: spec)
      }
      return mode
    }
    var items = try inputItems(arguments)
    var source: RunSource = items.isEmpty ? .app : .shortcut
    if let name = arguments.value("--source") {
      // The spellings records print and the short ones, as the API's run filters take them.
      guard let chosen = RunFilter.source(named: name) else {
        throw UsageError(
          "--source takes app, shortcut, shareSheet or urlScheme (or share, link), not '\(name)'."
            + Suggestions.didYouMean(name, among: ["app", "shortcut", "shareSheet", "urlScheme", "share", "link"]),
          command: spec)
      }
      source = chosen
    }
    if source == .urlScheme, !items.isEmpty {
      throw UsageError(
        "a link never carries input: drop --input, --file and --url, or use another --source", command: spec)
    }
    let context = CLIContext()
    var (app, id) = try context.resolve(query)
    if arguments.flag("--no-lock") {
      guard id == nil, app.isSingleFile else {
        throw UsageError(
          "--no-lock is for a script outside the library; an app keeps its lock in its folder", command: spec)
      }
      app.lockLocation = PackageWorkspace.cachedLockFile(of: app, paths: context.paths)
    }
    // A typed input: flags become fields, and the input is checked before the app runs.
    if let schema = FieldFlags.schema(of: app, context: context), source != .urlScheme {
      items = try FieldFlags.apply(arguments.fieldOptions, to: items, schema: schema, appName: app.name, query: query)
    } else if let (flag, _) = arguments.fieldOptions.first {
      throw UsageError(
        "unknown option --\(flag) for 'run':\(Suggestions.didYouMean("--" + flag, among: spec.options.flatMap(\.names))) \(app.name) declares no input fields (it reads free text or JSON: pass it with --input)",
        command: spec)
    }
    var request = RunOptions.request(app: app, id: id, source: source, items: items, options: options)
    request.arguments = arguments.trailing ?? []
    request.argumentZero = programName(query)
    request.inheritsStandardInput = arguments.value("--input") != "-"
    request.languageMode = languageMode
    // A program that returns no result through SuperSwift is a plain one: its output is
    // its own, not a log.
    if !app.usesRuntime { request.output = .passedOn }
    return context.run(request, options: options.output)
  }

  /// `CommandLine.arguments[0]` for the program: the path as given, as `swift FILE` passes it
  /// (which drops a leading `./`).
  static func programName(_ query: String) -> String {
    var name = Substring(query)
    while name.hasPrefix("./"), name.count > 2 { name = name.dropFirst(2) }
    return String(name)
  }

  private static func inputItems(_ arguments: ParsedArguments) throws -> [InputItem] {
    var items: [InputItem] = []
    do {
      if let input = arguments.value("--input") {
        if input == "-" {
          // A person at a terminal would otherwise wait on silence.
          if isatty(STDIN_FILENO) == 1 {
            Console.err("superswift: reading the input from the terminal; end it with Ctrl-D\n")
          }
          items.append(try InputValidation.standardInput())
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

/// The script form, `superswift FILE ARG…` (a `#!/usr/bin/env superswift` line runs it so):
/// `run FILE -- ARG…`, except that a plain program built already becomes the process itself.
enum ScriptCommand: Command {
  static var spec: CommandSpec { RunCommand.spec }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    // The warm path first, before the library, the history and the options are read: a file
    // given by its path, a plain program, built already, becomes this process.
    if let path = arguments.positionals.first, arguments.positionals.count == 1,
      FileManager.default.fileExists(atPath: path), let app = try? AppSource(path: path), !app.usesRuntime
    {
      let environment = ProgramExec.currentEnvironment()
      var request = RunRequest(app: app, source: .app)
      request.arguments = arguments.trailing ?? []
      request.argumentZero = RunCommand.programName(path)
      if let failure = Runner(paths: Paths(environment: environment), environment: environment)
        .becomeIfBuilt(request)
      {
        Console.err("superswift: \(failure); running it under superswift instead\n")
      }
    }
    return try RunCommand.run(arguments)
  }
}

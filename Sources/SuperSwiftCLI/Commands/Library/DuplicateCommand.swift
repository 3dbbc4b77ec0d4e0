import SuperSwiftHost

/// `superswift duplicate APP [NEWNAME]`: a copy of the whole app, as the web app's Duplicate
/// makes it.
enum DuplicateCommand: Command {
  static let spec = CommandSpec(
    name: "duplicate",
    usage: "superswift duplicate APP [NEWNAME] [--json]",
    summary: "Copy an app: its files and images, stored values, settings and language mode, schedules (with new ids).",
    details: "APP is the app's name or identifier. Without NEWNAME the copy is called \"APP copy\".",
    options: [.init(names: ["--json"], value: nil, help: "Print the copy as JSON.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard (1...2).contains(arguments.positionals.count) else {
      throw UsageError("give the app, and the copy's name if not \"APP copy\" (quote names with spaces)", command: spec)
    }
    let library = CLIContext().library
    let copy = try LibraryCommands.change {
      let original = try library.app(arguments.positionals[0])
      let name =
        arguments.positionals.count == 2
        ? arguments.positionals[1] : Library.copyName(of: original.name, among: try library.list())
      return try library.duplicate(original.id, as: name)
    }
    if arguments.flag("--json") {
      Console.out(copy.json.text(pretty: true) + "\n")
    } else {
      Console.out(copy.id + "\n")
      Console.err("Copied to \"\(copy.name)\" in \(copy.folder.path)\n")
    }
    return 0
  }
}

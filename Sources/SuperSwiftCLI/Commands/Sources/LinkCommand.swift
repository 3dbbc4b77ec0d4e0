import SuperSwiftHost

/// `superswift link APP`: prints the app's `superswift://run/…` link.
enum LinkCommand: Command {
  static let spec = CommandSpec(
    name: "link",
    usage: "superswift link APP",
    summary: "Print an app's superswift://run/ link (a Home Screen link, as on a phone).",
    details: "The link names the app by identifier, so it survives renaming. It never carries input.",
    options: [])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    Console.out(try LibraryCommands.app(arguments.positionals[0], in: CLIContext().library).link + "\n")
    return 0
  }
}

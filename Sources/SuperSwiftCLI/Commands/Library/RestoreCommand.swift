import SuperSwiftHost

/// `superswift restore NAME|ID`: brings an app back from the trash.
enum RestoreCommand: Command {
  static let spec = CommandSpec(
    name: "restore",
    usage: "superswift restore NAME|ID [--as NEWNAME]",
    summary: "Bring an app back from the trash, with the same identifier.",
    details: "'superswift list --trash' shows what is there. --as restores it under another name.",
    options: [.init(names: ["--as"], value: "NEWNAME", help: "Restore under this name.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    let library = CLIContext().library
    let app = try LibraryCommands.change {
      do {
        return try library.restore(arguments.positionals[0], as: arguments.value("--as"))
      } catch LibraryError.nameTaken(let name) {
        // The fix for this one is an option of this command: say so.
        throw UsageError(
          "an app named \"\(name)\" is in the library already; restore this one under another name with --as NEWNAME, or rename that one first"
        )
      }
    }
    Console.out(app.id + "\n")
    Console.err("Restored \"\(app.name)\"\n")
    return 0
  }
}

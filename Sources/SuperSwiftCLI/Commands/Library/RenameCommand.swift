import SuperSwiftHost

/// `superswift rename APP NEWNAME`: renames an app, keeping its identifier.
enum RenameCommand: Command {
  static let spec = CommandSpec(
    name: "rename",
    usage: "superswift rename APP NEWNAME",
    summary: "Rename an app; its identifier, and every link to it, stay the same.",
    details: "APP is the app's name or identifier. Names are unique regardless of case.",
    options: [])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 2 else {
      throw UsageError("give the app and its new name (quote names with spaces)", command: spec)
    }
    let library = CLIContext().library
    let app = try LibraryCommands.change { try library.rename(arguments.positionals[0], to: arguments.positionals[1]) }
    Console.err("Renamed to \"\(app.name)\" (\(app.id))\n")
    // Its desktop launchers follow it.
    do {
      for file in try DesktopIntegration().renameLaunchers(id: app.id, to: app.name) {
        Console.err("Updated the launcher \(file.path)\n")
      }
    } catch {
      Console.err("superswift: warning: could not update the app's desktop launcher: \(error)\n")
    }
    return 0
  }
}

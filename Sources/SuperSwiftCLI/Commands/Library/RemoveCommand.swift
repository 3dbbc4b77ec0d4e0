import SuperSwiftHost

/// `superswift remove APP`: moves an app to the trash (or deletes it with `--purge`).
enum RemoveCommand: Command {
  static let spec = CommandSpec(
    name: "remove",
    usage: "superswift remove APP [--purge [--yes]]",
    summary: "Move an app to the library's trash ('superswift restore' brings it back).",
    details: """
      Nothing is deleted for good without --purge, which also empties the app out of the trash.
      On a terminal, --purge asks first; --yes answers for scripts.
      """,
    options: [
      .init(names: ["--purge"], value: nil, help: "Delete the app for good."),
      .init(names: ["--yes", "-y"], value: nil, help: "With --purge: do not ask."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    let library = CLIContext().library
    let query = arguments.positionals[0]
    if arguments.flag("--purge") {
      if !arguments.flag("--yes"), Console.canAsk {
        // The app as the purge will find it: in the library, else in the trash.
        var named = query
        if case .found(let app) = try library.find(query) {
          named = "\"\(app.name)\" (\(app.id))"
        } else if let app = library.trashed().first(where: {
          $0.id == query || AppName.folded($0.name) == AppName.folded(query)
        }) {
          named = "\"\(app.name)\" (\(app.id), in the trash)"
        }
        guard Console.confirm("Delete \(named) for good? It cannot be restored.") else {
          Console.err("Nothing deleted.\n")
          return 1
        }
      }
      let app = try LibraryCommands.change { try library.purge(query) }
      Console.err("Deleted \"\(app.name)\" (\(app.id)) for good\n")
      removeLaunchers(app.id)
    } else {
      let app = try LibraryCommands.change { try library.remove(query) }
      Console.err("Moved \"\(app.name)\" to the trash; 'superswift restore \(app.id)' brings it back\n")
      removeLaunchers(app.id)
    }
    return 0
  }

  /// A removed app's desktop launchers go with it (they would run nothing).
  private static func removeLaunchers(_ id: String) {
    for file in DesktopIntegration().removeLaunchers(id: id) { Console.err("Removed the launcher \(file.path)\n") }
  }
}

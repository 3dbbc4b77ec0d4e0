import Foundation
import SuperSwiftHost

/// `superswift edit APP`: opens the app's main file in `$VISUAL` or `$EDITOR`.
enum EditCommand: Command {
  static let spec = CommandSpec(
    name: "edit",
    usage: "superswift edit APP",
    summary: "Open an app's main file in $VISUAL, else $EDITOR.",
    details: "The editor command may carry arguments (EDITOR=\"code --wait\").",
    options: [])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    let app = try LibraryCommands.app(arguments.positionals[0], in: CLIContext().library)
    let environment = ProcessInfo.processInfo.environment
    guard let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.isEmpty })
    else {
      throw UsageError(
        "no editor: set $VISUAL or $EDITOR (for example: export EDITOR=nano); the file is \(app.mainFile.path)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The editor's words go through the shell, the file name as a separate argument: a name
    // with spaces or quotes cannot turn into a command.
    process.arguments = ["-c", "\(editor) \"$1\"", "superswift-edit", app.mainFile.path]
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

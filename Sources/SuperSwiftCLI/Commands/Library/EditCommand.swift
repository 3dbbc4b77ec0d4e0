import Foundation
import SuperSwiftHost
import SuperSwiftSystem

/// `superswift edit APP`: opens the app's main file in `$VISUAL` or `$EDITOR`.
enum EditCommand: Command {
  static let spec = CommandSpec(
    name: "edit",
    usage: "superswift edit APP",
    summary: "Open an app's main file in $VISUAL, else $EDITOR.",
    details: """
      The editor command may carry arguments (EDITOR="code --wait"). Terminal editors (vi, nano,
      emacs -nw) run in the foreground, as with git. Without $VISUAL or $EDITOR: 'editor', then
      'vi', if installed; on a desktop, the file's default application (xdg-open).
      """,
    options: [])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    let library = CLIContext().library
    let app = try LibraryCommands.app(arguments.positionals[0], in: library)
    // What the editor leaves is a version of the app (unless nothing changed).
    defer {
      do {
        try library.recordVersion(of: app, source: .edit)
      } catch {
        Console.err("superswift: warning: the edit was not kept as a version: \(error)\n")
      }
    }
    let environment = ProcessInfo.processInfo.environment
    let file = app.mainFile.path
    guard let editor = editor(environment) else {
      // On a desktop, the file's default application.
      if environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil, let open = FileSystem.which("xdg-open")
      {
        return try Subprocess.runInForeground([open, file])
      }
      throw UsageError(
        "no editor: set $VISUAL or $EDITOR to one you have installed (export EDITOR=...), or install one; the file is \(file)"
      )
    }
    // The editor's words go through the shell, the file name as a separate argument: a name
    // with spaces or quotes cannot turn into a command. In the foreground, so a terminal
    // editor owns the terminal, as with `git commit`.
    return try Subprocess.runInForeground(["/bin/sh", "-c", "\(editor) \"$1\"", "superswift-edit", file])
  }

  /// The editor to use, as git chooses: `$VISUAL`, `$EDITOR`, then `editor` (Debian's
  /// alternative) and `vi`, if installed; `nil` when there is none.
  static func editor(_ environment: [String: String]) -> String? {
    if let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
      return chosen
    }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    return ["editor", "vi"].first { FileSystem.which($0, path: path) != nil }
  }
}

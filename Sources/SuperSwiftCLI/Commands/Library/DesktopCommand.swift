import Foundation
import SuperSwiftHost
import SuperSwiftSystem

/// `superswift desktop install|uninstall|launcher`: desktop integration.
enum DesktopCommand: Command {
  static let spec = CommandSpec(
    name: "desktop",
    usage: "superswift desktop install | uninstall | launcher APP [--share] [--remove]",
    summary: "Register superswift:// links, Open With and app launchers with the desktop.",
    details: """
      install    makes superswift:// links open with 'superswift open' (an XDG desktop file and
                 'xdg-mime default'), and adds "Open With SuperSwift" for files and links, which
                 asks which app to share with (zenity or kdialog).
      launcher   adds a launcher for one app, which runs it through its link: a Home
                 Screen link. With --share, an Open With entry that shares with that app.
      uninstall  removes everything SuperSwift added.
      All of it lives under $XDG_DATA_HOME/applications and $XDG_CONFIG_HOME/mimeapps.list.
      """,
    options: [
      .init(names: ["--share"], value: nil, help: "With launcher: an Open With entry for the app."),
      .init(names: ["--remove"], value: nil, help: "With launcher: remove the app's launchers."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let desktop = DesktopIntegration()
    switch arguments.positionals.first {
    case "install":
      for url in try desktop.install() { Console.err("Wrote \(url.path)\n") }
      // What the desktop entries need to show anything: say what is missing, and its package.
      if FileSystem.which("notify-send") == nil {
        Console.err(
          "superswift: warning: notify-send is not installed, so links and Open With cannot show their outcome (Debian: apt install libnotify-bin)\n"
        )
      }
      if FileSystem.which("zenity") == nil && FileSystem.which("kdialog") == nil {
        Console.err(
          "superswift: warning: neither zenity nor kdialog is installed, so Open With cannot ask which app to share with (Debian: apt install zenity)\n"
        )
      }
      Console.err("superswift:// links now open with \(desktop.executable) open\n")
    case "uninstall":
      let removed = try desktop.uninstall()
      Console.err(removed.isEmpty ? "Nothing to remove.\n" : removed.map { "Removed \($0.path)\n" }.joined())
    case "launcher":
      guard arguments.positionals.count == 2 else { throw UsageError("name one app", command: spec) }
      let app = try LibraryCommands.app(arguments.positionals[1], in: CLIContext().library)
      if arguments.flag("--remove") {
        let removed = desktop.removeLaunchers(id: app.id)
        Console.err(
          removed.isEmpty ? "No launchers for \"\(app.name)\".\n" : removed.map { "Removed \($0.path)\n" }.joined())
      } else {
        let url = try desktop.installLauncher(id: app.id, name: app.name, share: arguments.flag("--share"))
        Console.err("Wrote \(url.path)\n")
      }
    case let other?:
      throw UsageError("unknown desktop action '\(other)': use install, uninstall or launcher", command: spec)
    case nil:
      throw UsageError("say install, uninstall or launcher", command: spec)
    }
    return 0
  }
}

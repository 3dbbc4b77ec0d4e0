import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// `superswift list`: the library, apps that accept input first.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list",
    usage: "superswift list [--json] [--trash]",
    summary: "List the apps in the library (Accepts input first).",
    details: """
      Apps that import SuperSwift read input and return a result: they are marked "accepts
      input" and listed first. --json gives an array of objects with id, name, acceptsInput,
      path, created and link.
      """,
    options: [
      .init(names: ["--json"], value: nil, help: "Print the apps as a JSON array."),
      .init(names: ["--trash"], value: nil, help: "List the removed apps in the trash instead."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let library = CLIContext().library
    let apps = arguments.flag("--trash") ? library.trashed() : try library.list()
    if arguments.flag("--json") {
      Console.out(JSON.array(apps.map(\.json)).text(pretty: true) + "\n")
      return 0
    }
    if apps.isEmpty {
      Console.err(
        arguments.flag("--trash")
          ? "The trash is empty.\n"
          : "No apps yet. Create one with: superswift new \"My App\" --template tip-calculator\n")
      return 0
    }
    let width = min(apps.map(\.name.count).max() ?? 0, 40)
    for app in apps {
      let name = app.name.count > width ? String(app.name.prefix(width - 1)) + "…" : app.name
      let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
      Console.out("\(padded)  \(app.id)\(app.acceptsInput ? "  accepts input" : "")\n")
    }
    return 0
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// `superswift new NAME`: creates an app in the library and prints its identifier.
enum NewCommand: Command {
  static let spec = CommandSpec(
    name: "new",
    usage: "superswift new NAME [--from FILE|FOLDER] [--template NAME] [--json]",
    summary: "Create an app in the library and print its identifier.",
    details: """
      The app is a folder of plain Swift files in the library (see 'superswift show'), which any
      editor can open. It gets an identifier that never changes, even when it is renamed: links,
      launchers and scripts that stored it keep working.

      Templates:
      \(Templates.all.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

      Examples:
        superswift new "Tip Calculator" --template tip-calculator
        superswift new Notes --from ~/scripts/notes.swift
      """,
    options: [
      .init(names: ["--from"], value: "PATH", help: "Copy the Swift files of a file or folder."),
      .init(names: ["--template"], value: "NAME", help: "Start from a template (default: blank)."),
      .init(names: ["--json"], value: nil, help: "Print the new app as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
      throw UsageError(
        arguments.positionals.isEmpty ? "give the new app a name" : "give one name (quote names with spaces)",
        command: spec)
    }
    var template: Templates.Template?
    if let templateName = arguments.value("--template") {
      guard let found = Templates.named(templateName) else {
        throw UsageError(LibraryError.unknownTemplate(templateName).description)
      }
      template = found
    }
    if template != nil, arguments.value("--from") != nil {
      throw UsageError("use --from or --template, not both", command: spec)
    }
    let source = arguments.value("--from").map { URL(fileURLWithPath: $0) }
    let app: LibraryApp
    do {
      app = try CLIContext().library.create(name: name, template: template, from: source)
    } catch let error as LibraryError {
      throw UsageError(error.description)
    }
    if arguments.flag("--json") {
      Console.out(app.json.text(pretty: true) + "\n")
    } else {
      Console.out(app.id + "\n")
      let word = Console.shellWord(app.name)
      Console.err(
        """
        Created "\(app.name)" in \(app.folder.path)
        Edit it:  superswift edit \(word)   (or open that folder in any editor)
        Run it:   superswift run \(word)

        """)
    }
    return 0
  }
}

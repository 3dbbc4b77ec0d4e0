import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift versions APP [--diff N [M]] [--json]`: an app's versions, or what changed.
enum VersionsCommand: Command {
  static let spec = CommandSpec(
    name: "versions",
    usage: "superswift versions APP [--diff N [M]] [--json]",
    summary: "List an app's versions (every change to its sources), or show what changed between two.",
    details: """
      Every change to a library app's sources is kept as a numbered version: saves from the web
      editor, 'superswift edit', a rollback, and files changed on disk by anything else, noticed
      when the app next runs. Each run's record names the version it ran. The newest 100 versions
      are kept; a file's contents are stored once however many versions hold it.

      --diff N shows what changed from version N-1 to N (the first version: from nothing);
      --diff N M from N to M. 'superswift rollback APP N' restores one.

      Examples:
        superswift versions "Tip Calculator"
        superswift versions "Tip Calculator" --diff 3
        superswift versions "Tip Calculator" --diff 2 5 --json
      """,
    options: [
      .init(names: ["--diff"], value: "N", help: "Show the changes that made version N (or, with M, N to M)."),
      .init(names: ["--json"], value: nil, help: "Print the versions, or the diff, as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let query = arguments.positionals.first else { throw UsageError("which app?", command: spec) }
    let library = CLIContext().library
    let app = try LibraryCommands.app(query, in: library)
    let versions = library.versions(of: app)
    let json = arguments.flag("--json")
    if let first = arguments.value("--diff") {
      let extra = arguments.positionals.dropFirst()
      guard extra.count <= 1 else { throw UsageError("--diff takes one or two version numbers", command: spec) }
      let numbers = try ([first] + extra).map { text -> Int in
        guard let number = Int(text), number > 0 else {
          throw UsageError("--diff takes version numbers such as 3, not '\(text)'", command: spec)
        }
        return number
      }
      let (from, to) = numbers.count == 2 ? (numbers[0], numbers[1]) : (numbers[0] - 1, numbers[0])
      let text: String
      do {
        // The version asked for is checked first, so a missing one is the one named (`--diff 7`
        // says there is no version 7, not 6).
        _ = try versions.files(of: to)
        text = from == 0 ? try versions.diff(fromNothingTo: to) : try versions.diff(from: from, to: to)
      } catch let error as VersionError {
        throw UsageError(error.description)
      }
      if json {
        Console.out(
          JSON.object([
            "app": .string(app.id), "from": .number(Double(from)), "to": .number(Double(to)), "diff": .string(text),
          ])
          .text(pretty: true) + "\n")
      } else {
        Console.out(text.isEmpty ? "No changes from version \(from) to \(to).\n" : text)
      }
      return 0
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError("unexpected argument '\(arguments.positionals[1])'", command: spec)
    }
    let list = versions.list()
    if json {
      Console.out(JSON.array(list.reversed().map(\.json)).text(pretty: true) + "\n")
      return 0
    }
    guard !list.isEmpty else {
      Console.out("\(app.name) has no versions yet: one is kept at its next save, edit or run.\n")
      return 0
    }
    for version in list.reversed() {
      let number = String(version.number).padding(toLength: 5, withPad: " ", startingAt: 0)
      let source = version.source.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      let files = "\(version.files.count) file\(version.files.count == 1 ? "" : "s")"
      let restored = version.restored.map { "  (version \($0) restored)" } ?? ""
      Console.out("\(number)\(RunRecord.timestamp(version.time))  \(source)  \(files)\(restored)\n")
    }
    return 0
  }
}

/// `superswift rollback APP N`: restores version N of an app's sources, as a new version.
enum RollbackCommand: Command {
  static let spec = CommandSpec(
    name: "rollback",
    usage: "superswift rollback APP N [--json]",
    summary: "Restore version N of an app's sources (kept as a new version; nothing is lost).",
    details: """
      Writes version N's files back into the app's folder and removes the Swift files it did not
      have; the result is recorded as a new version, so a rollback can itself be rolled back.
      The app's identifier, links and shortcuts stay the same. 'superswift versions APP' lists
      the versions.

      Examples:
        superswift rollback "Tip Calculator" 3
      """,
    options: [.init(names: ["--json"], value: nil, help: "Print the new version as JSON.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 2 else {
      throw UsageError("give the app and the version number to restore", command: spec)
    }
    guard let number = Int(arguments.positionals[1]), number > 0 else {
      throw UsageError("the version is a number such as 3, not '\(arguments.positionals[1])'", command: spec)
    }
    let library = CLIContext().library
    let restored: (app: LibraryApp, version: Int)
    do {
      restored = try LibraryCommands.change { try library.rollback(arguments.positionals[0], to: number) }
    } catch let error as VersionError {
      throw UsageError(error.description)
    }
    if arguments.flag("--json"), let version = library.versions(of: restored.app).version(restored.version) {
      Console.out(version.json.text(pretty: true) + "\n")
    } else {
      Console.err("Restored version \(number) of \(restored.app.name) as version \(restored.version)\n")
    }
    return 0
  }
}

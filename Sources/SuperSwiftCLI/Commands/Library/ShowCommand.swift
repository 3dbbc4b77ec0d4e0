import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// `superswift show APP`: everything about one app.
enum ShowCommand: Command {
  static let spec = CommandSpec(
    name: "show",
    usage: "superswift show APP [--json]",
    summary: "Show an app: identifier, folder, files, link and last run.",
    details: "APP is the app's name or identifier.",
    options: [.init(names: ["--json"], value: nil, help: "Print the app as JSON.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("name one app", command: spec) }
    let context = CLIContext()
    let app = try LibraryCommands.app(arguments.positionals[0], in: context.library)
    let files = (try? AppSource(path: app.folder.path).userFiles.map(\.path)) ?? []
    let last = context.history.runs(appID: app.id, limit: 1).first
    if arguments.flag("--json") {
      guard case .object(var object) = app.json else { return 1 }
      object["files"] = .array(files.map(JSON.string))
      object["lastRun"] = last?.json ?? .null
      Console.out(JSON.object(object).text(pretty: true) + "\n")
      return 0
    }
    var lines = [
      app.name,
      "  identifier     \(app.id)",
      "  folder         \(app.folder.path)",
      "  files          \(files.joined(separator: ", "))",
      "  accepts input  \(app.acceptsInput ? "yes" : "no")",
      "  link           \(app.link)",
      "  created        \(RunRecord.displayTime(app.created))",
    ]
    if let last {
      lines.append("  last run       \(RunRecord.displayTime(last.startedAt)) \(last.status.rawValue)")
    }
    Console.out(lines.joined(separator: "\n") + "\n")
    return 0
  }
}

/// Helpers the library commands share.
enum LibraryCommands {
  /// The library app `query` names, or a usage error that says why there is none.
  static func app(_ query: String, in library: Library) throws -> LibraryApp {
    do {
      return try library.app(query)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// Runs a library change, turning its refusals into usage errors (exit status 2); a file or
  /// folder that failed stays what it is (exit status 4).
  static func change<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as LibraryError where !error.isSystemFailure {
      throw UsageError(error.description)
    }
  }
}

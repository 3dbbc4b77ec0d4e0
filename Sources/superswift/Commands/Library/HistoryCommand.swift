import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// `superswift history [APP]`: past runs, newest first.
enum HistoryCommand: Command {
  static let spec = CommandSpec(
    name: "history",
    usage: "superswift history [APP] [--json] [--limit N]",
    summary: "Show past runs, newest first: outcome, result or error, duration.",
    details: """
      Every run is recorded, from any source. A run that was in flight when superswift was
      killed shows as interrupted. How much is kept is set in
      $XDG_CONFIG_HOME/superswift/settings.json: {"history": {"maxRuns": 1000, "maxAgeDays": 30}}.
      """,
    options: [
      .init(names: ["--json"], value: nil, help: "Print the runs as a JSON array."),
      .init(names: ["--limit"], value: "N", help: "Show at most N runs (default 20)."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count <= 1 else { throw UsageError("name at most one app", command: spec) }
    var limit = 20
    if let text = arguments.value("--limit") {
      guard let value = Int(text), value > 0 else {
        throw UsageError("--limit takes a whole number greater than 0, not '\(text)'", command: spec)
      }
      limit = value
    }
    let context = CLIContext()
    context.history.prune()
    var runs: [RunRecord]
    if let query = arguments.positionals.first {
      let (app, id) = try context.resolve(query)
      runs = context.history.runs(appID: id, appPath: id == nil ? app.location.path : nil, limit: limit)
    } else {
      runs = context.history.runs(limit: limit)
    }
    if arguments.flag("--json") {
      Console.out(JSON.array(runs.map(\.json)).text(pretty: true) + "\n")
      return 0
    }
    if runs.isEmpty {
      Console.err("No runs yet.\n")
      return 0
    }
    let format = Date.FormatStyle(date: .numeric, time: .standard)
    for run in runs {
      let when = run.startedAt.formatted(format)
      let detail = run.result?.summary ?? run.error ?? ""
      let status = run.status.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
      let source = run.source.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      Console.out(
        "\(when)  \(run.appName)  \(source)  \(status)  \(String(format: "%.2fs", run.duration))  \(detail)\n")
    }
    return 0
  }
}

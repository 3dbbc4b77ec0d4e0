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
    // Columns as wide as their widest entry (an app's name up to 30 characters); on a
    // terminal, control characters from results are shown escaped, never sent raw.
    let terminal = Console.stdoutIsTerminal
    func shown(_ text: String) -> String { terminal ? TerminalText.visible(text) : text }
    let names = runs.map { shown($0.appName) }
    let nameWidth = min(30, names.map(\.count).max() ?? 0)
    let statusWidth = runs.map(\.status.rawValue.count).max() ?? 0
    let sourceWidth = runs.map(\.source.rawValue.count).max() ?? 0
    let durations = runs.map { String(format: "%.2fs", $0.duration) }
    let durationWidth = durations.map(\.count).max() ?? 0
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    for (index, run) in runs.enumerated() {
      let notKept = run.resultNotKept.map { "(a result of \($0) bytes, too large for the history to keep)" }
      let detail = shown(run.result?.summary ?? notKept ?? run.error ?? "")
      let duration = String(repeating: " ", count: durationWidth - durations[index].count) + durations[index]
      let line = [
        RunRecord.displayTime(run.startedAt), pad(names[index], nameWidth), pad(run.source.rawValue, sourceWidth),
        pad(run.status.rawValue, statusWidth), duration, detail,
      ].joined(separator: "  ")
      Console.out(line + "\n")
    }
    return 0
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// `superswift history [APP]`: past runs, newest first, filtered as the API filters them;
/// `superswift history show ID`: one run whole (input, log, result).
enum HistoryCommand: Command {
  static let spec = CommandSpec(
    name: "history",
    usage: """
      superswift history [APP | --app APP] [--status STATUS] [--source SOURCE] [--limit N] [--json]
             superswift history show ID|last [--json]
      """,
    summary: "Show past runs, newest first: id, outcome, result or error, duration.",
    details: """
      Every run is recorded, from any source. Each line starts with the run's short id; 'superswift
      history show ID' shows that run whole: its input, its log and its result (the short id,
      any unique start of it, or 'last' for the newest run). A run that was in flight when superswift was killed shows
      as interrupted. How much is kept is set in $XDG_CONFIG_HOME/superswift/settings.json:
      {"history": {"maxRuns": 1000, "maxAgeDays": 30}}.

      Statuses: \(RunStatus.allCases.map(\.rawValue).joined(separator: ", ")).
      Sources: app, shortcut, shareSheet, urlScheme (as run.source names them).

      Examples:
        superswift history
        superswift history Tips --status failed
        superswift history --source shortcut --limit 5
        superswift history show 3f2a9c1e
      """,
    options: [
      .init(names: ["--app"], value: "APP", help: "Only runs of this app (the same as naming it first)."),
      .init(names: ["--status"], value: "STATUS", help: "Only runs that ended so (finished, failed, …)."),
      .init(names: ["--source"], value: "SOURCE", help: "Only runs started so (app, shortcut, shareSheet, urlScheme)."),
      .init(names: ["--json"], value: nil, help: "Print the runs (or the run) as JSON."),
      .init(names: ["--limit"], value: "N", help: "Show at most N runs (default 20)."),
    ])

  /// How many characters of a run's identifier a listing shows.
  static let shortIDLength = 8

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    if arguments.positionals.first == "show" {
      return try show(arguments)
    }
    guard arguments.positionals.count <= 1 else { throw UsageError("name at most one app", command: spec) }
    if arguments.positionals.count == 1, arguments.value("--app") != nil {
      throw UsageError("name the app once: first, or with --app", command: spec)
    }
    var limit = 20
    if let text = arguments.value("--limit") {
      guard let value = Int(text), value > 0 else {
        throw UsageError("--limit takes a whole number greater than 0, not '\(text)'", command: spec)
      }
      limit = value
    }
    var filter = RunFilter()
    filter.status = try value(
      arguments, "--status", names: RunStatus.allCases.map(\.rawValue)
    ) { text in RunStatus.allCases.first { $0.rawValue.lowercased() == text.lowercased() } }
    filter.source = try value(
      arguments, "--source", names: RunSource.allCases.map(\.rawValue), RunFilter.source(named:))
    let context = CLIContext()
    context.history.prune()
    if let query = arguments.positionals.first ?? arguments.value("--app") {
      let (app, id) = try context.resolve(query)
      filter.appID = id
      filter.appPath = id == nil ? app.location.path : nil
    }
    let runs = context.history.runs(matching: filter, limit: limit)
    if arguments.flag("--json") {
      Console.out(JSON.array(runs.map(\.json)).text(pretty: true) + "\n")
      return 0
    }
    if runs.isEmpty {
      Console.err(filter == RunFilter() ? "No runs yet.\n" : "No runs match.\n")
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
    // A run in flight shows how long it has run so far.
    let now = Date()
    let durations = runs.map { run in
      run.status == .running
        ? String(format: "%.0fs…", max(0, now.timeIntervalSince(run.startedAt))) : String(format: "%.2fs", run.duration)
    }
    let durationWidth = durations.map(\.count).max() ?? 0
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    for (index, run) in runs.enumerated() {
      let notKept = run.resultNotKept.map { "(a result of \($0) bytes, too large for the history to keep)" }
      let detail = shown(run.result?.summary ?? notKept ?? run.error ?? "")
      let duration = String(repeating: " ", count: durationWidth - durations[index].count) + durations[index]
      let line = [
        String(run.id.prefix(shortIDLength)), RunRecord.displayTime(run.startedAt), pad(names[index], nameWidth),
        pad(run.source.rawValue, sourceWidth), pad(run.status.rawValue, statusWidth), duration, detail,
      ].joined(separator: "  ")
      Console.out(line + "\n")
    }
    return 0
  }

  /// The value of option `name` read by `read`; a value it cannot read is a usage error that
  /// lists `names` and suggests the closest.
  private static func value<T>(
    _ arguments: ParsedArguments, _ name: String, names: [String], _ read: (String) -> T?
  ) throws -> T? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = read(text) else {
      throw UsageError(
        "\(name) takes \(names.joined(separator: ", ")), not '\(text)'." + Suggestions.didYouMean(text, among: names),
        command: spec)
    }
    return value
  }

  /// `history show ID`: one run, whole.
  private static func show(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 2 else {
      throw UsageError("name one run: superswift history show ID (the id 'superswift history' prints)", command: spec)
    }
    let query = arguments.positionals[1].lowercased()
    let history = CLIContext().history
    if query == "last" {
      guard let newest = history.runs(limit: 1).first, let run = history.run(id: newest.id) else {
        throw UsageError("no runs yet: 'superswift run APP' makes one")
      }
      return show(run, json: arguments.flag("--json"))
    }
    guard query.count >= 4, query.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      throw UsageError("'\(query)' is not a run's id: give the id 'superswift history' prints (at least 4 characters)")
    }
    let matches = history.runIDs(startingWith: query)
    guard let id = matches.first, let run = history.run(id: id) else {
      throw UsageError("no run with id '\(query)'; 'superswift history' lists the runs kept")
    }
    guard matches.count == 1 else {
      throw UsageError(
        "'\(query)' starts \(matches.count) runs' ids (\(matches.prefix(3).map { String($0.prefix(12)) }.joined(separator: ", ")), …); give more of it"
      )
    }
    return show(run, json: arguments.flag("--json"))
  }

  /// Prints one run whole, or its record as JSON with its input.
  private static func show(_ run: RunRecord, json: Bool) -> Int32 {
    if json {
      var object = run.json.object ?? JSONObject()
      object["input"] = .array(run.input.items.map(\.wireJSON))
      Console.out(JSON.object(object).text(pretty: true) + "\n")
      return 0
    }
    let terminal = Console.stdoutIsTerminal
    func shown(_ text: String) -> String { terminal ? TerminalText.visible(text) : text }
    var lines = [
      "Run \(run.id)",
      "  app       \(shown(run.appName))\(run.appID.map { " (\($0))" } ?? "")",
      "  source    \(run.source.rawValue)",
      "  status    \(run.status.rawValue)",
      "  started   \(RunRecord.displayTime(run.startedAt))",
      run.status == .running
        ? "  running   for \(String(format: "%.0fs", max(0, Date().timeIntervalSince(run.startedAt)))) so far"
        : "  duration  \(String(format: "%.2fs", run.duration))",
    ]
    if let error = run.error { lines.append("  error     \(shown(error))\(run.location.map { " at \($0)" } ?? "")") }
    // How it is linked to other runs, as the run's page says it.
    let history = CLIContext().history
    func named(_ id: String) -> String {
      history.run(id: id).map { "\(id) (\(shown($0.appName)), \($0.status.rawValue))" } ?? "\(id) (no longer kept)"
    }
    if let schedule = run.schedule {
      lines.append("  schedule  \(schedule.id), due \(RunRecord.displayTime(schedule.due))")
    }
    if let parent = run.links.parent { lines.append("  parent    \(named(parent))") }
    if let first = run.links.retryOf {
      lines.append("  retry     attempt \(run.links.attempt ?? 2) of \(named(first))")
    }
    if let failed = run.links.failureOf { lines.append("  reports   the failure of \(named(failed))") }
    lines.append("")
    lines.append("Input")
    if run.input.isEmpty {
      lines.append("  (none)")
    } else {
      for item in run.input.items {
        switch item {
        case .text(let text):
          lines.append(
            shown(text).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
              separator: "\n"))
        case .url(let url): lines.append("  URL: \(shown(url.absoluteString))")
        case .file(let file): lines.append("  File: \(shown(file.name)) (\(file.contentType)) \(file.path)")
        }
      }
    }
    lines.append("")
    lines.append("Log")
    lines.append(
      run.log.isEmpty
        ? "  (empty)"
        : shown(run.log).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
          separator: "\n"))
    lines.append("")
    lines.append("Result")
    if let result = run.result {
      switch result {
      case .json(let json): lines.append(shown(json.text(pretty: true)))
      case .files(let files): lines += files.map { "  \($0.name)  \($0.url.path)" }
      default: lines.append(shown(result.summary))
      }
    } else if let size = run.resultNotKept {
      lines.append("  (a result of \(size) bytes, too large for the history to keep)")
    } else {
      lines.append("  (none)")
    }
    if let diagnostics = run.diagnostics, run.status == .buildFailed {
      lines.append("")
      lines.append("What the compiler said")
      lines.append(shown(diagnostics))
    }
    Console.out(lines.joined(separator: "\n") + "\n")
    return 0
  }
}

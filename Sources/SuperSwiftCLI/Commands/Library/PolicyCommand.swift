import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift policy APP [--retries N] …`: what happens when an app's unattended run fails,
/// and what the app may use at once.
enum PolicyCommand: Command {
  static let spec = CommandSpec(
    name: "policy",
    usage:
      "superswift policy APP [--retries N] [--retry-delay DURATION] [--backoff FACTOR] [--on-failure APP] [--alert-after DURATION] [--max-concurrent N] [--rate N/DURATION] [--debounce DURATION] [--json]",
    summary:
      "Show or set what happens when an app's unattended runs fail (retries, an app to tell, an alert), and what it may use at once.",
    details: """
      Applies to runs nobody waits on: scheduled runs ('superswift schedule') and the HTTP
      API's wait=false runs. A caller that waits (the command line, wait=true, the web page)
      gets the outcome of its one attempt.

      --retries N tries a failed run again up to N times (a crash, a failure or a time-out; a
      build failure would fail the same way and is not retried). Each attempt is a run of its
      own in the history, linked to the first ("attempt 2, retry of …"). The first retry waits
      --retry-delay (default 1m), each later one --backoff times longer (default 2).

      --on-failure APP runs APP, once the retries are spent, with the failed run's record as its
      JSON input (and with the alert, when one is raised). --alert-after DURATION raises an
      alert when the app has not succeeded for that long: a desktop notification where one can
      be shown, a banner in the web app, and the on-failure app. The app's next success clears
      it. '--on-failure ""' and '--alert-after 0' remove those settings.

      What the app may use at once, for every run the server starts (the API, webhooks,
      schedules, apps run by other apps; not the web app's own Run button or editor preview):
      --max-concurrent N runs at most N at once: more wait their turn, in order (a caller with
      ?wait=false gets 202 "queued" at once; one that waits, waits; ?queue=false asks for 429
      instead). --rate N/DURATION starts at most N runs in any DURATION: more get 429 with
      Retry-After (a schedule's fire is refused). --debounce DURATION makes a burst of starts,
      each within DURATION of the one before, one run, DURATION after the last, with the last
      one's input; every caller of the burst gets that run. '--max-concurrent 0', '--rate off'
      and '--debounce 0' remove them.

      With no options, prints the policy.

      Examples:
        superswift policy "Backup" --retries 3 --retry-delay 30s --on-failure "Tell Me"
        superswift policy "Backup" --alert-after 1d
        superswift policy "Lights" --max-concurrent 1 --rate 30/1m
        superswift policy "On Commit" --debounce 10s
        superswift policy "Backup" --json
      """,
    options: [
      .init(names: ["--retries"], value: "N", help: "Try a failed unattended run again up to N times (0-20)."),
      .init(names: ["--retry-delay"], value: "DURATION", help: "Wait before the first retry (default 1m)."),
      .init(names: ["--backoff"], value: "FACTOR", help: "Multiply each later wait by this (default 2)."),
      .init(names: ["--on-failure"], value: "APP", help: "Run APP with the failed run's record as input."),
      .init(names: ["--alert-after"], value: "DURATION", help: "Alert when the app has not succeeded this long."),
      .init(names: ["--max-concurrent"], value: "N", help: "At most N runs at once; more wait in order (0: no limit)."),
      .init(
        names: ["--rate"], value: "N/DURATION", help: "At most N runs started per DURATION; more get 429 (off: none)."),
      .init(
        names: ["--debounce"], value: "DURATION", help: "One run for a burst of starts, with the last input (0: off)."),
      .init(names: ["--json"], value: nil, help: "Print the policy as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("give one app", command: spec) }
    let library = CLIContext().library
    let app = try LibraryCommands.app(arguments.positionals[0], in: library)
    let changes = [
      "--retries", "--retry-delay", "--backoff", "--on-failure", "--alert-after", "--max-concurrent", "--rate",
      "--debounce",
    ].filter {
      arguments.value($0) != nil
    }
    var policy = AppManifest.valid(in: app.folder)?.policy ?? RunPolicy()
    if !changes.isEmpty {
      try apply(arguments, to: &policy)
      if let target = policy.onFailure {
        let reporter = try LibraryCommands.app(target, in: library)
        guard reporter.id != app.id else { throw UsageError("an app cannot be its own --on-failure app") }
        policy.onFailure = reporter.name
      }
      if let problem = policy.problem() { throw UsageError(problem, command: spec) }
      let stored = policy
      try LibraryCommands.change { try library.changePolicy(of: app) { $0 = stored } }
    }
    if arguments.flag("--json") {
      Console.out(JSON.object(["app": .string(app.name), "policy": policy.json]).text(pretty: true) + "\n")
      return 0
    }
    Console.out(describe(policy, app: app))
    return 0
  }

  /// The options given, applied to `policy`.
  static func apply(_ arguments: ParsedArguments, to policy: inout RunPolicy) throws {
    func duration(_ name: String) throws -> Double? {
      guard let text = arguments.value(name) else { return nil }
      // "0", "0s", "0m"…: off, as '--alert-after 0' says.
      if text.trimmingCharacters(in: .letters) == "0" { return 0 }
      do {
        return try ScheduleDuration.parse(text)
      } catch {
        throw UsageError("\(name): \(error)", command: spec)
      }
    }
    if let text = arguments.value("--retries") {
      guard let retries = Int(text) else {
        throw UsageError("--retries takes a whole number, not '\(text)'", command: spec)
      }
      policy.retries = retries
    }
    if let delay = try duration("--retry-delay") { policy.retryDelay = delay }
    if let text = arguments.value("--backoff") {
      guard let factor = Double(text) else {
        throw UsageError("--backoff takes a number such as 2, not '\(text)'", command: spec)
      }
      policy.backoff = factor
    }
    if let target = arguments.value("--on-failure") { policy.onFailure = target.isEmpty ? nil : target }
    if let alert = try duration("--alert-after") { policy.alertAfter = alert == 0 ? nil : alert }
    if let text = arguments.value("--max-concurrent") {
      guard let count = Int(text), count >= 0 else {
        throw UsageError("--max-concurrent takes a whole number (0: no limit), not '\(text)'", command: spec)
      }
      policy.maxConcurrent = count == 0 ? nil : count
    }
    if let text = arguments.value("--rate") {
      if ["off", "none", "0", ""].contains(text.lowercased()) {
        policy.rate = nil
      } else {
        do {
          policy.rate = try RunRate(parsing: text)
        } catch {
          throw UsageError("--rate: \(error)", command: spec)
        }
      }
    }
    if let debounce = try duration("--debounce") { policy.debounce = debounce == 0 ? nil : debounce }
  }

  /// The policy in words.
  static func describe(_ policy: RunPolicy, app: LibraryApp) -> String {
    var lines = ["\(app.name)'s unattended runs (scheduled, and the API's wait=false):"]
    if policy.retries == 0 {
      lines.append("  a failed run is not retried")
    } else {
      let delays = (1...policy.retries).map { ScheduleDuration.format(max(1, policy.delay(beforeRetry: $0))) }
      lines.append("  a failed run is retried up to \(policy.retries) times, after \(delays.joined(separator: ", "))")
    }
    lines.append(
      "  on failure: " + (policy.onFailure.map { "run \($0) with the failed run's record" } ?? "nothing more"))
    lines.append(
      "  alert: " + (policy.alertAfter.map { "when it has not succeeded for \(ScheduleDuration.format($0))" } ?? "none")
    )
    lines.append("\(app.name)'s runs from the server (the API, webhooks, schedules, other apps):")
    lines.append("  at once: " + (policy.maxConcurrent.map { "at most \($0); more wait their turn" } ?? "no limit"))
    lines.append(
      "  rate: "
        + (policy.rate.map { "at most \($0.count) started every \(ScheduleDuration.format($0.period))" } ?? "no limit"))
    lines.append(
      "  debounce: "
        + (policy.debounce.map { "a burst is one run, \(ScheduleDuration.format($0)) after its last start" } ?? "off"))
    return lines.joined(separator: "\n") + "\n"
  }
}

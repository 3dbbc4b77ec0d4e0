import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftServer

/// `superswift token`: the owner's API token, and a token per device (`add`, `list`, `revoke`,
/// `rotate`), each limited to some apps, read-only or with an expiry.
enum TokenCommand: Command {
  static let spec = CommandSpec(
    name: "token",
    usage: """
      superswift token [add|list|revoke|rotate] [NAME] [--apps A,B | --all-apps] [--read-only] [--metrics] [--expires DURATION] [--json] [--rotate]
             superswift token [--rotate]              (the owner's token)
             superswift token add NAME [--apps A,B | --all-apps | --metrics] [--read-only] [--expires DURATION] [--json]
             superswift token list [--json]
             superswift token revoke NAME
             superswift token rotate NAME
      """,
    summary: "The HTTP API's tokens: the owner's (printed, --rotate replaces it) and one per device.",
    details: """
      'superswift token' prints the owner's token, which can do everything (made on first use,
      kept in $XDG_CONFIG_HOME/superswift/token, readable by you alone).

      Give each device its own token instead: 'token add' prints it once. A device's token
      sees and runs only its apps (--apps, by name or identifier; every app with --all-apps,
      the default), with --read-only runs and changes nothing, and with --expires (30d, 12h,
      1w…) stops by itself. Tokens are kept as SHA-256 digests only. 'token revoke' and
      'token rotate' take effect at once, for open event streams and the browsers signed in
      with the token too. 'token list' shows each device's apps, when it was last used and
      from which address; never a token.

      Examples:
        superswift token add "Anna's iPhone" --apps Tip,Weather
        superswift token add dashboard --read-only --expires 30d
        superswift token add prometheus --metrics
        superswift token revoke "Anna's iPhone"
      """,
    options: [
      .init(names: ["--rotate"], value: nil, help: "Replace the owner's token; the old one stops working."),
      .init(names: ["--apps"], value: "A,B", help: "With add: the apps the token reaches (names or identifiers)."),
      .init(names: ["--all-apps"], value: nil, help: "With add: every app, present and future (the default)."),
      .init(names: ["--read-only"], value: nil, help: "With add: the token runs nothing and changes nothing."),
      .init(names: ["--metrics"], value: nil, help: "With add: a monitor's token: reads /metrics, reaches no app."),
      .init(names: ["--expires"], value: "DURATION", help: "With add: stop working after 30d, 12h, 1w…"),
      .init(names: ["--json"], value: nil, help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let context = CLIContext()
    let paths = context.paths
    let words = arguments.positionals
    guard let action = words.first else {
      let token =
        arguments.flag("--rotate") ? try AccessToken.rotate(paths: paths) : try AccessToken.current(paths: paths)
      Console.out(token + "\n")
      return 0
    }
    let tokens = DeviceTokens(paths: paths)
    let json = arguments.flag("--json")
    func named() throws -> String {
      guard words.count == 2 else {
        throw UsageError("give the token's name (quote a name with spaces)", command: spec)
      }
      return words[1]
    }
    do {
      switch action {
      case "add":
        let name = try named()
        let apps = try scope(arguments, library: context.library)
        var lifetime: Double?
        if let text = arguments.value("--expires") {
          do {
            lifetime = try ScheduleDuration.parse(text)
          } catch {
            throw UsageError("--expires: \(error.description)", command: spec)
          }
        }
        // A monitor's token reads the metrics and reaches no app: read-only, whatever was asked.
        let metrics = arguments.flag("--metrics")
        if metrics, apps != nil || arguments.flag("--all-apps") {
          throw UsageError("a --metrics token reaches no app: leave out --apps and --all-apps", command: spec)
        }
        let readOnly = arguments.flag("--read-only") || metrics
        let token = try tokens.add(
          name: name, apps: metrics ? [] : apps?.map(\.id), readOnly: readOnly, lifetime: lifetime, metrics: metrics)
        let entry = tokens.list().first { $0.name == name }
        if json {
          var object = entry.map { describe($0, library: context.library) }?.object ?? JSONObject()
          object["token"] = .string(token)
          Console.out(JSON.object(object).text(pretty: true) + "\n")
        } else {
          Console.out(token + "\n")
          let reach =
            metrics
            ? "the server's metrics (/metrics) and no app"
            : apps.map { "only " + $0.map(\.name).joined(separator: ", ") } ?? "every app"
          Console.err(
            "Made a token for \(name): \(reach)\(readOnly ? ", read-only" : "")"
              + (entry?.expires.map { ", until \(RunRecord.displayTime(Date(timeIntervalSince1970: $0)))" } ?? "")
              + ". This is the only time it is shown: put it in the device now (Authorization: Bearer <token>).\n")
        }
      case "list":
        guard words.count == 1 else { throw UsageError("'token list' takes no name", command: spec) }
        let entries = tokens.list()
        if json {
          Console.out(JSON.array(entries.map { describe($0, library: context.library) }).text(pretty: true) + "\n")
        } else if entries.isEmpty {
          Console.err("No device tokens. Make one: superswift token add NAME --apps APP\n")
        } else {
          for entry in entries { Console.out(line(entry, library: context.library) + "\n") }
        }
      case "revoke":
        let name = try named()
        try tokens.revoke(name)
        Console.err("Revoked \(name): it stops working now, and so do the browsers signed in with it.\n")
      case "rotate":
        let name = try named()
        let token = try tokens.rotate(name)
        if json {
          Console.out(JSON.object(["name": .string(name), "token": .string(token)]).text(pretty: true) + "\n")
        } else {
          Console.out(token + "\n")
          Console.err("New token for \(name); the old one stopped working. This is the only time it is shown.\n")
        }
      default:
        throw UsageError(
          "unknown action '\(action)': add, list, revoke or rotate (or no action: the owner's token)."
            + Suggestions.didYouMean(action, among: ["add", "list", "revoke", "rotate"]), command: spec)
      }
    } catch let problem as DeviceTokens.Problem {
      throw UsageError(problem.description)
    }
    return 0
  }

  /// The apps `--apps` names (`nil`: every app); each must be in the library.
  static func scope(_ arguments: ParsedArguments, library: Library) throws -> [LibraryApp]? {
    guard let list = arguments.value("--apps") else { return nil }
    guard !arguments.flag("--all-apps") else {
      throw UsageError("give --apps or --all-apps, not both", command: spec)
    }
    let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !names.isEmpty else { throw UsageError("--apps takes app names, separated by commas", command: spec) }
    return try names.map { try LibraryCommands.app($0, in: library) }
  }

  /// One token as `list --json` shows it.
  static func describe(_ entry: DeviceTokens.Entry, library: Library) -> JSON {
    let time = { (seconds: Double?) -> JSON in
      seconds.map { .string(RunRecord.timestamp(Date(timeIntervalSince1970: $0))) } ?? .null
    }
    var object: JSONObject = ["name": .string(entry.name), "readOnly": .bool(entry.readOnly)]
    object["apps"] = entry.apps.map { ids in .array(ids.map { appJSON($0, library: library) }) } ?? "all"
    object["created"] = time(entry.created)
    object["expires"] = time(entry.expires)
    object["expired"] = .bool(entry.expires.map { $0 <= Date().timeIntervalSince1970 } ?? false)
    object["lastUsed"] = time(entry.lastUsed)
    object["lastAddress"] = entry.lastAddress.map(JSON.string) ?? .null
    return .object(object)
  }

  /// An app of a token's list: its identifier and, while it is in the library, its name.
  static func appJSON(_ id: String, library: Library) -> JSON {
    // A removed app stays listed by its identifier: the token still names it.
    let name = (try? library.find(id)).flatMap { lookup -> String? in
      if case .found(let app) = lookup { return app.name }
      return nil
    }
    return ["id": .string(id), "name": name.map(JSON.string) ?? .null]
  }

  /// One token as `list` shows it.
  static func line(_ entry: DeviceTokens.Entry, library: Library) -> String {
    let show = { (seconds: Double) in RunRecord.displayTime(Date(timeIntervalSince1970: seconds)) }
    let apps =
      entry.apps.map { ids in
        ids.map { appJSON($0, library: library)["name"]?.string ?? $0 }.joined(separator: ", ")
      } ?? "every app"
    var parts = [entry.name, apps]
    if entry.readOnly { parts.append("read-only") }
    parts.append("made \(show(entry.created))")
    if let expires = entry.expires {
      parts.append(expires <= Date().timeIntervalSince1970 ? "expired \(show(expires))" : "expires \(show(expires))")
    }
    parts.append(
      entry.lastUsed.map { "last used \(show($0))" + (entry.lastAddress.map { " from \($0)" } ?? "") } ?? "never used")
    return parts.joined(separator: "  ·  ")
  }
}

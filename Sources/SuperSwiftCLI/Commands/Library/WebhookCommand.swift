import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftServer

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift webhook add|list|remove|secret|deliveries`: URLs that start an app's run when
/// any sender posts to them, each with its own token and, for senders that sign, a signature
/// check.
enum WebhookCommand: Command {
  static let spec = CommandSpec(
    name: "webhook",
    usage: """
      superswift webhook add APP [--verify none|github|stripe|standard-webhooks|hmac-sha256] [--json]
             superswift webhook list [APP] [--json]
             superswift webhook remove ID
             superswift webhook secret ID        (the signing secret on standard input)
             superswift webhook deliveries ID [--json]
      """,
    summary: "Webhooks: a URL per sender that runs an app with what it posts.",
    details: """
      'webhook add' prints the hook's URL, …/hooks/ID/TOKEN: the token in it is the
      credential, so senders that cannot set headers (IFTTT, Home Assistant, Shortcuts' simple
      actions) can call it. A delivery runs the app (source shortcut) with the body as its input;
      the app reads the delivery's headers and query with RunContext.current.delivery. The answer
      is 202 with the run's id, or the run's result with ?wait=true.

      --verify checks a sender's signature: github (X-Hub-Signature-256), stripe
      (Stripe-Signature), standard-webhooks (webhook-id/-timestamp/-signature, Svix too) or
      hmac-sha256 (X-Signature and the like, hex or base64). The signing secret is read from
      standard input (on a terminal, without echo); until it is set, every delivery is refused
      and says so. A timestamp more than 300 s from now is refused as a replay. A hook takes at
      most 60 deliveries a minute (then 429 with Retry-After).

      Examples:
        superswift webhook add Deploy --verify github < github-secret.txt
        superswift webhook deliveries wh_1a2b3c4d5e6f
      """,
    options: [
      .init(
        names: ["--verify"], value: "SCHEME",
        help: "none (the default), github, stripe, standard-webhooks, hmac-sha256."),
      .init(names: ["--json"], value: nil, help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard let action = words.first else {
      throw UsageError("say what to do: add, list, remove, secret or deliveries", command: spec)
    }
    let context = CLIContext()
    let library = context.library
    let store = WebhookStore(library: library.root)
    let json = arguments.flag("--json")
    func hook() throws -> WebhookStore.Hook {
      guard words.count == 2 else { throw UsageError("give the webhook's identifier (wh_…)", command: spec) }
      guard let hook = store.hook(words[1]) else {
        throw UsageError(
          WebhookStore.Problem.unknown(words[1]).description
            + Suggestions.didYouMean(words[1], among: store.hooks().map(\.id)))
      }
      return hook
    }
    do {
      switch action {
      case "add":
        guard words.count <= 2 else {
          let methods = ["none", "github", "stripe", "standard-webhooks", "hmac-sha256"]
          throw UsageError(
            "unexpected argument '\(words[2])'"
              + (methods.contains(words[2]) ? " (did you mean --verify \(words[2])?)" : ""), command: spec)
        }
        guard words.count == 2 else { throw UsageError("give the app the webhook runs", command: spec) }
        let app = try LibraryCommands.app(words[1], in: library)
        let text = arguments.value("--verify") ?? "none"
        guard let scheme = WebhookScheme(rawValue: text.lowercased()) else {
          throw UsageError(
            "--verify takes \(WebhookScheme.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\""
              + Suggestions.didYouMean(text, among: WebhookScheme.allCases.map(\.rawValue)), command: spec)
        }
        var secret: String?
        if scheme.needsSecret {
          secret = try SecretCommand.readValue(name: "the \(scheme.rawValue) signing secret")
        }
        let made = try store.add(app: app.id, scheme: scheme, secret: secret)
        let url = base(context.paths).address + made.path
        if json {
          Console.out(describe(made, app: app.name, url: url).text(pretty: true) + "\n")
        } else {
          Console.out(url + "\n")
          var note = "Made \(made.id) for \(app.name)"
          note += scheme == .none ? " (no signature: the URL's token is the credential; keep the URL private)" : ""
          if scheme.needsSecret, made.secret == nil {
            note += ". It refuses every delivery until its signing secret is set: superswift webhook secret \(made.id)"
          }
          if base(context.paths).guessed {
            note +=
              ". No server is running: the address is serve's default; start 'superswift serve' (--listen 0.0.0.0:7788 for senders on the network)"
          }
          Console.err(note + "\n")
        }
      case "list":
        var hooks = store.hooks()
        if words.count == 2 {
          let app = try LibraryCommands.app(words[1], in: library)
          hooks = hooks.filter { $0.app == app.id }
        }
        let names = Dictionary((try library.list()).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let address = base(context.paths).address
        if json {
          Console.out(
            JSON.array(hooks.map { describe($0, app: names[$0.app], url: address + $0.path) }).text(pretty: true) + "\n"
          )
        } else if hooks.isEmpty {
          Console.err("No webhooks. Make one: superswift webhook add APP\n")
        } else {
          for hook in hooks {
            let last = store.deliveries(of: hook.id).first
            let lastText =
              last.map { "last \($0.outcome.rawValue) \(RunRecord.displayTime($0.time))" } ?? "no deliveries"
            let secretNote = hook.scheme.needsSecret && hook.secret == nil ? " (no secret: refusing)" : ""
            Console.out(
              "\(hook.id)  \(names[hook.app] ?? "(removed app)")  \(hook.scheme.rawValue)\(secretNote)  \(lastText)\n  \(address + hook.path)\n"
            )
          }
        }
      case "remove":
        let found = try hook()
        try store.remove(found.id)
        Console.err("Removed \(found.id): its URL no longer runs anything.\n")
      case "secret":
        let found = try hook()
        guard found.scheme.needsSecret else {
          throw UsageError("\(found.id) checks no signature (--verify none): it has no secret to set")
        }
        let value = try SecretCommand.readValue(name: "the \(found.scheme.rawValue) signing secret")
        guard !value.isEmpty else { throw UsageError("the secret is empty: give it on standard input") }
        try store.setSecret(value, of: found.id)
        Console.err("Set the signing secret of \(found.id).\n")
      case "deliveries":
        let found = try hook()
        let deliveries = store.deliveries(of: found.id)
        if json {
          Console.out(JSON.array(deliveries.map(\.json)).text(pretty: true) + "\n")
        } else if deliveries.isEmpty {
          Console.err("No deliveries to \(found.id) yet.\n")
        } else {
          for delivery in deliveries {
            Console.out(
              "\(RunRecord.displayTime(delivery.time))  \(delivery.status) \(delivery.outcome.rawValue)  \(delivery.verdict)"
                + (delivery.run.map { "  run \($0)" } ?? "") + "\n")
          }
        }
      default:
        throw UsageError(
          "unknown action '\(action)': add, list, remove, secret or deliveries."
            + Suggestions.didYouMean(action, among: ["add", "list", "remove", "secret", "deliveries"]), command: spec)
      }
    } catch let problem as WebhookStore.Problem {
      throw UsageError(problem.description)
    }
    return 0
  }

  /// Where senders reach this machine's server: a running server's network address, else its
  /// local one; `serve`'s default when none runs (`guessed`).
  static func base(_ paths: Paths) -> (address: String, guessed: Bool) {
    guard let running = ServerAnnouncement.running(paths: paths).first else { return ("http://127.0.0.1:7788", true) }
    return (running.network.first ?? running.local, false)
  }

  /// A hook as `--json` shows it: never its signing secret.
  static func describe(_ hook: WebhookStore.Hook, app: String?, url: String) -> JSON {
    [
      "id": .string(hook.id), "app": ["id": .string(hook.app), "name": app.map(JSON.string) ?? .null],
      "url": .string(url), "verify": .string(hook.scheme.rawValue),
      "secretSet": .bool(hook.secret != nil), "created": .string(RunRecord.timestamp(hook.created)),
      "perMinute": .number(Double(hook.perMinute)),
    ]
  }
}

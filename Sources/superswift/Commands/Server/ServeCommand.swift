import Foundation
import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift serve`: the HTTP API for automations (cron, home automation, Shortcuts'
/// "Get Contents of URL") over the same library, runs and history as the CLI.
enum ServeCommand: Command {
  static let defaultPort = 7788

  static let spec = CommandSpec(
    name: "serve",
    usage: "superswift serve [--listen HOST:PORT] [--max-runs N]",
    summary: "Serve the HTTP API (and a sign-in link for the browser).",
    details: """
      Listens on 127.0.0.1:\(defaultPort) by default. Every API request needs the token
      ('superswift token'): Authorization: Bearer <token>. On start it prints its URL and a
      one-time login link for the browser. Listening beyond this machine (--listen 0.0.0.0:…)
      works, with the token in force, and it says so. SIGTERM or Ctrl-C stop it gracefully:
      runs in flight are cancelled and recorded. The API is described in docs/http-api.md.

      An app with a user interface waits for a person: its run's page in the browser
      (/runs/<id>, signed in) shows the app, and serve prints '<app> is waiting for you: <url>'.

      Example:
        curl -X POST -H "Authorization: Bearer $(superswift token)" \\
             -d '{"input": {"bill": 42, "percent": 18}}' -H 'Content-Type: application/json' \\
             http://127.0.0.1:\(defaultPort)/api/apps/Tip%20Calculator/result
      """,
    options: [
      .init(names: ["--listen"], value: "HOST:PORT", help: "Where to listen (default 127.0.0.1:\(defaultPort))."),
      .init(names: ["--max-runs"], value: "N", help: "Runs at once before callers queue (default 8)."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let (host, port) = try listenAddress(arguments.value("--listen") ?? "127.0.0.1:\(defaultPort)")
    var maxRuns = 8
    if let text = arguments.value("--max-runs") {
      guard let value = Int(text), value > 0, value <= 256 else {
        throw UsageError("--max-runs takes a whole number from 1 to 256, not '\(text)'", command: spec)
      }
      maxRuns = value
    }
    let context = CLIContext()
    let registry = RunRegistry(limit: maxRuns)
    let api = try APIServer(paths: context.paths, registry: registry)
    // Retention first: the history as settings.json bounds it, then the output files of runs
    // it no longer keeps.
    context.history.prune()
    api.pruneRunFiles()
    let server: HTTPServer
    do {
      server = try HTTPServer(host: host, port: port, gate: api.gate, handler: api.handle)
    } catch {
      throw UsageError("\(error); is another server running there? Choose another with --listen")
    }
    let shown = host.contains(":") ? "[\(host)]" : host
    // Every address of the machine (0.0.0.0, [::], 0, or any spelling of them): the link that
    // works from here is loopback's.
    let anyAddress = ["0.0.0.0", "[::]", "0", "[0:0:0:0:0:0:0:0]", "0.0.0", "0.0"].contains(shown)
    let base = "http://\(anyAddress ? "127.0.0.1" : shown):\(server.port)"
    Console.out("SuperSwift is serving \(base)/api\n")
    Console.out("Sign in from your browser (one-time link): \(base)/login?code=\(api.makeLoginCode())\n")
    api.onWaiting { runID, appName in
      Console.err("\(appName) is waiting for you: \(base)/runs/\(runID)\n")
    }
    if !["127.0.0.1", "::1", "localhost"].contains(host) {
      Console.err("superswift: warning: listening on \(host), beyond this machine; every request needs the token\n")
    }

    // Ctrl-C and SIGTERM: stop accepting, cancel what runs, let each run record itself.
    let stopSignal = Cancellation()
    stopSignal.forwardSignals()
    Thread.detachNewThread {
      while stopSignal.reason == nil { usleep(50_000) }
      server.stop()
    }
    server.serve()
    registry.stopAll()
    _ = registry.waitUntilIdle(timeout: .seconds(15))
    Console.err("superswift: server stopped\n")
    return 0
  }

  /// `HOST:PORT`, `[IPv6]:PORT` or `:PORT`.
  static func listenAddress(_ text: String) throws -> (String, Int) {
    var host = "127.0.0.1"
    var portText = text
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
        throw UsageError("--listen takes HOST:PORT, such as 127.0.0.1:\(defaultPort) or [::1]:\(defaultPort)")
      }
      host = String(text[text.index(after: text.startIndex)..<close])
      portText = String(text[text.index(close, offsetBy: 2)...])
    } else if let colon = text.lastIndex(of: ":") {
      if colon != text.startIndex { host = String(text[..<colon]) }
      portText = String(text[text.index(after: colon)...])
    }
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw UsageError("--listen takes HOST:PORT with a port from 0 to 65535, not '\(text)'")
    }
    return (host, port)
  }
}

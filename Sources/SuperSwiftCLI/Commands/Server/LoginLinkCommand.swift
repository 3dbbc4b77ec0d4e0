import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftServer

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift login-link`: a new one-time sign-in link for the running `serve`, without
/// restarting it (for a second device, or when the first link expired).
enum LoginLinkCommand: Command {
  static let spec = CommandSpec(
    name: "login-link",
    usage: "superswift login-link [--network] [--qr] [--json]",
    summary: "Print a new one-time sign-in link for the running server.",
    details: """
      The link signs one browser in, once, within 10 minutes; the session it starts lasts 30
      days and survives restarts of serve. It is made for the server that runs now, named on
      standard error (its address comes from $XDG_CONFIG_HOME/superswift/serving/; of several,
      the newest); with none running, for http://127.0.0.1:\(ServeCommand.defaultPort).
      Browsers can also sign in with the token.

      Example:
        superswift login-link --network --qr     # scan it with the phone's camera
      """,
    options: [
      .init(names: ["--network"], value: nil, help: "Use the server's address on the network (for a phone)."),
      .init(names: ["--qr"], value: nil, help: "Also print the link as a QR code."),
      .init(names: ["--json"], value: nil, help: "Print {\"link\", \"expiresInSeconds\"} as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let paths = CLIContext().paths
    let servers = ServerAnnouncement.running(paths: paths)
    let running = servers.first
    var base = running?.local ?? "http://127.0.0.1:\(ServeCommand.defaultPort)"
    if arguments.flag("--network") {
      guard let first = running?.network.first else {
        throw UsageError(
          running == nil
            ? "no server is running: start 'superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort)' first"
            : "the server listens on this machine only: restart it with --listen 0.0.0.0:\(ServeCommand.defaultPort)")
      }
      base = first
    }
    if let running {
      // Named, so with two servers (plain and --tls) it is clear which one the link is for.
      let others = servers.dropFirst().map(\.local)
      Console.err(
        "For the server at \(running.local) (pid \(running.pid))"
          + (others.isEmpty ? "" : "; also running: \(others.joined(separator: ", "))") + "\n")
    } else {
      Console.err("superswift: note: no server is running now; the link works once 'superswift serve' runs\n")
    }
    let code = try SessionStore(paths: paths).mintCode()
    let link = "\(base)/login?code=\(code)"
    if arguments.flag("--json") {
      Console.out(JSON.object(["link": .string(link), "expiresInSeconds": 600]).text(pretty: true) + "\n")
      return 0
    }
    Console.out(link + "\n")
    if arguments.flag("--qr") { Console.out(try QRCode(link).terminal(colors: isatty(STDOUT_FILENO) == 1)) }
    return 0
  }
}

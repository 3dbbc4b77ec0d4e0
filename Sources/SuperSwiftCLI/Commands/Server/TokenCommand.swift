import SuperSwiftHost
import SuperSwiftServer

/// `superswift token`: the API token.
enum TokenCommand: Command {
  static let spec = CommandSpec(
    name: "token",
    usage: "superswift token [--rotate]",
    summary: "Print the HTTP API's token (made on first use); --rotate replaces it.",
    details: "The token is kept in $XDG_CONFIG_HOME/superswift/token, readable by you alone.",
    options: [.init(names: ["--rotate"], value: nil, help: "Replace the token; the old one stops working.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let paths = CLIContext().paths
    let token =
      arguments.flag("--rotate") ? try AccessToken.rotate(paths: paths) : try AccessToken.current(paths: paths)
    Console.out(token + "\n")
    return 0
  }
}

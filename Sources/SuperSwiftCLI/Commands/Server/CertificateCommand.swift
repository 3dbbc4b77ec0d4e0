import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift certificate`: a local CA and a server certificate for this machine, for
/// `serve --tls` on a home network.
enum CertificateCommand: Command {
  static let spec = CommandSpec(
    name: "certificate",
    usage: "superswift certificate [--host NAME]... [--json]",
    summary: "Make a local CA and an HTTPS certificate for this machine's names.",
    details: """
      Makes (once) a certificate authority of this machine's own in
      $XDG_CONFIG_HOME/superswift/tls, and (each time) a server certificate it signs for
      localhost, 127.0.0.1, ::1, this machine's network addresses, its name.local and any
      --host. Then 'superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls' serves HTTPS with it.

      An iPhone trusts it once you install the CA: open /certificate/profile from the server on
      the phone (the "Use from iPhone" page links it), install it in Settings → General → VPN &
      Device Management, then turn on full trust in Settings → General → About → Certificate
      Trust Settings. Run this again when the machine's address changes.

      Example:
        superswift certificate --host nas.home.arpa
        superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls
      """,
    options: [
      .init(
        names: ["--host"], value: "NAME", help: "Another name or address the certificate covers.", repeatable: true),
      .init(names: ["--json"], value: nil, help: "Print the files and names as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let authority = LocalCertificateAuthority(paths: CLIContext().paths)
    let names = LocalCertificateAuthority.machineNames(extra: arguments.all("--host"))
    let madeCA: Bool
    do {
      madeCA = try authority.issue(names: names)
    } catch {
      throw UsageError("\(error)", command: spec)
    }
    if arguments.flag("--json") {
      let json: JSON = [
        "ca": .string(authority.certificateFile.path), "certificate": .string(authority.serverCertificateFile.path),
        "key": .string(authority.serverKeyFile.path), "names": .array(names.map(JSON.string)), "madeCA": .bool(madeCA),
      ]
      Console.out(json.text(pretty: true) + "\n")
      return 0
    }
    Console.out(
      """
      \(madeCA ? "Made a local CA: \(authority.certificateFile.path)\n" : "")\
      Certificate for \(names.joined(separator: ", ")):
        \(authority.serverCertificateFile.path)
        \(authority.serverKeyFile.path)
      Serve HTTPS with it:  superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls
      On the iPhone, open https://<this machine>:\(ServeCommand.defaultPort)/certificate/profile, install the profile,
      then turn on full trust for it in Settings → General → About → Certificate Trust Settings.

      """)
    return 0
  }
}

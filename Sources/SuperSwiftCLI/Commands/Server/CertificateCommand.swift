import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem

/// `superswift certificate`: a local CA and a server certificate for this machine, for
/// `serve --tls` on a home network.
enum CertificateCommand: Command {
  static let spec = CommandSpec(
    name: "certificate",
    usage:
      "superswift certificate [--host NAME]... [--follow-addresses] [--json] | superswift certificate --status [--json]",
    summary: "Make a local CA and an HTTPS certificate for this machine's names.",
    details: """
      Makes a certificate authority of this machine's own and a server certificate it signs
      for localhost, 127.0.0.1, ::1, this machine's network addresses, its name.local and any
      --host, in $XDG_CONFIG_HOME/superswift/tls. Then 'superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls'
      serves HTTPS with it.

      The CA can vouch for those names and addresses only (critical name constraints), and its
      key is discarded once it has signed the certificate: nothing on this machine, the apps the
      server runs included, can sign another certificate a phone trusts. Both last \(LocalCertificateAuthority.lifetimeDays) days;
      'serve --tls' makes new ones \(LocalCertificateAuthority.renewalDays) days before the end. Each run makes a new CA, so
      run it again only when the machine's names or addresses change, and install the new
      profile on the phone (it replaces the old one).

      With --follow-addresses the CA also permits the addresses of this machine's networks
      (192.168.1.0/24; a network wider than /16 is narrowed to the /16 around the address) and
      signs an address signer whose key is kept (0600) in the same folder: when the machine's
      address changes inside those networks (a new DHCP lease), a running 'serve --tls' signs a
      certificate for it at once, and the phones need nothing new. The cost is that key: any
      program running as you, the server's apps included, could read it and sign a certificate
      the phones trust for an address on those networks. Without it, reach the server by its
      .local name, which survives an address change.

      An iPhone trusts it once you install the CA: open /certificate/profile from the server on
      the phone (the "Use from iPhone" page links it), install it in Settings → General → VPN &
      Device Management, then turn on full trust in Settings → General → About → Certificate
      Trust Settings.

      Example:
        superswift certificate --host nas.home.arpa
        superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls
      """,
    options: [
      .init(
        names: ["--host"], value: "NAME", help: "Another name or address the certificate covers.", repeatable: true),
      .init(
        names: ["--follow-addresses"], value: nil,
        help: "Keep an address signer so 'serve --tls' follows the machine's address within its networks."),
      .init(
        names: ["--status"], value: nil,
        help: "Make nothing: say when the certificate expires and whether 'serve --tls' would renew it."),
      .init(names: ["--json"], value: nil, help: "Print the files and names as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let authority = LocalCertificateAuthority(paths: CLIContext().paths)
    if arguments.flag("--status") {
      guard arguments.all("--host").isEmpty, !arguments.flag("--follow-addresses") else {
        throw UsageError("--status makes nothing: leave out --host and --follow-addresses", command: spec)
      }
      return status(authority, json: arguments.flag("--json"))
    }
    let names = LocalCertificateAuthority.machineNames(extra: arguments.all("--host"))
    let networks = arguments.flag("--follow-addresses") ? NetworkAddresses.localNetworks() : []
    if arguments.flag("--follow-addresses"), networks.isEmpty {
      throw UsageError(
        "this machine is on no IPv4 network to follow (no interface is up with an address): connect it, or leave out --follow-addresses",
        command: spec)
    }
    let issued: LocalCertificateAuthority.Issued
    do {
      issued = try authority.issue(names: names, following: networks)
    } catch {
      throw UsageError("\(error)", command: spec)
    }
    let expires = LocalCertificateAuthority.day(issued.expires)
    // A running server keeps the certificate it loaded: a phone given the new profile could not
    // reach it until it restarts.
    for server in ServerAnnouncement.running(paths: CLIContext().paths) {
      Console.err(
        "superswift: note: the server running as process \(server.pid) (\(server.local)) still serves the old certificate: restart it (superswift service restart, or stop and start serve) before phones install the new profile\n"
      )
    }
    if arguments.flag("--json") {
      let json: JSON = [
        "ca": .string(authority.certificateFile.path), "certificate": .string(authority.serverCertificateFile.path),
        "key": .string(authority.serverKeyFile.path), "names": .array(names.map(JSON.string)), "madeCA": true,
        "expires": .string(expires), "replacedOlderCA": .bool(issued.replacedOlderCA),
        "followedNetworks": .array(networks.map { .string($0.description) }),
      ]
      Console.out(json.text(pretty: true) + "\n")
      return 0
    }
    if issued.replacedOlderCA {
      Console.err(
        """
        superswift: replaced the local CA an older SuperSwift made: it had no name constraints, and its key was kept
        where the apps the server runs could read it. Install the new profile on each iPhone (it replaces the old
        one); where you installed the old ca.pem by hand (a browser, another computer), remove it.

        """)
    }
    Console.out(
      """
      Made a local CA: \(authority.certificateFile.path)
      \(networks.isEmpty ? "(it vouches only for these names and addresses, and its key is not kept)" : "(it vouches only for these names and the addresses of \(networks.map(\.description).joined(separator: ", ")); its key is not kept,\n but its address signer's is: \(authority.addressSignerKeyFile.path))")
      Certificate for \(names.joined(separator: ", ")), valid until \(expires):
        \(authority.serverCertificateFile.path)
        \(authority.serverKeyFile.path)
      Serve HTTPS with it:  superswift serve --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls
      On the iPhone, open https://<this machine>:\(ServeCommand.defaultPort)/certificate/profile, install the profile
      (it replaces an earlier one), then turn on full trust for it in Settings → General → About → Certificate Trust Settings.

      """)
    return 0
  }

  /// `--status`: when the certificate expires and whether `serve --tls` would renew it; exit
  /// status 1 when there is none to use.
  static func status(_ authority: LocalCertificateAuthority, json: Bool) -> Int32 {
    let now = Date()
    let expires = authority.expires
    let renewal = authority.renewalReason(now: now)
    let days = expires.map { Int(($0.timeIntervalSince(now) / 86_400).rounded(.down)) }
    let renewable = authority.renewableUntil
    if json {
      let object: JSON = [
        "certificate": .string(authority.serverCertificateFile.path), "ca": .string(authority.certificateFile.path),
        "expires": expires.map { .string(LocalCertificateAuthority.day($0)) } ?? .null,
        "daysLeft": days.map { .number(Double($0)) } ?? .null, "renewal": renewal.map(JSON.string) ?? .null,
        "renewableUntil": renewable.map { .string(LocalCertificateAuthority.day($0)) } ?? .null,
        "followedNetworks": .array(authority.followedNetworks.map { .string($0.description) }),
        "names": .array((authority.hostNames + authority.addresses).map(JSON.string)),
      ]
      Console.out(object.text(pretty: true) + "\n")
      return expires == nil ? 1 : 0
    }
    guard let expires, let days else {
      Console.error("no local certificate yet: 'superswift certificate' makes one ('serve --tls' does too)")
      return 1
    }
    var lines = [
      "Certificate: \(authority.serverCertificateFile.path)",
      "Valid until \(LocalCertificateAuthority.day(expires)) (\(max(0, days)) days from now).",
    ]
    if let renewable, renewal == nil {
      lines.append(
        "A running 'serve --tls' renews it \(LocalCertificateAuthority.renewalDays) days before the end from the CA's next certificates, signed ahead, until \(LocalCertificateAuthority.day(renewable)): the same CA, nothing new for the phones."
      )
    } else {
      lines.append(
        renewal.map { "'serve --tls' makes a new CA and certificate at its next start: \($0)." }
          ?? "'serve --tls' makes a new CA and certificate at its next start \(LocalCertificateAuthority.renewalDays) days before the end."
      )
    }
    let followed = authority.followedNetworks
    lines.append(
      followed.isEmpty
        ? "It names \((authority.hostNames + authority.addresses).joined(separator: ", ")); a new address of the machine needs a new CA (or the .local name)."
        : "It names \((authority.hostNames + authority.addresses).joined(separator: ", ")); a running 'serve --tls' signs a new one when the machine's address changes within \(followed.map(\.description).joined(separator: ", "))."
    )
    Console.out(lines.joined(separator: "\n") + "\n")
    return 0
  }
}

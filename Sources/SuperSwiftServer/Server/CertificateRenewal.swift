import Foundation
import SuperSwiftHTTP
import SuperSwiftSystem
import Synchronization

/// A running `serve --tls` renewing its own certificate: twice a day on the server's clock it
/// asks the local CA's folder for the next certificate (`renewFromSuccessor`, which does
/// nothing until the current one is within its last `renewalDays`), and when there is a new one
/// loads it and hands it to the listener — no restart, no new CA.
package final class CertificateRenewal: Sendable {
  /// How often it looks.
  package static let interval: TimeInterval = 12 * 3600

  let authority: LocalCertificateAuthority
  let clock: any HostClock
  let install: @Sendable (TLSContext) -> Void
  let report: @Sendable (String) -> Void
  private let timer = Mutex<ClockTimer?>(nil)
  /// The machine's addresses the certificate does not name, as last said (said again only when
  /// they change).
  private let uncoveredSaid = Mutex<[String]>([])
  /// The machine's addresses now (a test gives its own).
  let machineAddresses: @Sendable () -> [String]

  /// Renewal of `authority`'s certificate on `clock`; `install` gets each new context.
  package init(
    authority: LocalCertificateAuthority, clock: any HostClock, install: @escaping @Sendable (TLSContext) -> Void,
    report: @escaping @Sendable (String) -> Void,
    machineAddresses: @escaping @Sendable () -> [String] = { NetworkAddresses.local() }
  ) {
    self.machineAddresses = machineAddresses
    self.authority = authority
    self.clock = clock
    self.install = install
    self.report = report
  }

  /// Starts looking: once now (an address the certificate lacks is said at once), then twice a day.
  package func start() {
    look()
    plan()
  }

  /// Stops looking.
  package func stop() { timer.withLock { $0 }?.cancel() }

  private func plan() {
    let next = clock.schedule(after: .seconds(Self.interval)) { [self] in
      look()
      plan()
    }
    timer.withLock { $0 = next }
  }

  /// What the server says when it renewed its certificate from the CA's next one.
  package static func renewed(until: Date) -> String {
    "superswift: renewed the certificate from the local CA's next one, valid until \(LocalCertificateAuthority.day(until)); new connections use it, phones need nothing new\n"
  }

  /// The machine's `addresses` a certificate naming `covered` does not name.
  package static func uncovered(_ addresses: [String], covered: [String]) -> [String] {
    let named = Set(covered.map { $0.lowercased() })
    return addresses.filter { !named.contains($0.lowercased()) }.sorted()
  }

  /// What the server says when it signed a certificate for the machine's new address.
  package static func followed(_ addresses: [String], until: Date) -> String {
    "superswift: the machine's address is now \(addresses.joined(separator: ", ")): signed a certificate for it with the local CA's address signer, valid until \(LocalCertificateAuthority.day(until)); new connections use it, phones need nothing new\n"
  }

  /// Renews now if it is time; whether it installed a new certificate. First from the CA's next
  /// certificate when the current one is within its last month; then, when the machine has an
  /// address the certificate does not name: a CA that follows the machine's addresses signs a
  /// new one for the addresses inside its networks, and what is left is said (once a change).
  /// A CA that does not follow them can sign only the names it was made for, so a new address
  /// takes a new CA, which is the person's decision (`superswift certificate`).
  @discardableResult
  package func look() -> Bool {
    var installed = false
    if let until = authority.renewFromSuccessor(now: clock.now) {
      installed = load(Self.renewed(until: until))
    }
    let addresses = machineAddresses()
    var uncovered = Self.uncovered(addresses, covered: authority.addresses)
    let networks = authority.followedNetworks
    let followable = addresses.filter { address in networks.contains { $0.contains(address) } }
    if uncovered.contains(where: { followable.contains($0) }) {
      // The host names and loopback addresses kept, and the certificate's other addresses the
      // machine still has (the CA permits all of those: it named them), then the machine's
      // addresses inside the followed networks.
      let current = authority.addresses.filter { ["127.0.0.1", "::1"].contains($0) || addresses.contains($0) }
      var names = authority.hostNames
      for name in current + followable where !names.contains(name) { names.append(name) }
      do throws(TLSError) {
        let until = try authority.reissue(names: names)
        installed = load(Self.followed(followable, until: until)) || installed
        uncovered = Self.uncovered(addresses, covered: authority.addresses)
      } catch {
        report("superswift: warning: could not sign a certificate for the machine's new address (\(error))\n")
      }
    }
    let changed = uncoveredSaid.withLock { said -> Bool in
      defer { said = uncovered }
      return said != uncovered
    }
    if changed, !uncovered.isEmpty {
      let advice =
        networks.isEmpty
        ? "use the .local name, or 'superswift certificate --follow-addresses' for a new CA that follows the machine's address within its networks (each phone installs it once more)"
        : "it is outside the networks the CA follows (\(networks.map(\.description).joined(separator: ", "))); use the .local name, or 'superswift certificate --follow-addresses' for a new CA on this network (each phone installs it once more)"
      report(
        "superswift: warning: this machine's address \(uncovered.joined(separator: ", ")) is not in the certificate: a phone reaching the server by it will refuse it; \(advice)\n"
      )
    }
    return installed
  }

  /// Loads the certificate files now in place and hands them to the listener, saying `line`;
  /// whether it could.
  private func load(_ line: String) -> Bool {
    do {
      install(
        try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path))
      report(line)
      return true
    } catch {
      report("superswift: warning: the renewed certificate could not be loaded (\(error)); restart serve\n")
      return false
    }
  }
}

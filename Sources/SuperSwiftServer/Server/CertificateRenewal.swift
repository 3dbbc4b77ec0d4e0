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

  /// Renews now if it is time; whether it did. Says (once a change) when the machine has an
  /// address the certificate does not name: the CA can sign only the names it was made for, so
  /// that takes a new CA, which is the person's decision (`superswift certificate --host`).
  @discardableResult
  package func look() -> Bool {
    let uncovered = Self.uncovered(machineAddresses(), covered: authority.addresses)
    let changed = uncoveredSaid.withLock { said -> Bool in
      defer { said = uncovered }
      return said != uncovered
    }
    if changed, !uncovered.isEmpty {
      report(
        "superswift: warning: this machine's address \(uncovered.joined(separator: ", ")) is not in the certificate: a phone reaching the server by it will refuse it; use the .local name, or 'superswift certificate' for a new CA with every address (each phone installs it again)\n"
      )
    }
    guard let until = authority.renewFromSuccessor(now: clock.now) else { return false }
    do {
      install(
        try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path))
      report(Self.renewed(until: until))
      return true
    } catch {
      report("superswift: warning: the renewed certificate could not be loaded (\(error)); restart serve\n")
      return false
    }
  }
}

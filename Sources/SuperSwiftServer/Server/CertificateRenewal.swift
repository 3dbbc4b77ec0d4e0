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

  /// Renewal of `authority`'s certificate on `clock`; `install` gets each new context.
  package init(
    authority: LocalCertificateAuthority, clock: any HostClock, install: @escaping @Sendable (TLSContext) -> Void,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.authority = authority
    self.clock = clock
    self.install = install
    self.report = report
  }

  /// Starts looking.
  package func start() { plan() }

  /// Stops looking.
  package func stop() { timer.withLock { $0 }?.cancel() }

  private func plan() {
    let next = clock.schedule(after: .seconds(Self.interval)) { [self] in
      look()
      plan()
    }
    timer.withLock { $0 = next }
  }

  /// Renews now if it is time; whether it did.
  @discardableResult
  package func look() -> Bool {
    guard let until = authority.renewFromSuccessor(now: clock.now) else { return false }
    do {
      install(
        try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path))
      report(
        "superswift: renewed the certificate from the local CA's next one, valid until \(LocalCertificateAuthority.day(until)); new connections use it, phones need nothing new\n"
      )
      return true
    } catch {
      report("superswift: warning: the renewed certificate could not be loaded (\(error)); restart serve\n")
      return false
    }
  }
}

import Foundation
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization
import Testing

/// A running `serve --tls` renews its certificate from the certificates the local CA signed
/// ahead, with the clock moved forward: the same CA (phones need nothing), a new certificate
/// served to new connections without a restart.
@Suite("Certificate renewal without a new CA")
struct CertificateRenewalTests {
  static func paths() -> (Paths, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("renewal-\(UUID().uuidString)")
    return (
      Paths(
        library: root.appendingPathComponent("library"), cache: root.appendingPathComponent("cache"),
        config: root.appendingPathComponent("config")), root
    )
  }

  /// The end date of the certificate a TLS server at `port` presents, as `openssl x509` says it.
  static func servedEnd(port: Int) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      "openssl s_client -connect 127.0.0.1:\(port) -servername localhost </dev/null 2>/dev/null | openssl x509 -noout -enddate",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(
    "the CA signs the certificates of its ten years ahead; each takes over in its last month, served without a restart")
  func renewsAhead() throws {
    let (paths, root) = Self.paths()
    defer { try? FileManager.default.removeItem(at: root) }
    let authority = LocalCertificateAuthority(paths: paths)
    let issued = try authority.issue(names: ["localhost", "127.0.0.1"])
    let start = Date()
    #expect(abs(issued.expires.timeIntervalSince(start) - 800 * 86_400) < 86_400)
    let successors = try FileManager.default.contentsOfDirectory(atPath: authority.successorsFolder.path).sorted()
    #expect(
      successors == ["01-key.pem", "01.pem", "02-key.pem", "02.pem", "03-key.pem", "03.pem", "04-key.pem", "04.pem"])
    let keyMode =
      try FileManager.default.attributesOfItem(
        atPath: authority.successorsFolder.appendingPathComponent("01-key.pem").path)[.posixPermissions] as? Int
    #expect(keyMode == 0o600)
    #expect(abs((authority.renewableUntil ?? start).timeIntervalSince(start) - 3650 * 86_400) < 86_400)
    let ca = try Data(contentsOf: authority.certificateFile)
    #expect(authority.renewFromSuccessor(now: start) == nil, "not due")

    // The server, serving the first certificate.
    let server = try HTTPServer(
      host: "127.0.0.1", port: 0,
      tls: try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path)
    ) { _ in HTTPResponse(status: 200, body: Data("ok".utf8)) }
    Thread.detachNewThread { server.serve() }
    defer { server.stop() }
    let first = try Self.servedEnd(port: server.port)
    #expect(first.hasPrefix("notAfter="), "\(first)")

    // 775 days on, in the first certificate's last month: renewed at the next look.
    let clock = ManualClock(start: start.addingTimeInterval(775 * 86_400))
    let said = Mutex<[String]>([])
    let installs = Mutex(0)
    let renewal = CertificateRenewal(
      authority: authority, clock: clock,
      install: { context in
        installs.withLock { $0 += 1 }
        server.replaceTLS(context)
      }, report: { line in said.withLock { $0.append(line) } }, machineAddresses: { ["127.0.0.1", "192.168.7.7"] })
    renewal.start()
    // The machine has an address the certificate lacks: said at once, and once.
    #expect(said.withLock { $0 }.filter { $0.contains("192.168.7.7 is not in the certificate") }.count == 1)
    clock.advance(by: .seconds(12 * 3600))
    #expect(installs.withLock { $0 } == 1, "\(said.withLock { $0 })")
    #expect(abs((authority.expires ?? start).timeIntervalSince(start) - 1570 * 86_400) < 86_400)
    #expect(try Data(contentsOf: authority.certificateFile) == ca, "the same CA: phones need nothing")
    #expect(authority.renewalReason(now: clock.now) == nil, "signed by the CA, its key its own, months left")
    #expect(!FileManager.default.fileExists(atPath: authority.successorsFolder.appendingPathComponent("01.pem").path))
    let second = try Self.servedEnd(port: server.port)
    #expect(second.hasPrefix("notAfter=") && second != first, "new connections get the new one: \(first) → \(second)")

    // Twelve hours later there is nothing to do; 770 days further, the next one.
    clock.advance(by: .seconds(12 * 3600))
    #expect(installs.withLock { $0 } == 1)
    clock.advance(by: .seconds(770 * 86_400))
    #expect(installs.withLock { $0 } == 2)
    #expect(abs((authority.expires ?? start).timeIntervalSince(start) - 2340 * 86_400) < 86_400)
    #expect(said.withLock { $0 }.filter { $0.contains("not in the certificate") }.count == 1, "not said at every look")
    #expect(authority.addresses == ["127.0.0.1"])
    renewal.stop()
  }

  @Test("the machine's addresses a certificate does not name")
  func uncovered() {
    #expect(
      CertificateRenewal.uncovered(["127.0.0.1", "192.168.1.9", "fe80::1"], covered: ["127.0.0.1", "FE80::1"])
        == ["192.168.1.9"])
    #expect(CertificateRenewal.uncovered(["10.0.0.2"], covered: ["10.0.0.2", "nas.local"]).isEmpty)
  }
}

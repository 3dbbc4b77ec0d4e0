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

  /// What `command` printed (standard output and error), run by the shell.
  static func shell(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " 2>&1"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }

  @Test(
    "a CA that follows the machine's addresses signs one for a new address in its network, served without a restart; one outside is said, never signed"
  )
  func followsAddresses() throws {
    let (paths, root) = Self.paths()
    defer { try? FileManager.default.removeItem(at: root) }
    let authority = LocalCertificateAuthority(paths: paths)
    let network = try #require(IPv4Network("10.77.5.10/24"))
    try authority.issue(names: ["localhost", "127.0.0.1", "10.77.5.10"], following: [network])
    #expect(authority.followedNetworks == [network])
    let keyMode =
      try FileManager.default.attributesOfItem(atPath: authority.addressSignerKeyFile.path)[.posixPermissions] as? Int
    #expect(keyMode == 0o600)
    let ca = try Data(contentsOf: authority.certificateFile)

    let server = try HTTPServer(
      host: "127.0.0.1", port: 0,
      tls: try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path)
    ) { _ in HTTPResponse(status: 200, body: Data("ok".utf8)) }
    Thread.detachNewThread { server.serve() }
    defer { server.stop() }
    let addresses = Mutex(["10.77.5.10"])
    let said = Mutex<[String]>([])
    let installs = Mutex(0)
    let clock = ManualClock(start: Date())
    let renewal = CertificateRenewal(
      authority: authority, clock: clock,
      install: { context in
        installs.withLock { $0 += 1 }
        server.replaceTLS(context)
      }, report: { line in said.withLock { $0.append(line) } }, machineAddresses: { addresses.withLock { $0 } })
    renewal.start()
    defer { renewal.stop() }
    #expect(installs.withLock { $0 } == 0, "nothing to do: \(said.withLock { $0 })")

    // A new lease on the same network: signed at the next look, served to new connections, the
    // old address gone from it, the same CA.
    addresses.withLock { $0 = ["10.77.5.99"] }
    clock.advance(by: .seconds(12 * 3600))
    #expect(installs.withLock { $0 } == 1, "\(said.withLock { $0 })")
    #expect(authority.addresses == ["127.0.0.1", "10.77.5.99"])
    #expect(said.withLock { $0 }.contains { $0.contains("address is now 10.77.5.99") })
    #expect(try Data(contentsOf: authority.certificateFile) == ca, "the same CA: phones need nothing")
    #expect(authority.renewalReason() == nil, "the CA vouches for it through its address signer")
    let caPath = authority.certificateFile.path
    let verified = try Self.shell(
      "openssl s_client -connect 127.0.0.1:\(server.port) -CAfile \(caPath) -verify_return_error -verify_ip 10.77.5.99 </dev/null"
    )
    #expect(verified.contains("Verify return code: 0 (ok)"), "\(verified.suffix(600))")
    let stale = try Self.shell(
      "openssl s_client -connect 127.0.0.1:\(server.port) -CAfile \(caPath) -verify_return_error -verify_ip 10.77.5.10 </dev/null"
    )
    #expect(!stale.contains("Verify return code: 0 (ok)"), "the old address is not named any more")

    // An address on another network: said once, never signed.
    addresses.withLock { $0 = ["10.78.0.1"] }
    clock.advance(by: .seconds(12 * 3600))
    clock.advance(by: .seconds(12 * 3600))
    #expect(installs.withLock { $0 } == 1)
    #expect(
      said.withLock { $0 }.filter { $0.contains("10.78.0.1 is not in the certificate") && $0.contains("10.77.5.0/24") }
        .count == 1, "\(said.withLock { $0 })")
    #expect(throws: TLSError.self) { try authority.reissue(names: ["localhost", "8.8.8.8"]) }

    // What the kept key could do, signed outside SuperSwift with openssl: the constraints hold.
    let folder = authority.folder.path
    let forged = try Self.shell(
      """
      cd \(folder) && openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout forged-key.pem \
        -subj /CN=forged -out forged.csr && printf 'subjectAltName=IP:8.8.8.8\\n' > forged.ext && \
      openssl x509 -req -in forged.csr -CA address-signer.pem -CAkey address-signer-key.pem -days 30 \
        -extfile forged.ext -out forged.pem && openssl verify -CAfile ca.pem -untrusted address-signer.pem forged.pem
      """)
    #expect(forged.contains("permitted subtree violation"), "\(forged.suffix(600))")
  }

  @Test("a CA made without following keeps no signing key, and says how to follow")
  func noFollowingByDefault() throws {
    let (paths, root) = Self.paths()
    defer { try? FileManager.default.removeItem(at: root) }
    let authority = LocalCertificateAuthority(paths: paths)
    let network = try #require(IPv4Network("10.77.5.0/24"))
    try authority.issue(names: ["localhost", "127.0.0.1"], following: [network])
    try authority.issue(names: ["localhost", "127.0.0.1"])
    #expect(!FileManager.default.fileExists(atPath: authority.addressSignerKeyFile.path), "the signer before is gone")
    #expect(authority.followedNetworks.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: authority.folder.path)
    #expect(!names.contains { $0.contains("ca-key") || $0.contains("signer") })
    #expect(throws: TLSError.self) { try authority.reissue(names: ["localhost", "10.77.5.3"]) }
    let said = Mutex<[String]>([])
    let renewal = CertificateRenewal(
      authority: authority, clock: ManualClock(start: Date()), install: { _ in },
      report: { line in said.withLock { $0.append(line) } }, machineAddresses: { ["10.77.5.3"] })
    #expect(!renewal.look())
    #expect(said.withLock { $0 }.contains { $0.contains("--follow-addresses") })
  }

  @Test("IPv4 networks: parsed, written and matched as their RFC 4632 prefixes say")
  func networks() throws {
    let home = try #require(IPv4Network("192.168.1.77/24"))
    #expect(home.description == "192.168.1.0/24")
    #expect(home.dottedMask == "255.255.255.0")
    #expect(home.contains("192.168.1.254") && home.contains("192.168.1.0"))
    #expect(!home.contains("192.168.2.1") && !home.contains("fe80::1") && !home.contains("nas.local"))
    #expect(IPv4Network("10.1.2.3/8")?.description == "10.0.0.0/8")
    #expect(IPv4Network("0.0.0.0/0")?.contains("8.8.8.8") == true)
    #expect(IPv4Network("172.16.5.4/32")?.dottedMask == "255.255.255.255")
    #expect(IPv4Network("100.64.0.0/10")?.contains("100.127.255.255") == true)
    #expect(IPv4Network("100.64.0.0/10")?.contains("100.128.0.0") == false)
    for bad in [
      "1.2.3/24", "1.2.3.4/33", "256.1.1.1/8", "1.2.3.4", "01.2.3.4/8", "1.2.3.4/-1", "a.b.c.d/8", "1.2.3.4/",
    ] {
      #expect(IPv4Network(bad) == nil, "\(bad)")
    }
  }
}

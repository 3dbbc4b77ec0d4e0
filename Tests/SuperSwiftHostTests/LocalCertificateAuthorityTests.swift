import Foundation
import SuperSwift
import Synchronization
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost
@testable import SuperSwiftServer
@testable import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The local CA cannot be turned against the phone: it vouches only for the names it was made
/// for (critical Name Constraints, checked here by `openssl verify` on certificates signed with
/// its key), its key is not kept, its life is within what iOS accepts, an older version's CA is
/// replaced, and the server certificate is renewed before it ends.
@Suite("Local CA")
struct LocalCertificateAuthorityTests {
  /// An authority in a folder of its own, removed by `done`.
  struct Scratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-ca-\(UUID())")
    var authority: LocalCertificateAuthority {
      LocalCertificateAuthority(
        paths: Paths(environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config"]))
    }
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func done() { try? FileManager.default.removeItem(at: folder) }
  }

  /// Runs `openssl` with `arguments`: its status, and both its streams.
  @discardableResult
  static func openssl(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A server certificate for `names` signed with the CA `ca` and its key `key`, the way an app
  /// that stole the key would make one (the openssl CLI); the path of its PEM.
  static func sign(_ names: [String], ca: String, key: String, in scratch: Scratch) throws -> String {
    let base = scratch.file("leaf-\(UUID())")
    // OpenSSL checks a common name that looks like a host name as one when no DNS name is given.
    let commonName = LocalCertificateAuthority.isAddress(names[0]) ? "an address" : names[0]
    let request = try openssl([
      "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", base + ".key",
      "-out", base + ".csr", "-subj", "/CN=\(commonName)",
    ])
    #expect(request.status == 0, "\(request.output)")
    let alternatives = names.map { LocalCertificateAuthority.isAddress($0) ? "IP:\($0)" : "DNS:\($0)" }
    try Data("subjectAltName=\(alternatives.joined(separator: ","))\nextendedKeyUsage=serverAuth\n".utf8)
      .write(to: URL(fileURLWithPath: base + ".ext"))
    let signed = try openssl([
      "x509", "-req", "-in", base + ".csr", "-CA", ca, "-CAkey", key, "-set_serial", "7", "-days", "30", "-out",
      base + ".pem", "-extfile", base + ".ext",
    ])
    #expect(signed.status == 0, "\(signed.output)")
    return base + ".pem"
  }

  @Test("the CA vouches only for its names: a certificate for example.com or another address signed with its key fails")
  func nameConstraints() throws {
    let scratch = Scratch()
    defer { scratch.done() }
    let authority = scratch.authority
    var caKey = Data()
    let issued = try authority.issue(
      names: ["localhost", "127.0.0.1", "::1", "192.168.1.20", "box.local", "nas.home.arpa"],
      handingCAKeyTo: { caKey = $0 })
    #expect(!issued.replacedOlderCA)
    let ca = authority.certificateFile.path
    let text = try Self.openssl(["x509", "-in", ca, "-noout", "-text"]).output
    #expect(text.contains("X509v3 Name Constraints: critical"), "\(text)")
    for subtree in [
      "DNS:localhost", "DNS:box.local", "DNS:nas.home.arpa", "IP:127.0.0.1/255.255.255.255",
      "IP:192.168.1.20/255.255.255.255", "IP:0:0:0:0:0:0:0:1/FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF",
    ] {
      #expect(text.contains(subtree), "the CA does not permit \(subtree)")
    }

    // The server's own certificate verifies, for a TLS server.
    let own = try Self.openssl(["verify", "-purpose", "sslserver", "-CAfile", ca, authority.serverCertificateFile.path])
    #expect(own.status == 0, "\(own.output)")

    // What a thief of the key could sign: only these names (and names under them).
    let keyFile = scratch.file("stolen-ca-key.pem")
    try caKey.write(to: URL(fileURLWithPath: keyFile))
    for names in [["nas.home.arpa"], ["printer.box.local"], ["192.168.1.20"]] {
      let leaf = try Self.sign(names, ca: ca, key: keyFile, in: scratch)
      let verified = try Self.openssl(["verify", "-purpose", "sslserver", "-CAfile", ca, leaf])
      #expect(verified.status == 0, "\(names): \(verified.output)")
    }
    for names in [
      ["example.com"], ["bank.example"], ["local"], ["192.168.1.1"], ["10.0.0.1"], ["nas.home.arpa", "example.com"],
    ] {
      let leaf = try Self.sign(names, ca: ca, key: keyFile, in: scratch)
      let verified = try Self.openssl(["verify", "-purpose", "sslserver", "-CAfile", ca, leaf])
      #expect(verified.status != 0, "\(names) verified")
      #expect(verified.output.contains("permitted subtree violation"), "\(names): \(verified.output)")
    }
  }

  @Test(
    "the CA's key is not kept; the server's keys are 0600; each server certificate lives 800 days, within iOS's 825")
  func keysAndLives() throws {
    let scratch = Scratch()
    defer { scratch.done() }
    let authority = scratch.authority
    // Addresses only: the certificate still verifies (its common name is not taken for a host).
    try authority.issue(names: ["127.0.0.1", "192.168.1.20"])
    let addresses = try Self.openssl([
      "verify", "-purpose", "sslserver", "-CAfile", authority.certificateFile.path,
      authority.serverCertificateFile.path,
    ])
    #expect(addresses.status == 0, "\(addresses.output)")
    let issued = try authority.issue(names: ["localhost", "127.0.0.1"])
    let files = try FileManager.default.contentsOfDirectory(atPath: authority.folder.path)
    #expect(Set(files) == ["ca.pem", "server.pem", "server-key.pem", "profile-id", "successors"])
    let successors = try FileManager.default.contentsOfDirectory(atPath: authority.successorsFolder.path)
    let all = files.filter { $0 != "successors" } + successors.map { "successors/\($0)" }
    for file in all {
      let url = authority.folder.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      if file.hasSuffix("key.pem") {
        // The server's keys, its own and its successors': its user's alone. No key of the CA.
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "\(file)")
      } else {
        #expect(!text.contains("PRIVATE KEY"), "\(file) holds a private key")
      }
    }
    let mode = try FileManager.default.attributesOfItem(atPath: authority.serverKeyFile.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let days = issued.expires.timeIntervalSinceNow / 86_400
    #expect(days > 799.9 && days <= 800.01)
    // iOS counts a server certificate's life from notBefore (an hour back): still under 825
    // days, for the server's and each successor's. (A CA's life has no such bound: ten years.)
    let chains = successors.filter { !$0.hasSuffix("key.pem") }.map {
      authority.successorsFolder.appendingPathComponent($0).path
    }
    for file in [authority.serverCertificateFile.path] + chains {
      let dates = try Self.openssl(["x509", "-in", file, "-noout", "-startdate", "-enddate", "-dateopt", "iso_8601"])
      // notBefore=2026-12-01 19:21:28Z
      let parts = dates.output.split(separator: "\n").map { String($0.split(separator: "=", maxSplits: 1)[1]) }
      let format = DateFormatter()
      format.locale = Locale(identifier: "en_US_POSIX")
      format.timeZone = TimeZone(identifier: "UTC")
      format.dateFormat = "yyyy-MM-dd HH:mm:ss'Z'"
      let start = try #require(format.date(from: parts[0]), "\(dates.output)")
      let end = try #require(format.date(from: parts[1]), "\(dates.output)")
      #expect(end.timeIntervalSince(start) < 825 * 86_400)
    }
    #expect(authority.renewalReason() == nil)
  }

  @Test("serve --tls renews a certificate 30 days before its end, or one the CA did not sign")
  func renewal() throws {
    let scratch = Scratch()
    defer { scratch.done() }
    let authority = scratch.authority
    #expect(authority.renewalReason()?.contains("no local CA") == true)
    try authority.issue(names: ["localhost", "nas.home.arpa", "127.0.0.1"])
    #expect(authority.renewalReason() == nil)
    #expect(authority.renewalReason(now: Date() + 760 * 86_400) == nil)
    #expect(authority.renewalReason(now: Date() + 780 * 86_400)?.contains("within 30 days") == true)
    #expect(authority.renewalReason(now: Date() + 801 * 86_400)?.contains("expired on") == true)
    #expect(authority.hostNames == ["localhost", "nas.home.arpa"])

    // A server certificate of another CA's (here: the next one's) is not this CA's.
    let other = Scratch()
    defer { other.done() }
    try other.authority.issue(names: ["localhost"])
    try FileManager.default.removeItem(at: authority.serverCertificateFile)
    try FileManager.default.copyItem(at: other.authority.serverCertificateFile, to: authority.serverCertificateFile)
    #expect(authority.renewalReason()?.contains("not signed by the CA") == true)
  }

  @Test("an older version's CA (no name constraints, key kept) is replaced; the new profile replaces the old one")
  func olderCA() throws {
    let scratch = Scratch()
    defer { scratch.done() }
    let authority = scratch.authority
    try FileManager.default.createDirectory(at: authority.folder, withIntermediateDirectories: true)
    // What SuperSwift made before name constraints: a CA, its key beside it, a server certificate.
    let ca = authority.certificateFile.path
    let made = try Self.openssl([
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
      authority.olderKeyFile.path, "-out", ca, "-days", "3650", "-subj", "/O=SuperSwift/CN=SuperSwift local CA (old)",
      "-addext", "basicConstraints=critical,CA:TRUE,pathlen:0", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
    ])
    #expect(made.status == 0, "\(made.output)")
    let leaf = try Self.sign(["localhost"], ca: ca, key: authority.olderKeyFile.path, in: scratch)
    try FileManager.default.copyItem(atPath: leaf, toPath: authority.serverCertificateFile.path)
    try FileManager.default.copyItem(
      atPath: String(leaf.dropLast(".pem".count)) + ".key", toPath: authority.serverKeyFile.path)
    let oldDER = try #require(
      Data(
        base64Encoded: try String(contentsOfFile: ca, encoding: .utf8).split(separator: "\n").filter {
          !$0.hasPrefix("-----")
        }.joined()))
    let oldIdentifier = LocalCertificateAuthority.uuid(SHA256.hex(Array(oldDER)), "profile")

    #expect(authority.renewalReason()?.contains("older SuperSwift") == true)
    #expect(throws: TLSError.self) { try authority.profile(host: "box") }
    do {
      _ = try authority.certificatePEM()
      Issue.record("an unconstrained CA was handed out")
    } catch {
      #expect(
        error.description.contains("has no name constraints") && error.description.contains("superswift certificate"))
    }

    let issued = try authority.issue(names: ["localhost", "127.0.0.1"])
    #expect(issued.replacedOlderCA)
    #expect(!FileManager.default.fileExists(atPath: authority.olderKeyFile.path))
    #expect(authority.renewalReason() == nil)
    let profile = String(decoding: try authority.profile(host: "box"), as: UTF8.self)
    #expect(profile.contains("<string>app.superswift.profile.\(oldIdentifier)</string>"), "\(profile)")

    // The next CA's profile has the same identifier, and another UUID.
    let again = try authority.issue(names: ["localhost", "127.0.0.1"])
    #expect(!again.replacedOlderCA)
    let next = String(decoding: try authority.profile(host: "box"), as: UTF8.self)
    #expect(next.contains("<string>app.superswift.profile.\(oldIdentifier)</string>"))
    #expect(next != profile)
  }
}

/// The TLS handshake has one deadline, however its bytes trickle in.
@Suite("TLS handshake")
struct TLSHandshakeTests {
  @Test("a handshake trickled a byte at a time is given up at its deadline")
  func trickledHandshake() throws {
    let scratch = LocalCertificateAuthorityTests.Scratch()
    defer { scratch.done() }
    let authority = scratch.authority
    try authority.issue(names: ["localhost"])
    let context = try TLSContext(
      certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path)
    var pair: [Int32] = [0, 0]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    defer { close(pair[1]) }
    // A TLS record header announcing 512 bytes, then the bytes one every 50 ms: each read gets
    // something well within any per-read timeout; all of it would take 25 s.
    let client = pair[1]
    let stop = Atomic(false)
    Thread.detachNewThread {
      var bytes: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00, 0x01] + [UInt8](repeating: 0, count: 600)
      for index in bytes.indices where !stop.load(ordering: .relaxed) {
        _ = send(client, &bytes[index], 1, Int32(MSG_NOSIGNAL))
        usleep(50_000)
      }
    }
    let start = ContinuousClock.now
    let transport = context.accept(pair[0], timeout: .seconds(1))
    let took = ContinuousClock.now - start
    stop.store(true, ordering: .relaxed)
    close(pair[0])
    #expect(transport == nil)
    #expect(took >= .milliseconds(950) && took < .milliseconds(1500), "took \(took)")
  }
}

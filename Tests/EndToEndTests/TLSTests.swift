import Foundation
import SuperSwift
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// HTTPS with OpenSSL: `superswift certificate` makes a local CA and a certificate for this
/// machine's names; `serve --tls` (or --tls-cert/--tls-key) serves with it; real TLS clients
/// (curl, Python's ssl) verify it against the CA; phones get the CA as a configuration profile.
@Suite("HTTPS")
struct TLSTests {
  /// A program's status and what it printed, both streams (curl's errors are on the second).
  func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try Program.run(arguments)
    return (result.status, result.output + result.errors)
  }

  @Test("a local CA's certificate serves the API to curl and Python's ssl, verified; plain http is told to use https")
  func servesHTTPS() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Tip Calculator",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    let made = try cli.run(["certificate", "--host", "superswift.test", "--json"])
    #expect(made.status == 0, "\(made.stderr)")
    let files = try #require(JSON(parsing: Data(made.stdout.utf8)))
    let ca = try #require(files["ca"]?.string)
    #expect(files["names"]?.array?.contains("superswift.test") == true)
    #expect(files["madeCA"] == true)
    // The CA is constrained to this machine's names, and its key is not kept.
    let text = try run(["openssl", "x509", "-in", ca, "-noout", "-text"])
    #expect(text.output.contains("X509v3 Name Constraints: critical") && text.output.contains("DNS:superswift.test"))
    let folder = URL(fileURLWithPath: ca).deletingLastPathComponent()
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        == ["ca.pem", "server.pem", "server-key.pem", "profile-id", "successors"])
    #expect(files["expires"]?.string?.count == "2028-12-31".count)
    // The key is the user's alone.
    let key = try #require(files["key"]?.string)
    let mode = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // openssl agrees that the CA signed it, for a server.
    let verified = try run([
      "openssl", "verify", "-purpose", "sslserver", "-CAfile", ca, try #require(files["certificate"]?.string),
    ])
    #expect(verified.status == 0, "\(verified.output)")

    let server = try TestServer(cli, extra: ["--tls"])
    #expect(server.base.hasPrefix("https://127.0.0.1:"))
    let curl = try run([
      "curl", "-sS", "--fail-with-body", "--cacert", ca, "-H", "Authorization: Bearer \(server.token)", "-H",
      "Content-Type: application/json", "-d", #"{"bill":42,"percent":18}"#, "\(server.base)/api/apps/\(id)/result",
    ])
    #expect(curl.status == 0, "\(curl.output)")
    #expect(JSON(parsing: Data(curl.output.utf8))?["total"] == 49.56)
    // By name too (localhost is in the certificate), and Python's ssl with hostname checks.
    let python = try run([
      "python3", "-c",
      """
      import ssl, sys, urllib.request
      context = ssl.create_default_context(cafile=sys.argv[1])
      request = urllib.request.Request(sys.argv[2], headers={"Authorization": "Bearer " + sys.argv[3]})
      print(urllib.request.urlopen(request, context=context).read().decode())
      """, ca, "https://localhost:\(server.port)/api/apps", server.token,
    ])
    #expect(python.status == 0 && python.output.contains("Tip Calculator"), "\(python.output)")
    // A client that does not trust the CA is refused by its own TLS, as it should be.
    let untrusting = try run(["curl", "-sS", "\(server.base)/api/apps"])
    #expect(untrusting.status != 0)
    // Plain http to the HTTPS port: a plain answer that says what to do.
    let plain = try run(["curl", "-sS", "http://127.0.0.1:\(server.port)/api/apps"])
    #expect(plain.output.contains("This server speaks HTTPS: use https://"))
    #expect(!server.process.stderrSoFar.contains("crosses the network in the clear"))

    // The CA as an iOS profile, without signing in; its certificate is the CA's.
    let profile = try run([
      "python3", "-c",
      """
      import plistlib, ssl, sys, urllib.request
      context = ssl.create_default_context(cafile=sys.argv[1])
      response = urllib.request.urlopen(sys.argv[2], context=context)
      assert response.headers["Content-Type"] == "application/x-apple-aspen-config"
      profile = plistlib.loads(response.read())
      payload = profile["PayloadContent"][0]
      assert profile["PayloadType"] == "Configuration" and payload["PayloadType"] == "com.apple.security.root"
      der = open(sys.argv[1]).read()
      assert ssl.DER_cert_to_PEM_cert(payload["PayloadContent"]).strip() == der.strip(), "not the CA"
      print("ok", payload["PayloadDisplayName"])
      """, ca, "\(server.base)/certificate/profile",
    ])
    #expect(profile.status == 0 && profile.output.hasPrefix("ok SuperSwift local CA"), "\(profile.output)")
  }

  @Test("certificate --status says when the certificate expires and makes nothing; with none, it says how to make one")
  func status() throws {
    let cli = try CLI()
    let none = try cli.run(["certificate", "--status"])
    #expect(none.status == 1 && none.stderr.contains("'superswift certificate' makes one"), "\(none.stderr)")
    #expect(try cli.run(["certificate"]).status == 0)
    let before = try Data(contentsOf: cli.root.appendingPathComponent("config/superswift/tls/server.pem"))
    let json = try cli.run(["certificate", "--status", "--json"])
    let status = try #require(JSON(parsing: json.stdout), "\(json.stderr)")
    #expect((status["daysLeft"]?.int ?? 0) >= LocalCertificateDays.lifetime - 2, "\(json.stdout)")
    #expect(status["renewal"] == .null && status["expires"]?.string != nil)
    let words = try cli.run(["certificate", "--status"])
    #expect(words.status == 0 && words.stdout.contains("Valid until"), "\(words.stdout)")
    // Nothing was made anew.
    #expect(try Data(contentsOf: cli.root.appendingPathComponent("config/superswift/tls/server.pem")) == before)
    #expect(try cli.run(["certificate", "--status", "--host", "nas.local"]).status != 0)
  }

  @Test(
    "certificate --follow-addresses keeps an address signer for the machine's networks, says so in --status, and a plain certificate removes it"
  )
  func followAddresses() throws {
    let cli = try CLI()
    let tls = cli.root.appendingPathComponent("config/superswift/tls")
    let made = try cli.run(["certificate", "--follow-addresses", "--json"])
    let interfaces = Self.ipv4Interfaces()
    guard interfaces > 0 else {
      // A machine on no network: said, nothing made.
      #expect(made.status != 0 && made.stderr.contains("no IPv4 network to follow"), "\(made.stderr)")
      return
    }
    let json = try #require(JSON(parsing: made.stdout), "\(made.stderr)")
    let networks = try #require(json["followedNetworks"]?.array?.compactMap { $0.string })
    #expect(!networks.isEmpty && networks.allSatisfy { $0.contains("/") }, "\(made.stdout)")
    let mode =
      try FileManager.default.attributesOfItem(atPath: tls.appendingPathComponent("address-signer-key.pem").path)[
        .posixPermissions] as? Int
    #expect(mode == 0o600)
    let status = try #require(JSON(parsing: try cli.run(["certificate", "--status", "--json"]).stdout))
    #expect(status["followedNetworks"]?.array?.compactMap { $0.string } == networks)
    let words = try cli.run(["certificate", "--status"])
    #expect(words.stdout.contains("signs a new one when the machine's address changes within \(networks[0])"))
    // The CA verifies the certificate, and the address signer under it is the CA's.
    let verify = try run([
      "openssl", "verify", "-CAfile", tls.appendingPathComponent("ca.pem").path,
      tls.appendingPathComponent("address-signer.pem").path,
    ])
    #expect(verify.status == 0 && verify.output.contains(": OK"), "\(verify.output)")
    // The plain command makes a CA that keeps no signing key.
    #expect(try cli.run(["certificate"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: tls.appendingPathComponent("address-signer-key.pem").path))
    let plain = try cli.run(["certificate", "--status"])
    #expect(plain.stdout.contains("needs a new CA (or the .local name)"), "\(plain.stdout)")
    #expect(try cli.run(["certificate", "--status", "--follow-addresses"]).status != 0)
  }

  /// How many of this machine's interfaces are up with an IPv4 address that is not loopback's.
  static func ipv4Interfaces() -> Int {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return 0 }
    defer { freeifaddrs(first) }
    var count = 0
    var next = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      let flags = Int32(entry.pointee.ifa_flags)
      if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
        flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
      {
        let isLinkLocal = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 16 == 0xA9FE
        }
        if !isLinkLocal { count += 1 }
      }
    }
    return count
  }

  @Test("a key that does not belong to the certificate, or half of the pair, is refused in a sentence")
  func badCertificates() throws {
    let cli = try CLI()
    let made = try cli.run(["certificate", "--json"])
    let files = try #require(JSON(parsing: Data(made.stdout.utf8)))
    let certificate = try #require(files["certificate"]?.string)
    let ca = try #require(files["ca"]?.string)
    let mismatched = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", certificate, "--tls-key", ca])
    #expect(mismatched.status == 4, "TLS that cannot be set up is a failure, not a usage error")
    #expect(mismatched.stderr.contains("cannot serve HTTPS") && mismatched.stderr.contains("not a PEM private key"))
    let half = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", certificate])
    #expect(half.status == 2 && half.stderr.contains("--tls-cert and --tls-key go together"))
    let missing = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", "/nonexistent.pem", "--tls-key", ca])
    #expect(missing.status == 4 && missing.stderr.contains("cannot read the certificate /nonexistent.pem"))
    let bad = try cli.run(["certificate", "--host", "bad name"])
    #expect(bad.status == 2 && bad.stderr.contains(#""bad name" is neither a host name nor an IP address"#))
  }

  /// Whether `openssl s_client` completes a handshake with `options`, and what it printed.
  func handshake(port: Int, _ options: [String]) throws -> (done: Bool, output: String) {
    let result = try Program.run(
      ["openssl", "s_client", "-connect", "127.0.0.1:\(port)", "-servername", "localhost"] + options, stdin: Data())
    return (result.status == 0 && result.output.contains("Cipher is "), result.output + result.errors)
  }

  @Test(
    "TLS 1.2 is ECDHE with AES-GCM or ChaCha20 only: CBC suites and RSA key exchange are refused; TLS 1.3 is served")
  func cipherSuites() throws {
    let cli = try CLI()
    let server = try TestServer(cli, extra: ["--tls"])  // the local CA's P-256 key
    for cipher in ["ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384", "ECDHE-ECDSA-CHACHA20-POLY1305"] {
      let done = try handshake(port: server.port, ["-tls1_2", "-cipher", cipher])
      #expect(done.done && done.output.contains("Cipher is \(cipher)"), "\(cipher): \(done.output)")
    }
    // OpenSSL's defaults take these (CBC, with ECDHE): refused here.
    for cipher in ["ECDHE-ECDSA-AES128-SHA", "ECDHE-ECDSA-AES256-SHA", "ECDHE-ECDSA-AES128-SHA256"] {
      let refused = try handshake(port: server.port, ["-tls1_2", "-cipher", cipher])
      #expect(!refused.done, "\(cipher) was accepted: \(refused.output)")
    }
    let modern = try handshake(port: server.port, ["-tls1_3"])
    #expect(modern.done && modern.output.contains("TLSv1.3"), "\(modern.output)")

    // An RSA certificate of the person's own (--tls-cert): ECDHE-RSA with GCM, never RSA key
    // exchange (AES128-SHA) or CBC.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-rsa-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = folder.appendingPathComponent("key.pem").path
    let certificate = folder.appendingPathComponent("cert.pem").path
    let made = try run([
      "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
      "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ])
    #expect(made.status == 0, "\(made.output)")
    let rsa = try TestServer(cli, extra: ["--tls-cert", certificate, "--tls-key", key])
    let accepted = try handshake(port: rsa.port, ["-tls1_2", "-cipher", "ECDHE-RSA-AES128-GCM-SHA256"])
    #expect(accepted.done, "\(accepted.output)")
    for cipher in ["AES128-SHA", "AES256-GCM-SHA384", "ECDHE-RSA-AES128-SHA"] {
      let refused = try handshake(port: rsa.port, ["-tls1_2", "-cipher", cipher])
      #expect(!refused.done, "\(cipher) was accepted: \(refused.output)")
    }
  }

  @Test("a handshake trickled byte by byte is dropped at the 10 s deadline, and other clients are served meanwhile")
  func trickledHandshake() throws {
    let cli = try CLI()
    let made = try cli.run(["certificate", "--json"])
    let ca = try #require(JSON(parsing: Data(made.stdout.utf8))?["ca"]?.string)
    let server = try TestServer(cli, extra: ["--tls"])
    // A TLS record header announcing 512 bytes, then a byte every 0.2 s: each read gets
    // something, and all of it would take 100 s.
    let slow = try RawHTTP(port: server.port)
    let descriptor = slow.descriptor
    let closedAfter = Mutex<Duration?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let start = ContinuousClock.now
    Thread.detachNewThread {
      defer { finished.signal() }
      var bytes: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00, 0x01] + [UInt8](repeating: 0, count: 512)
      for index in bytes.indices where ContinuousClock.now - start < .seconds(30) {
        _ = send(descriptor, &bytes[index], 1, Int32(MSG_NOSIGNAL))
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, 200) > 0 {
          var byte: UInt8 = 0
          if recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 {
            closedAfter.withLock { $0 = ContinuousClock.now - start }
            return
          }
        }
      }
    }
    // Meanwhile another client is served, at once.
    usleep(1_000_000)
    let asked = ContinuousClock.now
    let other = try run([
      "curl", "-sS", "--fail-with-body", "--cacert", ca, "-H", "Authorization: Bearer \(server.token)",
      "\(server.base)/api/apps",
    ])
    #expect(other.status == 0, "\(other.output)")
    #expect(ContinuousClock.now - asked < .seconds(5))
    #expect(finished.wait(timeout: .now() + 40) == .success)
    let closed = try #require(closedAfter.withLock { $0 }, "the trickling connection was never closed")
    #expect(closed >= .milliseconds(9_500) && closed < .seconds(12), "closed after \(closed)")
    withExtendedLifetime(slow) {}
  }

  @Test("serve --tls replaces a CA an older SuperSwift made, deletes its key, and says to install the new profile")
  func olderCA() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("config/superswift/tls")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ca = folder.appendingPathComponent("ca.pem").path
    let caKey = folder.appendingPathComponent("ca-key.pem").path
    // What an older SuperSwift left: a CA without name constraints, its key beside it, and a
    // server certificate it signed.
    let made = try run([
      "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", caKey,
      "-out", ca, "-days", "3650", "-subj", "/CN=SuperSwift local CA (old)", "-addext",
      "basicConstraints=critical,CA:TRUE,pathlen:0",
    ])
    #expect(made.status == 0, "\(made.output)")
    let server = folder.appendingPathComponent("server").path
    let signed = try run([
      "sh", "-c",
      """
      openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$1-key.pem" -out "$1.csr" \\
        -subj /CN=localhost && printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\\n' > "$1.ext" && \\
      openssl x509 -req -in "$1.csr" -CA "$2" -CAkey "$3" -set_serial 1 -days 800 -extfile "$1.ext" -out "$1.pem"
      """, "sh", server, ca, caKey,
    ])
    #expect(signed.status == 0, "\(signed.output)")

    let serving = try TestServer(cli, extra: ["--tls"])
    let said = serving.process.stderrSoFar
    #expect(said.contains("made by an older SuperSwift") && said.contains("phones must trust the new CA"), "\(said)")
    #expect(said.contains("/certificate/profile") && said.contains("it replaces the old one"), "\(said)")
    #expect(!FileManager.default.fileExists(atPath: caKey))
    let text = try run(["openssl", "x509", "-in", ca, "-noout", "-text"])
    #expect(text.output.contains("X509v3 Name Constraints: critical"))
    let curl = try run(["curl", "-sS", "--fail-with-body", "--cacert", ca, "\(serving.base)/certificate/profile"])
    #expect(curl.status == 0 && curl.output.contains("com.apple.security.root"), "\(curl.output)")
  }
}

/// The local CA's lifetime, as `LocalCertificateAuthority.lifetimeDays` has it (the tests do not
/// link the server module).
enum LocalCertificateDays {
  static let lifetime = 800
}

import Foundation
import SuperSwift
import Testing

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

  @Test("a key that does not belong to the certificate, or half of the pair, is refused in a sentence")
  func badCertificates() throws {
    let cli = try CLI()
    let made = try cli.run(["certificate", "--json"])
    let files = try #require(JSON(parsing: Data(made.stdout.utf8)))
    let certificate = try #require(files["certificate"]?.string)
    let ca = try #require(files["ca"]?.string)
    let mismatched = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", certificate, "--tls-key", ca])
    #expect(mismatched.status == 2)
    #expect(mismatched.stderr.contains("cannot serve HTTPS") && mismatched.stderr.contains("not a PEM private key"))
    let half = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", certificate])
    #expect(half.status == 2 && half.stderr.contains("--tls-cert and --tls-key go together"))
    let missing = try cli.run(["serve", "--listen", "127.0.0.1:0", "--tls-cert", "/nonexistent.pem", "--tls-key", ca])
    #expect(missing.status == 2 && missing.stderr.contains("cannot read the certificate /nonexistent.pem"))
    let bad = try cli.run(["certificate", "--host", "bad name"])
    #expect(bad.status == 2 && bad.stderr.contains(#""bad name" is neither a host name nor an IP address"#))
  }
}

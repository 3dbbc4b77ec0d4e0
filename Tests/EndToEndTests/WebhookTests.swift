import Foundation
import SuperSwift
import Testing

/// Webhooks through the built binary: made on the command line, delivered to a running server
/// as each sender sends them — signed by Python's own `hmac`, as the senders' docs say — and
/// listed with their verdicts.
@Suite("Webhooks")
struct WebhookTests {
  /// HMAC-SHA256 of `message` under `key` by Python's standard library: an implementation that
  /// is not ours. `key` is base64 when `keyBase64`; the code comes back hex or base64.
  static func hmac(key: String, keyBase64: Bool = false, _ message: String, base64: Bool = false) throws -> String {
    let script = """
      import base64, hashlib, hmac, sys
      key = base64.b64decode(sys.argv[1]) if sys.argv[2] == "1" else sys.argv[1].encode()
      code = hmac.new(key, sys.argv[3].encode(), hashlib.sha256).digest()
      print(base64.b64encode(code).decode() if sys.argv[4] == "1" else code.hex())
      """
    let (status, output, errors) = try Program.run([
      "python3", "-c", script, key, keyBase64 ? "1" : "0", message, base64 ? "1" : "0",
    ])
    guard status == 0 else { throw TestFailure("python3: \(errors)") }
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Posts `body` to a hook's `path` with `headers`, as a sender would (no credential but the URL).
  static func deliver(
    _ server: TestServer, _ path: String, _ body: String, headers: [String: String] = [:],
    type: String = "application/json"
  ) throws -> RawResponse {
    var all = headers
    all["Content-Type"] = type
    return try server.request("POST", path, body: Data(body.utf8), headers: all, authorized: false)
  }

  @Test("a delivery runs the app with its body, headers and query; each scheme's signature is checked, refusals listed")
  func deliveries() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Deploy",
      source: """
        import SuperSwift
        let run = RunContext.current
        guard let delivery = run.delivery else { run.fail("not a delivery") }
        run.finish(with: .json([
          "event": .string(delivery.header("X-GitHub-Event") ?? "none"),
          "room": .string(delivery.query["room"] ?? "none"),
          "input": .string(run.input.text ?? ""),
          "source": .string(run.source.rawValue),
          "sawAuthorization": .bool(delivery.header("Authorization") != nil),
        ]))
        """)
    let server = try TestServer(cli)
    func url(_ output: String) throws -> String {
      let line = try #require(output.split(separator: "\n").first { $0.contains("/hooks/wh_") })
      let start = try #require(line.range(of: "/hooks/")).lowerBound
      return String(line[start...]).trimmingCharacters(in: CharacterSet(charactersIn: "\" ,"))
    }

    // No signature: the URL's token is the credential; the query is the app's.
    let plain = try cli.run(["webhook", "add", "Deploy"])
    #expect(plain.status == 0 && plain.stderr.contains("no signature"), "\(plain.stderr)")
    let plainPath = try url(plain.stdout)
    let ran = try Self.deliver(
      server, plainPath + "?wait=true&room=kitchen", #"{"lights": "on"}"#,
      headers: ["X-GitHub-Event": "push", "Authorization": "Bearer not-for-the-app"])
    #expect(ran.status == 200, "\(ran.text)")
    let result = JSON(parsing: ran.body)?["result"]?["value"]
    #expect(result?["event"] == "push" && result?["room"] == "kitchen" && result?["source"] == "shortcut")
    #expect(result?["input"]?.string?.contains("lights") == true && result?["sawAuthorization"] == false)
    let queued = try Self.deliver(server, plainPath, "hello", type: "text/plain")
    #expect(queued.status == 202 && JSON(parsing: queued.body)?["id"]?.string != nil, "\(queued.text)")
    // A body that says JSON and is not is the app's as text: its sender cannot change it.
    let notJSON = try Self.deliver(server, plainPath + "?wait=true", "{not json")
    #expect(JSON(parsing: notJSON.body)?["result"]?["value"]?["input"] == "{not json", "\(notJSON.text)")
    // A wrong token is nothing at all, answered before the body is read.
    let wrong = try Self.deliver(server, String(plainPath.dropLast(4)) + "0000", "{}")
    #expect(wrong.status == 404)

    // GitHub: signed as GitHub documents it.
    let secret = "gh-secret-\(UUID().uuidString)"
    let github = try cli.run(["webhook", "add", "Deploy", "--verify", "github", "--json"], stdin: Data(secret.utf8))
    let githubHook = try #require(JSON(parsing: Data(github.stdout.utf8)))
    #expect(githubHook["secretSet"] == true && !github.stdout.contains(secret))
    let githubPath = try url(githubHook["url"]?.string ?? "")
    let body = #"{"ref": "refs/heads/main"}"#
    let signature = "sha256=" + (try Self.hmac(key: secret, body))
    let signed = try Self.deliver(
      server, githubPath + "?wait=true", body, headers: ["X-Hub-Signature-256": signature, "X-GitHub-Event": "push"])
    #expect(signed.status == 200, "\(signed.text)")
    let tampered = try Self.deliver(
      server, githubPath, body.replacingOccurrences(of: "main", with: "evil"),
      headers: ["X-Hub-Signature-256": signature])
    #expect(tampered.status == 401 && tampered.text.contains("does not match"), "\(tampered.text)")
    let unsigned = try Self.deliver(server, githubPath, body)
    #expect(unsigned.status == 401 && unsigned.text.contains("X-Hub-Signature-256"))
    let githubID = try #require(githubHook["id"]?.string)
    let listed =
      JSON(parsing: Data(try cli.run(["webhook", "deliveries", githubID, "--json"]).stdout.utf8))?.array ?? []
    #expect(listed.map { $0["outcome"]?.string ?? "" } == ["refused", "refused", "accepted"])
    #expect(listed[0]["run"] == .null && listed[2]["run"]?.string != nil)
    #expect(listed[1]["verdict"]?.string?.contains("does not match") == true)

    // Stripe: t and v1 over "t.body"; a replay outside 300 s is refused.
    let stripeSecret = "whsec_stripe_\(UUID().uuidString.prefix(8))"
    let stripe = try cli.run(["webhook", "add", "Deploy", "--verify", "stripe"], stdin: Data(stripeSecret.utf8))
    let stripePath = try url(stripe.stdout)
    let now = Int(Date().timeIntervalSince1970)
    let event = #"{"type": "payment_intent.succeeded"}"#
    for (time, expected) in [(now, 202), (now - 600, 401)] {
      let v1 = try Self.hmac(key: stripeSecret, "\(time).\(event)")
      let answer = try Self.deliver(server, stripePath, event, headers: ["Stripe-Signature": "t=\(time),v1=\(v1)"])
      #expect(answer.status == expected, "\(answer.text)")
      if expected == 401 { #expect(answer.text.contains("replayed")) }
    }

    // Standard Webhooks: a base64 key after whsec_, over "id.timestamp.body".
    let key = Data((0..<24).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let standard = try cli.run(
      ["webhook", "add", "Deploy", "--verify", "standard-webhooks"], stdin: Data("whsec_\(key)".utf8))
    let standardPath = try url(standard.stdout)
    let code = try Self.hmac(key: key, keyBase64: true, "msg_1.\(now).\(event)", base64: true)
    let standardAnswer = try Self.deliver(
      server, standardPath, event,
      headers: ["webhook-id": "msg_1", "webhook-timestamp": "\(now)", "webhook-signature": "v1,\(code)"])
    #expect(standardAnswer.status == 202, "\(standardAnswer.text)")

    // A generic HMAC in base64 (Shopify's shape), and a form body (Twilio's) read as the API reads it.
    let generic = try cli.run(["webhook", "add", "Deploy", "--verify", "hmac-sha256"], stdin: Data("shop".utf8))
    let form = "Body=hello&From=%2B15550001111"
    let shopify = try Self.hmac(key: "shop", form, base64: true)
    let genericAnswer = try Self.deliver(
      server, try url(generic.stdout) + "?wait=true", form, headers: ["X-Shopify-Hmac-Sha256": shopify],
      type: "application/x-www-form-urlencoded")
    #expect(genericAnswer.status == 200, "\(genericAnswer.text)")

    // A signing scheme without its secret refuses, and says how to set it.
    let bare = try cli.run(["webhook", "add", "Deploy", "--verify", "stripe"], stdin: Data())
    #expect(bare.stderr.contains("refuses every delivery until"), "\(bare.stderr)")
    let noSecret = try Self.deliver(server, try url(bare.stdout), event, headers: ["Stripe-Signature": "t=1,v1=00"])
    #expect(noSecret.status == 401 && noSecret.text.contains("webhook secret"), "\(noSecret.text)")

    // 60 deliveries a minute (three came above), then 429 with Retry-After (bodies refused before
    // a run, so no runs pile up: a multipart form without its boundary).
    for _ in 0..<57 {
      #expect(try Self.deliver(server, plainPath, "x", type: "multipart/form-data").status == 400)
    }
    let limited = try Self.deliver(server, plainPath, "{}")
    #expect(limited.status == 429 && Int(limited.headers["retry-after"] ?? "") ?? 0 >= 1, "\(limited.text)")

    // Listed with their schemes; removed, a URL runs nothing.
    let hooks = JSON(parsing: Data(try cli.run(["webhook", "list", "--json"]).stdout.utf8))?.array ?? []
    #expect(hooks.count == 6 && !hooks.contains { $0.text.contains(secret) })
    #expect(try cli.run(["webhook", "remove", githubID]).status == 0)
    #expect(try Self.deliver(server, githubPath, body, headers: ["X-Hub-Signature-256": signature]).status == 404)
    #expect(try cli.run(["webhook", "add", "Deploy", "--verify", "sha1"]).stderr.contains("--verify takes"))
  }
}

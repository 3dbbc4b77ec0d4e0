import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization
import Testing

/// Web Push's sending side apart from any browser: what follows each answer of a push service
/// (RFC 8030 §5–6), which endpoints are sent to, the HTTP client over plain and TLS sockets,
/// and the push service's retries waiting on a manual clock.
@Suite("Web Push delivery")
struct PushDeliveryTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test("each answer's decision: 2xx done, 404/410 remove, 429/5xx again (Retry-After or back-off), others give up")
  func decisions() {
    #expect(PushDelivery.decide(.answered(status: 201, retryAfter: nil), attempt: 1, now: now) == .delivered)
    #expect(PushDelivery.decide(.answered(status: 202, retryAfter: nil), attempt: 3, now: now) == .delivered)
    for gone in [404, 410] {
      guard case .remove = PushDelivery.decide(.answered(status: gone, retryAfter: nil), attempt: 1, now: now) else {
        Issue.record("\(gone) should remove the subscription")
        continue
      }
    }
    #expect(PushDelivery.decide(.answered(status: 503, retryAfter: nil), attempt: 1, now: now) == .retry(after: 2))
    #expect(PushDelivery.decide(.answered(status: 500, retryAfter: nil), attempt: 2, now: now) == .retry(after: 8))
    #expect(PushDelivery.decide(.unreachable("refused"), attempt: 3, now: now) == .retry(after: 32))
    #expect(PushDelivery.decide(.answered(status: 429, retryAfter: "7"), attempt: 1, now: now) == .retry(after: 7))
    // An HTTP date (RFC 9110's example form), and one that asks for more than an hour.
    #expect(
      PushDelivery.decide(
        .answered(status: 429, retryAfter: "Thu, 14 Jan 2027 08:00:30 GMT"), attempt: 1,
        now: Date(timeIntervalSince1970: 1_799_913_600)) == .retry(after: 30))
    #expect(
      PushDelivery.decide(.answered(status: 429, retryAfter: "86400"), attempt: 1, now: now) == .retry(after: 3600))
    #expect(PushDelivery.decide(.answered(status: 429, retryAfter: "soon"), attempt: 2, now: now) == .retry(after: 8))
    // The last attempt gives up; so does a refusal that trying again would not change.
    for outcome: PushDelivery.Outcome in [
      .answered(status: 503, retryAfter: nil), .unreachable("refused"), .answered(status: 429, retryAfter: "1"),
    ] {
      guard case .giveUp = PushDelivery.decide(outcome, attempt: PushDelivery.maximumAttempts, now: now) else {
        Issue.record("\(outcome) on the last attempt should give up")
        continue
      }
    }
    for refused in [400, 401, 403, 413, 418] {
      guard case .giveUp = PushDelivery.decide(.answered(status: refused, retryAfter: nil), attempt: 1, now: now) else {
        Issue.record("\(refused) should give the message up")
        continue
      }
    }
  }

  @Test("Base64URL: RFC 4648's test vectors, both alphabets, padding, and what is not Base64")
  func base64URL() {
    let vectors = [
      "": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE", "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors {
      #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
      #expect(Base64URL.decode(encoded) == Array(plain.utf8))
      #expect(
        Base64URL.decode(encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)) == Array(plain.utf8))
    }
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...70)).map { _ in UInt8.random(in: 0...255) }
      let standard = Data(bytes).base64EncodedString()
      let url = standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
      #expect(Base64URL.encode(bytes) == url)
      #expect(Base64URL.decode(url) == bytes && Base64URL.decode(standard) == bytes)
    }
    for bad in ["A", "Zm9v!", "Zm9v YmFy", "Zh", "Zm9=v"] { #expect(Base64URL.decode(bad) == nil, "\(bad)") }
  }

  @Test("the allow-list: the browsers' push services over https on 443; loopback only when the tests allow it")
  func endpoints() throws {
    let strict = PushEndpoints()
    for good in [
      "https://web.push.apple.com/QGuQyavXutnMH3Ay", "https://fcm.googleapis.com/fcm/send/dEF:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB", "https://wns2-by3p.notify.windows.com/w/?token=x",
      "https://fcm.googleapis.com:443/wp/abc",
    ] {
      #expect(throws: Never.self, "\(good)") { try strict.check(good) }
    }
    let refusals: [(String, PushEndpoints.Refusal)] = [
      ("https://example.com/push", .notAPushService("example.com")),
      ("https://fcm.googleapis.com.example.com/x", .notAPushService("fcm.googleapis.com.example.com")),
      ("https://evilpush.apple.com.example/x", .notAPushService("evilpush.apple.com.example")),
      ("https://notpush.apple.co/x", .notAPushService("notpush.apple.co")),
      ("http://fcm.googleapis.com/fcm/send/x", .notHTTPS),
      ("https://fcm.googleapis.com:8443/x", .notHTTPS),
      ("https://user:pw@fcm.googleapis.com/x", .notHTTPS),
      ("http://127.0.0.1:9000/push/a", .notAPushService("127.0.0.1")),
      ("not a url", .malformed), ("https://" + String(repeating: "a", count: 3000), .malformed),
    ]
    for (endpoint, refusal) in refusals {
      #expect(throws: refusal, "\(endpoint.prefix(60))") { try strict.check(endpoint) }
    }
    let testing = PushEndpoints(allowsLoopback: true)
    #expect(throws: Never.self) { try testing.check("http://127.0.0.1:9000/push/a") }
    #expect(throws: Never.self) { try testing.check("http://[::1]:9000/push/a") }
    #expect(throws: PushEndpoints.Refusal.notAPushService("10.0.0.5")) { try testing.check("http://10.0.0.5/push") }
  }

  /// A server of the HTTP layer on loopback, answering with `handler`.
  func server(tls: TLSContext? = nil, _ handler: @escaping HTTPServer.Handler) throws -> HTTPServer {
    let server = try HTTPServer(host: "127.0.0.1", port: 0, tls: tls, handler: handler)
    Thread.detachNewThread { server.serve() }
    return server
  }

  @Test("the client: a request and its answer over plain HTTP, small, large, and over its limit; nobody listening")
  func plainClient() throws {
    let seen = Mutex<[String]>([])
    let server = try server { request in
      seen.withLock {
        $0.append("\(request.method) \(request.path) \(request.header("TTL") ?? "-") \(request.body.count)")
      }
      if request.path == "/big" { return HTTPResponse(status: 200, body: Data(repeating: 65, count: 300_000)) }
      return HTTPResponse(status: 201, headers: [("Location", "/m/1")], body: Data("made".utf8))
    }
    defer { server.stop() }
    let client = HTTPClient(timeout: .seconds(10))
    let made = try client.send(
      "POST", to: URL(string: "http://127.0.0.1:\(server.port)/push/a?x=1")!, headers: [("TTL", "60")],
      body: Array(repeating: 7, count: 5000))
    #expect(made.status == 201 && made.header("location") == "/m/1" && made.body == Array("made".utf8))
    #expect(seen.withLock { $0 } == ["POST /push/a 60 5000"])
    let big = try client.send("GET", to: URL(string: "http://127.0.0.1:\(server.port)/big")!)
    #expect(big.body.count == 300_000)
    // Larger than the client takes: refused, not read without end.
    let small = HTTPClient(timeout: .seconds(10), maximumResponse: 100_000)
    #expect(throws: HTTPClient.Failure.responseTooLarge(100_000)) {
      try small.send("GET", to: URL(string: "http://127.0.0.1:\(server.port)/big")!)
    }
    // Nobody listening, and not a web address at all.
    let closed = try self.server { _ in HTTPResponse(status: 200) }
    let port = closed.port
    closed.stop()
    #expect(throws: HTTPClient.Failure.self) { try client.send("GET", to: URL(string: "http://127.0.0.1:\(port)/")!) }
    #expect(throws: HTTPClient.Failure.unsupportedURL("ftp://example.com/")) {
      try client.send("GET", to: URL(string: "ftp://example.com/")!)
    }
  }

  @Test("the client over TLS: a trusted chain and the right name pass; another CA or another name is refused")
  func tlsClient() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-client-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let authority = LocalCertificateAuthority(
      paths: Paths(environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config"]))
    _ = try authority.issue(names: ["localhost", "127.0.0.1"])
    let tls = try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path)
    let server = try server(tls: tls) { _ in HTTPResponse(status: 200, body: Data("secret".utf8)) }
    defer { server.stop() }
    let trusting = HTTPClient(timeout: .seconds(10), trust: .certificates(authority.certificateFile.path))
    #expect(
      try trusting.send("GET", to: URL(string: "https://localhost:\(server.port)/")!).body == Array("secret".utf8))
    #expect(try trusting.send("GET", to: URL(string: "https://127.0.0.1:\(server.port)/")!).status == 200)
    // The system's authorities never signed the local CA.
    do {
      _ = try HTTPClient(timeout: .seconds(10)).send("GET", to: URL(string: "https://localhost:\(server.port)/")!)
      Issue.record("a certificate no trusted authority signed was accepted")
    } catch {
      guard case .tls(let why) = error else { throw error }
      #expect(why.contains("not trusted"), "\(why)")
    }
    // The name the certificate does not cover (the server's own address, under another name).
    _ = try authority.issue(names: ["printer.local"])
    let other = try TLSContext(certificate: authority.serverCertificateFile.path, key: authority.serverKeyFile.path)
    let misnamed = try self.server(tls: other) { _ in HTTPResponse(status: 200) }
    defer { misnamed.stop() }
    let fresh = HTTPClient(timeout: .seconds(10), trust: .certificates(authority.certificateFile.path))
    #expect(throws: HTTPClient.Failure.self) {
      try fresh.send("GET", to: URL(string: "https://localhost:\(misnamed.port)/")!)
    }
  }

  @Test(
    "the push service tries again on the server's clock (no thread waits), then records the delivery",
    .timeLimit(.minutes(10)))
  func retriesOnTheClock() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-push-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(environment: ["HOME": folder.path, "SUPERSWIFT_HOME": folder.path + "/library"])
    let answers = Mutex<[Int]>([503, 503])
    let arrivals = Mutex(0)
    let browser = try P256.generate()
    let auth = SecureRandom.bytes(16)
    let received = Mutex<[String]>([])
    let pushServer = try self.server { request in
      arrivals.withLock { $0 += 1 }
      if let text = try? WebPushEncryption.decrypt(Array(request.body), receiver: browser, auth: auth) {
        received.withLock { $0.append(String(decoding: text, as: UTF8.self)) }
      }
      let status = answers.withLock { $0.isEmpty ? 201 : $0.removeFirst() }
      return HTTPResponse(status: HTTPStatus(rawValue: status))
    }
    defer { pushServer.stop() }
    let clock = ManualClock(start: now)
    // The test follows the order of events, not their speed: under the in-process suites'
    // load with the address sanitiser, a delivery once reached this test's server more than a
    // minute after it was queued, and waits of 20 s, then 60 s, each failed a run. So each wait
    // lasts until its event, bounded only by the test's time limit; a retry that never comes
    // still fails it (at the limit), and the client waits longer than any answer takes.
    let patience = ContinuousClock.Instant.now + .seconds(540)
    let push = PushService(
      paths: paths, endpoints: PushEndpoints(allowsLoopback: true), clock: clock,
      client: HTTPClient(timeout: .seconds(90)))
    let subscription = try push.subscriptions.add(
      endpoint: "http://127.0.0.1:\(pushServer.port)/push/1", p256dh: browser.publicKey, auth: auth,
      categories: [.failed], device: "test", session: nil, now: now
    ).subscription
    // Not its category: nothing is sent.
    #expect(push.send(PushMessage(category: .finished, title: "t", body: "b", url: "/")) == 0)
    #expect(push.send(PushMessage(category: .failed, title: "Nightly failed", body: "why", url: "/runs/x")) == 1)
    func wait(until arrived: Int) -> Bool {
      while arrivals.withLock({ $0 }) < arrived && ContinuousClock.now < patience { usleep(5000) }
      return arrivals.withLock { $0 } >= arrived
    }
    #expect(wait(until: 1))
    // The retry waits for the clock: 2 s of it, then 8 s. Until the clock moves, nothing more
    // is sent, however long the service is given.
    #expect(clock.waitForTimers(1, deadline: patience))
    #expect(!push.drain(deadline: .now + .milliseconds(200)))
    #expect(arrivals.withLock { $0 } == 1)
    clock.advance(by: .seconds(2))
    #expect(wait(until: 2))
    #expect(clock.waitForTimers(1, deadline: patience))
    clock.advance(by: .seconds(8))
    #expect(wait(until: 3))
    #expect(push.drain(deadline: patience))
    #expect(received.withLock { $0 }.count == 3)
    #expect(received.withLock { $0 }.allSatisfy { JSON(parsing: Data($0.utf8))?["title"]?.string == "Nightly failed" })
    let after = try #require(push.subscriptions.subscription(subscription.id))
    #expect(after.lastDelivered == now.addingTimeInterval(10).timeIntervalSince1970 && after.lastError == nil)
  }
}

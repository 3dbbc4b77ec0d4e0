import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// Webhook signatures, pure, against the senders' own published examples, and the refusals:
/// tampered, wrong secret, replayed, malformed, no secret.
@Suite("Webhook signatures")
struct WebhookSignatureTests {
  static func verify(
    _ scheme: WebhookScheme, secret: String?, _ headers: [(String, String)], body: String, at time: Double
  ) -> WebhookRefusal? {
    do {
      try WebhookSignature.verify(
        scheme, secret: secret, headers: headers.map { (name: $0.0, value: $0.1) }, body: Array(body.utf8),
        now: Date(timeIntervalSince1970: time))
      return nil
    } catch {
      return error
    }
  }

  @Test("HMAC-SHA256 matches RFC 4231's test case 2")
  func rfc4231() {
    let code = HMACSHA256.code(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
    #expect(HMACSHA256.hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(HMACSHA256.bytes(hex: "5BDCC146") == [0x5b, 0xdc, 0xc1, 0x46] && HMACSHA256.bytes(hex: "5g") == nil)
    #expect(
      HMACSHA256.equal([1, 2], [1, 2]) && !HMACSHA256.equal([1, 2], [1, 3]) && !HMACSHA256.equal([1], [1, 2]))
  }

  @Test("GitHub: the docs' example verifies; the SHA-1 header alone, a tampered body or another secret do not")
  func github() {
    let secret = "It's a Secret to Everybody"
    let header = ("X-Hub-Signature-256", "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17")
    #expect(Self.verify(.github, secret: secret, [header], body: "Hello, World!", at: 0) == nil)
    #expect(Self.verify(.github, secret: secret, [header], body: "Hello, World?", at: 0) == .mismatch)
    #expect(Self.verify(.github, secret: "another", [header], body: "Hello, World!", at: 0) == .mismatch)
    #expect(
      Self.verify(
        .github, secret: secret, [("X-Hub-Signature", "sha1=01dc10d0c83e72ed246219cdd91669667fe2ca59")],
        body: "Hello, World!", at: 0) == .missingHeader("X-Hub-Signature-256"))
    #expect(
      Self.verify(.github, secret: secret, [("X-Hub-Signature-256", "757107ea")], body: "x", at: 0)
        == .malformed("X-Hub-Signature-256", expected: "sha256=<64 hex digits>"))
    #expect(Self.verify(.github, secret: nil, [header], body: "Hello, World!", at: 0) == .noSecret(.github))
    // hmac-sha256 reads the same header, and a bare or base64 code in others.
    #expect(Self.verify(.hmacSHA256, secret: secret, [header], body: "Hello, World!", at: 0) == nil)
    let base64 = Data(HMACSHA256.bytes(hex: "757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17")!)
      .base64EncodedString()
    #expect(
      Self.verify(.hmacSHA256, secret: secret, [("X-Shopify-Hmac-Sha256", base64)], body: "Hello, World!", at: 0)
        == nil)
    #expect(
      Self.verify(
        .hmacSHA256, secret: secret,
        [("X-Signature", "757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17")], body: "Hello!", at: 0)
        == .mismatch)
  }

  @Test(
    "Standard Webhooks: the spec's example verifies, by svix- headers too, among several signatures; replays and the future are refused"
  )
  func standardWebhooks() {
    let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
    let body = #"{"test": 2432232314}"#
    let headers = [
      ("webhook-id", "msg_p5jXN8AQM9LWM0D4loKWxJek"), ("webhook-timestamp", "1614265330"),
      ("webhook-signature", "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="),
    ]
    #expect(Self.verify(.standardWebhooks, secret: secret, headers, body: body, at: 1_614_265_330) == nil)
    let svix = headers.map { ("svix-" + $0.0.dropFirst("webhook-".count), $0.1) }
    #expect(Self.verify(.standardWebhooks, secret: secret, svix, body: body, at: 1_614_265_400) == nil)
    let several = [
      headers[0], headers[1], ("webhook-signature", "v1a,abc v1,Zm9v v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="),
    ]
    #expect(Self.verify(.standardWebhooks, secret: secret, several, body: body, at: 1_614_265_330) == nil)
    #expect(
      Self.verify(.standardWebhooks, secret: String(secret.dropFirst(6)), headers, body: body, at: 1_614_265_330)
        == nil, "the secret without its whsec_ prefix")
    #expect(
      Self.verify(.standardWebhooks, secret: secret, headers, body: body, at: 1_614_265_631) == .stale(seconds: 301))
    #expect(
      Self.verify(.standardWebhooks, secret: secret, headers, body: body, at: 1_614_265_029) == .stale(seconds: 301))
    #expect(Self.verify(.standardWebhooks, secret: secret, headers, body: body + " ", at: 1_614_265_330) == .mismatch)
    #expect(
      Self.verify(.standardWebhooks, secret: "whsec_not base64!", headers, body: body, at: 1_614_265_330)
        == .unusableSecret("a Standard Webhooks secret is base64 after whsec_"))
  }

  @Test("Stripe: t and v1 as signed, any of several v1; v0 alone, a replay or a tampered body are refused")
  func stripe() {
    let secret = "whsec_test_secret"
    let body = #"{"id": "evt_1", "type": "payment_intent.succeeded"}"#
    let time = 1_700_000_000.0
    let good = HMACSHA256.hex(HMACSHA256.code(key: Array(secret.utf8), message: Array("1700000000.\(body)".utf8)))
    let header = ("Stripe-Signature", "t=1700000000,v1=\(String(repeating: "0", count: 64)),v1=\(good),v0=\(good)")
    #expect(Self.verify(.stripe, secret: secret, [header], body: body, at: time + 10) == nil)
    #expect(Self.verify(.stripe, secret: secret, [header], body: body, at: time + 301) == .stale(seconds: 301))
    #expect(Self.verify(.stripe, secret: secret, [header], body: body + "\n", at: time) == .mismatch)
    #expect(
      Self.verify(.stripe, secret: secret, [("Stripe-Signature", "t=1700000000,v0=\(good)")], body: body, at: time)
        == .malformed("Stripe-Signature", expected: "t=<unix time>,v1=<hex>"))
    // What "Send a test delivery" signs verifies, for every scheme.
    for scheme in WebhookScheme.allCases {
      let key = scheme == .standardWebhooks ? "whsec_" + Data("sixteen byte key".utf8).base64EncodedString() : secret
      let signed = WebhookSignature.sign(
        scheme, secret: key, body: Array(body.utf8), now: Date(timeIntervalSince1970: time))
      #expect(
        Self.verify(scheme, secret: key, signed.map { ($0.name, $0.value) }, body: body, at: time) == nil, "\(scheme)")
    }
  }

  @Test("at most so many deliveries a minute, then the seconds until one more is let through")
  func rateLimit() {
    let limit = DeliveryRateLimit()
    for second in 0..<3 { #expect(limit.admit("a", limit: 3, now: 1000 + Double(second)) == nil) }
    #expect(limit.admit("a", limit: 3, now: 1010) == 50)
    #expect(limit.admit("b", limit: 3, now: 1010) == nil, "each hook has its own")
    #expect(limit.admit("a", limit: 3, now: 1060) == nil, "the first has left the window")
    #expect(limit.admit("a", limit: 3, now: 1060.5) == 1)
  }
}

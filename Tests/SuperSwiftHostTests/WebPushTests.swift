import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Testing

@testable import SuperSwiftHost

@Suite("Web Push: RFC 8291 message encryption, RFC 8292 VAPID, against the RFCs' own examples")
struct WebPushTests {
  /// RFC 8291, Appendix A (and RFC 5869, Appendix A.1 for HKDF): the published values.
  enum Example {
    static let plaintext = "When I grow up, I want to be a watermelon"
    static let senderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
    static let senderPublic =
      "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
    static let receiverPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
    static let receiverPublic =
      "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
    static let auth = "BTBZMqHH6r4Tts7J_aSIgg"
    static let body =
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
  }

  func bytes(_ text: String) throws -> [UInt8] { try #require(Base64URL.decode(text)) }

  @Test("HKDF-SHA256 gives RFC 5869's first test case")
  func hkdf() {
    let inputKey = [UInt8](repeating: 0x0b, count: 22)
    let salt = Array(0x00...0x0c as ClosedRange<UInt8>)
    let info = Array(0xf0...0xf9 as ClosedRange<UInt8>)
    let prk = HKDF.extract(salt: salt, inputKey: inputKey)
    #expect(HMACSHA256.hex(prk) == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
    #expect(
      HMACSHA256.hex(HKDF.expand(pseudorandomKey: prk, info: info, length: 42))
        == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
  }

  @Test("the RFC 8291 example encrypts to the RFC's bytes, and decrypts back")
  func example() throws {
    let sender = try P256(publicKey: bytes(Example.senderPublic), privateKey: bytes(Example.senderPrivate))
    #expect(sender.publicKey == (try bytes(Example.senderPublic)))
    let body = try WebPushEncryption.encrypt(
      Array(Example.plaintext.utf8), p256dh: bytes(Example.receiverPublic), auth: bytes(Example.auth), sender: sender,
      salt: bytes(Example.salt))
    #expect(Base64URL.encode(body) == Example.body)
    let receiver = try P256(publicKey: bytes(Example.receiverPublic), privateKey: bytes(Example.receiverPrivate))
    let opened = try WebPushEncryption.decrypt(bytes(Example.body), receiver: receiver, auth: bytes(Example.auth))
    #expect(String(decoding: opened, as: UTF8.self) == Example.plaintext)
  }

  @Test("a fresh message decrypts for its subscription only; a changed byte does not decrypt")
  func roundTrip() throws {
    let browser = try P256.generate()
    let auth = SecureRandom.bytes(16)
    let message = Array(#"{"title":"Backup failed","url":"/runs/1"}"#.utf8)
    let body = try WebPushEncryption.encrypt(message, p256dh: browser.publicKey, auth: auth)
    #expect(body.count == 86 + message.count + 1 + 16)
    #expect(try WebPushEncryption.decrypt(body, receiver: browser, auth: auth) == message)
    var changed = body
    changed[changed.count - 5] ^= 1
    #expect(throws: WebPushEncryption.Failure.notAuthentic) {
      try WebPushEncryption.decrypt(changed, receiver: browser, auth: auth)
    }
    #expect(throws: WebPushEncryption.Failure.notAuthentic) {
      try WebPushEncryption.decrypt(body, receiver: try P256.generate(), auth: auth)
    }
    #expect(throws: WebPushEncryption.Failure.tooLong(4000)) {
      try WebPushEncryption.encrypt([UInt8](repeating: 1, count: 4000), p256dh: browser.publicKey, auth: auth)
    }
    #expect(throws: WebPushEncryption.Failure.badSubscription) {
      try WebPushEncryption.encrypt(message, p256dh: [4, 1, 2], auth: auth)
    }
  }

  @Test("a key's raw parts make the same key; a point off the curve is no key")
  func keys() throws {
    let key = try P256.generate()
    let again = try P256(publicKey: key.publicKey, privateKey: try #require(key.privateKey))
    #expect(again.publicKey == key.publicKey)
    let other = try P256.generate()
    #expect(try key.sharedSecret(with: other) == (try other.sharedSecret(with: again)))
    var off = key.publicKey
    off[64] ^= 1
    #expect(throws: P256.Failure.notAKey) { try P256(publicKey: off) }
    #expect(throws: P256.Failure.publicOnly) { try P256(publicKey: key.publicKey).sign([1]) }
  }

  @Test("a VAPID token verifies as a push service checks it: signature, audience, expiry, contact")
  func vapid() throws {
    let server = VAPID(key: try P256.generate(), subject: "mailto:owner@example.com")
    let endpoint = try #require(URL(string: "https://web.push.apple.com/QGuQyavXutnMH?x=1"))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let header = try server.authorization(for: endpoint, now: now)
    let (key, claims) = try VAPID.verify(header, endpoint: endpoint, now: now)
    #expect(key == server.key.publicKey)
    #expect(claims["aud"]?.string == "https://web.push.apple.com")
    #expect(claims["exp"]?.number == Double(1_800_043_200))
    #expect(claims["sub"]?.string == "mailto:owner@example.com")
    let elsewhere = try #require(URL(string: "https://fcm.googleapis.com/fcm/send/abc"))
    #expect(throws: VAPID.Refusal.badClaim("aud")) { try VAPID.verify(header, endpoint: elsewhere, now: now) }
    #expect(throws: VAPID.Refusal.badClaim("exp")) {
      try VAPID.verify(header, endpoint: endpoint, now: now.addingTimeInterval(13 * 3600))
    }
    // Another server's key on this token: the signature does not verify.
    let forged = header.replacingOccurrences(
      of: server.applicationServerKey, with: VAPID(key: try P256.generate(), subject: "").applicationServerKey)
    #expect(throws: VAPID.Refusal.badSignature) { try VAPID.verify(forged, endpoint: endpoint, now: now) }
    #expect(throws: VAPID.Refusal.malformed) { try VAPID.verify("Bearer x", endpoint: endpoint, now: now) }
  }
}

@Suite("The library's VAPID keys: made once, kept private, never silently replaced")
struct PushKeysTests {
  @Test("made on first use with mode 0600, the same pair after, a damaged file an error that says what to do")
  func keys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vapid-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(environment: ["HOME": folder.path])
    let keys = PushKeys(paths: paths)
    let first = try keys.keyPair()
    let again = try PushKeys(paths: paths).keyPair()
    #expect(again.publicKey == first.publicKey && again.privateKey == first.privateKey)
    let mode = try FileManager.default.attributesOfItem(atPath: keys.file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // Signed with the kept key, verified with the public one a browser subscribed with.
    let signature = try again.sign(Array("claims".utf8))
    #expect(try P256(publicKey: first.publicKey).verify(signature, of: Array("claims".utf8)))

    try Data("{\"publicKey\": \"x\"}".utf8).write(to: keys.file)
    #expect(throws: (any Error).self) { try keys.keyPair() }
    do {
      _ = try keys.keyPair()
    } catch {
      #expect("\(error)".contains("restore it from a backup"), "\(error)")
    }
    #expect(String(decoding: try Data(contentsOf: keys.file), as: UTF8.self).contains("\"x\""), "not replaced")
  }
}

import SuperSwiftSystem

/// Message encryption for Web Push (RFC 8291), in the `aes128gcm` content coding (RFC 8188):
/// what the server sends a push service is readable only by the browser that subscribed.
///
/// A message is one record: `salt (16) ‖ record size (4) ‖ key id length (1) ‖ key id ‖
/// ciphertext`, the key id being the sender's one-time public key (65 bytes). From the ECDH
/// secret of that key and the subscription's `p256dh`, and the subscription's `auth` secret,
/// HKDF derives the input key, then the content key (16 bytes) and nonce (12); the plaintext
/// is sealed with AES-128-GCM after its padding delimiter (`0x02`: the last record). Pure but
/// for the primitives (`P256`, `AESGCM`, `HKDF`), and tested against RFC 8291's Appendix A.
package enum WebPushEncryption {
  /// The record size written in the header.
  package static let recordSize: UInt32 = 4096
  /// The longest plaintext one message carries: a push service takes at most 4096 bytes, less
  /// the header (86), the tag (16) and the delimiter (1).
  package static let maximumPlaintext = 3993

  /// Why a message could not be made or read.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The plaintext is longer than one message carries.
    case tooLong(Int)
    /// A subscription's keys are not a P-256 point and a 16-byte secret.
    case badSubscription
    /// The body is not a message for this receiver (malformed, or changed).
    case notAuthentic
    /// A primitive failed.
    case crypto(String)

    package var description: String {
      switch self {
      case .tooLong(let count):
        "the message is \(count) bytes; a push carries at most \(WebPushEncryption.maximumPlaintext)"
      case .badSubscription: "the subscription's keys are not a P-256 public key (p256dh) and a 16-byte auth secret"
      case .notAuthentic: "the message does not decrypt for this subscription"
      case .crypto(let why): why
      }
    }
  }

  /// `plaintext` encrypted for the subscription whose keys are `p256dh` (65 bytes) and `auth`
  /// (16). `sender` (a one-time key) and `salt` (16 random bytes) are made fresh unless given
  /// (the RFC's example gives them).
  package static func encrypt(
    _ plaintext: [UInt8], p256dh: [UInt8], auth: [UInt8], sender: P256? = nil, salt: [UInt8]? = nil
  ) throws(Failure) -> [UInt8] {
    guard plaintext.count <= maximumPlaintext else { throw .tooLong(plaintext.count) }
    guard auth.count == 16, let receiver = try? P256(publicKey: p256dh) else { throw .badSubscription }
    do {
      let sender = try sender ?? P256.generate()
      let salt = salt ?? SecureRandom.bytes(16)
      let senderPublic = sender.publicKey
      let (key, nonce) = try keys(
        secret: sender.sharedSecret(with: receiver), auth: auth, salt: salt, receiverPublic: p256dh,
        senderPublic: senderPublic)
      let sealed = try AESGCM.seal(plaintext + [2], key: key, nonce: nonce)
      var header = salt
      header += withUnsafeBytes(of: recordSize.bigEndian) { Array($0) }
      header.append(UInt8(senderPublic.count))
      return header + senderPublic + sealed.dropFirst(12)
    } catch let failure as P256.Failure {
      throw .crypto(failure.description)
    } catch {
      throw .crypto("\(error)")
    }
  }

  /// The plaintext of `body`, a message for the subscription whose key pair is `receiver` and
  /// auth secret `auth`: what the browser does (and the tests' push service).
  package static func decrypt(_ body: [UInt8], receiver: P256, auth: [UInt8]) throws(Failure) -> [UInt8] {
    guard body.count >= 21 else { throw .notAuthentic }
    let salt = Array(body[0..<16])
    let idLength = Int(body[20])
    guard idLength == 65, body.count >= 21 + idLength + 17 else { throw .notAuthentic }
    let senderPublic = Array(body[21..<(21 + idLength)])
    guard let sender = try? P256(publicKey: senderPublic) else { throw .notAuthentic }
    let padded: [UInt8]
    do {
      let (key, nonce) = try keys(
        secret: receiver.sharedSecret(with: sender), auth: auth, salt: salt, receiverPublic: receiver.publicKey,
        senderPublic: senderPublic)
      padded = try AESGCM.open(nonce + body[(21 + idLength)...], key: key)
    } catch {
      throw .notAuthentic
    }
    // The padding: zeros after the delimiter; 0x02 marks the last record.
    guard let delimiter = padded.lastIndex(where: { $0 != 0 }), padded[delimiter] == 2 else { throw .notAuthentic }
    return Array(padded[..<delimiter])
  }

  /// RFC 8291 §3.3–3.4: the content key and nonce of a message.
  static func keys(
    secret: [UInt8], auth: [UInt8], salt: [UInt8], receiverPublic: [UInt8], senderPublic: [UInt8]
  ) -> (key: [UInt8], nonce: [UInt8]) {
    let keyInfo = Array("WebPush: info".utf8) + [0] + receiverPublic + senderPublic
    let inputKey = HKDF.derive(inputKey: secret, salt: auth, info: keyInfo, length: 32)
    let pseudorandomKey = HKDF.extract(salt: salt, inputKey: inputKey)
    let key = HKDF.expand(
      pseudorandomKey: pseudorandomKey, info: Array("Content-Encoding: aes128gcm".utf8) + [0], length: 16)
    let nonce = HKDF.expand(
      pseudorandomKey: pseudorandomKey, info: Array("Content-Encoding: nonce".utf8) + [0], length: 12)
    return (key, nonce)
  }
}

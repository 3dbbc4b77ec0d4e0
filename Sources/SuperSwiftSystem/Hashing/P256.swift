import COpenSSL

/// A P-256 (secp256r1) key, OpenSSL's: the key agreement Web Push encrypts with (RFC 8291) and
/// the ES256 signatures of its VAPID tokens (RFC 8292). A key is a public point and, for a key
/// of our own, its private scalar; both travel as raw bytes (65 and 32), as the Web Push
/// specifications and the browser's `PushSubscription` write them.
public final class P256: @unchecked Sendable {
  // @unchecked: the EVP_PKEY is never changed after it is made, and OpenSSL's use of a key
  // for derivation and signing from several threads is safe.
  private let key: OpaquePointer

  /// Why a key could not be made or used.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a point (or a scalar) of the curve.
    case notAKey
    /// The key has no private part, and the operation needs one.
    case publicOnly
    /// OpenSSL refused (what was being done).
    case openSSL(String)

    public var description: String {
      switch self {
      case .notAKey: "not a P-256 key: a public key is 65 bytes starting 0x04, a private one 32"
      case .publicOnly: "the key has no private part"
      case .openSSL(let what): "the P-256 operation failed: \(what)"
      }
    }
  }

  private init(key: OpaquePointer) { self.key = key }

  deinit { EVP_PKEY_free(key) }

  /// A new key pair, from OpenSSL's random generator.
  public static func generate() throws(Failure) -> P256 {
    guard let key = superswift_p256_generate() else { throw .openSSL("could not make a key") }
    return P256(key: key)
  }

  /// The key with public point `publicKey` (65 bytes, uncompressed) and, for a key pair, private
  /// scalar `privateKey` (32 bytes).
  public init(publicKey: [UInt8], privateKey: [UInt8]? = nil) throws(Failure) {
    guard publicKey.count == 65, publicKey.first == 4, privateKey == nil || privateKey?.count == 32 else {
      throw .notAKey
    }
    let made: OpaquePointer?
    if let privateKey {
      made = superswift_p256_from_raw(publicKey, 65, privateKey, 32)
    } else {
      made = superswift_p256_from_raw(publicKey, 65, nil, 0)
    }
    guard let made else { throw .notAKey }
    key = made
  }

  /// The public point, 65 bytes (`0x04 ‖ x ‖ y`).
  public var publicKey: [UInt8] {
    var point = [UInt8](repeating: 0, count: 65)
    // A key made by this type always has its public point.
    _ = superswift_p256_public(key, &point)
    return point
  }

  /// The private scalar, 32 bytes; `nil` for a public key.
  public var privateKey: [UInt8]? {
    var scalar = [UInt8](repeating: 0, count: 32)
    return superswift_p256_private(key, &scalar) == 1 ? scalar : nil
  }

  /// The ECDH shared secret with `peer` (its x coordinate, 32 bytes).
  public func sharedSecret(with peer: P256) throws(Failure) -> [UInt8] {
    guard privateKey != nil else { throw .publicOnly }
    guard let context = EVP_PKEY_CTX_new(key, nil) else { throw .openSSL("no context") }
    defer { EVP_PKEY_CTX_free(context) }
    var length = 32
    var secret = [UInt8](repeating: 0, count: 32)
    guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer.key) == 1,
      EVP_PKEY_derive(context, &secret, &length) == 1, length == 32
    else { throw .openSSL("could not agree a secret") }
    return secret
  }

  /// The ES256 signature of `message` (ECDSA over SHA-256), as JWS writes it: `r ‖ s`, 64 bytes.
  public func sign(_ message: [UInt8]) throws(Failure) -> [UInt8] {
    guard privateKey != nil else { throw .publicOnly }
    guard let context = EVP_MD_CTX_new() else { throw .openSSL("no context") }
    defer { EVP_MD_CTX_free(context) }
    var length = 0
    guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1,
      EVP_DigestSign(context, nil, &length, message, message.count) == 1
    else { throw .openSSL("could not sign") }
    var der = [UInt8](repeating: 0, count: length)
    guard EVP_DigestSign(context, &der, &length, message, message.count) == 1 else { throw .openSSL("could not sign") }
    // DER's SEQUENCE { r, s } to the fixed-width pair.
    let signature: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
      var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
      return d2i_ECDSA_SIG(nil, &cursor, length)
    }
    guard let signature else { throw .openSSL("could not read the signature") }
    defer { ECDSA_SIG_free(signature) }
    var raw = [UInt8](repeating: 0, count: 64)
    guard let r = ECDSA_SIG_get0_r(signature), let s = ECDSA_SIG_get0_s(signature),
      raw.withUnsafeMutableBufferPointer({
        BN_bn2binpad(r, $0.baseAddress!, 32) == 32 && BN_bn2binpad(s, $0.baseAddress! + 32, 32) == 32
      })
    else { throw .openSSL("could not write the signature") }
    return raw
  }

  /// Whether `signature` (`r ‖ s`, 64 bytes) is this key's ES256 signature of `message`.
  public func verify(_ signature: [UInt8], of message: [UInt8]) -> Bool {
    guard signature.count == 64, let pair = ECDSA_SIG_new() else { return false }
    defer { ECDSA_SIG_free(pair) }
    let r = BN_bin2bn(signature, 32, nil)
    let s = signature.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
    guard let r, let s, ECDSA_SIG_set0(pair, r, s) == 1 else {
      BN_free(r)
      BN_free(s)
      return false
    }
    var der: UnsafeMutablePointer<UInt8>?
    let length = i2d_ECDSA_SIG(pair, &der)
    guard length > 0, let der else { return false }
    defer { superswift_free(der) }
    guard let context = EVP_MD_CTX_new() else { return false }
    defer { EVP_MD_CTX_free(context) }
    return EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1
      && EVP_DigestVerify(context, der, Int(length), message, message.count) == 1
  }
}

// Curve25519: Ed25519 signatures (RFC 8032) and X25519 key agreement (RFC 7748), keys kept as
// their 32 raw bytes and handed to libcrypto's EVP_PKEY for each operation.
import Foundation

/// What sets one use of Curve25519 apart: OpenSSL's key type for it.
public protocol Curve25519Purpose: Sendable {
  /// OpenSSL's number for the key type (`EVP_PKEY_ED25519`, `EVP_PKEY_X25519`).
  static var openSSLKeyType: Int32 { get }
}

/// Ed25519 signatures.
public enum Ed25519Signing: Curve25519Purpose {
  /// `EVP_PKEY_ED25519`.
  public static let openSSLKeyType: Int32 = 1087
}

/// X25519 key agreement.
public enum X25519KeyAgreement: Curve25519Purpose {
  /// `EVP_PKEY_X25519`.
  public static let openSSLKeyType: Int32 = 1034
}

/// Curve25519's two uses.
public enum Curve25519 {
  /// Ed25519 signatures (RFC 8032).
  public enum Signing {
    /// An Ed25519 signing key.
    public typealias PrivateKey = Curve25519PrivateKey<Ed25519Signing>
    /// An Ed25519 key that checks signatures.
    public typealias PublicKey = Curve25519PublicKey<Ed25519Signing>
  }

  /// X25519 key agreement (RFC 7748).
  public enum KeyAgreement {
    /// An X25519 key-agreement key.
    public typealias PrivateKey = Curve25519PrivateKey<X25519KeyAgreement>
    /// The other party's X25519 key.
    public typealias PublicKey = Curve25519PublicKey<X25519KeyAgreement>
  }
}

/// A Curve25519 public key: 32 bytes.
public struct Curve25519PublicKey<Purpose: Curve25519Purpose>: Sendable {
  /// The key's 32 bytes.
  public let rawRepresentation: Data

  /// The key made of these 32 bytes.
  public init<D: ContiguousBytes>(rawRepresentation: D) throws {
    let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
    guard bytes.count == 32 else { throw CryptoKitError.incorrectKeySize }
    // Ed25519's bytes must decode to a point; OpenSSL checks that when the key is used.
    self.rawRepresentation = Data(bytes)
  }
}

/// A Curve25519 private key: 32 bytes, and its public key.
public struct Curve25519PrivateKey<Purpose: Curve25519Purpose>: Sendable {
  /// The key's 32 bytes.
  public let rawRepresentation: Data
  /// The matching public key.
  public let publicKey: Curve25519PublicKey<Purpose>

  /// A new random key.
  public init() {
    // 32 random bytes are a key of either kind: OpenSSL clamps X25519's scalar and hashes
    // Ed25519's seed, so libcrypto cannot refuse them.
    rawRepresentation = Data(randomBytes(32))
    publicKey = Curve25519PublicKey(
      checked: try! EVPKey.publicBytes(of: Array(rawRepresentation), type: Purpose.openSSLKeyType))
  }

  /// The key made of these 32 bytes.
  public init<D: ContiguousBytes>(rawRepresentation: D) throws {
    let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
    guard bytes.count == 32 else { throw CryptoKitError.incorrectKeySize }
    self.rawRepresentation = Data(bytes)
    publicKey = Curve25519PublicKey(checked: try EVPKey.publicBytes(of: bytes, type: Purpose.openSSLKeyType))
  }
}

extension Curve25519PublicKey {
  init(checked bytes: [UInt8]) { rawRepresentation = Data(bytes) }
}

extension Curve25519PrivateKey where Purpose == Ed25519Signing {
  /// The Ed25519 signature of `data` (64 bytes; the same for the same data and key).
  public func signature<D: DataProtocol>(for data: D) throws -> Data {
    Data(try EVPKey.sign(Array(data), privateKey: Array(rawRepresentation)))
  }
}

extension Curve25519PublicKey where Purpose == Ed25519Signing {
  /// Whether `signature` is this key's Ed25519 signature of `data`.
  public func isValidSignature<S: DataProtocol, D: DataProtocol>(_ signature: S, for data: D) -> Bool {
    EVPKey.verify(Array(signature), of: Array(data), publicKey: Array(rawRepresentation))
  }
}

extension Curve25519PrivateKey where Purpose == X25519KeyAgreement {
  /// The secret this key and `publicKeyShare` agree on; throws when the share is a point of
  /// small order (the secret would be all zeros).
  public func sharedSecretFromKeyAgreement(with publicKeyShare: Curve25519PublicKey<X25519KeyAgreement>) throws
    -> SharedSecret
  {
    SharedSecret(
      bytes: try EVPKey.agree(privateKey: Array(rawRepresentation), peer: Array(publicKeyShare.rawRepresentation)))
  }
}

/// Curve25519's operations through libcrypto's EVP_PKEY.
enum EVPKey {
  /// The public key of the 32-byte private key `bytes`.
  static func publicBytes(of bytes: [UInt8], type: Int32) throws -> [UInt8] {
    try withKey(bytes, type: type, isPrivate: true) { library, key in
      var out = [UInt8](repeating: 0, count: 32)
      var count = 32
      guard library.rawPublicKeyBytes(key, &out, &count) == 1, count == 32 else {
        throw CryptoKitError.underlyingCoreCryptoError(error: 0)
      }
      return out
    }
  }

  /// Ed25519's signature of `message`.
  static func sign(_ message: [UInt8], privateKey: [UInt8]) throws -> [UInt8] {
    try withKey(privateKey, type: Ed25519Signing.openSSLKeyType, isPrivate: true) { library, key in
      guard let context = library.newDigestContext() else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      defer { library.freeDigestContext(context) }
      var signature = [UInt8](repeating: 0, count: 64)
      var count = 64
      guard library.digestSignInit(context, nil, nil, nil, key) == 1,
        library.digestSign(context, &signature, &count, message, message.count) == 1, count == 64
      else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      return signature
    }
  }

  /// Whether `signature` is Ed25519's signature of `message` under `publicKey`.
  static func verify(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
    // A public key that does not load verifies nothing: the answer is "not valid".
    let valid = try? withKey(publicKey, type: Ed25519Signing.openSSLKeyType, isPrivate: false) { library, key -> Bool in
      guard signature.count == 64, let context = library.newDigestContext() else { return false }
      defer { library.freeDigestContext(context) }
      return library.digestVerifyInit(context, nil, nil, nil, key) == 1
        && library.digestVerify(context, signature, signature.count, message, message.count) == 1
    }
    return valid ?? false
  }

  /// X25519 of `privateKey` and `peer`.
  static func agree(privateKey: [UInt8], peer: [UInt8]) throws -> [UInt8] {
    try withKey(peer, type: X25519KeyAgreement.openSSLKeyType, isPrivate: false) { library, peerKey in
      try withKey(privateKey, type: X25519KeyAgreement.openSSLKeyType, isPrivate: true) { library, key in
        guard let context = library.newKeyContext(key, nil) else {
          throw CryptoKitError.underlyingCoreCryptoError(error: 0)
        }
        defer { library.freeKeyContext(context) }
        var secret = [UInt8](repeating: 0, count: 32)
        var count = 32
        guard library.deriveInit(context) == 1, library.deriveSetPeer(context, peerKey) == 1,
          library.derive(context, &secret, &count) == 1, count == 32
        else { throw CryptoKitError.invalidParameter }
        return secret
      }
    }
  }

  private static func withKey<R>(
    _ bytes: [UInt8], type: Int32, isPrivate: Bool, _ body: (LibCrypto, OpaquePointer) throws -> R
  ) throws -> R {
    let library = LibCrypto.required
    let make = isPrivate ? library.rawPrivateKey : library.rawPublicKey
    guard let key = make(type, nil, bytes, bytes.count) else { throw CryptoKitError.invalidParameter }
    defer { library.freeKey(key) }
    return try body(library, key)
  }
}

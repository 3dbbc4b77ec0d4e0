import COpenSSL

/// AES-GCM (NIST SP 800-38D), OpenSSL's: authenticated encryption for the secrets a cluster
/// keeps in its database (AES-256, a 32-byte key) and for Web Push messages (AES-128, a
/// 16-byte key, RFC 8188's record). A sealed box is `nonce (12) ‖ ciphertext ‖ tag (16)`; the
/// nonce is random for every seal, and `context` (authenticated, not encrypted) binds a box to
/// where it belongs, so one moved to another row does not open.
public enum AESGCM {
  /// Why a box did not open, or a key could not be used.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The key is not 16 or 32 bytes.
    case badKey
    /// The box is not whole, was changed, or was sealed with another key or context.
    case notAuthentic
    /// OpenSSL refused (a sentence from its error queue).
    case openSSL(String)

    public var description: String {
      switch self {
      case .badKey: "the key is not 16 or 32 bytes (32 or 64 hex digits)"
      case .notAuthentic: "the sealed value does not open with this key: another key, or changed bytes"
      case .openSSL(let why): "encryption failed: \(why)"
      }
    }
  }

  /// Seals `plaintext` under `key` with a fresh random nonce, binding `context`.
  public static func seal(_ plaintext: [UInt8], key: [UInt8], context: [UInt8] = []) throws(Failure) -> [UInt8] {
    var nonce = [UInt8](repeating: 0, count: 12)
    guard RAND_bytes(&nonce, 12) == 1 else { throw .openSSL("no random bytes") }
    return try seal(plaintext, key: key, nonce: nonce, context: context)
  }

  /// The cipher for a key of this many bytes: AES-128 or AES-256.
  private static func cipher(for key: [UInt8]) throws(Failure) -> OpaquePointer {
    switch key.count {
    case 16: return EVP_aes_128_gcm()
    case 32: return EVP_aes_256_gcm()
    default: throw .badKey
    }
  }

  /// Seals with a given nonce: for a nonce derived once per key (Web Push's) and the
  /// standard's test vectors (a nonce must never repeat under one key).
  package static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], context: [UInt8] = []) throws(Failure)
    -> [UInt8]
  {
    let algorithm = try cipher(for: key)
    guard let cipher = EVP_CIPHER_CTX_new() else { throw .openSSL("no cipher context") }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: plaintext.count + 16)
    var length: Int32 = 0
    var tag = [UInt8](repeating: 0, count: 16)
    guard EVP_EncryptInit_ex(cipher, algorithm, nil, key, nonce) == 1,
      context.isEmpty || EVP_EncryptUpdate(cipher, nil, &length, context, Int32(context.count)) == 1,
      EVP_EncryptUpdate(cipher, &output, &length, plaintext, Int32(plaintext.count)) == 1
    else { throw .openSSL("could not encrypt") }
    var total = Int(length)
    guard output.withUnsafeMutableBufferPointer({ EVP_EncryptFinal_ex(cipher, $0.baseAddress! + total, &length) }) == 1,
      EVP_CIPHER_CTX_ctrl(cipher, EVP_CTRL_GCM_GET_TAG, 16, &tag) == 1
    else { throw .openSSL("could not finish encrypting") }
    total += Int(length)
    return nonce + output.prefix(total) + tag
  }

  /// Opens a box `seal` made with `key` and `context`.
  public static func open(_ box: [UInt8], key: [UInt8], context: [UInt8] = []) throws(Failure) -> [UInt8] {
    let algorithm = try cipher(for: key)
    guard box.count >= 28 else { throw .notAuthentic }
    let nonce = Array(box.prefix(12))
    let ciphertext = Array(box.dropFirst(12).dropLast(16))
    var tag = Array(box.suffix(16))
    guard let cipher = EVP_CIPHER_CTX_new() else { throw .openSSL("no cipher context") }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: ciphertext.count + 16)
    var length: Int32 = 0
    guard EVP_DecryptInit_ex(cipher, algorithm, nil, key, nonce) == 1,
      context.isEmpty || EVP_DecryptUpdate(cipher, nil, &length, context, Int32(context.count)) == 1,
      EVP_DecryptUpdate(cipher, &output, &length, ciphertext, Int32(ciphertext.count)) == 1,
      EVP_CIPHER_CTX_ctrl(cipher, EVP_CTRL_GCM_SET_TAG, 16, &tag) == 1
    else { throw .openSSL("could not decrypt") }
    let total = Int(length)
    guard output.withUnsafeMutableBufferPointer({ EVP_DecryptFinal_ex(cipher, $0.baseAddress! + total, &length) }) == 1
    else { throw .notAuthentic }
    return Array(output.prefix(total + Int(length)))
  }
}

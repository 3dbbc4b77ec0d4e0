// Authenticated encryption: AES-GCM and ChaCha20-Poly1305 (RFC 8439), each a call into
// libcrypto's EVP cipher for one message.
import Foundation

/// What sets one authenticated cipher apart: the nonce sizes and keys it takes.
public protocol AEADCipher: Sendable {
  /// The nonce size a new random nonce has, in bytes.
  static var defaultNonceByteCount: Int { get }
  /// Whether it takes a nonce of `count` bytes.
  static func acceptsNonce(byteCount count: Int) -> Bool
  /// libcrypto's cipher for a key of `bitCount` bits (`aes-256-gcm`), or `nil` for a size it does not take.
  static func cipherName(keyBitCount bitCount: Int) -> String?
}

/// A nonce of an authenticated cipher (`AES.GCM.Nonce`, `ChaChaPoly.Nonce`): never use one twice
/// with the same key.
public struct AEADNonce<Cipher: AEADCipher>: ContiguousBytes, Sequence, Sendable, Hashable {
  let bytes: [UInt8]

  /// A new random nonce.
  public init() { bytes = randomBytes(Cipher.defaultNonceByteCount) }

  /// The nonce made of `data`; throws `incorrectParameterSize` when the cipher does not take its size.
  public init<D: DataProtocol>(data: D) throws {
    guard Cipher.acceptsNonce(byteCount: data.count) else { throw CryptoKitError.incorrectParameterSize }
    bytes = Array(data)
  }

  /// Calls `body` with the nonce's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The nonce's bytes, one after another.
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
}

/// AES's modes of operation CryptoKit has.
public enum AES {
  /// AES in Galois/Counter Mode (NIST SP 800-38D): 128-, 192- or 256-bit keys, 16-byte tags.
  public enum GCM: AEADCipher {
    /// 12 bytes.
    public static let defaultNonceByteCount = 12
    /// At least 12 bytes.
    public static func acceptsNonce(byteCount count: Int) -> Bool { count >= 12 }
    /// `aes-128-gcm`, `aes-192-gcm` or `aes-256-gcm`.
    public static func cipherName(keyBitCount bitCount: Int) -> String? {
      [128, 192, 256].contains(bitCount) ? "aes-\(bitCount)-gcm" : nil
    }

    /// A nonce for AES-GCM.
    public typealias Nonce = AEADNonce<GCM>
    /// A message sealed with AES-GCM.
    public typealias SealedBox = AEADSealedBox<GCM>
  }
}

/// ChaCha20-Poly1305 (RFC 8439): 256-bit keys, 12-byte nonces, 16-byte tags.
public enum ChaChaPoly: AEADCipher {
  /// 12 bytes.
  public static let defaultNonceByteCount = 12
  /// Exactly 12 bytes.
  public static func acceptsNonce(byteCount count: Int) -> Bool { count == 12 }
  /// `chacha20-poly1305`, for 256-bit keys only.
  public static func cipherName(keyBitCount bitCount: Int) -> String? { bitCount == 256 ? "chacha20-poly1305" : nil }

  /// A nonce for ChaCha20-Poly1305.
  public typealias Nonce = AEADNonce<ChaChaPoly>
  /// A message sealed with ChaCha20-Poly1305.
  public typealias SealedBox = AEADSealedBox<ChaChaPoly>
}

/// A message sealed with an authenticated cipher: its nonce, ciphertext and tag.
public struct AEADSealedBox<Cipher: AEADCipher>: Sendable {
  /// The nonce it was sealed with.
  public let nonce: AEADNonce<Cipher>
  /// The encrypted message.
  public let ciphertext: Data
  /// The authentication tag (16 bytes).
  public let tag: Data

  /// A box read from 12 bytes of nonce, the ciphertext and 16 bytes of tag.
  public init<D: DataProtocol>(combined: D) throws {
    let bytes = Array(combined)
    guard bytes.count >= 12 + AEAD.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
    nonce = try AEADNonce(data: bytes[..<12])
    ciphertext = Data(bytes[12..<(bytes.count - AEAD.tagByteCount)])
    tag = Data(bytes[(bytes.count - AEAD.tagByteCount)...])
  }

  /// A box of these parts; the tag must be 16 bytes.
  public init<C: DataProtocol, T: DataProtocol>(nonce: AEADNonce<Cipher>, ciphertext: C, tag: T) throws {
    guard tag.count == AEAD.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
    (self.nonce, self.ciphertext, self.tag) = (nonce, Data(ciphertext), Data(tag))
  }
}

extension AEADSealedBox where Cipher == AES.GCM {
  /// Nonce, ciphertext and tag in one, as `init(combined:)` reads them; `nil` when the nonce is
  /// not 12 bytes.
  public var combined: Data? { nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil }
}

extension AEADSealedBox where Cipher == ChaChaPoly {
  /// Nonce, ciphertext and tag in one, as `init(combined:)` reads them.
  public var combined: Data { Data(nonce.bytes) + ciphertext + tag }
}

extension AEADCipher {
  /// `message` encrypted and authenticated with `key`, under `nonce` (a new random one when nil).
  public static func seal<Plaintext: DataProtocol>(
    _ message: Plaintext, using key: SymmetricKey, nonce: AEADNonce<Self>? = nil
  ) throws -> AEADSealedBox<Self> {
    try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
  }

  /// `message` encrypted and authenticated with `key`, and `authenticatedData` authenticated only.
  public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
    _ message: Plaintext, using key: SymmetricKey, nonce: AEADNonce<Self>? = nil,
    authenticating authenticatedData: AuthenticatedData
  ) throws -> AEADSealedBox<Self> {
    let nonce = nonce ?? AEADNonce()
    let (ciphertext, tag) = try AEAD.seal(
      try cipher(for: key), key: key.bytes, nonce: nonce.bytes, message: Array(message), extra: Array(authenticatedData)
    )
    return try AEADSealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
  }

  /// The message in `sealedBox`; throws `authenticationFailure` when the key or box is wrong.
  public static func open(_ sealedBox: AEADSealedBox<Self>, using key: SymmetricKey) throws -> Data {
    try open(sealedBox, using: key, authenticating: [UInt8]())
  }

  /// The message in `sealedBox`, checking `authenticatedData` too.
  public static func open<AuthenticatedData: DataProtocol>(
    _ sealedBox: AEADSealedBox<Self>, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
  ) throws -> Data {
    Data(
      try AEAD.open(
        try cipher(for: key), key: key.bytes, nonce: sealedBox.nonce.bytes, ciphertext: Array(sealedBox.ciphertext),
        tag: Array(sealedBox.tag), extra: Array(authenticatedData)))
  }

  private static func cipher(for key: SymmetricKey) throws -> OpaquePointer {
    guard let name = cipherName(keyBitCount: key.bitCount) else { throw CryptoKitError.incorrectKeySize }
    guard let cipher = LibCrypto.required.cipher(named: name) else {
      throw CryptoKitError.underlyingCoreCryptoError(error: 0)
    }
    return cipher
  }
}

/// One message through one of libcrypto's AEAD ciphers.
enum AEAD {
  private static let setNonceLength: Int32 = 0x9  // EVP_CTRL_AEAD_SET_IVLEN
  private static let getTag: Int32 = 0x10  // EVP_CTRL_AEAD_GET_TAG
  private static let setTag: Int32 = 0x11  // EVP_CTRL_AEAD_SET_TAG
  static let tagByteCount = 16

  /// The ciphertext and tag of `message`, with `extra` authenticated.
  static func seal(_ cipher: OpaquePointer, key: [UInt8], nonce: [UInt8], message: [UInt8], extra: [UInt8]) throws
    -> (ciphertext: [UInt8], tag: [UInt8])
  {
    try run(cipher, key: key, nonce: nonce, encrypting: true) { library, context in
      let ciphertext = try update(library, context, extra: extra, input: message)
      var tag = [UInt8](repeating: 0, count: tagByteCount)
      guard finish(library, context), library.cipherControl(context, getTag, Int32(tagByteCount), &tag) == 1 else {
        throw CryptoKitError.underlyingCoreCryptoError(error: 0)
      }
      return (ciphertext, tag)
    }
  }

  /// The message of `ciphertext`, if `tag` authenticates it and `extra`.
  static func open(
    _ cipher: OpaquePointer, key: [UInt8], nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8], extra: [UInt8]
  ) throws -> [UInt8] {
    guard tag.count == tagByteCount else { throw CryptoKitError.incorrectParameterSize }
    return try run(cipher, key: key, nonce: nonce, encrypting: false) { library, context in
      let message = try update(library, context, extra: extra, input: ciphertext)
      var tag = tag
      guard library.cipherControl(context, setTag, Int32(tagByteCount), &tag) == 1 else {
        throw CryptoKitError.underlyingCoreCryptoError(error: 0)
      }
      guard finish(library, context) else { throw CryptoKitError.authenticationFailure }
      return message
    }
  }

  private static func run<R>(
    _ cipher: OpaquePointer, key: [UInt8], nonce: [UInt8], encrypting: Bool,
    _ body: (LibCrypto, OpaquePointer) throws -> R
  ) throws -> R {
    let library = LibCrypto.required
    guard let context = library.newCipherContext() else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
    defer { library.freeCipherContext(context) }
    let mode: Int32 = encrypting ? 1 : 0
    guard library.cipherInit(context, cipher, nil, nil, nil, mode) == 1,
      library.cipherControl(context, setNonceLength, Int32(nonce.count), nil) == 1,
      library.cipherInit(context, nil, nil, key, nonce, mode) == 1
    else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
    return try body(library, context)
  }

  private static func update(_ library: LibCrypto, _ context: OpaquePointer, extra: [UInt8], input: [UInt8]) throws
    -> [UInt8]
  {
    var written: Int32 = 0
    if !extra.isEmpty, library.cipherUpdate(context, nil, &written, extra, Int32(extra.count)) != 1 {
      throw CryptoKitError.underlyingCoreCryptoError(error: 0)
    }
    var output = [UInt8](repeating: 0, count: input.count)
    guard !input.isEmpty else { return output }
    guard input.count <= Int(Int32.max),
      library.cipherUpdate(context, &output, &written, input, Int32(input.count)) == 1
    else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
    return Array(output.prefix(Int(written)))
  }

  private static func finish(_ library: LibCrypto, _ context: OpaquePointer) -> Bool {
    var written: Int32 = 0
    var spare = [UInt8](repeating: 0, count: 32)
    return library.cipherFinal(context, &spare, &written) == 1
  }
}

// CryptoKit's hash functions and their digests: SHA-2's three and `Insecure`'s two, one
// generic shape named as Apple names each (`SHA256`, `SHA256Digest`, `Insecure.MD5`…).
import Foundation

/// What sets one of libcrypto's hashes apart: its name and sizes.
public protocol LibCryptoHashAlgorithm: Sendable {
  /// The hash's name, as CryptoKit's type and OpenSSL's functions spell it (`SHA256`).
  static var name: String { get }
  /// The size of its digest, in bytes.
  static var digestByteCount: Int { get }
  /// The size of the blocks it works on, in bytes.
  static var blockByteCount: Int { get }
}

/// A hash function of libcrypto's, as CryptoKit's `SHA256` and its siblings are.
public struct LibCryptoHashFunction<Algorithm: LibCryptoHashAlgorithm>: HashFunction {
  /// The block size, in bytes.
  public static var blockByteCount: Int { Algorithm.blockByteCount }
  private var state = HashState(LibCrypto.required.hash(named: Algorithm.name))

  /// A hash with nothing fed to it yet.
  public init() {}

  /// Feeds the bytes at `bufferPointer`.
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

  /// The digest of everything fed so far.
  public func finalize() -> LibCryptoDigest<Algorithm> {
    LibCryptoDigest(bytes: state.finalize(count: Algorithm.digestByteCount))
  }
}

/// A digest of one of libcrypto's hashes (`SHA256Digest`…).
public struct LibCryptoDigest<Algorithm: LibCryptoHashAlgorithm>: Digest {
  /// The size of the digest, in bytes.
  public static var byteCount: Int { Algorithm.digestByteCount }
  let bytes: [UInt8]

  /// Calls `body` with the digest's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The digest's bytes, one after another.
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }

  /// The digest's bytes in hex, after the hash's name (`SHA256 digest: ba7816bf…`).
  public var description: String { "\(Algorithm.name) digest: " + hex(bytes) }

  /// Whether two digests are equal, compared in constant time.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes.withUnsafeBytes { constantTimeEqual($0, rhs.bytes) }
  }

  /// Feeds the digest's bytes to `hasher`.
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// SHA-256's name and sizes.
public enum SHA256Algorithm: LibCryptoHashAlgorithm {
  /// `SHA256`.
  public static let name = "SHA256"
  /// 32 bytes.
  public static let digestByteCount = 32
  /// 64 bytes.
  public static let blockByteCount = 64
}

/// SHA-384's name and sizes.
public enum SHA384Algorithm: LibCryptoHashAlgorithm {
  /// `SHA384`.
  public static let name = "SHA384"
  /// 48 bytes.
  public static let digestByteCount = 48
  /// 128 bytes.
  public static let blockByteCount = 128
}

/// SHA-512's name and sizes.
public enum SHA512Algorithm: LibCryptoHashAlgorithm {
  /// `SHA512`.
  public static let name = "SHA512"
  /// 64 bytes.
  public static let digestByteCount = 64
  /// 128 bytes.
  public static let blockByteCount = 128
}

/// MD5's name and sizes.
public enum MD5Algorithm: LibCryptoHashAlgorithm {
  /// `MD5`.
  public static let name = "MD5"
  /// 16 bytes.
  public static let digestByteCount = 16
  /// 64 bytes.
  public static let blockByteCount = 64
}

/// SHA-1's name and sizes.
public enum SHA1Algorithm: LibCryptoHashAlgorithm {
  /// `SHA1`.
  public static let name = "SHA1"
  /// 20 bytes.
  public static let digestByteCount = 20
  /// 64 bytes.
  public static let blockByteCount = 64
}

/// SHA-256 (FIPS 180-4).
public typealias SHA256 = LibCryptoHashFunction<SHA256Algorithm>
/// A SHA-256 digest: 32 bytes.
public typealias SHA256Digest = LibCryptoDigest<SHA256Algorithm>
/// SHA-384 (FIPS 180-4).
public typealias SHA384 = LibCryptoHashFunction<SHA384Algorithm>
/// A SHA-384 digest: 48 bytes.
public typealias SHA384Digest = LibCryptoDigest<SHA384Algorithm>
/// SHA-512 (FIPS 180-4).
public typealias SHA512 = LibCryptoHashFunction<SHA512Algorithm>
/// A SHA-512 digest: 64 bytes.
public typealias SHA512Digest = LibCryptoDigest<SHA512Algorithm>

/// Hashes that are no longer secure, kept for checksums and older protocols: MD5 and SHA-1.
public enum Insecure {
  /// MD5 (RFC 1321).
  public typealias MD5 = LibCryptoHashFunction<MD5Algorithm>
  /// An MD5 digest: 16 bytes.
  public typealias MD5Digest = LibCryptoDigest<MD5Algorithm>
  /// SHA-1 (FIPS 180-4).
  public typealias SHA1 = LibCryptoHashFunction<SHA1Algorithm>
  /// A SHA-1 digest: 20 bytes.
  public typealias SHA1Digest = LibCryptoDigest<SHA1Algorithm>
}

/// Bytes as lowercase hex.
func hex<B: Sequence>(_ bytes: B) -> String where B.Element == UInt8 {
  let digits = Array("0123456789abcdef".utf8)
  var text: [UInt8] = []
  text.reserveCapacity(bytes.underestimatedCount * 2)
  for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
  return String(decoding: text, as: UTF8.self)
}

/// A hash function that knows its own name.
protocol NamedHash { static var hashName: String { get } }

extension LibCryptoHashFunction: NamedHash {
  static var hashName: String { Algorithm.name }
}

/// A hash function's name as CryptoKit writes it (`SHA256`), or its type's for one of an app's own.
func hashName<H: HashFunction>(_ hash: H.Type) -> String {
  (hash as? any NamedHash.Type)?.hashName ?? "\(hash)"
}

// CryptoKit's hash functions (SHA-2, and SHA-1 and MD5 as `Insecure`), each a value whose state
// is OpenSSL's context kept as bytes: a copy of a half-fed hash goes on by itself, as Apple's.
import Foundation

/// A cryptographic hash function: fed with `update`, read once with `finalize`.
public protocol HashFunction: Sendable {
  /// The digest this function makes.
  associatedtype Digest: CryptoKit.Digest
  /// The size of the blocks the function works on, in bytes (HMAC pads its key to it).
  static var blockByteCount: Int { get }
  /// A hash with nothing fed to it yet.
  init()
  /// Feeds the bytes at `bufferPointer`.
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  /// The digest of everything fed so far.
  func finalize() -> Digest
}

extension HashFunction {
  /// The size of the digest, in bytes.
  public static var byteCount: Int { Digest.byteCount }

  /// The digest of `data`.
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var hash = Self()
    hash.update(data: data)
    return hash.finalize()
  }

  /// Feeds `data`, region by region.
  public mutating func update<D: DataProtocol>(data: D) {
    for region in data.regions {
      region.withUnsafeBytes { update(bufferPointer: $0) }
    }
  }
}

/// A hash function's output: its bytes, compared in constant time.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
  /// The size of the digest, in bytes.
  static var byteCount: Int { get }
}

extension Digest {
  /// Whether the digest equals `other`'s bytes, compared in constant time.
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    lhs.withUnsafeBytes { constantTimeEqual($0, Array(rhs)) }
  }
}

/// Whether two byte runs are equal, looking at every byte whatever the first difference.
func constantTimeEqual<B: Collection>(_ lhs: UnsafeRawBufferPointer, _ rhs: B) -> Bool where B.Element == UInt8 {
  guard lhs.count == rhs.count else { return false }
  var difference: UInt8 = 0
  for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
  return difference == 0
}

/// A hash's running state: OpenSSL's context as bytes, an array so copies are values.
struct HashState: @unchecked Sendable {
  // @unchecked: C function pointers and a value's own bytes.
  /// Room for the largest of OpenSSL's contexts (SHA512_CTX, 216 bytes).
  private static let contextWords = 32
  private let functions: LibCrypto.Hash
  private var context: [UInt64]

  init(_ functions: LibCrypto.Hash) {
    self.functions = functions
    context = Array(repeating: 0, count: Self.contextWords)
    context.withUnsafeMutableBytes { _ = functions.start($0.baseAddress!) }
  }

  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    let update = functions.update
    context.withUnsafeMutableBytes { _ = update($0.baseAddress!, bytes.baseAddress, bytes.count) }
  }

  func finalize(count: Int) -> [UInt8] {
    var copy = context
    var digest = [UInt8](repeating: 0, count: count)
    let finish = functions.finish
    copy.withUnsafeMutableBytes { context in
      _ = digest.withUnsafeMutableBufferPointer { finish($0.baseAddress!, context.baseAddress!) }
    }
    return digest
  }
}

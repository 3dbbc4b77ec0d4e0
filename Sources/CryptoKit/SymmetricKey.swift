// Keys for ciphers and MACs, and the errors CryptoKit's operations throw.
import Foundation

/// A symmetric key's size.
public struct SymmetricKeySize: Sendable, Hashable {
  /// The size in bits.
  public let bitCount: Int
  /// A size of `bitCount` bits (a whole number of bytes).
  public init(bitCount: Int) {
    precondition(bitCount > 0 && bitCount % 8 == 0, "a symmetric key's size is a positive whole number of bytes")
    self.bitCount = bitCount
  }
  /// 128 bits.
  public static let bits128 = SymmetricKeySize(bitCount: 128)
  /// 192 bits.
  public static let bits192 = SymmetricKeySize(bitCount: 192)
  /// 256 bits.
  public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A symmetric key: bytes compared in constant time.
public struct SymmetricKey: ContiguousBytes, Sendable, Equatable {
  let bytes: [UInt8]

  /// A new random key of `size` (from the system's generator, getrandom(2)).
  public init(size: SymmetricKeySize) { bytes = randomBytes(size.bitCount / 8) }

  /// A key made of `data`'s bytes.
  public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }

  /// The key's size in bits.
  public var bitCount: Int { bytes.count * 8 }

  /// Calls `body` with the key's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// Whether two keys are equal, compared in constant time.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes.withUnsafeBytes { constantTimeEqual($0, rhs.bytes) }
  }
}

/// What CryptoKit's operations throw.
public enum CryptoKitError: Error, Sendable, Equatable, LocalizedError {
  /// The key is not of a size the operation takes.
  case incorrectKeySize
  /// A nonce, tag or other parameter is not of the size the operation takes.
  case incorrectParameterSize
  /// The message's authentication failed: its tag does not match (wrong key, nonce or data).
  case authenticationFailure
  /// OpenSSL refused, with this code.
  case underlyingCoreCryptoError(error: Int32)
  /// Wrapping a key failed.
  case wrapFailure
  /// Unwrapping a key failed.
  case unwrapFailure
  /// A parameter is not valid for the operation.
  case invalidParameter

  /// What went wrong, as a sentence.
  public var errorDescription: String? {
    switch self {
    case .incorrectKeySize: "The key is not of a size this operation takes."
    case .incorrectParameterSize: "A nonce, tag or other parameter is not of the size this operation takes."
    case .authenticationFailure: "The message could not be authenticated: wrong key, nonce, tag or data."
    case .underlyingCoreCryptoError(let code): "The cryptographic library refused the operation (code \(code))."
    case .wrapFailure: "The key could not be wrapped."
    case .unwrapFailure: "The key could not be unwrapped."
    case .invalidParameter: "A parameter is not valid for this operation."
    }
  }
}

/// `count` bytes from the system's generator (getrandom(2), which CryptoKit's generator is too).
func randomBytes(_ count: Int) -> [UInt8] {
  var generator = SystemRandomNumberGenerator()
  return (0..<count).map { _ in generator.next() }
}

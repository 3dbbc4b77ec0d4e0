// HMAC (RFC 2104) over any of CryptoKit's hash functions, and its codes.
import Foundation

/// A message authentication code: its bytes, compared in constant time.
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
  /// The code's size, in bytes.
  var byteCount: Int { get }
}

/// A code made by `HMAC<H>`.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
  let bytes: [UInt8]

  /// The code's size, in bytes (the hash's digest size).
  public var byteCount: Int { bytes.count }

  /// Calls `body` with the code's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The code's bytes, one after another.
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }

  /// The code's bytes in hex, after the hash's name (`HMAC with SHA256: f7bc83f4…`).
  public var description: String { "HMAC with \(hashName(H.self)): \(hex(bytes))" }

  /// Whether two codes are equal, compared in constant time.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes.withUnsafeBytes { constantTimeEqual($0, rhs.bytes) }
  }

  /// Feeds the code's bytes to `hasher`.
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

extension MessageAuthenticationCode {
  /// Whether the code equals `other`'s bytes, compared in constant time.
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    lhs.withUnsafeBytes { constantTimeEqual($0, Array(rhs)) }
  }
}

/// HMAC over the hash function `H` (RFC 2104), fed as a hash is.
public struct HMAC<H: HashFunction>: Sendable {
  /// The code this makes.
  public typealias MAC = HashedAuthenticationCode<H>
  private var inner: H
  private var outer: H

  /// An HMAC keyed with `key`: a key longer than the hash's block is hashed first.
  public init(key: SymmetricKey) {
    var block = key.bytes
    if block.count > H.blockByteCount { block = Array(H.hash(data: block)) }
    block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
    inner = H()
    inner.update(data: block.map { $0 ^ 0x36 })
    outer = H()
    outer.update(data: block.map { $0 ^ 0x5c })
  }

  /// Feeds `data`.
  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  /// The code of everything fed so far.
  public func finalize() -> MAC {
    var outer = outer
    outer.update(data: Array(inner.finalize()))
    return MAC(bytes: Array(outer.finalize()))
  }

  /// The code of `data` under `key`.
  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
    var hmac = Self(key: key)
    hmac.update(data: data)
    return hmac.finalize()
  }

  /// Whether `authenticationCode` is `data`'s code under `key`, compared in constant time.
  public static func isValidAuthenticationCode<D: DataProtocol>(
    _ authenticationCode: MAC, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    Self.authenticationCode(for: data, using: key) == authenticationCode
  }

  /// Whether the bytes `authenticationCode` are `data`'s code under `key`, compared in constant time.
  public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
    _ authenticationCode: C, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    let expected = Self.authenticationCode(for: data, using: key)
    return authenticationCode.withUnsafeBytes { constantTimeEqual($0, expected.bytes) }
  }
}

/// HKDF (RFC 5869) over the hash function `H`: keys derived from key material.
public struct HKDF<H: HashFunction>: Sendable {
  /// A key of `outputByteCount` bytes from `inputKeyMaterial`, `salt` and `info`.
  public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(
    inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
  ) -> SymmetricKey {
    expand(
      pseudoRandomKey: extract(inputKeyMaterial: inputKeyMaterial, salt: salt), info: info,
      outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes from `inputKeyMaterial` and `info`, with no salt.
  public static func deriveKey<Info: DataProtocol>(inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int)
    -> SymmetricKey
  {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes from `inputKeyMaterial` and `salt`, with no info.
  public static func deriveKey<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt, outputByteCount: Int)
    -> SymmetricKey
  {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: salt, info: [UInt8](), outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes from `inputKeyMaterial` alone.
  public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: [UInt8](), outputByteCount: outputByteCount)
  }

  /// HKDF's first step: the pseudorandom key, HMAC of the material keyed by the salt (RFC 5869 §2.2).
  public static func extract<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt?)
    -> HashedAuthenticationCode<H>
  {
    let saltBytes = salt.map { Array($0) } ?? []
    let key = SymmetricKey(data: saltBytes.isEmpty ? [UInt8](repeating: 0, count: H.byteCount) : saltBytes)
    return HMAC<H>.authenticationCode(for: inputKeyMaterial.bytes, using: key)
  }

  /// HKDF's second step: `outputByteCount` bytes expanded from `pseudoRandomKey` and `info`
  /// (RFC 5869 §2.3; at most 255 times the hash's size).
  public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(
    pseudoRandomKey: PRK, info: Info, outputByteCount: Int
  ) -> SymmetricKey {
    precondition(
      outputByteCount >= 0 && outputByteCount <= 255 * H.byteCount,
      "HKDF makes at most 255 times the hash's size (\(255 * H.byteCount) bytes)")
    let key = SymmetricKey(data: pseudoRandomKey)
    let info = Array(info)
    var output: [UInt8] = []
    var previous: [UInt8] = []
    var counter: UInt8 = 1
    while output.count < outputByteCount {
      previous = Array(HMAC<H>.authenticationCode(for: previous + info + [counter], using: key))
      output += previous
      counter &+= 1
    }
    return SymmetricKey(data: Array(output.prefix(outputByteCount)))
  }
}

/// A secret two parties agreed on (ECDH or X25519): bytes to derive keys from, not a key itself.
public struct SharedSecret: ContiguousBytes, CustomStringConvertible, Equatable, Sendable {
  let bytes: [UInt8]

  /// Calls `body` with the secret's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// Says what it is without its bytes.
  public var description: String { "SharedSecret(\(bytes.count) bytes)" }

  /// Whether two secrets are equal, compared in constant time.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes.withUnsafeBytes { constantTimeEqual($0, rhs.bytes) }
  }

  /// A key derived from the secret with HKDF (RFC 5869).
  public func hkdfDerivedSymmetricKey<H: HashFunction, Salt: DataProtocol, SharedInfo: DataProtocol>(
    using hashFunction: H.Type, salt: Salt, sharedInfo: SharedInfo, outputByteCount: Int
  ) -> SymmetricKey {
    HKDF<H>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: sharedInfo, outputByteCount: outputByteCount)
  }

  /// A key derived from the secret with ANSI X9.63's KDF: hash(secret ‖ counter ‖ sharedInfo)…
  public func x963DerivedSymmetricKey<H: HashFunction, SharedInfo: DataProtocol>(
    using hashFunction: H.Type, sharedInfo: SharedInfo, outputByteCount: Int
  ) -> SymmetricKey {
    let info = Array(sharedInfo)
    var output: [UInt8] = []
    var counter: UInt32 = 1
    while output.count < outputByteCount {
      var hash = H()
      hash.update(data: bytes)
      hash.update(data: Swift.withUnsafeBytes(of: counter.bigEndian) { Array($0) })
      hash.update(data: info)
      output += Array(hash.finalize())
      counter += 1
    }
    return SymmetricKey(data: Array(output.prefix(outputByteCount)))
  }
}

import COpenSSL

/// SHA-256, for content-addressed cache keys and digests of secrets: OpenSSL's (libcrypto is
/// linked for TLS anyway; it uses the CPU's SHA extensions where there are some). A value: a
/// copy made mid-hash goes on on its own.
public struct SHA256: @unchecked Sendable {
  /// The digest context, copied before a write when shared (copy on write).
  private final class Context {
    let pointer: OpaquePointer

    init() {
      // Allocation fails only when memory is gone; the digest cannot be made without it.
      guard let pointer = EVP_MD_CTX_new(), EVP_DigestInit_ex(pointer, EVP_sha256(), nil) == 1 else {
        fatalError("OpenSSL could not start a SHA-256 digest")
      }
      self.pointer = pointer
    }

    init(copying other: Context) {
      guard let pointer = EVP_MD_CTX_new(), EVP_MD_CTX_copy_ex(pointer, other.pointer) == 1 else {
        fatalError("OpenSSL could not copy a SHA-256 digest")
      }
      self.pointer = pointer
    }

    deinit { EVP_MD_CTX_free(pointer) }
  }

  private var context = Context()

  /// A fresh hash.
  public init() {}

  /// Feeds bytes.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
    let pointer = context.pointer
    let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      _ = EVP_DigestUpdate(pointer, buffer.baseAddress, buffer.count)
    }
    if handled != nil { return }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(4096)
    for byte in bytes {
      chunk.append(byte)
      if chunk.count == 4096 {
        _ = EVP_DigestUpdate(pointer, chunk, chunk.count)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    _ = EVP_DigestUpdate(pointer, chunk, chunk.count)
  }

  /// Feeds a string's UTF-8 followed by a NUL, so that consecutive fields cannot run together.
  public mutating func update(field: String) {
    update(field.utf8)
    update(CollectionOfOne(0))
  }

  /// The digest as 64 lowercase hex digits.
  public consuming func finalize() -> String {
    if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    _ = EVP_DigestFinal_ex(context.pointer, &digest, &length)
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hex digest of some bytes.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finalize()
  }
}

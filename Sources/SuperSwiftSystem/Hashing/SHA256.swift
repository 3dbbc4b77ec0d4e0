import COpenSSL

/// SHA-256, for content-addressed cache keys and digests of secrets: OpenSSL's (libcrypto is
/// linked for TLS anyway; it uses the CPU's SHA extensions where there are some), through its
/// direct functions rather than EVP, whose first digest costs a millisecond of set-up on every
/// warm run. A value: its state is a C struct, so a copy made mid-hash goes on on its own.
public struct SHA256: Sendable {
  private var context = SHA256_CTX()

  /// A fresh hash.
  public init() {
    // Cannot fail: it only sets the struct's fields.
    _ = superswift_sha256_init(&context)
  }

  /// Feeds bytes.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      _ = superswift_sha256_update(&context, buffer.baseAddress, buffer.count)
    }
    if handled != nil { return }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(4096)
    for byte in bytes {
      chunk.append(byte)
      if chunk.count == 4096 {
        _ = superswift_sha256_update(&context, chunk, chunk.count)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    _ = superswift_sha256_update(&context, chunk, chunk.count)
  }

  /// Feeds a string's UTF-8 followed by a NUL, so that consecutive fields cannot run together.
  public mutating func update(field: String) {
    update(field.utf8)
    update(CollectionOfOne(0))
  }

  /// The digest as 64 lowercase hex digits.
  public consuming func finalize() -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    _ = superswift_sha256_final(&digest, &context)
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

import COpenSSL

/// HMAC-SHA256 (RFC 2104), OpenSSL's, and the constant-time comparison that checking a
/// signature needs.
public enum HMACSHA256 {
  /// The 32-byte authentication code of `message` under `key`.
  public static func code(key: some Collection<UInt8>, message: some Collection<UInt8>) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    let keyBytes = Array(key)
    let messageBytes = Array(message)
    keyBytes.withUnsafeBufferPointer { keyBuffer in
      messageBytes.withUnsafeBufferPointer { messageBuffer in
        // Cannot fail for SHA-256 with a key of any length.
        _ = HMAC(
          EVP_sha256(), keyBuffer.baseAddress, Int32(keyBuffer.count), messageBuffer.baseAddress,
          messageBuffer.count, &output, &length)
      }
    }
    return output
  }

  /// Whether two byte strings are equal, in time that depends only on their length
  /// (`CRYPTO_memcmp`); strings of different lengths are unequal at once (a length is no secret).
  public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return CRYPTO_memcmp(a, b, a.count) == 0
  }

  /// Bytes as lowercase hex.
  public static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Hex (either letter case) as bytes; `nil` unless it is an even number of hex digits.
  public static func bytes(hex: some StringProtocol) -> [UInt8]? {
    let characters = Array(hex.utf8)
    guard characters.count % 2 == 0 else { return nil }
    var bytes = [UInt8]()
    bytes.reserveCapacity(characters.count / 2)
    var index = 0
    while index < characters.count {
      guard let high = value(characters[index]), let low = value(characters[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  private static func value(_ digit: UInt8) -> UInt8? {
    switch digit {
    case 48...57: digit - 48
    case 97...102: digit - 87
    case 65...70: digit - 55
    default: nil
    }
  }
}

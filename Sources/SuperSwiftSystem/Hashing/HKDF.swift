/// HKDF with SHA-256 (RFC 5869): the key derivation of Web Push's message encryption (RFC 8291).
/// Pure, over `HMACSHA256`.
public enum HKDF {
  /// The pseudorandom key of `inputKey` under `salt` (HKDF-Extract).
  public static func extract(salt: [UInt8], inputKey: [UInt8]) -> [UInt8] {
    HMACSHA256.code(key: salt, message: inputKey)
  }

  /// `length` bytes (at most 255 × 32) of output keying material from `pseudorandomKey` and
  /// `info` (HKDF-Expand).
  public static func expand(pseudorandomKey: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
    precondition(length >= 0 && length <= 255 * 32, "HKDF-SHA256 gives at most 8160 bytes")
    var output: [UInt8] = []
    var block: [UInt8] = []
    var counter: UInt8 = 1
    while output.count < length {
      block = HMACSHA256.code(key: pseudorandomKey, message: block + info + [counter])
      output += block
      counter &+= 1
    }
    return Array(output.prefix(length))
  }

  /// Extract, then expand: `length` bytes derived from `inputKey`, `salt` and `info`.
  public static func derive(inputKey: [UInt8], salt: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
    expand(pseudorandomKey: extract(salt: salt, inputKey: inputKey), info: info, length: length)
  }
}

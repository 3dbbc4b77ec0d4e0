/// Random bytes from the system's generator (`getrandom`), for tokens, secrets, keys and
/// unguessable names: one place, so every secret is made the same way.
package enum SecureRandom {
  /// `count` random bytes.
  package static func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
  }

  /// `count` random bytes as lowercase hex (twice as many characters).
  package static func hex(bytes count: Int) -> String { HMACSHA256.hex(bytes(count)) }
}

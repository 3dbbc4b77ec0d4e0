import Foundation
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The API's bearer token: made on first use, kept in `$XDG_CONFIG_HOME/superswift/token` with
/// mode 0600, replaced by `rotate`.
public enum AccessToken {
  /// The token file.
  public static func file(in paths: Paths) -> URL {
    paths.config.appendingPathComponent("token")
  }

  /// The token, made now if there is none.
  public static func current(paths: Paths) throws -> String {
    if let bytes = ScratchFile.read(file(in: paths)),
      let text = String(validating: bytes, as: UTF8.self)?.trimmingCharacters(in: .whitespacesAndNewlines),
      text.count >= 32
    {
      return text
    }
    return try rotate(paths: paths)
  }

  /// Replaces the token with a new random one and returns it.
  @discardableResult
  public static func rotate(paths: Paths) throws -> String {
    let token = random(bytes: 32)
    let url = file(in: paths)
    try AtomicFile.writeQuickly(Data((token + "\n").utf8), to: url, mode: 0o600)
    return token
  }

  /// `bytes` random bytes as lowercase hex, from the system's generator.
  public static func random(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<bytes).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Compares secrets in time that does not depend on where they differ.
  public static func matches(_ given: String, _ expected: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(expected.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }
}

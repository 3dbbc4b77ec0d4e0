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
  public static func random(bytes: Int) -> String { SecureRandom.hex(bytes: bytes) }

  /// Compares secrets in time that does not depend on where they differ.
  public static func matches(_ given: String, _ expected: String) -> Bool {
    HMACSHA256.equal(Array(given.utf8), Array(expected.utf8))
  }

  /// The SHA-256 digest of a token or secret, in hex: what is kept of it instead of itself.
  package static func digest(_ secret: String) -> String { SHA256.hex(Array(secret.utf8)) }
}

import COpenSSL

/// scrypt (RFC 7914), OpenSSL's: a key from a passphrase that costs memory as well as time to
/// guess, for the secrets a backup carries. Tested against the RFC's own vectors.
package enum Scrypt {
  /// The cost a backup's key is derived with: 2¹⁵ × 8 × 128 bytes = 32 MiB and a fraction of a
  /// second here, as RFC 7914 §2 suggests for interactive use.
  package static let n: UInt64 = 1 << 15
  /// The block size factor (RFC 7914's r).
  package static let r: UInt64 = 8
  /// The parallelisation factor (RFC 7914's p).
  package static let p: UInt64 = 1

  /// Why no key came out.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// What OpenSSL said.
    package let reason: String
    /// The failure in a sentence.
    package var description: String { "scrypt failed: \(reason)" }
  }

  /// `length` bytes derived from `passphrase` and `salt` at cost `n` (a power of two), `r`, `p`.
  package static func derive(
    passphrase: [UInt8], salt: [UInt8], n: UInt64 = n, r: UInt64 = r, p: UInt64 = p, length: Int = 32
  ) throws(Failure) -> [UInt8] {
    guard n > 1, n & (n - 1) == 0 else { throw Failure(reason: "N must be a power of two above 1, not \(n)") }
    var key = [UInt8](repeating: 0, count: length)
    // The memory bound OpenSSL enforces: what N and r need, with room (its default is 32 MiB).
    let memory = 128 * r * (n + p + 2) + (1 << 20)
    let derived = passphrase.withUnsafeBufferPointer { pass in
      salt.withUnsafeBufferPointer { salt in
        pass.withMemoryRebound(to: CChar.self) { pass in
          EVP_PBE_scrypt(pass.baseAddress, pass.count, salt.baseAddress, salt.count, n, r, p, memory, &key, length)
        }
      }
    }
    guard derived == 1 else {
      ERR_clear_error()
      throw Failure(reason: "OpenSSL refused the parameters (N \(n), r \(r), p \(p))")
    }
    return key
  }
}

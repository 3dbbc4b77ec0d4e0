import Foundation
import SuperSwiftSystem
import Testing

/// scrypt against RFC 7914's own test vectors (§12), and its refusals.
@Suite("scrypt")
struct ScryptTests {
  static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  @Test("RFC 7914 §12: the empty passphrase and salt, and password/NaCl")
  func vectors() throws {
    let empty = try Scrypt.derive(passphrase: [], salt: [], n: 16, r: 1, p: 1, length: 64)
    #expect(
      Self.hex(empty)
        == "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906"
    )
    let password = try Scrypt.derive(
      passphrase: Array("password".utf8), salt: Array("NaCl".utf8), n: 1024, r: 8, p: 16, length: 64)
    #expect(
      Self.hex(password)
        == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"
    )
  }

  @Test("N that is no power of two is refused; another salt is another key")
  func refusals() throws {
    #expect(throws: Scrypt.Failure.self) { try Scrypt.derive(passphrase: [1], salt: [2], n: 1000, r: 1, p: 1) }
    let one = try Scrypt.derive(passphrase: Array("pass".utf8), salt: [1], n: 16, r: 1, p: 1)
    let other = try Scrypt.derive(passphrase: Array("pass".utf8), salt: [2], n: 16, r: 1, p: 1)
    #expect(one != other && one.count == 32)
  }
}

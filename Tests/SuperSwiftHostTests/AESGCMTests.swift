import Foundation
import Testing

@testable import SuperSwiftSystem

/// AES-256-GCM against the GCM specification's own test cases, and what a changed box, key or
/// context gets.
@Suite("AES-256-GCM")
struct AESGCMTests {
  @Test("McGrew and Viega's test cases 13 and 14 (AES-256, zero key and nonce)")
  func specification() throws {
    let key = [UInt8](repeating: 0, count: 32)
    let nonce = [UInt8](repeating: 0, count: 12)
    let empty = try AESGCM.seal([], key: key, nonce: nonce, context: [])
    #expect(HMACSHA256.hex(Array(empty.dropFirst(12))) == "530f8afbc74536b9a963b4f1c4cb738b")
    let block = try AESGCM.seal([UInt8](repeating: 0, count: 16), key: key, nonce: nonce, context: [])
    #expect(
      HMACSHA256.hex(Array(block.dropFirst(12)))
        == "cea7403d4d606b6e074ec5d3baf39d18" + "d0d1c8a799996bf0265b98b5d48ab919")
  }

  @Test("a box opens with its key and context only; a changed byte, key or context is refused")
  func authenticity() throws {
    let key = (0..<32).map { UInt8($0) }
    let box = try AESGCM.seal(Array("sk_live_value".utf8), key: key, context: Array("app/API_KEY".utf8))
    #expect(try AESGCM.open(box, key: key, context: Array("app/API_KEY".utf8)) == Array("sk_live_value".utf8))
    let again = try AESGCM.seal(Array("sk_live_value".utf8), key: key, context: Array("app/API_KEY".utf8))
    #expect(box != again, "a fresh nonce each time")
    var changed = box
    changed[14] ^= 1
    #expect(throws: AESGCM.Failure.notAuthentic) {
      try AESGCM.open(changed, key: key, context: Array("app/API_KEY".utf8))
    }
    #expect(throws: AESGCM.Failure.notAuthentic) {
      try AESGCM.open(box, key: key, context: Array("other/API_KEY".utf8))
    }
    #expect(throws: AESGCM.Failure.notAuthentic) {
      try AESGCM.open(box, key: [UInt8](repeating: 7, count: 32), context: Array("app/API_KEY".utf8))
    }
    #expect(throws: AESGCM.Failure.badKey) { try AESGCM.seal([], key: [1, 2, 3]) }
    #expect(throws: AESGCM.Failure.notAuthentic) { try AESGCM.open([1, 2, 3], key: key) }
  }
}

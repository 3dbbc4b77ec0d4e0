import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "matches the FIPS 180-4 test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
    ])
  func vectors(input: String, digest: String) {
    #expect(SHA256.hex(input.utf8) == digest)
  }

  @Test("a million a's, fed in uneven pieces")
  func longInput() {
    var hash = SHA256()
    var remaining = 1_000_000
    var piece = 1
    while remaining > 0 {
      let count = min(piece, remaining)
      hash.update(repeatElement(UInt8(ascii: "a"), count: count))
      remaining -= count
      piece = piece * 3 % 1000 + 1
    }
    #expect(hash.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("a copy made mid-hash goes on on its own (a value, though OpenSSL's context is not)")
  func copies() {
    var first = SHA256()
    first.update("ab".utf8)
    var second = first
    first.update("c".utf8)
    second.update("d".utf8)
    #expect(first.finalize() == SHA256.hex("abc".utf8))
    #expect(second.finalize() == SHA256.hex("abd".utf8))
  }

  @Test("fields cannot run together")
  func fields() {
    var first = SHA256()
    first.update(field: "ab")
    first.update(field: "c")
    var second = SHA256()
    second.update(field: "a")
    second.update(field: "bc")
    #expect(first.finalize() != second.finalize())
  }
}

@Suite("Timestamps")
struct TimestampTests {
  @Test("records' timestamps are ISO 8601 in UTC and read back")
  func roundTrip() {
    for seconds in [0.0, 1_796_005_921.125, 951_782_400.999, 1_700_000_000.5] {
      let date = Date(timeIntervalSince1970: seconds)
      let text = RunRecord.timestamp(date)
      #expect(RunRecord.date(from: text).map { abs($0.timeIntervalSince1970 - seconds) < 0.001 } == true, "\(text)")
    }
    #expect(RunRecord.timestamp(Date(timeIntervalSince1970: 951_782_400.25)) == "2000-02-29T00:00:00.250Z")
  }
}

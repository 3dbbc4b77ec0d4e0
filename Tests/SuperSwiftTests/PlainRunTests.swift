import Testing

@testable import SuperSwift

@Suite("JSON strings' plain runs, eight bytes at a time")
struct PlainRunTests {
  /// The answer one byte at a time, as the definition says.
  static func naiveEnd(_ kind: PlainRun, _ bytes: [UInt8], from start: Int) -> Int {
    bytes[start...].firstIndex(where: kind.stops(at:)) ?? bytes.count
  }

  @Test("every byte value, at every offset in a word, ends a run exactly when it should")
  func everyByteEverywhere() {
    for kind in [PlainRun.parsing, .writing] {
      for value in 0...255 {
        for place in 0..<19 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
          bytes[place] = UInt8(value)
          for start in [0, 1, 7, 8, 9] where start <= bytes.count {
            let found = bytes.withUnsafeBufferPointer { kind.end(in: $0, from: start) }
            #expect(found == Self.naiveEnd(kind, bytes, from: start), "\(kind) \(value) at \(place) from \(start)")
          }
        }
      }
    }
  }

  @Test("random text with the bytes next to the stopping ones agrees with the byte-at-a-time answer")
  func randomAgreement() {
    var generator = SystemRandomNumberGenerator()
    // Bytes around each stopping value, where a carry trick would go wrong if it were wrong.
    let alphabet: [UInt8] = [
      0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xE1, 0xE2, 0xE3, 0xFF,
    ]
    for _ in 0..<2000 {
      let count = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator) ? UInt8(ascii: "x") : alphabet.randomElement(using: &generator)!
      }
      for kind in [PlainRun.parsing, .writing] {
        let start = Int.random(in: 0...count, using: &generator)
        let found = bytes.withUnsafeBufferPointer { kind.end(in: $0, from: start) }
        #expect(found == Self.naiveEnd(kind, bytes, from: start))
      }
    }
  }

  @Test("an empty buffer has no run")
  func empty() {
    #expect([UInt8]().withUnsafeBufferPointer { PlainRun.parsing.end(in: $0, from: 0) } == 0)
  }
}

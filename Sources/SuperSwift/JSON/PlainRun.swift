/// Where a JSON string's run of plain bytes ends, found eight bytes at a time: the stretch a
/// parser or a writer copies whole before it must look at a byte on its own.
///
/// Each 64-bit word is tested for "has a byte below 0x20" and "has a byte equal to c" with the
/// classic carry tricks (exact for whether such a byte exists, never for which one), so a word
/// with none of the bytes is passed at once and a word with one is looked at byte by byte.
/// Measured on a 5 MB input (bench/sizes.py): the byte-at-a-time loops were 8 % of a run each.
enum PlainRun {
  /// The bytes a parser stops at: `"`, `\` and controls.
  case parsing
  /// The bytes a writer stops at: those, DEL, and 0xE2 (which begins U+2028 and U+2029).
  case writing

  /// The index of the first byte at or after `start` that this kind of run stops at, or
  /// `bytes.count` when there is none.
  func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if mayStop(word) { break }
      index += 8
    }
    while index < bytes.count {
      if stops(at: bytes[index]) { return index }
      index += 1
    }
    return bytes.count
  }

  /// Whether `byte` ends a run.
  func stops(at byte: UInt8) -> Bool {
    switch self {
    case .parsing: byte < 0x20 || byte == 0x22 || byte == 0x5C
    case .writing: byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }
  }

  /// Whether one of the word's eight bytes ends a run.
  private func mayStop(_ word: UInt64) -> Bool {
    let common = Self.hasByte(below: 0x20, in: word) || Self.has(0x22, in: word) || Self.has(0x5C, in: word)
    switch self {
    case .parsing: return common
    case .writing: return common || Self.has(0x7F, in: word) || Self.has(0xE2, in: word)
    }
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether a byte of `word` is below `limit` (at most 0x80).
  private static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highBits != 0
  }

  /// Whether a byte of `word` is `byte`.
  private static func has(_ byte: UInt8, in word: UInt64) -> Bool {
    hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
  }
}

/// Base64 with the URL and file name alphabet, unpadded (RFC 4648 §5), as JWTs and Web Push
/// keys write bytes. A byte loop over a table: no string searching (Foundation's replacing
/// through NSString cost a push a third of its time).
public enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Each ASCII byte's value in either alphabet (`+`/`-` and `/`/`_` alike); 255 for none.
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 255, count: 256)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    table[Int(UInt8(ascii: "+"))] = 62
    table[Int(UInt8(ascii: "/"))] = 63
    return table
  }()

  /// `bytes` encoded.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity((input.count * 4 + 2) / 3)
    var index = 0
    while index + 3 <= input.count {
      let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
      output += [
        alphabet[Int(chunk >> 18)], alphabet[Int(chunk >> 12 & 63)], alphabet[Int(chunk >> 6 & 63)],
        alphabet[Int(chunk & 63)],
      ]
      index += 3
    }
    let rest = input.count - index
    if rest == 1 {
      let chunk = UInt32(input[index]) << 16
      output += [alphabet[Int(chunk >> 18)], alphabet[Int(chunk >> 12 & 63)]]
    } else if rest == 2 {
      let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
      output += [alphabet[Int(chunk >> 18)], alphabet[Int(chunk >> 12 & 63)], alphabet[Int(chunk >> 6 & 63)]]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The bytes `text` encodes (padded or not, either alphabet); `nil` when it is not Base64.
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    var digits = Array(text.utf8)
    // Padding, if any, only at the end.
    while digits.last == UInt8(ascii: "=") { digits.removeLast() }
    guard digits.count % 4 != 1 else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(digits.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for digit in digits {
      let value = values[Int(digit)]
      guard value != 255 else { return nil }
      accumulator = accumulator << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    // The leftover bits of a final partial group must be zero, as RFC 4648 §3.5 asks.
    guard accumulator & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
    return output
  }
}

import Foundation

/// An IPv4 network, `192.168.1.0/24`: the addresses sharing its first `prefixLength` bits.
/// Pure: parsed from and written as text, with no system call.
package struct IPv4Network: Hashable, Sendable, CustomStringConvertible {
  /// The network's address, its host bits zero.
  package let address: UInt32
  /// How many leading bits name the network (0…32).
  package let prefixLength: Int

  /// The network of `address` (any address in it) with `prefixLength` leading bits.
  package init(address: UInt32, prefixLength: Int) {
    let length = min(32, max(0, prefixLength))
    self.prefixLength = length
    self.address = address & Self.mask(length)
  }

  /// `a.b.c.d/p`; `nil` when it is not that (a bad address, or a prefix outside 0…32).
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let length = Int(parts[1]), (0...32).contains(length),
      let address = Self.parse(String(parts[0]))
    else { return nil }
    self.init(address: address, prefixLength: length)
  }

  /// The leading-ones mask of a prefix length.
  package static func mask(_ prefixLength: Int) -> UInt32 {
    prefixLength == 0 ? 0 : UInt32.max << UInt32(32 - min(32, prefixLength))
  }

  /// The mask, dotted (`255.255.255.0`), as OpenSSL's name constraints write it.
  package var dottedMask: String { Self.dotted(Self.mask(prefixLength)) }

  /// The network's address, dotted.
  package var dottedAddress: String { Self.dotted(address) }

  /// `192.168.1.0/24`.
  package var description: String { "\(dottedAddress)/\(prefixLength)" }

  /// Whether `address` (dotted IPv4) is in this network; `false` for anything else.
  package func contains(_ address: String) -> Bool {
    guard let value = Self.parse(address) else { return false }
    return value & Self.mask(prefixLength) == self.address
  }

  /// A dotted IPv4 address as its 32 bits; `nil` unless it is exactly four numbers 0…255.
  package static func parse(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var value: UInt32 = 0
    for part in parts {
      // No leading zero: `010` is octal to inet_aton, so it is refused, not guessed.
      guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.count == 1 || part.first != "0",
        let byte = UInt8(part)
      else { return nil }
      value = value << 8 | UInt32(byte)
    }
    return value
  }

  /// 32 bits as a dotted address.
  package static func dotted(_ value: UInt32) -> String {
    [24, 16, 8, 0].map { String(value >> UInt32($0) & 0xFF) }.joined(separator: ".")
  }
}

// The few DER structures CryptoKit's keys and signatures are written in (X.509's
// SubjectPublicKeyInfo, PKCS #8, SEC 1's ECPrivateKey, ECDSA-Sig-Value), and PEM around them.
import Foundation

/// Reads and writes DER's tag–length–value elements.
enum DER {
  static let integer: UInt8 = 0x02
  static let bitString: UInt8 = 0x03
  static let octetString: UInt8 = 0x04
  static let objectIdentifier: UInt8 = 0x06
  static let sequence: UInt8 = 0x30
  /// `[1]`, constructed: where SEC 1 keeps an EC private key's public point.
  static let contextOne: UInt8 = 0xa1
  /// The OID of an elliptic-curve public key (1.2.840.10045.2.1), its content bytes.
  static let ecPublicKey: [UInt8] = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01]

  /// One element: its tag and its content.
  struct Element {
    let tag: UInt8
    let content: ArraySlice<UInt8>
  }

  /// The elements one after another in `bytes` (a constructed element's content); throws on
  /// anything that is not DER.
  static func elements(_ bytes: ArraySlice<UInt8>) throws(CryptoKitError) -> [Element] {
    var rest = bytes
    var found: [Element] = []
    while !rest.isEmpty {
      guard rest.count >= 2 else { throw .invalidParameter }
      let tag = rest.removeFirst()
      var length = Int(rest.removeFirst())
      if length & 0x80 != 0 {
        let lengthBytes = length & 0x7f
        guard lengthBytes >= 1, lengthBytes <= 3, rest.count >= lengthBytes else { throw .invalidParameter }
        length = rest.prefix(lengthBytes).reduce(0) { $0 << 8 | Int($1) }
        rest = rest.dropFirst(lengthBytes)
      }
      guard rest.count >= length else { throw .invalidParameter }
      found.append(Element(tag: tag, content: rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return found
  }

  /// The one element `bytes` hold, which must have `tag`; its content.
  static func only(_ bytes: ArraySlice<UInt8>, tag: UInt8) throws(CryptoKitError) -> ArraySlice<UInt8> {
    let found = try elements(bytes)
    guard found.count == 1, found[0].tag == tag else { throw .invalidParameter }
    return found[0].content
  }

  /// An element of `tag` holding `content`.
  static func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
    var length: [UInt8]
    if content.count < 0x80 {
      length = [UInt8(content.count)]
    } else {
      var count = content.count
      length = []
      while count > 0 {
        length.insert(UInt8(count & 0xff), at: 0)
        count >>= 8
      }
      length.insert(0x80 | UInt8(length.count), at: 0)
    }
    return [tag] + length + content
  }

  /// A non-negative INTEGER of the big-endian `bytes` (leading zeros dropped, one put back when
  /// the top bit is set).
  static func unsignedInteger(_ bytes: [UInt8]) -> [UInt8] {
    var digits = Array(bytes.drop { $0 == 0 })
    if digits.isEmpty || digits[0] & 0x80 != 0 { digits.insert(0, at: 0) }
    return element(integer, digits)
  }

  /// An INTEGER's value as `count` big-endian bytes; throws when negative or too large.
  static func unsignedValue(_ content: ArraySlice<UInt8>, count: Int) throws(CryptoKitError) -> [UInt8] {
    let digits = Array(content.drop { $0 == 0 })
    guard let first = content.first, first & 0x80 == 0, digits.count <= count else { throw .invalidParameter }
    return [UInt8](repeating: 0, count: count - digits.count) + digits
  }
}

/// PEM: DER in base64 between a label's lines.
enum PEM {
  /// The DER inside `text`'s first block labelled with one of `labels`, and which label it had.
  static func read(_ text: String, labels: [String]) throws(CryptoKitError) -> (label: String, der: [UInt8]) {
    for label in labels {
      guard let begin = text.range(of: "-----BEGIN \(label)-----"),
        let end = text.range(of: "-----END \(label)-----", range: begin.upperBound..<text.endIndex)
      else { continue }
      let body = text[begin.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
      guard let der = Data(base64Encoded: String(body)) else { throw .invalidParameter }
      return (label, Array(der))
    }
    throw .invalidParameter
  }

  /// `der` as a PEM block labelled `label`, 64 characters a line.
  static func write(_ der: [UInt8], label: String) -> String {
    let base64 = Data(der).base64EncodedString()
    var lines = ["-----BEGIN \(label)-----"]
    var index = base64.startIndex
    while index < base64.endIndex {
      let next = base64.index(index, offsetBy: 64, limitedBy: base64.endIndex) ?? base64.endIndex
      lines.append(String(base64[index..<next]))
      index = next
    }
    lines.append("-----END \(label)-----")
    return lines.joined(separator: "\n")
  }
}

/// The pixel size an image file declares in its header, read from its first bytes without
/// decoding it: PNG (`IHDR`), JPEG (the first start-of-frame segment), GIF (the logical
/// screen), WebP (`VP8 `, `VP8L`, `VP8X`) and SVG (the root element's `width` and `height`,
/// else its `viewBox`). Pure: what a page lays an image out at before the browser loads it, as
/// iOS sizes `Image("name")` by the file (`docs/swiftui-coverage.md`).
package enum ImageDimensions {
  /// How much of a file to read: a JPEG's frame header can follow its EXIF block and thumbnail.
  package static let headerBytes = 256 << 10

  /// The width and height `bytes` (a file's first `headerBytes` or fewer) declare, or `nil`
  /// when its format is none of these or its header is cut short or zero.
  package static func size(of bytes: [UInt8]) -> (width: Double, height: Double)? {
    let found: (Double, Double)?
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      found = png(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      found = jpeg(bytes)
    } else if bytes.starts(with: Array("GIF8".utf8)) {
      found = bytes.count >= 10 ? (Double(le16(bytes, 6)), Double(le16(bytes, 8))) : nil
    } else if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      found = webp(bytes)
    } else {
      found = svg(bytes)
    }
    guard let (width, height) = found, width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
    return (width, height)
  }

  /// A PNG's `IHDR`: the first chunk, its width and height big-endian after the chunk's type.
  static func png(_ bytes: [UInt8]) -> (Double, Double)? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    return (Double(be32(bytes, 16)), Double(be32(bytes, 20)))
  }

  /// A JPEG's first start-of-frame segment (baseline, progressive or lossless), found by
  /// walking the segments' lengths from the start.
  static func jpeg(_ bytes: [UInt8]) -> (Double, Double)? {
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {  // fill byte
        index += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD9).contains(marker) {  // markers without a length
        index += 2
        continue
      }
      let length = Int(be16(bytes, index + 2))
      guard length >= 2 else { return nil }
      let frames: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
      if frames.contains(marker) {
        guard index + 9 <= bytes.count else { return nil }
        return (Double(be16(bytes, index + 7)), Double(be16(bytes, index + 5)))
      }
      index += 2 + length
    }
    return nil
  }

  /// A WebP's first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
  static func webp(_ bytes: [UInt8]) -> (Double, Double)? {
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
      return (Double(le16(bytes, 26) & 0x3FFF), Double(le16(bytes, 28) & 0x3FFF))
    case "VP8L":
      let (b0, b1, b2, b3) = (Int(bytes[21]), Int(bytes[22]), Int(bytes[23]), Int(bytes[24]))
      return (Double(1 + (b0 | (b1 & 0x3F) << 8)), Double(1 + (b1 >> 6 | b2 << 2 | (b3 & 0x0F) << 10)))
    case "VP8X":
      let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
      let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
      return (Double(width + 1), Double(height + 1))
    default:
      return nil
    }
  }

  /// An SVG's size in CSS pixels: the root element's `width` and `height` (plain numbers, `px`
  /// or `pt`), else its `viewBox`'s; a percentage or other unit is no size.
  static func svg(_ bytes: [UInt8]) -> (Double, Double)? {
    let text = String(decoding: bytes.prefix(64 << 10), as: UTF8.self)
    guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let attributes = Self.attributes(String(text[open.upperBound..<close]))
    func length(_ name: String) -> Double? {
      guard var value = attributes[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
      var factor = 1.0
      if value.hasSuffix("px") {
        value.removeLast(2)
      } else if value.hasSuffix("pt") {
        value.removeLast(2)
        factor = 4.0 / 3.0
      }
      return Double(value).map { $0 * factor }
    }
    if let width = length("width"), let height = length("height") { return (width, height) }
    let box = (attributes["viewBox"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
    guard box.count == 4 else { return nil }
    // One of width and height given: the other follows the view box's ratio.
    if let width = length("width"), box[2] > 0 { return (width, width * box[3] / box[2]) }
    if let height = length("height"), box[3] > 0 { return (height * box[2] / box[3], height) }
    return (box[2], box[3])
  }

  /// An element's attributes, `name="value"` or `name='value'`, by name.
  static func attributes(_ tag: String) -> [String: String] {
    var result: [String: String] = [:]
    var rest = Substring(tag)
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
      var after = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = after.first, quote == "\"" || quote == "'" else { break }
      after = after.dropFirst()
      guard let end = after.firstIndex(of: quote) else { break }
      if !name.isEmpty, result[name] == nil { result[name] = String(after[..<end]) }
      rest = after[after.index(after: end)...]
    }
    return result
  }

  private static func be16(_ bytes: [UInt8], _ at: Int) -> UInt32 { UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) }
  private static func le16(_ bytes: [UInt8], _ at: Int) -> UInt32 { UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at]) }
  private static func be32(_ bytes: [UInt8], _ at: Int) -> UInt32 { be16(bytes, at) << 16 | be16(bytes, at + 2) }
}

import Foundation

/// A PNG encoder for the images the server draws itself (Home Screen icons): 8-bit RGBA, no
/// filter, the pixels in stored (uncompressed) deflate blocks inside the zlib stream. An icon
/// is small (180 × 180 is 127 KiB), and stored blocks need no compressor; every PNG decoder
/// reads them. Pure: bytes in, bytes out.
enum PNG {
  /// `pixels` (RGBA, row by row, `width × height × 4` bytes) as a PNG file.
  static func encode(width: Int, height: Int, rgba pixels: [UInt8]) -> Data {
    precondition(pixels.count == width * height * 4, "RGBA pixels of the size given")
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 4 + 1) * height)
    for row in 0..<height {
      raw.append(0)  // filter: none
      raw += pixels[(row * width * 4)..<((row + 1) * width * 4)]
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter method, no interlace
    png += chunk("IHDR", header)
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return Data(png)
  }

  /// `bytes` as a zlib stream of stored deflate blocks (at most 65,535 bytes each).
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + count == bytes.count ? 1 : 0
      out.append(last)
      out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += bytes[offset..<(offset + count)]
      offset += count
    } while offset < bytes.count
    out += bigEndian(adler32(bytes))
    return out
  }

  /// A chunk: its length, type, data and the CRC of type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// CRC-32 (ISO 3309), as PNG's chunks carry it.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// Adler-32, as zlib streams end with.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}

import CQRCodeGen
import Foundation

/// A QR code of some text, made by libqrcodegen (Nayuki's QR Code generator, from Debian), and
/// drawn as SVG for a page or as half-block characters for a terminal.
package struct QRCode: Sendable {
  /// The side in modules, without the quiet zone.
  package let size: Int
  private let dark: [Bool]

  /// Why text could not become a QR code.
  package struct TooLong: Error, CustomStringConvertible {
    package let bytes: Int
    package var description: String { "\(bytes) bytes are too many for a QR code" }
  }

  /// Encodes `text` with medium error correction (15 %, raised when it costs no size).
  package init(_ text: String) throws(TooLong) {
    // qrcodegen_BUFFER_LEN_MAX: ((17 + 4 × 40)² + 7) / 8 + 1, a function-like macro Swift
    // cannot call.
    let length = 3918
    var code = [UInt8](repeating: 0, count: length)
    var scratch = [UInt8](repeating: 0, count: length)
    let encoded = text.withCString {
      qrcodegen_encodeText($0, &scratch, &code, qrcodegen_Ecc_MEDIUM, 1, 40, qrcodegen_Mask_AUTO, true)
    }
    guard encoded else { throw TooLong(bytes: text.utf8.count) }
    let side = Int(qrcodegen_getSize(code))
    size = side
    dark = (0..<side * side).map { qrcodegen_getModule(code, Int32($0 % side), Int32($0 / side)) }
  }

  /// Whether the module at column `x`, row `y` is dark; outside the code (the quiet zone), no.
  package func isDark(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && y >= 0 && x < size && y < size && dark[y * size + x]
  }

  /// An SVG image, `pixels` wide, with the four-module quiet zone the standard asks for.
  package func svg(pixels: Int = 256) -> String {
    let quiet = 4
    let side = size + 2 * quiet
    var path = ""
    for y in 0..<size {
      for x in 0..<size where isDark(x, y) { path += "M\(x + quiet) \(y + quiet)h1v1h-1z" }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" height="\(pixels)" \
      shape-rendering="crispEdges" role="img"><rect width="100%" height="100%" fill="#fff"/>\
      <path d="\(path)" fill="#000"/></svg>
      """
  }

  /// Lines of half-block characters, two rows of modules to a line, dark on light: with
  /// `colors`, the terminal's colors are set (black on white) so it scans on dark themes too.
  package func terminal(colors: Bool) -> String {
    let quiet = 2
    var lines: [String] = []
    var y = -quiet
    while y < size + quiet {
      var line = colors ? "\u{1B}[30;107m" : ""
      for x in -quiet..<(size + quiet) {
        switch (isDark(x, y), isDark(x, y + 1)) {
        case (true, true): line += "█"
        case (true, false): line += "▀"
        case (false, true): line += "▄"
        case (false, false): line += " "
        }
      }
      lines.append(line + (colors ? "\u{1B}[0m" : ""))
      y += 2
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

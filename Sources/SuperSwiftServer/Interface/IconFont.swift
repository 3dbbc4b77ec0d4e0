import Foundation

/// SF Symbols names drawn as real icons, from Debian's Material Design Icons font
/// (fonts-material-design-icons-iconfont), served from the system path: the font file, and the
/// code points read from the package's own stylesheet. Without the package, symbols fall back
/// to the characters the SwiftUI module picks (`★`, `⚙`), or their names.
enum IconFont {
  /// Where Debian puts the package's files, under each of `$XDG_DATA_DIRS`.
  private static let fontPath = "fonts/woff/material-design-icons-iconfont/MaterialIcons-Regular.woff2"
  private static let stylesheetPath = "fonts-material-design-icons-iconfont/css/material-design-icons.css"

  private static var dataFolders: [String] {
    let dirs =
      ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/local/share:/usr/share"
    return dirs.split(separator: ":").map(String.init)
  }

  /// The font file, if the package is installed.
  static let font: URL? = dataFolders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(fontPath) }
    .first { FileManager.default.isReadableFile(atPath: $0.path) }

  /// Material icon name → its character, from the package's stylesheet
  /// (`.material-icons.home:before { content: "\e88a"; }`); empty without the package.
  static let codepoints: [String: String] = {
    guard font != nil,
      let css = dataFolders.lazy.compactMap({
        try? String(
          contentsOfFile: URL(fileURLWithPath: $0).appendingPathComponent(stylesheetPath).path, encoding: .utf8)
      }).first
    else { return [:] }
    var table: [String: String] = [:]
    let marker = ".material-icons."
    var rest = Substring(css)
    while let start = rest.range(of: marker) {
      rest = rest[start.upperBound...]
      guard let colon = rest.firstIndex(of: ":") else { break }
      let name = String(rest[..<colon])
      guard let open = rest.range(of: "content: \"\\"), let close = rest[open.upperBound...].firstIndex(of: "\"") else {
        break
      }
      let hex = rest[open.upperBound..<close]
      if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value),
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        table[name] = String(Character(scalar))
      }
      rest = rest[close...]
    }
    return table
  }()

  /// The icon's character for an SF Symbols name, when the font is there and has one.
  static func character(forSymbol name: String) -> String? {
    guard !codepoints.isEmpty else { return nil }
    if let material = symbols[name], let character = codepoints[material] { return character }
    // "trash.circle.fill" → "trash.circle" → "trash".
    var parts = name.split(separator: ".")
    while parts.count > 1 {
      parts.removeLast()
      if let material = symbols[parts.joined(separator: ".")], let character = codepoints[material] { return character }
    }
    return nil
  }

  /// SF Symbols names → Material icon names (`SFSymbolTable`, over 1,100 names).
  static var symbols: [String: String] { SFSymbolTable.byName }
}

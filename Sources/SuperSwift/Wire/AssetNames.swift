/// How an app's named colours reach the page: `Color("Brand")` is drawn as the CSS custom
/// property this names, which the page defines from the app's asset catalog (light and dark),
/// falling back to the accent colour when the catalog has no such colour. Shared by the app side
/// (which writes the property) and the host (which defines it), so they cannot disagree.
@_spi(Host) public enum AssetNames {
  /// The custom property of the colour named `name`: `--asset-` and the name's bytes, letters
  /// and digits as they are, anything else as `_` and two hex digits.
  public static func cssVariable(_ name: String) -> String {
    var result = "--asset-"
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "_" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// The CSS a colour named `name` is drawn with: its property, else the accent colour.
  public static func colorCSS(_ name: String) -> String { "var(\(cssVariable(name)), var(--accent))" }
}

/// The font files an interface's page draws its text with, and the layout shapes text with: the
/// same files on both sides, so the layout's widths are the page's (`docs/layout.md`).
///
/// They are Debian's: Inter (`fonts-inter`) for text, DejaVu Sans Mono (`fonts-dejavu-core`) for
/// monospaced text, read from the system path. Where they are missing the page falls back to the
/// browser's own fonts and the layout to estimated widths.
@_spi(Host) public enum PageFonts {
  /// Where Inter is.
  public static let textFolder = "/usr/share/fonts/opentype/inter/"
  /// Where DejaVu Sans Mono is.
  public static let monospacedFolder = "/usr/share/fonts/truetype/dejavu/"

  /// Inter's weights that have a file, by CSS weight.
  public static let weights: [(weight: Int, name: String)] = [
    (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
    (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
  ]

  /// One face the page loads: its family, weight and style for `@font-face`, and its file.
  public struct Face: Sendable, Hashable {
    /// `SuperSwift Text` or `SuperSwift Mono`.
    public var family: String
    /// The CSS weight.
    public var weight: Int
    /// Italic or upright.
    public var italic: Bool
    /// The file's path.
    public var path: String
    /// The file's name, as the page asks for it (`fonts/NAME`).
    public var name: String { String(path.split(separator: "/").last ?? "") }
  }

  /// Every face, in the order the page declares them.
  public static let faces: [Face] =
    weights.flatMap { entry in
      [false, true].map { italic in
        Face(
          family: "SuperSwift Text", weight: entry.weight, italic: italic,
          path: file(weight: entry.weight, italic: italic, monospaced: false))
      }
    }
    + [400, 700].flatMap { weight in
      [false, true].map { italic in
        Face(
          family: "SuperSwift Mono", weight: weight, italic: italic,
          path: file(weight: weight, italic: italic, monospaced: true))
      }
    }

  /// The nearest weight that has a file.
  public static func weight(nearest weight: Int) -> Int {
    weights.min { abs($0.weight - weight) < abs($1.weight - weight) }?.weight ?? 400
  }

  /// The file for a weight and slant.
  public static func file(weight: Int, italic: Bool, monospaced: Bool) -> String {
    if monospaced {
      let bold = weight >= 600
      let suffix = bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : "")
      return monospacedFolder + "DejaVuSansMono\(suffix).ttf"
    }
    let name = weights.first { $0.weight == self.weight(nearest: weight) }?.name ?? "Regular"
    if italic { return textFolder + "Inter-\(name == "Regular" ? "" : name)Italic.otf" }
    return textFolder + "Inter-\(name).otf"
  }
}

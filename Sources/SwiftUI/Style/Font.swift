@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A font: a text style (`.title`, `.body`, …) or a system font of a size.
public struct Font: Hashable, Sendable {
  var textStyle: String?
  var size: Double?
  var weight: Weight?
  var design: Design?
  var isItalic = false
  /// A font family by name (`Font.custom`), drawn when the browser has it.
  var family: String?
  /// Capitals drawn small (`smallCaps`, …), as CSS's `font-variant-caps`.
  var caps: String?
  /// Digits of one width.
  var monospacedDigits = false
  /// How wide the letters are (`Font.Width`), as CSS's `font-stretch` percentage.
  var stretch: Double?
  /// How far apart lines are (`Font.Leading`), as a CSS line height.
  var lineHeight: Double?

  /// The font as the page reads it.
  var json: JSON {
    var members: [String: JSON] = [:]
    if let textStyle { members["textStyle"] = .string(textStyle) }
    if let size { members["size"] = .number(size) }
    if let weight { members["weight"] = .string(weight.name) }
    if let design { members["design"] = .string(design.name) }
    if isItalic { members["italic"] = true }
    if let family { members["family"] = .string(family) }
    if let caps { members["caps"] = .string(caps) }
    if monospacedDigits { members["monospacedDigit"] = true }
    if let stretch { members["stretch"] = .number(stretch) }
    if let lineHeight { members["lineHeight"] = .number(lineHeight) }
    return .object(JSONObject(members))
  }

  /// The largest title.
  public static let largeTitle = Font(textStyle: "largeTitle")
  /// A title.
  public static let title = Font(textStyle: "title")
  /// A second-level title.
  public static let title2 = Font(textStyle: "title2")
  /// A third-level title.
  public static let title3 = Font(textStyle: "title3")
  /// A heading.
  public static let headline = Font(textStyle: "headline")
  /// A subheading.
  public static let subheadline = Font(textStyle: "subheadline")
  /// Body text.
  public static let body = Font(textStyle: "body")
  /// A callout.
  public static let callout = Font(textStyle: "callout")
  /// A footnote.
  public static let footnote = Font(textStyle: "footnote")
  /// A caption.
  public static let caption = Font(textStyle: "caption")
  /// A smaller caption.
  public static let caption2 = Font(textStyle: "caption2")

  /// A system font of a size (a `CGFloat`, as Apple's: `.system(size: .titleSize)` finds an
  /// app's own `CGFloat` constant).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: Double(size), weight: weight, design: design)
  }

  /// A system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(textStyle: style.rawValue, weight: weight, design: design)
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }
  /// This font in italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }
  /// This font in a weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }
  /// This font, monospaced.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// The text styles.
  public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A font's weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Ultra light.
    public static let ultraLight = Weight(name: "200")
    /// Thin.
    public static let thin = Weight(name: "100")
    /// Light.
    public static let light = Weight(name: "300")
    /// Regular.
    public static let regular = Weight(name: "400")
    /// Medium.
    public static let medium = Weight(name: "500")
    /// Semibold.
    public static let semibold = Weight(name: "600")
    /// Bold.
    public static let bold = Weight(name: "700")
    /// Heavy.
    public static let heavy = Weight(name: "800")
    /// Black.
    public static let black = Weight(name: "900")
  }

  /// A font's design.
  public struct Design: Hashable, Sendable {
    let name: String
    /// The default design.
    public static let `default` = Design(name: "default")
    /// Serif.
    public static let serif = Design(name: "serif")
    /// Rounded.
    public static let rounded = Design(name: "rounded")
    /// Monospaced.
    public static let monospaced = Design(name: "monospaced")
  }
}

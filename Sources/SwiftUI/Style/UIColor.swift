import Foundation
@_spi(Host) import SuperSwiftLayout

/// UIKit's named colors, for `Color(.systemGray6)` and `Color(uiColor:)`: each the page's
/// matching color, which follows its light or dark scheme.
///
/// An `NSObject` that codes itself securely, as UIKit's is (immutable, so sendable): apps
/// extend it with `convenience init`s of their own (`UIColor(hex:)`), which only a class may
/// have, and keep colours with `NSKeyedArchiver` (`unarchivedObject(ofClass: UIColor.self, …)`).
open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
  /// The color as CSS.
  let css: String

  nonisolated init(css: String) {
    self.css = css
    super.init()
  }

  /// No colour (clear).
  nonisolated public override init() {
    css = "transparent"
    super.init()
  }

  /// Colours code themselves securely.
  nonisolated public static var supportsSecureCoding: Bool { true }

  /// Writes the colour as the page draws it.
  nonisolated public func encode(with coder: NSCoder) { coder.encode(css as NSString, forKey: "css") }

  /// The colour `encode(with:)` wrote; `nil` when the archive holds none.
  nonisolated public required init?(coder: NSCoder) {
    guard let css = coder.decodeObject(of: NSString.self, forKey: "css") else { return nil }
    self.css = String(css)
    super.init()
  }

  /// The colour of a `#colorLiteral`.
  nonisolated public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// Two colours are equal when the page draws them alike.
  nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.css == css }

  /// Hashes the colour as the page draws it.
  nonisolated open override var hash: Int { css.hashValue }

  /// A color from red, green and blue in 0…1.
  nonisolated public init(red: Double, green: Double, blue: Double, alpha: Double) {
    css = Color(red: red, green: green, blue: blue, opacity: alpha).css
    super.init()
  }

  /// A gray of a white level in 0…1.
  nonisolated public init(white: Double, alpha: Double) {
    css = Color(white: white, opacity: alpha).css
    super.init()
  }

  /// The background of a screen.
  public static let systemBackground = UIColor(css: "var(--card)")
  /// The background of content on a screen.
  public static let secondarySystemBackground = UIColor(css: "var(--bg)")
  /// The background of content within content.
  public static let tertiarySystemBackground = UIColor(css: "var(--card)")
  /// The background of a grouped list.
  public static let systemGroupedBackground = UIColor(css: "var(--bg)")
  /// The background of a grouped list's rows.
  public static let secondarySystemGroupedBackground = UIColor(css: "var(--card)")
  /// Text.
  public static let label = UIColor(css: "var(--primary)")
  /// Secondary text.
  public static let secondaryLabel = UIColor(css: "var(--secondary)")
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(css: "var(--tertiary)")
  /// Placeholder text.
  public static let placeholderText = UIColor(css: "var(--tertiary)")
  /// Lines between content.
  public static let separator = UIColor(css: "var(--line)")
  /// A fill for small shapes.
  public static let systemFill = UIColor(css: "var(--line)")
  /// Links.
  public static let link = UIColor(css: "var(--accent)")
  /// Gray.
  public static let systemGray = UIColor(css: "var(--gray)")
  /// A lighter gray.
  public static let systemGray2 = UIColor(css: "#aeaeb2")
  /// A lighter gray still.
  public static let systemGray3 = UIColor(css: "#c7c7cc")
  /// A light gray.
  public static let systemGray4 = UIColor(css: "#d1d1d6")
  /// A very light gray.
  public static let systemGray5 = UIColor(css: "#e5e5ea")
  /// The lightest gray.
  public static let systemGray6 = UIColor(css: "#f2f2f7")
  /// Red.
  public static let systemRed = UIColor(css: "var(--red)")
  /// Orange.
  public static let systemOrange = UIColor(css: "var(--orange)")
  /// Yellow.
  public static let systemYellow = UIColor(css: "var(--yellow)")
  /// Green.
  public static let systemGreen = UIColor(css: "var(--green)")
  /// Blue.
  public static let systemBlue = UIColor(css: "var(--blue)")
  /// Indigo.
  public static let systemIndigo = UIColor(css: "var(--indigo)")
  /// Purple.
  public static let systemPurple = UIColor(css: "var(--purple)")
  /// Pink.
  public static let systemPink = UIColor(css: "var(--pink)")
  /// Teal.
  public static let systemTeal = UIColor(css: "var(--teal)")
  /// Black.
  public static let black = UIColor(css: "#000")
  /// White.
  public static let white = UIColor(css: "#fff")
  /// Gray.
  public static let gray = UIColor(css: "#8e8e93")
  /// Red.
  public static let red = UIColor(css: "#ff3b30")
  /// Green.
  public static let green = UIColor(css: "#34c759")
  /// Blue.
  public static let blue = UIColor(css: "#007aff")
  /// Orange.
  public static let orange = UIColor(css: "#ff9500")
  /// Yellow.
  public static let yellow = UIColor(css: "#ffcc00")
  /// No color.
  public static let clear = UIColor(css: "transparent")
}

extension Color {
  /// The color of a UIKit named color: `Color(.systemGray6)`.
  @_disfavoredOverload
  nonisolated public init(_ color: UIColor) { self.init(css: color.css) }

  /// The color of a UIKit color.
  nonisolated public init(uiColor color: UIColor) { self.init(css: color.css) }
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it: a `UIColor`, as on
/// iOS, where UIKit makes it the literal's type.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}

extension Color: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral` where a `Color` is wanted.
  nonisolated public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }
}

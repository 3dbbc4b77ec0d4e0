@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A color; also a view that fills its space with it.
public struct Color: ShapeStyle, View, Hashable {
  /// The color as CSS.
  public let css: String

  nonisolated init(css: String) { self.css = css }

  /// A color from red, green and blue in 0…1.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    css = "rgb(\(channel(red)) \(channel(green)) \(channel(blue)) / \(min(max(opacity, 0), 1)))"
  }

  /// A gray of the given white level in 0…1.
  nonisolated public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A named colour from the app's asset catalog (`Assets.xcassets`), in light and dark as the
  /// catalog gives it; the accent colour when the catalog has no colour of that name. The app has
  /// one bundle here, so `bundle` names it whatever it is.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) { css = AssetNames.colorCSS(name) }

  /// A colour from a colour-like shape style, as iOS 17's `Color(_:)` takes one: an app's
  /// `extension ShapeStyle where Self == Color { static var brand }` as `Color(.brand)`.
  @_disfavoredOverload
  nonisolated public init<T: ShapeStyle & Hashable>(_ color: T) { css = color.css }

  /// The color with an opacity in 0…1.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    Color(css: "color-mix(in srgb, \(css) \(Int((min(max(opacity, 0), 1) * 100).rounded()))%, transparent)")
  }

  /// Red.
  nonisolated public static let red = Color(css: "var(--red)")
  /// Orange.
  nonisolated public static let orange = Color(css: "var(--orange)")
  /// Yellow.
  nonisolated public static let yellow = Color(css: "var(--yellow)")
  /// Green.
  nonisolated public static let green = Color(css: "var(--green)")
  /// Mint.
  nonisolated public static let mint = Color(css: "var(--mint)")
  /// Teal.
  nonisolated public static let teal = Color(css: "var(--teal)")
  /// Cyan.
  nonisolated public static let cyan = Color(css: "var(--cyan)")
  /// Blue.
  nonisolated public static let blue = Color(css: "var(--blue)")
  /// Indigo.
  nonisolated public static let indigo = Color(css: "var(--indigo)")
  /// Purple.
  nonisolated public static let purple = Color(css: "var(--purple)")
  /// Pink.
  nonisolated public static let pink = Color(css: "var(--pink)")
  /// Brown.
  nonisolated public static let brown = Color(css: "var(--brown)")
  /// Gray.
  nonisolated public static let gray = Color(css: "var(--gray)")
  /// Black.
  nonisolated public static let black = Color(css: "#000")
  /// White.
  nonisolated public static let white = Color(css: "#fff")
  /// No color.
  nonisolated public static let clear = Color(css: "transparent")
  /// The primary text color.
  nonisolated public static let primary = Color(css: "var(--primary)")
  /// The secondary text color.
  nonisolated public static let secondary = Color(css: "var(--secondary)")
  /// The accent color.
  nonisolated public static let accentColor = Color(css: "var(--accent)")

  /// A color view is primitive.
  public var body: Never { bodyError() }
}

extension Color: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.color, properties: ["color": .string(css)])]
  }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// More of UIKit as SwiftUI apps touch it: alternate icons, font lists, the pasteboard, editing
// that ends, images' data, and the views UIKit wrappers make. A page has no UIKit: each answers
// as a phone in a browser would, and says so.

extension UIApplication {
  /// Whether the app can change its icon (a page's icon is the site's: no).
  public var supportsAlternateIcons: Bool { false }
  /// The alternate icon in use (none).
  public var alternateIconName: String? { nil }
  /// Changes the app's icon: a page cannot, so `completionHandler` hears an error saying so.
  public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(CocoaError(.featureUnsupported))
  }
  /// Changes the app's icon (async).
  public func setAlternateIconName(_ alternateIconName: String?) async throws {
    throw CocoaError(.featureUnsupported)
  }
}

extension UIFont {
  /// The font families there are: the page's (system-ui, and the generic families).
  public static var familyNames: [String] { ["System", "serif", "sans-serif", "monospace"] }
  /// The fonts of a family: the family itself.
  public static func fontNames(forFamilyName familyName: String) -> [String] { [familyName] }
}

extension UIView {
  /// Ends editing in the view (the page's focused field keeps its focus until the person moves
  /// it): reports that editing ended.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { true }
}

extension UIImage {
  /// The image as JPEG: a page's images are not decoded by the app, so `nil`.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
  /// The image as PNG: `nil`, as `jpegData`.
  public func pngData() -> Data? { nil }
}

/// The pasteboard: a page's copy and paste are the browser's, so this one is the app's own,
/// kept while it runs. `@preconcurrency`, as UIKit's Objective-C classes are imported: Swift 5
/// code that uses it outside the main actor gets Apple's warning, not an error.
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The general pasteboard.
  public static let general = UIPasteboard()
  /// The text on it.
  public var string: String?
  /// The texts on it.
  public var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }
  /// A URL on it.
  public var url: URL?
  /// Whether it holds text.
  public var hasStrings: Bool { string != nil }
  /// Whether it holds a URL.
  public var hasURLs: Bool { url != nil }
  /// Whether it holds an image (never).
  public var hasImages: Bool { false }
  /// An image on it.
  public var image: UIImage?
}

/// A spinning activity indicator (a page's `ProgressView` draws one).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// Its sizes.
  public enum Style: Int, Sendable {
    /// Medium.
    case medium
    /// Large.
    case large
  }
  /// Whether it spins.
  open private(set) var isAnimating = false
  /// Whether it hides when stopped.
  open var hidesWhenStopped = true
  /// Its colour.
  open var color: UIColor?
  /// Its size.
  open var style: Style = .medium
  /// An indicator of a style.
  public nonisolated convenience init(style: Style) { self.init(frame: .zero) }
  /// Starts spinning.
  open func startAnimating() { isAnimating = true }
  /// Stops.
  open func stopAnimating() { isAnimating = false }
}

/// A blur, for `UIVisualEffectView`.
public final class UIBlurEffect: @unchecked Sendable {
  /// Blur styles.
  public enum Style: Int, Sendable {
    /// Regular.
    case regular
    /// Prominent.
    case prominent
    /// Light.
    case light
    /// Dark.
    case dark
    /// Ultra-thin material.
    case systemUltraThinMaterial
    /// Thin material.
    case systemThinMaterial
    /// Material.
    case systemMaterial
    /// Thick material.
    case systemThickMaterial
    /// Chrome material.
    case systemChromeMaterial
    /// Ultra-thin material, light.
    case systemUltraThinMaterialLight
    /// Ultra-thin material, dark.
    case systemUltraThinMaterialDark
    /// Thin material, light.
    case systemThinMaterialLight
    /// Thin material, dark.
    case systemThinMaterialDark
    /// Material, light.
    case systemMaterialLight
    /// Material, dark.
    case systemMaterialDark
  }
  /// The style.
  public let style: Style
  /// A blur of a style.
  public init(style: Style) { self.style = style }
}

/// A view showing a blur (in a UIKit wrapper, which a page draws as a placeholder).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIBlurEffect?
  /// A view of an effect.
  public nonisolated convenience init(effect: UIBlurEffect?) { self.init(frame: .zero) }
}

extension Color {
  /// The colour as a Core Graphics colour (its light value, for a system colour).
  nonisolated public var cgColor: CGColor? {
    let resolved = Color.resolve(css: css, .light) ?? Color.Resolved(red: 0, green: 0, blue: 0)
    return CGColor(
      red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity))
  }
}

extension GraphicsContext.BlendMode {
  /// Clears what is below.
  public static let clear = GraphicsContext.BlendMode(name: "clear")
  /// Darkens.
  public static let darken = GraphicsContext.BlendMode(name: "darken")
  /// Lightens.
  public static let lighten = GraphicsContext.BlendMode(name: "lighten")
  /// Overlays.
  public static let overlay = GraphicsContext.BlendMode(name: "overlay")
  /// Keeps what is below where the drawing is.
  public static let sourceAtop = GraphicsContext.BlendMode(name: "sourceAtop")
  /// Keeps the drawing inside what is below.
  public static let sourceIn = GraphicsContext.BlendMode(name: "sourceIn")
  /// Keeps the drawing outside what is below.
  public static let sourceOut = GraphicsContext.BlendMode(name: "sourceOut")
  /// Cuts the drawing out of what is below.
  public static let destinationOut = GraphicsContext.BlendMode(name: "destinationOut")
  /// Differences.
  public static let difference = GraphicsContext.BlendMode(name: "difference")
}

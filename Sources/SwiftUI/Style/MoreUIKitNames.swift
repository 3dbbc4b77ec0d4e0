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

/// Saves an image to the photo library, then calls `completionSelector` on `completionTarget`
/// with the image, an error and `contextInfo` (`image(_:didFinishSavingWithError:contextInfo:)`).
/// There is no photo library on a server: the completion gets `CocoaError(.featureUnsupported)`,
/// on the main queue, as UIKit calls it after a refusal.
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  guard let completionSelector, let completionTarget else { return }
  let target = TargetReference(completionTarget)
  let call = UncheckedCall {
    let error: Error? = CocoaError(.featureUnsupported)
    let context: UnsafeMutableRawPointer? = contextInfo
    completionSelector.perform(on: target.target, with: [image, error as Any, context as Any])
  }
  DispatchQueue.main.async { call.run() }
}

/// A call carried to the main queue.
private struct UncheckedCall: @unchecked Sendable {
  let run: () -> Void
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

extension UIColor {
  /// The colour's components as the page draws it in light mode (black for what does not
  /// resolve): what `cgColor` and `getRed` answer with.
  nonisolated var lightResolved: Color.Resolved {
    Color.resolve(css: css, .light) ?? Color.Resolved(red: 0, green: 0, blue: 0)
  }

  /// The colour as a Core Graphics colour (its light value, for a system colour).
  nonisolated public var cgColor: CGColor {
    let resolved = lightResolved
    return CGColor(
      red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity))
  }
}

extension Color {
  /// The colour as a Core Graphics colour (its light value, for a system colour).
  nonisolated public var cgColor: CGColor? { UIColor(css: css).cgColor }
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

/// A screen orientation.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Unknown.
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, home to the left.
  case landscapeLeft
  /// On its side, home to the right.
  case landscapeRight

  /// Whether it is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a screen supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt
  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Upright.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Home to the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Home to the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Either side.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every one but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIDevice {
  /// Key-value coding's setter, as apps use it to force an orientation
  /// (`setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")`): a page's
  /// orientation is the browser's, so nothing changes.
  public func setValue(_ value: Any?, forKey key: String) {}
  /// The device's orientation: a phone held upright.
  public var orientation: UIDeviceOrientation { .portrait }
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  /// Unknown.
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its left side.
  case landscapeLeft
  /// On its right side.
  case landscapeRight
  /// Face up.
  case faceUp
  /// Face down.
  case faceDown

  /// Whether it is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's spell checker: words are checked against the system's word list
/// (`/usr/share/dict/words`, Debian's `wamerican`) when there is one; without one every word
/// is taken as spelled right, and the app's own rules decide.
open class UITextChecker: @unchecked Sendable {
  /// The system's words, lowercased, once read.
  nonisolated(unsafe) static let words: Set<String>? = {
    guard let text = try? String(contentsOfFile: "/usr/share/dict/words", encoding: .utf8) else { return nil }
    return Set(text.split(separator: "\n").map { $0.lowercased() })
  }()

  /// A checker.
  public init() {}

  /// The range of the first word in `range` of `stringToCheck` that is not in the word list,
  /// or `NSNotFound` as its location when there is none.
  open func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
  ) -> NSRange {
    let none = NSRange(location: NSNotFound, length: 0)
    guard let words = Self.words, let scope = Range(range, in: stringToCheck) else { return none }
    // Words are runs of letters (and apostrophes within them).
    var index = scope.lowerBound
    while index < scope.upperBound {
      guard stringToCheck[index].isLetter else {
        index = stringToCheck.index(after: index)
        continue
      }
      var end = index
      while end < scope.upperBound, stringToCheck[end].isLetter || stringToCheck[end] == "'" {
        end = stringToCheck.index(after: end)
      }
      if !words.contains(stringToCheck[index..<end].lowercased()) { return NSRange(index..<end, in: stringToCheck) }
      index = end
    }
    return none
  }

  /// Words that complete `partialWordRange` (none).
  open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
  /// Guesses for a misspelled word (none).
  open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
  /// The languages it checks.
  open class var availableLanguages: [String] { ["en_US"] }
}

/// A data set of the asset catalog (the app side reads none on a page: `nil`).
open class NSDataAsset: @unchecked Sendable {
  /// The data.
  public let data: Data
  /// The set's name.
  public let name: String
  /// The data set named `name`: `nil` on a page (an app's data files beside its source are
  /// read with `Bundle.main` instead).
  public init?(name: String) { return nil }
  /// The data set named `name` in `bundle`.
  public init?(name: String, bundle: Bundle) { return nil }
}

/// Draws an image (nothing is drawn on the app side: the image is empty).
open class UIGraphicsImageRenderer: @unchecked Sendable {
  /// The size drawn.
  public let size: CGSize
  /// A renderer of `size`.
  public init(size: CGSize) { self.size = size }
  /// A renderer of `bounds`.
  public init(bounds: CGRect) { size = bounds.size }
  /// The image `actions` draw: empty here.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    actions(UIGraphicsImageRendererContext(size: size))
    return UIImage()
  }
  /// The image as PNG: none.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { Data() }
}

/// What a renderer's drawing actions are given.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
  /// The Core Graphics context the actions draw into (it keeps no pixels on the app side).
  public let cgContext: CGContext
  init(size: CGSize) { cgContext = CGContext(width: Int(size.width), height: Int(size.height)) }
  /// Fills a rectangle (nothing is drawn on the app side).
  open func fill(_ rect: CGRect) {}
  /// Strokes a rectangle's edge.
  open func stroke(_ rect: CGRect) {}
}

/// Starts an image context (nothing is drawn on the app side).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
/// Starts an image context.
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
/// The current context: `nil`, none is drawn into on the app side.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
/// The context's image: none is drawn on the app side, so `nil`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
/// Ends the image context.
public func UIGraphicsEndImageContext() {}
/// Fills a rectangle of the current context with its fill colour (nothing is drawn on the app side).
public func UIRectFill(_ rect: CGRect) {}
/// Draws a rectangle's frame in the current context (nothing is drawn on the app side).
public func UIRectFrame(_ rect: CGRect) {}

extension UIColor {
  /// Makes the colour the current context's fill and stroke colour (nothing is drawn on the app side).
  nonisolated public func set() {}
  /// Makes the colour the current context's fill colour.
  nonisolated public func setFill() {}
  /// Makes the colour the current context's stroke colour.
  nonisolated public func setStroke() {}
}

extension String {
  /// Draws the text in a rectangle of the current context (nothing is drawn on the app side).
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the text at a point of the current context.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension UIImage {
  /// Draws the image in a rectangle of the current context (nothing is drawn on the app side).
  public func draw(in rect: CGRect) {}
  /// Draws the image at a point.
  public func draw(at point: CGPoint) {}
}

extension UIView {
  /// Turns UIKit's animations on or off (a page shows changes at once either way).
  public class func setAnimationsEnabled(_ enabled: Bool) {}
  /// Whether UIKit animates: no, a page shows changes at once.
  public class var areAnimationsEnabled: Bool { false }
  /// Runs `actionsWithoutAnimation` at once.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}

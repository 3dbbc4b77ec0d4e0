import Foundation

// The rest of UIKit's `UIImage` that apps call: the other ways to name an image, symbol
// configurations, rendering modes and tints, and the derived images. The app side holds an
// image's name, not its pixels (the page draws it), so a derived image is the same image and
// a symbol configuration is kept for what asks for it back.

extension UIImage {
  /// How an image is drawn: in its own colours, or as a template tinted by the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides (symbols as templates, pictures in their colours).
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// As a template tinted by the tint colour.
    case alwaysTemplate
  }

  /// An image's orientation (SwiftUI's `Image.Orientation` has the same cases).
  public typealias Orientation = Image.Orientation

  /// How a resizable image stretches.
  public enum ResizingMode: Int, Sendable {
    /// Tiles the middle.
    case tile
    /// Stretches the middle.
    case stretch
  }

  /// What an image is drawn with, in general.
  open class Configuration: @unchecked Sendable {
    /// The trait collection it was made for.
    public var traitCollection: UITraitCollection?
    init() {}
    /// This configuration with `other`'s settings over it.
    open func applying(_ other: Configuration?) -> Self { self }
  }

  /// A symbol's point size, weight, scale and colours.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size it was made with, if any.
    public private(set) var pointSize: CGFloat?
    /// The weight it was made with, if any.
    public private(set) var weight: SymbolWeight?
    /// The scale it was made with, if any.
    public private(set) var scale: SymbolScale?
    /// The text style it follows, if any.
    public private(set) var textStyle: UIFont.TextStyle?
    /// The palette's colours, if any.
    public private(set) var paletteColors: [UIColor]?

    /// A configuration with nothing set.
    public static let unspecified = SymbolConfiguration()
    private override init() { super.init() }
    /// A point size.
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
    /// A point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    /// A point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
    }
    /// A weight.
    public convenience init(weight: SymbolWeight) {
      self.init()
      self.weight = weight
    }
    /// A scale.
    public convenience init(scale: SymbolScale) {
      self.init()
      self.scale = scale
    }
    /// A text style's size.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init()
      self.textStyle = textStyle
    }
    /// A text style's size at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(textStyle: textStyle)
      self.scale = scale
    }
    /// A font's size.
    public convenience init(font: UIFont) { self.init() }
    /// A font's size at a scale.
    public convenience init(font: UIFont, scale: SymbolScale) { self.init(scale: scale) }
    /// A hierarchical colour.
    public convenience init(hierarchicalColor: UIColor) {
      self.init()
      paletteColors = [hierarchicalColor]
    }
    /// A palette of colours.
    public convenience init(paletteColors: [UIColor]) {
      self.init()
      self.paletteColors = paletteColors
    }
    /// The symbol's own colours.
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
    /// Monochrome.
    public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }
    /// This configuration with `other`'s settings over it.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      let merged = SymbolConfiguration()
      merged.pointSize = other?.pointSize ?? pointSize
      merged.weight = other?.weight ?? weight
      merged.scale = other?.scale ?? scale
      merged.textStyle = other?.textStyle ?? textStyle
      merged.paletteColors = other?.paletteColors ?? paletteColors
      return merged
    }
    /// The same configuration without a point size, weight or scale of its own.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration { SymbolConfiguration() }
  }

  /// A symbol's weight.
  public enum SymbolWeight: Int, Sendable {
    /// Unspecified.
    case unspecified
    /// Ultralight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }

  /// A symbol's scale beside text.
  public enum SymbolScale: Int, Sendable {
    /// The default.
    case `default` = -1
    /// Unspecified.
    case unspecified = 0
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }

  /// An image of the asset catalog, named in code (`#imageLiteral`, `UIImage(imageLiteralResourceName:)`).
  public convenience init(imageLiteralResourceName name: String) {
    self.init(resource: ImageResource(name: name, bundle: .main))
  }
  /// A named image from a bundle (the app's: an app has one bundle here) for traits.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }
  /// A named image from a bundle with a configuration.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name)
  }
  /// A system symbol with a configuration.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(systemName: name)
  }
  /// A system symbol for traits.
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name)
  }

  /// Whether it is a system symbol.
  public var isSymbolImage: Bool { isSymbol }
  /// Its scale: the page draws it at the screen's (2).
  public var scale: CGFloat { 2 }
  /// Its orientation: up.
  public var imageOrientation: Orientation { .up }
  /// How it is drawn.
  public var renderingMode: RenderingMode { .automatic }
  /// Its frames, for an animated image (none on the app side).
  public var images: [UIImage]? { nil }
  /// An animated image's duration.
  public var duration: TimeInterval { 0 }
  /// Its symbol configuration, if any.
  public var symbolConfiguration: SymbolConfiguration? { nil }
  /// Whether it flips in right-to-left layouts.
  public var flipsForRightToLeftLayoutDirection: Bool { false }

  /// The same image drawn in `renderingMode` (the page draws the image by its name).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  /// The same image tinted.
  public func withTintColor(_ color: UIColor) -> UIImage { self }
  /// The same image tinted, in a rendering mode.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
  /// The same image with a configuration.
  public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
  /// The same symbol with a symbol configuration applied.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
  /// The same image, resizable with caps.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image, resizable with caps in a mode.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
  /// The same image with alignment insets.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image for a baseline offset.
  public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }
  /// The same image flipped for right-to-left layouts.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  /// The same image mirrored.
  public func withHorizontallyFlippedOrientation() -> UIImage { self }
  /// A thumbnail: the same image (the page scales it).
  public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
  /// A thumbnail, made in the background: the same image.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
  /// The image prepared for display: the same image.
  public func preparingForDisplay() -> UIImage? { self }
  /// The image prepared for display, in the background: the same image.
  public func byPreparingForDisplay() async -> UIImage? { self }

  /// An animated image of frames: its first frame (the page shows one).
  public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? { images.first }
  /// An animated image of named frames: the first.
  public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? { UIImage(named: name) }
}

/// Edges named by reading direction (leading and trailing), as UIKit's.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Edges from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top.
  public static let top = NSDirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 2)
  /// The bottom.
  public static let bottom = NSDirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 8)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

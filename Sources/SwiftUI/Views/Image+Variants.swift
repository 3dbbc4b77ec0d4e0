import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Image's other initialisers and modifiers: bundles (an app's assets are its one bundle here),
// variable-value symbols (drawn as the symbol), decorative images (hidden from screen readers),
// and the drawing hints a browser decides for itself (accepted).

extension Image {
  /// How an image is oriented relative to its pixels.
  public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
    /// As stored.
    case up
    /// Mirrored left to right.
    case upMirrored
    /// Upside down.
    case down
    /// Upside down, mirrored.
    case downMirrored
    /// Turned left.
    case left
    /// Turned left, mirrored.
    case leftMirrored
    /// Turned right.
    case right
    /// Turned right, mirrored.
    case rightMirrored
  }

  /// How a resizable image fills the space beyond its cap insets.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeated.
    case tile
    /// Stretched.
    case stretch
  }

  /// The quality of scaling an image.
  public enum Interpolation: Hashable, Sendable {
    /// None: pixels stay sharp.
    case none
    /// Low.
    case low
    /// Medium.
    case medium
    /// High.
    case high
  }

  /// The dynamic range an image may use.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// Standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full extended range.
    public static let high = DynamicRange(name: "high")
  }

  /// An image from the assets, labelled for screen readers.
  nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }

  /// A variable-value image from the assets (drawn whole).
  nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name) }

  /// A variable-value image from the assets, labelled for screen readers (drawn whole).
  nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name)
  }

  /// A decorative image from the assets: screen readers skip it.
  nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name)
    isDecorative = true
  }

  /// A decorative variable-value image from the assets.
  nonisolated public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(decorative: name, bundle: bundle)
  }

  /// A symbol whose layers fill to `variableValue` in 0…1 (drawn whole: the page's icon font
  /// has one layer).
  nonisolated public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

  /// An image from a `CGImage` at a scale, labelled (the image's name, when it came from the
  /// assets).
  nonisolated public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(cgImage.name)
  }

  /// A decorative image from a `CGImage`.
  nonisolated public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(decorative: cgImage.name)
  }

  /// An image drawn by `renderer` into a context of `size` (drawn as an empty image of that
  /// size: pages have no drawing context for images yet).
  nonisolated public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    self.init("")
  }

  /// The image resizable, its cap insets kept (the whole image scales on a page).
  nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    resizable()
  }

  /// Accepted; the browser smooths edges.
  nonisolated public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// Accepted; the browser scales images.
  nonisolated public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// Accepted; the page shows images in the standard range.
  nonisolated public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
  /// Accepted; a symbol here is one glyph, coloured by the foreground style.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A drawn bitmap: on Linux, an image of the app's assets by name.
public struct CGImage: Hashable, Sendable {
  /// The asset's name.
  let name: String
  /// Its width in pixels (not decoded by the app: 0).
  public var width: Int { 0 }
  /// Its height in pixels (0).
  public var height: Int { 0 }
}

extension View {
  /// Accepted; the page shows images in the standard range.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}

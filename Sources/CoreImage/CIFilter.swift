// CoreImage as a page has it: images are drawn by the browser, not decoded by the app, so
// filters take their inputs and make no output image (`outputImage` is `nil`), and a
// context renders nothing; apps that generate a QR code or blur a photo compile and show
// their fallback.
@_exported import Foundation
@_exported import SwiftUI

/// An image to filter (none is decoded on a page).
open class CIImage: @unchecked Sendable {
  /// The image's extent.
  open var extent: CGRect { .zero }
  /// An image of nothing.
  public init() {}
  /// An image from a Core Graphics image.
  public convenience init(cgImage: CGImage) { self.init() }
  /// An image from data: none is decoded on a page.
  public convenience init?(data: Data) { return nil }
  /// The image transformed.
  open func transformed(by transform: CGAffineTransform) -> CIImage { self }
  /// The image cropped.
  open func cropped(to rect: CGRect) -> CIImage { self }
}

/// A Core Graphics image (none is made on a page).
open class CGImage: @unchecked Sendable {
  /// Its width in pixels.
  open var width: Int { 0 }
  /// Its height in pixels.
  open var height: Int { 0 }
}

/// A filter by name, its inputs set by key.
open class CIFilter: @unchecked Sendable {
  /// The filter's name (`CIQRCodeGenerator`, `CIGaussianBlur`, …).
  public let name: String
  /// The inputs set.
  public private(set) var inputs: [String: Any] = [:]

  /// A filter by name.
  public init?(name: String) { self.name = name }
  /// A filter by name with inputs.
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in params ?? [:] { setValue(value, forKey: key) }
  }

  /// Sets an input.
  open func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }
  /// An input (or `outputImage`).
  open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : inputs[key] }
  /// Sets the inputs to their defaults.
  open func setDefaults() { inputs = [:] }
  /// The filtered image: none on a page.
  open var outputImage: CIImage? { nil }
  /// The filter's input image.
  open var inputImage: CIImage? {
    get { inputs[kCIInputImageKey] as? CIImage }
    set { inputs[kCIInputImageKey] = newValue }
  }
  /// The message a code generator encodes.
  open var message: Data {
    get { inputs["inputMessage"] as? Data ?? Data() }
    set { inputs["inputMessage"] = newValue }
  }
  /// A code generator's error correction level.
  open var correctionLevel: String {
    get { inputs["inputCorrectionLevel"] as? String ?? "M" }
    set { inputs["inputCorrectionLevel"] = newValue }
  }
  /// A blur's radius.
  open var radius: Float {
    get { inputs[kCIInputRadiusKey] as? Float ?? 10 }
    set { inputs[kCIInputRadiusKey] = newValue }
  }
  /// An adjustment's intensity.
  open var intensity: Float {
    get { inputs[kCIInputIntensityKey] as? Float ?? 1 }
    set { inputs[kCIInputIntensityKey] = newValue }
  }

  /// A QR code generator (`CoreImage.CIFilterBuiltins`).
  public static func qrCodeGenerator() -> CIFilter { CIFilter(name: "CIQRCodeGenerator")! }
  /// A Gaussian blur.
  public static func gaussianBlur() -> CIFilter { CIFilter(name: "CIGaussianBlur")! }
  /// A sepia tone.
  public static func sepiaTone() -> CIFilter { CIFilter(name: "CISepiaTone")! }
  /// A pixellation.
  public static func pixellate() -> CIFilter { CIFilter(name: "CIPixellate")! }
  /// A crystallization.
  public static func crystallize() -> CIFilter { CIFilter(name: "CICrystallize")! }
  /// An edge finder.
  public static func edges() -> CIFilter { CIFilter(name: "CIEdges")! }
  /// An unsharp mask.
  public static func unsharpMask() -> CIFilter { CIFilter(name: "CIUnsharpMask")! }
  /// A vignette.
  public static func vignette() -> CIFilter { CIFilter(name: "CIVignette")! }
  /// A colour-controls adjustment.
  public static func colorControls() -> CIFilter { CIFilter(name: "CIColorControls")! }
}

/// Renders images (nothing, on a page).
open class CIContext: @unchecked Sendable {
  /// A context.
  public init() {}
  /// A context with options.
  public init(options: [CIContextOption: Any]?) {}
  /// The image as a Core Graphics image: none on a page.
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}

/// An option of a context.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  /// The option's name.
  public let rawValue: String
  /// An option by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The working colour space.
  public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
  /// Whether to use software rendering.
  public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
}

/// The input image's key.
public let kCIInputImageKey = "inputImage"
/// The output image's key.
public let kCIOutputImageKey = "outputImage"
/// A radius's key.
public let kCIInputRadiusKey = "inputRadius"
/// An intensity's key.
public let kCIInputIntensityKey = "inputIntensity"
/// A scale's key.
public let kCIInputScaleKey = "inputScale"
/// A centre's key.
public let kCIInputCenterKey = "inputCenter"
/// An extent's key.
public let kCIInputExtentKey = "inputExtent"

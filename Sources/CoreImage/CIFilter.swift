import CoreVideo
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
  /// An image of a pixel buffer's pixels.
  public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer) { self.init() }
  /// An image of a pixel buffer's pixels, with options.
  public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [CIImageOption: Any]?) { self.init() }
  /// An image of an image buffer's pixels.
  public convenience init(cvImageBuffer imageBuffer: CVImageBuffer) { self.init() }
  /// An image from data: none is decoded on a page.
  public convenience init?(data: Data) { return nil }
  /// An image of a UIKit image (none is decoded on a page, so an empty one).
  public convenience init?(image: UIImage) { self.init() }
  /// An image from a file: none is decoded on a page.
  public convenience init?(contentsOf url: URL) { return nil }
  /// An image of one colour.
  public convenience init(color: CIColor) { self.init() }
  /// An empty image.
  public static func empty() -> CIImage { CIImage() }
  /// The image turned to an EXIF orientation.
  open func oriented(forExifOrientation orientation: Int32) -> CIImage { self }
  /// The image with a filter applied (none is run on a page).
  open func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage { self }
  /// The image blurred.
  open func applyingGaussianBlur(sigma: Double) -> CIImage { self }
  /// The image with its edges repeated outwards.
  open func clampedToExtent() -> CIImage { self }
  /// The image over another.
  open func composited(over destination: CIImage) -> CIImage { self }
  /// The image transformed.
  open func transformed(by transform: CGAffineTransform) -> CIImage { self }
  /// The image cropped.
  open func cropped(to rect: CGRect) -> CIImage { self }
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

  /// The keys of the inputs this filter takes (`inputImage`, `inputIntensity`…).
  open var inputKeys: [String] { Self.builtIns.first { $0.name == name }?.inputs ?? Array(inputs.keys).sorted() }
  /// The keys of its outputs.
  open var outputKeys: [String] { [kCIOutputImageKey] }
  /// What Core Image says of it: its name and display name.
  open var attributes: [String: Any] {
    [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: Self.localizedName(forFilterName: name) ?? name]
  }

  /// A filter's name as people read it (`CISepiaTone` → "Sepia Tone"); `nil` for a name that
  /// is not a filter's.
  open class func localizedName(forFilterName filterName: String) -> String? {
    guard filterName.hasPrefix("CI"), filterName.count > 2 else { return nil }
    var words = ""
    for character in filterName.dropFirst(2) {
      if character.isUppercase, let last = words.last, last.isLowercase { words.append(" ") }
      words.append(character)
    }
    return words.replacingOccurrences(of: "Filter", with: "").trimmingCharacters(in: .whitespaces)
  }

  /// The names of the built-in filters (all of them, whatever the category).
  open class func filterNames(inCategory category: String?) -> [String] { builtIns.map(\.name) }

  /// The names of the built-in filters in any of `categories`.
  open class func filterNames(inCategories categories: [String]?) -> [String] { builtIns.map(\.name) }
}

/// A colour as Core Image takes it.
public final class CIColor: @unchecked Sendable {
  /// Its components, 0…1.
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  /// A colour of components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  /// A colour of a UIKit colour (drawn as the page draws it: black here).
  public convenience init(color: UIColor) { self.init(red: 0, green: 0, blue: 0) }
  /// Black.
  public static let black = CIColor(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  /// Red.
  public static let red = CIColor(red: 1, green: 0, blue: 0)
  /// Green.
  public static let green = CIColor(red: 0, green: 1, blue: 0)
  /// Blue.
  public static let blue = CIColor(red: 0, green: 0, blue: 1)
  /// Clear.
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Gray.
  public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
}

/// A vector of up to four numbers, as Core Image's inputs take them.
public final class CIVector: @unchecked Sendable {
  /// The numbers.
  public let values: [CGFloat]
  /// Two numbers.
  public init(x: CGFloat, y: CGFloat) { values = [x, y] }
  /// Four numbers.
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
  /// A point.
  public convenience init(cgPoint: CGPoint) { self.init(x: cgPoint.x, y: cgPoint.y) }
  /// The first number.
  public var x: CGFloat { values.first ?? 0 }
  /// The second number.
  public var y: CGFloat { values.count > 1 ? values[1] : 0 }
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
/// An angle's key.
public let kCIInputAngleKey = "inputAngle"
/// A sharpness's key.
public let kCIInputSharpnessKey = "inputSharpness"
/// A width's key.
public let kCIInputWidthKey = "inputWidth"
/// A contrast's key.
public let kCIInputContrastKey = "inputContrast"
/// A brightness's key.
public let kCIInputBrightnessKey = "inputBrightness"
/// A saturation's key.
public let kCIInputSaturationKey = "inputSaturation"
/// An exposure's key.
public let kCIInputEVKey = "inputEV"
/// A colour's key.
public let kCIInputColorKey = "inputColor"
/// A background image's key.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// A mask image's key.
public let kCIInputMaskImageKey = "inputMaskImage"
/// A transform's key.
public let kCIInputTransformKey = "inputTransform"
/// An aspect ratio's key.
public let kCIInputAspectRatioKey = "inputAspectRatio"
/// A time's key.
public let kCIInputTimeKey = "inputTime"
/// An amount's key.
public let kCIInputAmountKey = "inputAmount"
/// The attribute naming a filter.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attribute with a filter's display name.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// Every built-in filter's category.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
/// Colour effects.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// Blurs.
public let kCICategoryBlur = "CICategoryBlur"
/// Stylizing filters.
public let kCICategoryStylize = "CICategoryStylize"
/// Distortions.
public let kCICategoryDistortionEffect = "CICategoryDistortionEffect"

extension UIImage {
  /// An image of a Core Image image (none is decoded on a page: an empty image).
  public convenience init(ciImage: CIImage) { self.init() }
  /// An image of a Core Image image at a scale and orientation.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Image.Orientation) { self.init() }
}

/// An option for making a Core Image image.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
  /// The option's name.
  public let rawValue: String
  /// An option by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The image's colour space.
  public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
  /// Whether to apply the image's orientation.
  public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}

import CoreImage
import CoreMedia
import Foundation
import ImageIO

/// Performs requests on one image. Here it has no engine: `perform` throws
/// `VNError.unsupportedRequest`, after telling each request's completion handler the same.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
  /// A handler for a Core Graphics image.
  public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a Core Graphics image in `orientation`.
  public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a Core Image image.
  public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a Core Image image in `orientation`.
  public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a pixel buffer.
  public init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a pixel buffer in `orientation`.
  public init(
    cvPixelBuffer pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {}
  /// A handler for a camera frame.
  public init(cmSampleBuffer sampleBuffer: CMSampleBuffer, options: [VNImageOption: Any] = [:]) {}
  /// A handler for a camera frame in `orientation`.
  public init(
    cmSampleBuffer sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {}
  /// A handler for the image file at `url`.
  public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}
  /// A handler for the image file at `url` in `orientation`.
  public init(url imageURL: URL, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
  /// A handler for an image file's bytes.
  public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
  /// A handler for an image file's bytes in `orientation`.
  public init(data imageData: Data, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}

  /// Performs `requests`: throws, as Vision cannot analyse images here.
  open func perform(_ requests: [VNRequest]) throws {
    try VNRequest.fail(requests)
  }
}

/// Performs requests on a sequence of images (a camera's frames).
open class VNSequenceRequestHandler: NSObject, @unchecked Sendable {
  /// A handler.
  public override init() {}
  /// Performs `requests` on an image: throws.
  open func perform(_ requests: [VNRequest], on image: CGImage) throws { try VNRequest.fail(requests) }
  /// Performs `requests` on an image in `orientation`: throws.
  open func perform(_ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation) throws {
    try VNRequest.fail(requests)
  }
  /// Performs `requests` on a Core Image image: throws.
  open func perform(_ requests: [VNRequest], on image: CIImage) throws { try VNRequest.fail(requests) }
  /// Performs `requests` on a camera frame: throws.
  open func perform(_ requests: [VNRequest], on sampleBuffer: CMSampleBuffer) throws { try VNRequest.fail(requests) }
  /// Performs `requests` on a camera frame in `orientation`: throws.
  open func perform(
    _ requests: [VNRequest], on sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation
  ) throws { try VNRequest.fail(requests) }
  /// Performs `requests` on a pixel buffer: throws.
  open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer) throws { try VNRequest.fail(requests) }
  /// Performs `requests` on a pixel buffer in `orientation`: throws.
  open func perform(
    _ requests: [VNRequest], on pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation
  ) throws { try VNRequest.fail(requests) }
}

extension VNRequest {
  /// Tells each request's handler that it could not be performed, then throws the first's error.
  static func fail(_ requests: [VNRequest]) throws {
    var first: VNError?
    for request in requests {
      let error = VNError.unsupported(request)
      first = first ?? error
      request.completionHandler?(request, error)
    }
    if let first { throw first }
  }
}

/// An option of an image handler.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
  /// The option's name.
  public let rawValue: String
  /// An option of `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The image's properties.
  public static let properties = VNImageOption(rawValue: "VNImageOptionProperties")
  /// The camera's intrinsics.
  public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
  /// A Core Image context to use.
  public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}

/// A point of the image's own pixels from a normalised one.
public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int)
  -> CGPoint
{
  CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

/// A rectangle of the image's own pixels from a normalised one.
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
  CGRect(
    x: normalizedRect.origin.x * CGFloat(imageWidth), y: normalizedRect.origin.y * CGFloat(imageHeight),
    width: normalizedRect.width * CGFloat(imageWidth), height: normalizedRect.height * CGFloat(imageHeight))
}

/// A normalised rectangle from one of the image's own pixels.
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
  CGRect(
    x: imageRect.origin.x / CGFloat(imageWidth), y: imageRect.origin.y / CGFloat(imageHeight),
    width: imageRect.width / CGFloat(imageWidth), height: imageRect.height / CGFloat(imageHeight))
}

/// A normalised point from one of the image's own pixels.
public func VNNormalizedPointForImagePoint(_ imagePoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
  CGPoint(x: imagePoint.x / CGFloat(imageWidth), y: imagePoint.y / CGFloat(imageHeight))
}

/// The rectangle covering the whole image, normalised.
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

// Vision on a page: requests, observations and handlers as apps write them, with no image
// analysis behind them (Linux has no Vision engine). Performing requests throws
// `VNError.unsupportedRequest`, and each request's completion handler hears the same error, as a
// request Vision cannot run does on iOS; what apps build from observations compiles, and their
// screens show what they show when analysis fails.
@_exported import CoreImage
@_exported import CoreML
@_exported import CoreMedia
@_exported import Foundation
@_exported import ImageIO

/// Why Vision failed.
public struct VNError: Error, LocalizedError, CustomStringConvertible, Sendable {
  /// Vision's kinds of failure.
  public enum Code: Int, Sendable {
    /// Vision could not run the request on this system.
    case unsupportedRequest = 6
    /// The request was cancelled.
    case requestCancelled = 1
    /// An argument was invalid.
    case invalidArgument = 14
    /// An image was invalid.
    case invalidImage = 13
    /// A model was invalid.
    case invalidModel = 15
    /// An internal failure.
    case internalError = 9
  }
  /// The kind of failure.
  public let code: Code
  /// What failed.
  public let description: String
  /// What failed, for a person.
  public var errorDescription: String? { description }

  static func unsupported(_ request: VNRequest) -> VNError {
    VNError(
      code: .unsupportedRequest,
      description:
        "Vision cannot analyse images here: SuperSwift runs apps on Linux, which has no Vision engine "
        + "(\(type(of: request)) was not performed)")
  }
}

/// The handler a request calls when it finishes.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// Gives every request its `results`; typed requests give theirs typed (`VNTypedResults`), as
/// Apple's SDK declares each request's results with its observation class.
public protocol VNRequestResults: AnyObject {}

extension VNRequestResults where Self: VNRequest {
  /// What the request found: nothing, as no analysis runs here.
  public var results: [VNObservation]? { nil }
}

/// A request whose results are observations of one class.
public protocol VNTypedResults: VNRequestResults {
  /// The class of its observations.
  associatedtype Observation: VNObservation
}

extension VNTypedResults where Self: VNRequest {
  /// What the request found, typed: nothing, as no analysis runs here.
  public var results: [Observation]? { nil }
}

/// An image-analysis request.
open class VNRequest: NSObject, VNRequestResults, @unchecked Sendable {
  /// Called when the request finishes.
  public let completionHandler: VNRequestCompletionHandler?
  /// The request's revision.
  open var revision: Int = 1
  /// Whether it runs on the CPU only.
  open var usesCPUOnly = false
  /// Whether it may favour speed over accuracy.
  open var preferBackgroundProcessing = false
  /// The most results it reports.
  open var maximumObservations: Int = 0
  /// The revisions this request supports.
  open class var supportedRevisions: IndexSet { IndexSet(integer: 1) }
  /// The default revision.
  open class var defaultRevision: Int { 1 }
  /// The current revision.
  open class var currentRevision: Int { 1 }

  /// A request that calls `completionHandler` when done.
  public init(completionHandler: VNRequestCompletionHandler? = nil) { self.completionHandler = completionHandler }
  /// A request without a handler.
  public override convenience init() { self.init(completionHandler: nil) }
  /// Cancels the request.
  open func cancel() {}
}

/// A request that analyses an image, or the part of it in `regionOfInterest`.
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
  /// The part of the image analysed, normalised (0–1, origin at the bottom left).
  open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// An image-based request whose results are `Observation`s (the base of each typed request).
open class VNTypedImageRequest<Observation: VNObservation>: VNImageBasedRequest, VNTypedResults,
  @unchecked Sendable
{}

/// Detects faces' bounding boxes.
open class VNDetectFaceRectanglesRequest: VNTypedImageRequest<VNFaceObservation>, @unchecked Sendable {}
/// Detects faces' landmarks.
open class VNDetectFaceLandmarksRequest: VNTypedImageRequest<VNFaceObservation>, @unchecked Sendable {}
/// Measures faces' capture quality.
open class VNDetectFaceCaptureQualityRequest: VNTypedImageRequest<VNFaceObservation>, @unchecked Sendable {}
/// Detects rectangles.
open class VNDetectRectanglesRequest: VNTypedImageRequest<VNRectangleObservation>, @unchecked Sendable {
  /// The smallest aspect ratio detected.
  open var minimumAspectRatio: Float = 0.5
  /// The largest aspect ratio detected.
  open var maximumAspectRatio: Float = 1
  /// The smallest size detected, relative to the image.
  open var minimumSize: Float = 0.2
  /// The confidence below which rectangles are left out.
  open var minimumConfidence: Float = 0
  /// The corner angles tolerated, in degrees.
  open var quadratureTolerance: Float = 30
}
/// Detects documents' outlines.
open class VNDetectDocumentSegmentationRequest: VNTypedImageRequest<VNRectangleObservation>, @unchecked Sendable {}
/// Finds text and recognises it.
open class VNRecognizeTextRequest: VNTypedImageRequest<VNRecognizedTextObservation>, @unchecked Sendable {
  /// Fast or accurate recognition.
  open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
  /// The languages tried, in order.
  open var recognitionLanguages: [String] = ["en-US"]
  /// Whether a language model corrects the words.
  open var usesLanguageCorrection = true
  /// Words to favour.
  open var customWords: [String] = []
  /// The smallest text height recognised, relative to the image.
  open var minimumTextHeight: Float = 0
  /// Whether the language is detected.
  open var automaticallyDetectsLanguage = false
  /// The languages this request recognises.
  open func supportedRecognitionLanguages() throws -> [String] { ["en-US"] }
  /// The languages a level recognises.
  open class func supportedRecognitionLanguages(for recognitionLevel: VNRequestTextRecognitionLevel, revision: Int)
    throws -> [String]
  { ["en-US"] }
}
/// Finds text's bounding boxes.
open class VNDetectTextRectanglesRequest: VNTypedImageRequest<VNTextObservation>, @unchecked Sendable {
  /// Whether each character's box is reported.
  open var reportCharacterBoxes = false
}
/// Detects and reads barcodes.
open class VNDetectBarcodesRequest: VNTypedImageRequest<VNBarcodeObservation>, @unchecked Sendable {
  /// The symbologies looked for.
  open var symbologies: [VNBarcodeSymbology] = VNBarcodeSymbology.all
  /// The symbologies this request reads.
  open func supportedSymbologies() throws -> [VNBarcodeSymbology] { VNBarcodeSymbology.all }
  /// The symbologies this request reads.
  open class var supportedSymbologies: [VNBarcodeSymbology] { VNBarcodeSymbology.all }
}
/// Classifies an image among Vision's own labels.
open class VNClassifyImageRequest: VNTypedImageRequest<VNClassificationObservation>, @unchecked Sendable {
  /// The labels it knows.
  open func supportedIdentifiers() throws -> [String] { [] }
}
/// Recognises animals.
open class VNRecognizeAnimalsRequest: VNTypedImageRequest<VNRecognizedObjectObservation>, @unchecked Sendable {}
/// Detects people's bounding boxes.
open class VNDetectHumanRectanglesRequest: VNTypedImageRequest<VNHumanObservation>, @unchecked Sendable {
  /// Whether only upper bodies are detected.
  open var upperBodyOnly = true
}
/// Detects bodies' poses.
open class VNDetectHumanBodyPoseRequest: VNTypedImageRequest<VNHumanBodyPoseObservation>, @unchecked Sendable {}
/// Detects hands' poses.
open class VNDetectHumanHandPoseRequest: VNTypedImageRequest<VNHumanHandPoseObservation>, @unchecked Sendable {
  /// The most hands detected.
  open var maximumHandCount = 2
}
/// Detects animals' poses.
open class VNDetectAnimalBodyPoseRequest: VNTypedImageRequest<VNAnimalBodyPoseObservation>, @unchecked Sendable {}
/// Finds contours.
open class VNDetectContoursRequest: VNTypedImageRequest<VNContoursObservation>, @unchecked Sendable {
  /// How much contrast is raised first.
  open var contrastAdjustment: Float = 2
  /// Whether dark objects on light are detected.
  open var detectsDarkOnLight = true
  /// The largest image side analysed.
  open var maximumImageDimension = 512
}
/// Finds the horizon's angle.
open class VNDetectHorizonRequest: VNTypedImageRequest<VNHorizonObservation>, @unchecked Sendable {}
/// Makes a saliency map of what draws attention.
open class VNGenerateAttentionBasedSaliencyImageRequest: VNTypedImageRequest<VNSaliencyImageObservation>,
  @unchecked Sendable
{}
/// Makes a saliency map of objects.
open class VNGenerateObjectnessBasedSaliencyImageRequest: VNTypedImageRequest<VNSaliencyImageObservation>,
  @unchecked Sendable
{}
/// Makes an image's feature print, for comparing images.
open class VNGenerateImageFeaturePrintRequest: VNTypedImageRequest<VNFeaturePrintObservation>, @unchecked Sendable {
  /// How the image is scaled first.
  open var imageCropAndScaleOption: VNImageCropAndScaleOption = .scaleFill
}
/// Separates people from the background.
open class VNGeneratePersonSegmentationRequest: VNTypedImageRequest<VNPixelBufferObservation>, @unchecked Sendable {
  /// Fast, balanced or accurate.
  open var qualityLevel: QualityLevel = .balanced
  /// The output's pixel format.
  open var outputPixelFormat: OSType = kCVPixelFormatType_OneComponent8
  /// The quality levels.
  public enum QualityLevel: Int, Sendable {
    /// The most accurate.
    case accurate = 0
    /// Balanced.
    case balanced = 1
    /// The fastest.
    case fast = 2
  }
}
/// Separates foreground objects (iOS 17).
open class VNGenerateForegroundInstanceMaskRequest: VNTypedImageRequest<VNInstanceMaskObservation>,
  @unchecked Sendable
{}

/// Runs a Core ML model on an image.
open class VNCoreMLRequest: VNImageBasedRequest, @unchecked Sendable {
  /// The model.
  public let model: VNCoreMLModel
  /// How the image is scaled to the model's input.
  open var imageCropAndScaleOption: VNImageCropAndScaleOption = .centerCrop
  /// A request running `model`.
  public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler? = nil) {
    self.model = model
    super.init(completionHandler: completionHandler)
  }
}

/// A Core ML model made ready for Vision.
public final class VNCoreMLModel: @unchecked Sendable {
  /// The input feature images go to.
  public var inputImageFeatureName = ""
  /// Extra inputs.
  public var featureProvider: (any MLFeatureProvider)?
  /// A Vision model of `model` (which cannot exist here: every Core ML load throws first).
  public init(for model: MLModel) throws {
    throw VNError(code: .invalidModel, description: "Core ML models cannot run here, so Vision cannot use one")
  }
}

/// How fast or accurate text recognition is.
public enum VNRequestTextRecognitionLevel: Int, Sendable {
  /// The most accurate.
  case accurate = 0
  /// The fastest.
  case fast = 1
}

/// How an image is fitted to a model's input.
public enum VNImageCropAndScaleOption: UInt, Sendable {
  /// Cropped to the centre square.
  case centerCrop = 0
  /// Scaled to fit.
  case scaleFit = 1
  /// Scaled to fill, distorting.
  case scaleFill = 2
  /// Scaled to fit, rotated 90°.
  case scaleFitRotate90CCW = 0x101
  /// Scaled to fill, rotated 90°.
  case scaleFillRotate90CCW = 0x102
}

/// A barcode symbology.
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
  /// Its name.
  public let rawValue: String
  /// A symbology of `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Aztec.
  public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
  /// Code 39.
  public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
  /// Code 93.
  public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
  /// Code 128.
  public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
  /// Data Matrix.
  public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
  /// EAN-8.
  public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
  /// EAN-13.
  public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
  /// ITF-14.
  public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
  /// PDF417.
  public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
  /// QR.
  public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
  /// UPC-E.
  public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")
  /// Codabar.
  public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
  /// GS1 DataBar.
  public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
  /// Micro QR.
  public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
  /// Micro PDF417.
  public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")

  static let all: [VNBarcodeSymbology] = [
    .aztec, .code39, .code93, .code128, .dataMatrix, .ean8, .ean13, .itf14, .pdf417, .qr, .upce, .codabar,
    .gs1DataBar, .microQR, .microPDF417,
  ]
}

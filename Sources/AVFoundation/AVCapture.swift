// The camera pipeline on a page: the app runs on a server, with no camera of the person's. A
// session is configured and started as on iOS, but no device is found (`AVCaptureDevice`'s
// lookups answer nil, discovery finds none, access is denied), so no input is added, no frame
// reaches a sample-buffer delegate, no code reaches a metadata delegate, and a photo asked for
// ends with an error at its delegate. Apps show what they show on a device without a camera.
import CoreGraphics
import CoreMedia
import Foundation

extension AVCaptureDevice {
  /// Kinds of camera and microphone.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The wide-angle camera.
    public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    /// The ultra-wide camera.
    public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    /// The telephoto camera.
    public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    /// The wide and telephoto pair.
    public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    /// The wide and ultra-wide pair.
    public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
    /// The three cameras together.
    public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
    /// The front TrueDepth camera.
    public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    /// The LiDAR depth camera.
    public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
    /// The microphone.
    public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    /// The microphone (its older name).
    public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    /// An external camera.
    public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
  }

  /// Where a camera faces.
  public enum Position: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// The back.
    case back = 1
    /// The front.
    case front = 2
  }

  /// A torch's state.
  public enum TorchMode: Int, Sendable {
    /// Off.
    case off = 0
    /// On.
    case on = 1
    /// On when it is dark.
    case auto = 2
  }

  /// A flash's state.
  public enum FlashMode: Int, Sendable {
    /// Off.
    case off = 0
    /// On.
    case on = 1
    /// On when it is dark.
    case auto = 2
  }

  /// How a camera focuses.
  public enum FocusMode: Int, Sendable {
    /// Fixed.
    case locked = 0
    /// Once, then fixed.
    case autoFocus = 1
    /// Whenever the scene changes.
    case continuousAutoFocus = 2
  }

  /// How a camera sets its exposure.
  public enum ExposureMode: Int, Sendable {
    /// Fixed.
    case locked = 0
    /// Once, then fixed.
    case autoExpose = 1
    /// Whenever the scene changes.
    case continuousAutoExposure = 2
    /// Set by the app.
    case custom = 3
  }

  /// Finds the devices of some kinds: none on a page.
  open class DiscoverySession: @unchecked Sendable {
    /// The devices found: none.
    public let devices: [AVCaptureDevice] = []
    /// Looks for devices of `deviceTypes` facing `position`.
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
  }
}

/// Why a capture failed.
public struct AVCaptureError: Error, LocalizedError, CustomStringConvertible, Sendable {
  /// What failed.
  public let description: String
  /// What failed, for a person.
  public var errorDescription: String? { description }
  static let noCamera = AVCaptureError(
    description: "There is no camera here: SuperSwift runs the app on a server, so nothing can be captured")
}

/// Connects a session's inputs to its outputs.
open class AVCaptureConnection: @unchecked Sendable {
  /// Whether it carries media.
  open var isEnabled = true
  /// Whether it is connected and carrying media.
  open var isActive: Bool { false }
  /// The orientation video is delivered in.
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  /// Whether the orientation can be set.
  open var isVideoOrientationSupported: Bool { true }
  /// The angle video is rotated by, in degrees (iOS 17).
  open var videoRotationAngle: CGFloat = 90
  /// Whether the angle `angle` can be set.
  open func isVideoRotationAngleSupported(_ angle: CGFloat) -> Bool { true }
  /// Whether video is mirrored.
  open var isVideoMirrored = false
  /// Whether mirroring can be set.
  open var isVideoMirroringSupported: Bool { true }
  /// Whether mirroring follows the camera.
  open var automaticallyAdjustsVideoMirroring = true
  /// A connection.
  public init() {}
}

/// The orientation of captured video.
public enum AVCaptureVideoOrientation: Int, Sendable {
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned with the home button on the right.
  case landscapeRight = 3
  /// Turned with the home button on the left.
  case landscapeLeft = 4
}

/// Where a session's media comes from.
open class AVCaptureInput: @unchecked Sendable {
  /// An input.
  public init() {}
}

/// A device as a session's input.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  /// The device.
  public let device: AVCaptureDevice
  /// An input from `device` (which cannot be had on a page: lookups answer nil).
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// Where a session's media goes.
open class AVCaptureOutput: @unchecked Sendable {
  /// Its connections: none until an input is added, which cannot happen here.
  open var connections: [AVCaptureConnection] { [] }
  /// Its connection for `mediaType`.
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
  /// An output.
  public init() {}
}

/// Receives a video output's frames.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
  /// A frame arrived.
  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
  /// A frame was dropped.
  func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
  /// A frame arrived: nothing by default.
  public func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
  ) {}
  /// A frame was dropped: nothing by default.
  public func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
  ) {}
}

/// Hands each video frame to a delegate (none arrives on a page).
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
  /// The frames' format, as Core Video's attributes.
  open var videoSettings: [String: Any]! = [:]
  /// Whether late frames are dropped.
  open var alwaysDiscardsLateVideoFrames = true
  /// The pixel formats it can deliver.
  open var availableVideoPixelFormatTypes: [OSType] {
    [kCVPixelFormatType_32BGRA, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange]
  }
  /// The delegate.
  open private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
  /// The queue the delegate is called on.
  open private(set) var sampleBufferCallbackQueue: DispatchQueue?
  /// Sets who receives frames, on `queue`.
  open func setSampleBufferDelegate(
    _ delegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue: DispatchQueue?
  ) {
    sampleBufferDelegate = delegate
    sampleBufferCallbackQueue = queue
  }
}

/// Receives an audio output's buffers.
public protocol AVCaptureAudioDataOutputSampleBufferDelegate: NSObjectProtocol {
  /// Audio arrived.
  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureAudioDataOutputSampleBufferDelegate {
  /// Audio arrived: nothing by default.
  public func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
  ) {}
}

/// Hands audio to a delegate (none arrives on a page).
open class AVCaptureAudioDataOutput: AVCaptureOutput, @unchecked Sendable {
  /// The delegate.
  open private(set) weak var sampleBufferDelegate: (any AVCaptureAudioDataOutputSampleBufferDelegate)?
  /// Sets who receives audio, on `queue`.
  open func setSampleBufferDelegate(
    _ delegate: (any AVCaptureAudioDataOutputSampleBufferDelegate)?, queue: DispatchQueue?
  ) { sampleBufferDelegate = delegate }
}

extension AVMetadataObject {
  /// A kind of metadata object.
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// QR codes.
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    /// EAN-13 barcodes.
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    /// EAN-8 barcodes.
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    /// UPC-E barcodes.
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    /// Code 39 barcodes.
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    /// Code 39 mod 43 barcodes.
    public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
    /// Code 93 barcodes.
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    /// Code 128 barcodes.
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    /// PDF417 codes.
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    /// Aztec codes.
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    /// Data Matrix codes.
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    /// Interleaved 2 of 5 barcodes.
    public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
    /// ITF-14 barcodes.
    public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
    /// Faces.
    public static let face = ObjectType(rawValue: "face")
    /// Human bodies.
    public static let humanBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-human-body")
  }
}

/// Something a metadata output found in the picture.
open class AVMetadataObject: @unchecked Sendable {
  /// Its kind.
  open var type: ObjectType { .qr }
  /// Where it is, in the picture's unit square.
  open var bounds: CGRect { .zero }
  /// When it was seen.
  open var time: CMTime { .zero }
}

/// A code read from the picture.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  /// The code's text.
  open var stringValue: String? { nil }
  /// Its corners.
  open var corners: [CGPoint] { [] }
}

/// Receives the codes and objects a metadata output finds.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
  /// Objects were found.
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  /// Objects were found: nothing by default.
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

/// Finds codes and faces in the picture (none on a page).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  /// The kinds looked for.
  open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
  /// The kinds it can look for.
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
    [.qr, .ean13, .ean8, .upce, .code39, .code39Mod43, .code93, .code128, .pdf417, .aztec, .dataMatrix, .itf14, .face]
  }
  /// The part of the picture looked at, in its unit square.
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The delegate.
  open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  /// Sets who receives what is found, on `queue`.
  open func setMetadataObjectsDelegate(_ delegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue: DispatchQueue?)
  {
    metadataObjectsDelegate = delegate
  }
}

/// Settings of one photo.
open class AVCapturePhotoSettings: @unchecked Sendable {
  /// The flash.
  open var flashMode: AVCaptureDevice.FlashMode = .off
  /// Whether the photo is taken at the highest resolution.
  open var isHighResolutionPhotoEnabled = false
  /// Speed or quality.
  open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
  /// The photo's format.
  public let format: [String: Any]?
  /// The settings' identifier.
  public let uniqueID = Int64.random(in: 1...Int64.max)
  /// Default settings (a JPEG or HEIC).
  public init() { format = nil }
  /// Settings of `format`.
  public init(format: [String: Any]?) { self.format = format }
  /// Settings like `settings`, as new ones.
  public convenience init(from settings: AVCapturePhotoSettings) { self.init(format: settings.format) }
}

/// A photo taken.
open class AVCapturePhoto: @unchecked Sendable {
  /// The photo as a file's bytes.
  open func fileDataRepresentation() -> Data? { nil }
  /// The photo's pixels.
  open var pixelBuffer: CVPixelBuffer? { nil }
  /// When it was taken.
  open var timestamp: CMTime { .zero }
}

/// Receives a photo output's progress and photos.
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
  /// A photo was processed, or failed (`error`).
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
  /// The capture ended.
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
    error: (any Error)?)
  /// The shutter is about to fire.
  func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
}

extension AVCapturePhotoCaptureDelegate {
  /// A photo was processed: nothing by default.
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
  ) {}
  /// The capture ended: nothing by default.
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
    error: (any Error)?
  ) {}
  /// The shutter is about to fire: nothing by default.
  public func photoOutput(
    _ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
}

/// The settings a photo was taken with.
open class AVCaptureResolvedPhotoSettings: @unchecked Sendable {
  /// The settings' identifier.
  public let uniqueID: Int64
  init(uniqueID: Int64) { self.uniqueID = uniqueID }
}

/// Takes photos (on a page each ends at its delegate with an error: there is no camera).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
  /// Speed or quality.
  public enum QualityPrioritization: Int, Sendable {
    /// The fastest.
    case speed = 1
    /// Balanced.
    case balanced = 2
    /// The best quality.
    case quality = 3
  }
  /// The best quality asked of photos.
  open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced
  /// Whether photos can be taken at the highest resolution.
  open var isHighResolutionCaptureEnabled = false
  /// The flash modes it supports: none.
  open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
  /// Takes a photo with `settings`; `delegate` is told it failed.
  open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
    let resolved = AVCaptureResolvedPhotoSettings(uniqueID: settings.uniqueID)
    nonisolated(unsafe) let delegate = delegate
    DispatchQueue.main.async {
      delegate.photoOutput(self, didFinishProcessingPhoto: AVCapturePhoto(), error: AVCaptureError.noCamera)
      delegate.photoOutput(self, didFinishCaptureFor: resolved, error: AVCaptureError.noCamera)
    }
  }
}

/// Receives a movie output's recording's end.
public protocol AVCaptureFileOutputRecordingDelegate: NSObjectProtocol {
  /// The recording ended, or failed (`error`).
  func fileOutput(
    _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection],
    error: (any Error)?)
}

/// Records to a file.
open class AVCaptureFileOutput: AVCaptureOutput, @unchecked Sendable {
  /// Whether it is recording: never on a page.
  open var isRecording: Bool { false }
  /// How long it has recorded.
  open var recordedDuration: CMTime { .zero }
  /// The longest recording.
  open var maxRecordedDuration: CMTime = .invalid
  /// Starts recording to `url`; `delegate` is told it failed.
  open func startRecording(to outputFileURL: URL, recordingDelegate delegate: any AVCaptureFileOutputRecordingDelegate)
  {
    nonisolated(unsafe) let delegate = delegate
    DispatchQueue.main.async {
      delegate.fileOutput(self, didFinishRecordingTo: outputFileURL, from: [], error: AVCaptureError.noCamera)
    }
  }
  /// Stops recording.
  open func stopRecording() {}
}

/// Records movies.
open class AVCaptureMovieFileOutput: AVCaptureFileOutput, @unchecked Sendable {}

/// Connects devices to outputs. On a page it has no inputs to add (no device is found); it can
/// be configured and started, and delivers nothing.
open class AVCaptureSession: @unchecked Sendable {
  /// A preset quality of the session's output.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    /// The preset's name.
    public let rawValue: String
    /// A preset by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Photos.
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    /// High quality.
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    /// Medium quality.
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    /// Low quality.
    public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    /// 640 × 480.
    public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
    /// 1280 × 720.
    public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
    /// 1920 × 1080.
    public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    /// 3840 × 2160.
    public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
    /// The device's own format.
    public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
  }

  private let lock = NSLock()
  private var running = false
  private var addedInputs: [AVCaptureInput] = []
  private var addedOutputs: [AVCaptureOutput] = []

  /// The preset.
  open var sessionPreset: Preset = .high
  /// Whether it is running.
  open var isRunning: Bool { lock.withLock { running } }
  /// Whether it was interrupted.
  open var isInterrupted: Bool { false }
  /// Its inputs.
  open var inputs: [AVCaptureInput] { lock.withLock { addedInputs } }
  /// Its outputs.
  open var outputs: [AVCaptureOutput] { lock.withLock { addedOutputs } }

  /// A session.
  public init() {}

  /// Whether `preset` can be used.
  open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
  /// Whether `input` can be added.
  open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
  /// Adds `input`.
  open func addInput(_ input: AVCaptureInput) { lock.withLock { addedInputs.append(input) } }
  /// Removes `input`.
  open func removeInput(_ input: AVCaptureInput) { lock.withLock { addedInputs.removeAll { $0 === input } } }
  /// Whether `output` can be added.
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
  /// Adds `output`.
  open func addOutput(_ output: AVCaptureOutput) { lock.withLock { addedOutputs.append(output) } }
  /// Removes `output`.
  open func removeOutput(_ output: AVCaptureOutput) { lock.withLock { addedOutputs.removeAll { $0 === output } } }
  /// Starts a batch of changes.
  open func beginConfiguration() {}
  /// Applies a batch of changes.
  open func commitConfiguration() {}
  /// Starts the flow of media (none flows on a page).
  open func startRunning() { lock.withLock { running = true } }
  /// Stops it.
  open func stopRunning() { lock.withLock { running = false } }
}

extension NSNotification.Name {
  /// A session failed while running.
  public static let AVCaptureSessionRuntimeError = NSNotification.Name("AVCaptureSessionRuntimeErrorNotification")
  /// A session was interrupted.
  public static let AVCaptureSessionWasInterrupted = NSNotification.Name("AVCaptureSessionWasInterruptedNotification")
  /// A session's interruption ended.
  public static let AVCaptureSessionInterruptionEnded = NSNotification.Name(
    "AVCaptureSessionInterruptionEndedNotification")
  /// A session started.
  public static let AVCaptureSessionDidStartRunning = NSNotification.Name("AVCaptureSessionDidStartRunningNotification")
  /// A session stopped.
  public static let AVCaptureSessionDidStopRunning = NSNotification.Name("AVCaptureSessionDidStopRunningNotification")
}

/// Shows a session's video in a layer (an empty one on a page).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
  /// The session shown.
  open var session: AVCaptureSession?
  /// How video fills the layer.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// The connection to the session.
  open var connection: AVCaptureConnection? { nil }
  /// A layer showing `session`.
  public init(session: AVCaptureSession) {
    self.session = session
    super.init()
  }
  /// A layer showing nothing yet.
  public override init() { super.init() }
  /// A point of the layer from one of the device's unit square.
  open func layerPointConverted(fromCaptureDevicePoint point: CGPoint) -> CGPoint {
    CGPoint(x: point.x * bounds.width, y: point.y * bounds.height)
  }
  /// A point of the device's unit square from one of the layer.
  open func captureDevicePointConverted(fromLayerPoint point: CGPoint) -> CGPoint {
    CGPoint(
      x: bounds.width == 0 ? 0 : point.x / bounds.width, y: bounds.height == 0 ? 0 : point.y / bounds.height)
  }
  /// A rectangle of the metadata output's unit square from one of the layer.
  open func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
    let origin = captureDevicePointConverted(fromLayerPoint: rect.origin)
    let far = captureDevicePointConverted(fromLayerPoint: CGPoint(x: rect.maxX, y: rect.maxY))
    return CGRect(x: origin.x, y: origin.y, width: far.x - origin.x, height: far.y - origin.y)
  }
  /// A rectangle of the layer from one of the metadata output's unit square.
  open func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX * bounds.width, y: rect.minY * bounds.height, width: rect.width * bounds.width,
      height: rect.height * bounds.height)
  }
  /// An object found, in the layer's coordinates.
  open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { metadataObject }
}

extension AVCaptureVideoPreviewLayer: _LayerClassMaking {
  /// A preview layer, for a view whose `layerClass` is this class.
  public static func _makeLayer() -> CALayer { AVCaptureVideoPreviewLayer() }
}

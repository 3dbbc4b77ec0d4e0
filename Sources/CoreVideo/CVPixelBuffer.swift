// Core Video's pixel buffers: image memory of a size and pixel format, which Core ML's image
// inputs and Vision's requests take. Real buffers with real bytes (locking is bookkeeping: the
// memory is the process's own); a page has no camera to fill them, so apps make them from images.
@_exported import Foundation

/// A buffer of image pixels.
public final class CVBuffer: @unchecked Sendable {
  /// Its width in pixels.
  public let width: Int
  /// Its height in pixels.
  public let height: Int
  /// Its pixel format (`kCVPixelFormatType_…`).
  public let pixelFormat: OSType
  /// The bytes in one row.
  public let bytesPerRow: Int
  /// The pixels, row after row: memory the buffer owns, zeroed at first.
  let baseAddress: UnsafeMutableRawPointer

  init(width: Int, height: Int, pixelFormat: OSType) {
    self.width = width
    self.height = height
    self.pixelFormat = pixelFormat
    bytesPerRow = width * CVBuffer.bytesPerPixel(pixelFormat)
    baseAddress = .allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
    baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
  }

  deinit { baseAddress.deallocate() }

  static func bytesPerPixel(_ format: OSType) -> Int {
    switch format {
    case kCVPixelFormatType_OneComponent8: return 1
    case kCVPixelFormatType_OneComponent16Half: return 2
    case kCVPixelFormatType_OneComponent32Float: return 4
    case kCVPixelFormatType_24RGB, kCVPixelFormatType_24BGR: return 3
    default: return 4
    }
  }
}

/// A four-character code.
public typealias OSType = UInt32
/// A Core Video result code.
public typealias CVReturn = Int32
/// Flags for locking a buffer's memory.
public struct CVPixelBufferLockFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: UInt64
  /// Flags of `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Locked only for reading.
  public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}
/// An image buffer.
public typealias CVImageBuffer = CVBuffer
/// A pixel buffer.
public typealias CVPixelBuffer = CVBuffer

/// Success.
public let kCVReturnSuccess: CVReturn = 0
/// A general failure.
public let kCVReturnError: CVReturn = -6660
/// An argument was invalid.
public let kCVReturnInvalidArgument: CVReturn = -6661

/// 32-bit ARGB.
public let kCVPixelFormatType_32ARGB: OSType = 0x20
/// 32-bit BGRA.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 32-bit RGBA.
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241
/// 24-bit RGB.
public let kCVPixelFormatType_24RGB: OSType = 0x18
/// 24-bit BGR.
public let kCVPixelFormatType_24BGR: OSType = 0x3234_4247
/// 8-bit grey.
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038
/// 16-bit half-float grey.
public let kCVPixelFormatType_OneComponent16Half: OSType = 0x4C30_3068
/// 32-bit float grey.
public let kCVPixelFormatType_OneComponent32Float: OSType = 0x4C30_3066
/// Bi-planar 4:2:0 YpCbCr, full range (a camera's frames).
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066

/// Whether buffers are compatible with Core Graphics images.
public let kCVPixelBufferCGImageCompatibilityKey = "CGImageCompatibility"
/// Whether buffers are compatible with Core Graphics bitmap contexts.
public let kCVPixelBufferCGBitmapContextCompatibilityKey = "CGBitmapContextCompatibility"
/// The buffers' pixel format.
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// The buffers' width.
public let kCVPixelBufferWidthKey = "Width"
/// The buffers' height.
public let kCVPixelBufferHeightKey = "Height"

/// Makes a pixel buffer of `width` × `height` in `pixelFormatType`.
public func CVPixelBufferCreate(
  _ allocator: Any?, _ width: Int, _ height: Int, _ pixelFormatType: OSType, _ pixelBufferAttributes: Any?,
  _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
  guard width > 0, height > 0 else { return kCVReturnInvalidArgument }
  pixelBufferOut.pointee = CVBuffer(width: width, height: height, pixelFormat: pixelFormatType)
  return kCVReturnSuccess
}
/// The buffer's width in pixels.
public func CVPixelBufferGetWidth(_ buffer: CVPixelBuffer) -> Int { buffer.width }
/// The buffer's height in pixels.
public func CVPixelBufferGetHeight(_ buffer: CVPixelBuffer) -> Int { buffer.height }
/// The bytes in one of the buffer's rows.
public func CVPixelBufferGetBytesPerRow(_ buffer: CVPixelBuffer) -> Int { buffer.bytesPerRow }
/// The buffer's pixel format.
public func CVPixelBufferGetPixelFormatType(_ buffer: CVPixelBuffer) -> OSType { buffer.pixelFormat }
/// Locks the buffer's memory for the CPU.
public func CVPixelBufferLockBaseAddress(_ buffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags) -> CVReturn {
  kCVReturnSuccess
}
/// Unlocks the buffer's memory.
public func CVPixelBufferUnlockBaseAddress(_ buffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags)
  -> CVReturn
{ kCVReturnSuccess }
/// The first byte of the buffer's pixels, while locked.
public func CVPixelBufferGetBaseAddress(_ buffer: CVPixelBuffer) -> UnsafeMutableRawPointer? {
  buffer.baseAddress
}

import Foundation

// ImageIO's image sources as apps use them to read an image's facts: how many frames (a GIF's),
// each frame's delay, and the pixel size, read from the file's own header (GIF, PNG, JPEG),
// purely. The app side holds no pixels (the page draws images), so a frame's `CGImage` stands
// for the frame and draws nothing; destinations write nothing.

/// A source of images: an image file's bytes and what its header says.
public final class CGImageSource: @unchecked Sendable {
  let frames: [ImageHeader.Frame]
  let size: (width: Int, height: Int)?
  let type: String?

  init?(bytes: [UInt8]) {
    guard let header = ImageHeader(bytes) else { return nil }
    (frames, size, type) = (header.frames, header.size, header.type)
  }
}

/// An image file's header, read without decoding: its kind, pixel size and frames.
struct ImageHeader {
  /// One frame: how long it shows, for an animation.
  struct Frame {
    let delay: Double?
  }
  var type: String?
  var size: (width: Int, height: Int)?
  var frames: [Frame] = []

  /// The header of `bytes`, or `nil` when they are not a GIF, PNG or JPEG.
  init?(_ bytes: [UInt8]) {
    if bytes.starts(with: Array("GIF8".utf8)) {
      readGIF(bytes)
    } else if bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]) {
      type = "public.png"
      if bytes.count >= 24 { size = (Self.bigEndian(bytes, 16), Self.bigEndian(bytes, 20)) }
      frames = [Frame(delay: nil)]
    } else if bytes.starts(with: [0xff, 0xd8]) {
      type = "public.jpeg"
      size = Self.jpegSize(bytes)
      frames = [Frame(delay: nil)]
    } else {
      return nil
    }
  }

  static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
    (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
  }

  /// A JPEG's size from its start-of-frame marker.
  static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xff else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xc0...0xcf).contains(marker), ![0xc4, 0xc8, 0xcc].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }

  /// A GIF's size and frames, each with the delay its graphic control extension gives.
  mutating func readGIF(_ bytes: [UInt8]) {
    type = "com.compuserve.gif"
    guard bytes.count >= 13 else { return }
    size = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    var index = 13
    if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 7) + 1) }
    var delay: Double?
    func skipSubBlocks() {
      while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
      index += 1
    }
    while index < bytes.count {
      switch bytes[index] {
      case 0x21:  // an extension
        guard index + 1 < bytes.count else { return }
        if bytes[index + 1] == 0xf9, index + 5 < bytes.count {
          delay = Double(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8) / 100
        }
        index += 2
        skipSubBlocks()
      case 0x2c:  // an image
        guard index + 9 < bytes.count else { return }
        let packed = bytes[index + 9]
        index += 10
        if packed & 0x80 != 0 { index += 3 << (Int(packed & 7) + 1) }
        index += 1  // LZW minimum code size
        skipSubBlocks()
        frames.append(Frame(delay: delay))
        delay = nil
      default:  // the trailer, or bytes that are not GIF
        return
      }
    }
  }
}

/// A source of the image file `data`, or `nil` when it is not a GIF, PNG or JPEG.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: Any?) -> CGImageSource? {
  CGImageSource(bytes: [UInt8](data as Data))
}

/// A source of the image file at `url`.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: Any?) -> CGImageSource? {
  // A file that cannot be read is no source, as ImageIO answers.
  guard let data = try? Data(contentsOf: url) else { return nil }
  return CGImageSource(bytes: [UInt8](data))
}

/// How many images the source holds (a GIF's frames).
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { source.frames.count }

/// The source's type identifier (`public.png`).
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? { source.type }

/// The image at `index` (it stands for the frame: the app side draws no pixels).
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: Any?) -> CGImage? {
  source.frames.indices.contains(index) ? CGImage(name: "") : nil
}

/// A thumbnail of the image at `index`.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: Any?) -> CGImage? {
  CGImageSourceCreateImageAtIndex(source, index, options)
}

/// The image at `index`'s properties: its pixel size and, for a GIF, its delay.
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: Any?) -> NSDictionary?
{
  guard source.frames.indices.contains(index) else { return nil }
  var properties: [String: Any] = [:]
  if let size = source.size {
    properties[kCGImagePropertyPixelWidth] = NSNumber(value: size.width)
    properties[kCGImagePropertyPixelHeight] = NSNumber(value: size.height)
  }
  if source.type == "com.compuserve.gif" {
    let delay = source.frames[index].delay ?? 0
    properties[kCGImagePropertyGIFDictionary] =
      [
        kCGImagePropertyGIFUnclampedDelayTime: NSNumber(value: delay),
        kCGImagePropertyGIFDelayTime: NSNumber(value: delay < 0.011 ? 0.1 : delay),
      ] as NSDictionary
  }
  return properties as NSDictionary
}

/// The source's own properties (a GIF's loop count).
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: Any?) -> NSDictionary? {
  ["FileSize": NSNumber(value: source.frames.count)] as NSDictionary
}

/// A property key: the width in pixels.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// A property key: the height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// A property key: the orientation.
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// A property key: a GIF's own properties.
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// A GIF property key: the frame's delay, at least 0.1 s as browsers show it.
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// A GIF property key: the frame's delay as written.
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// A GIF property key: how many times it loops.
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
/// A property key: a PNG's own properties.
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// An option: whether decoded images are cached.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// An option: make a thumbnail from the full image.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// An option: a thumbnail's largest side.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// An option: turn a thumbnail as the image's orientation says.
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"

/// A destination for images: writes nothing on the app side.
public final class CGImageDestination: @unchecked Sendable {}

/// A destination writing into `data` (nothing is written).
public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: CFString, _ count: Int, _ options: Any?)
  -> CGImageDestination?
{ CGImageDestination() }

/// A destination writing to `url` (nothing is written).
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: Any?)
  -> CGImageDestination?
{ CGImageDestination() }

/// Adds an image (accepted).
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: Any?) {}

/// Writes the images: `false`, there are no pixels to write on the app side.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool { false }

/// An image's orientation, numbered as its EXIF tag numbers it.
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
  /// As stored.
  case up = 1
  /// Mirrored left to right.
  case upMirrored = 2
  /// Turned 180°.
  case down = 3
  /// Mirrored top to bottom.
  case downMirrored = 4
  /// Mirrored and turned 90° anticlockwise.
  case leftMirrored = 5
  /// Turned 90° clockwise.
  case right = 6
  /// Mirrored and turned 90° clockwise.
  case rightMirrored = 7
  /// Turned 90° anticlockwise.
  case left = 8
}

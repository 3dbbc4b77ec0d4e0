// Core Media's times, ranges and sample buffers. Times and ranges are exact values; a sample
// buffer holds a frame's image buffer and time, as a camera's frames would (a page has no camera,
// so none arrives from one).
@_exported import CoreVideo
@_exported import Foundation

/// A time as CoreMedia keeps it: a value over a timescale.
public struct CMTime: Hashable, Comparable, Sendable {
  /// The value.
  public var value: Int64
  /// Units per second.
  public var timescale: Int32

  /// A time of `value` units, `timescale` to a second.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }

  /// A time of `seconds`, counted `preferredTimescale` to a second.
  public init(seconds: Double, preferredTimescale: Int32) {
    value = Int64((seconds * Double(preferredTimescale)).rounded())
    timescale = preferredTimescale
  }

  /// The time in seconds.
  public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }
  /// No time.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// A time that is no time (a timescale of zero).
  public static let invalid = CMTime(value: 0, timescale: 0)
  /// Whether it is a time (its timescale is not zero).
  public var isValid: Bool { timescale != 0 }

  /// Whether `lhs` comes first.
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// A time of `seconds` (CoreMedia's function).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time of `value` units (CoreMedia's function).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// A time in seconds (CoreMedia's function).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A time range of media.
public struct CMTimeRange: Hashable, Sendable {
  /// Where it starts.
  public var start: CMTime
  /// How long it is.
  public var duration: CMTime
  /// A range from a start and a length.
  public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }
  /// A range from a start to an end.
  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: CMTime(seconds: end.seconds - start.seconds, preferredTimescale: 600))
  }
  /// Where it ends.
  public var end: CMTime { CMTime(seconds: start.seconds + duration.seconds, preferredTimescale: 600) }
  /// No range.
  public static let zero = CMTimeRange(start: .zero, duration: .zero)
}

/// A timescale: units per second.
public typealias CMTimeScale = Int32
/// A time's value, in its timescale's units.
public typealias CMTimeValue = Int64

/// A frame of media: an image buffer and when it is presented.
public final class CMSampleBuffer: @unchecked Sendable {
  /// The frame's image, if it has one.
  public let imageBuffer: CVImageBuffer?
  /// When the frame is presented.
  public let presentationTimeStamp: CMTime
  /// How long it lasts.
  public let duration: CMTime
  /// A frame of `imageBuffer` at `presentationTimeStamp`.
  public init(imageBuffer: CVImageBuffer?, presentationTimeStamp: CMTime = .zero, duration: CMTime = .invalid) {
    self.imageBuffer = imageBuffer
    self.presentationTimeStamp = presentationTimeStamp
    self.duration = duration
  }
  /// A copy of `buffer` (the same frame, kept beyond the capture callback).
  public convenience init(copying buffer: CMSampleBuffer) throws {
    self.init(
      imageBuffer: buffer.imageBuffer, presentationTimeStamp: buffer.presentationTimeStamp, duration: buffer.duration)
  }
  /// Whether its data is ready.
  public var isValid: Bool { true }
  /// How many samples it holds.
  public var numSamples: Int { imageBuffer == nil ? 0 : 1 }
}

/// The frame's image buffer.
public func CMSampleBufferGetImageBuffer(_ buffer: CMSampleBuffer) -> CVImageBuffer? { buffer.imageBuffer }
/// When the frame is presented.
public func CMSampleBufferGetPresentationTimeStamp(_ buffer: CMSampleBuffer) -> CMTime {
  buffer.presentationTimeStamp
}
/// How long the frame lasts.
public func CMSampleBufferGetDuration(_ buffer: CMSampleBuffer) -> CMTime { buffer.duration }

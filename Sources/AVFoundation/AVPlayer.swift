import Foundation

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

/// A media item to play, from a URL.
open class AVPlayerItem: @unchecked Sendable {
  /// Where the media is.
  public let url: URL
  /// The item's length (unknown on a page: zero).
  open var duration: CMTime { .zero }

  /// An item for the media at `url`.
  public init(url: URL) { self.url = url }
}

/// Plays media (on a page, `VideoPlayer` draws its place; the time stands still).
open class AVPlayer: @unchecked Sendable {
  /// The item playing.
  open private(set) var currentItem: AVPlayerItem?
  /// The rate: 1 playing, 0 paused.
  open var rate: Float = 0
  /// The volume, 0…1.
  open var volume: Float = 1
  /// Whether the sound is off.
  open var isMuted = false
  /// What happens at the item's end.
  open var actionAtItemEnd: ActionAtItemEnd = .pause

  /// What a player does when an item ends.
  public enum ActionAtItemEnd: Int, Sendable {
    /// Goes on to the next item.
    case advance
    /// Pauses.
    case pause
    /// Does nothing.
    case none
  }

  /// A player with nothing to play.
  public init() {}
  /// A player of the media at `url`.
  public init(url: URL) { currentItem = AVPlayerItem(url: url) }
  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Plays.
  open func play() { rate = 1 }
  /// Pauses.
  open func pause() { rate = 0 }
  /// Plays `item` instead.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  /// Where it is in the item.
  open func currentTime() -> CMTime { .zero }
  /// Goes to `time`.
  open func seek(to time: CMTime) {}
  /// Goes to `time`, then runs `completionHandler` with `true`.
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  /// The items waiting.
  open private(set) var queued: [AVPlayerItem] = []
  /// A player of `items` in turn.
  public init(items: [AVPlayerItem]) {
    super.init(playerItem: items.first)
    queued = items
  }
  /// The items to play.
  open func items() -> [AVPlayerItem] { queued }
}

/// Whether the app may use a capture device (a page has none: never authorized).
public enum AVAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Not allowed by a policy.
  case restricted
  /// Refused.
  case denied
  /// Allowed.
  case authorized
}

/// A camera or microphone (a page has none).
open class AVCaptureDevice: @unchecked Sendable {
  /// Whether the app may use devices of `mediaType`: denied on a page.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .denied }
  /// Asks to use devices of `mediaType`: refused on a page.
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    handler(false)
  }
  /// The default device of `mediaType`: none.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}

/// A kind of media.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String
  /// A kind by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Video.
  public static let video = AVMediaType(rawValue: "vide")
  /// Audio.
  public static let audio = AVMediaType(rawValue: "soun")
}

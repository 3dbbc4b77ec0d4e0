import CoreGraphics
import Foundation

/// A piece of media: a file or a stream at a URL (not decoded on a page: its length is unknown).
open class AVAsset: @unchecked Sendable {
  /// Where the media is.
  public let url: URL
  init(assetURL: URL) { url = assetURL }
  /// An asset of the media at `url`.
  public convenience init(url: URL) { self.init(assetURL: url) }
  /// Its length (unknown on a page: zero).
  open var duration: CMTime { .zero }
  /// Whether it can be played.
  open var isPlayable: Bool { true }
  /// Loads a property (`try await asset.load(.duration)`).
  public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.value(self) }
}

/// A property of an asset loaded asynchronously.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
  let value: (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
  /// The asset's length.
  public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
  /// Whether the asset can be played.
  public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isPlayable } }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// An asset of the media at `URL`, with options.
  public init(url URL: URL, options: [String: Any]? = nil) { super.init(assetURL: URL) }
}

/// A media item to play, from a URL or an asset.
open class AVPlayerItem: @unchecked Sendable {
  /// Where the media is.
  public let url: URL
  /// Its asset.
  public let asset: AVAsset
  /// The item's length (unknown on a page: zero).
  open var duration: CMTime { .zero }
  /// Whether it is ready (a page's media is not decoded, so it is ready at once).
  open var status: Status { .readyToPlay }
  /// Where it is.
  open func currentTime() -> CMTime { .zero }
  /// Goes to `time`.
  open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(true) }

  /// An item's readiness.
  public enum Status: Int, Sendable {
    /// Not known yet.
    case unknown
    /// Ready.
    case readyToPlay
    /// Failed.
    case failed
  }

  /// An item for the media at `url`.
  public init(url: URL) {
    self.url = url
    asset = AVAsset(url: url)
  }
  /// An item of an asset.
  public init(asset: AVAsset) { (url, self.asset) = (asset.url, asset) }
  /// An item of an asset, with the keys to load first.
  public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) { self.init(asset: asset) }
}

extension NSNotification.Name {
  /// An item played to its end.
  public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
  /// An item failed to play to its end.
  public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
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
  /// Goes to `time` within tolerances.
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
  /// Whether it is playing, paused or waiting.
  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  /// Whether it is ready.
  open var status: AVPlayerItem.Status { .readyToPlay }
  /// Whether playing, paused or waiting.
  public enum TimeControlStatus: Int, Sendable {
    /// Paused.
    case paused
    /// Waiting to play.
    case waitingToPlayAtSpecifiedRate
    /// Playing.
    case playing
  }
  /// Calls `block` every `interval` while playing (the time stands still on a page, so never);
  /// the token removes it.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { NSObject() }
  /// Calls `block` when playing reaches one of `times` (never, on a page).
  open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
  ) -> Any { NSObject() }
  /// Removes a time observer.
  open func removeTimeObserver(_ observer: Any) {}
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
  /// An empty queue.
  public override init() { super.init() }
  /// A queue of one item.
  public override init(playerItem item: AVPlayerItem?) {
    super.init(playerItem: item)
    queued = item.map { [$0] } ?? []
  }
  /// The items to play.
  open func items() -> [AVPlayerItem] { queued }
  /// Goes on to the next item.
  open func advanceToNextItem() {
    if !queued.isEmpty { queued.removeFirst() }
    replaceCurrentItem(with: queued.first)
  }
  /// Adds `item` after `afterItem` (at the end when nil).
  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    if let afterItem, let index = queued.firstIndex(where: { $0 === afterItem }) {
      queued.insert(item, at: index + 1)
    } else {
      queued.append(item)
    }
    if currentItem == nil { replaceCurrentItem(with: queued.first) }
  }
  /// Takes `item` out.
  open func remove(_ item: AVPlayerItem) { queued.removeAll { $0 === item } }
  /// Takes every item out.
  open func removeAllItems() {
    queued = []
    replaceCurrentItem(with: nil)
  }
}

/// Plays an item again and again in a queue player.
open class AVPlayerLooper: @unchecked Sendable {
  /// How many times it has looped (the time stands still on a page: none).
  open var loopCount: Int { 0 }
  /// Whether it is looping.
  open private(set) var status = Status.ready
  /// A looper's state.
  public enum Status: Int, Sendable {
    /// Unknown.
    case unknown
    /// Looping.
    case ready
    /// Failed.
    case failed
    /// Cancelled.
    case cancelled
  }
  /// A looper of `itemToLoop` in `player`.
  public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .zero) {
    player.insert(itemToLoop, after: nil)
  }
  /// Stops looping after the current pass.
  open func disableLooping() { status = .cancelled }
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
  /// The device of `deviceType` facing `position`: none on a page.
  open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
    -> AVCaptureDevice?
  { nil }

  /// The device's identifier.
  open var uniqueID: String { "" }
  /// Its name, for people.
  open var localizedName: String { "" }
  /// Its kind.
  open var deviceType: DeviceType { .builtInWideAngleCamera }
  /// Where it faces.
  open var position: Position { .unspecified }
  /// Whether it has a torch.
  open var hasTorch: Bool { false }
  /// Whether its torch can be used now.
  open var isTorchAvailable: Bool { false }
  /// The torch's state.
  open var torchMode: TorchMode = .off
  /// The torch's brightness, 0–1.
  open var torchLevel: Float { 0 }
  /// Whether it supports `torchMode`.
  open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
  /// Turns the torch on at `torchLevel`: throws, as there is no torch.
  open func setTorchModeOn(level torchLevel: Float) throws { throw AVCaptureError.noCamera }
  /// Whether it has a flash.
  open var hasFlash: Bool { false }
  /// Whether its flash can be used now.
  open var isFlashAvailable: Bool { false }
  /// How it focuses.
  open var focusMode: FocusMode = .continuousAutoFocus
  /// Whether it supports `focusMode`.
  open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
  /// Where it focuses, in its unit square.
  open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  /// Whether the focus point can be set.
  open var isFocusPointOfInterestSupported: Bool { false }
  /// How it sets its exposure.
  open var exposureMode: ExposureMode = .continuousAutoExposure
  /// Whether it supports `exposureMode`.
  open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
  /// Where it meters, in its unit square.
  open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  /// Whether the metering point can be set.
  open var isExposurePointOfInterestSupported: Bool { false }
  /// Its zoom.
  open var videoZoomFactor: CGFloat = 1
  /// Its least zoom.
  open var minAvailableVideoZoomFactor: CGFloat { 1 }
  /// Its greatest zoom.
  open var maxAvailableVideoZoomFactor: CGFloat { 1 }
  /// A format the device can capture in.
  open class Format: @unchecked Sendable {
    /// The frame rates it supports.
    open var videoSupportedFrameRateRanges: [AVFrameRateRange] { [] }
    /// Its largest zoom.
    open var videoMaxZoomFactor: CGFloat { 1 }
    /// Its field of view, in degrees.
    open var videoFieldOfView: Float { 0 }
    /// Whether it can be binned.
    open var isVideoBinned: Bool { false }
  }
  /// The formats it can capture in: none.
  open var formats: [Format] { [] }
  /// The format it captures in.
  open var activeFormat = Format()
  /// The shortest time between frames.
  open var activeVideoMinFrameDuration = CMTime.invalid
  /// The longest time between frames.
  open var activeVideoMaxFrameDuration = CMTime.invalid
  /// Asks to use devices of `mediaType`: refused on a page.
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
  /// Takes the device for changes.
  open func lockForConfiguration() throws {}
  /// Gives it back.
  open func unlockForConfiguration() {}
}

/// A range of frame rates a format supports.
open class AVFrameRateRange: @unchecked Sendable {
  /// The lowest rate, per second.
  open var minFrameRate: Float64 { 0 }
  /// The highest rate, per second.
  open var maxFrameRate: Float64 { 0 }
  /// The shortest time between frames.
  open var minFrameDuration: CMTime { .invalid }
  /// The longest time between frames.
  open var maxFrameDuration: CMTime { .invalid }
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

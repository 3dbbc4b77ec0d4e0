// MediaPlayer on a page: the app runs on a server, with no music library, system player or
// Lock Screen of the person's. The library is empty and denied, the system player plays
// nothing, and what an app tells the Lock Screen is kept and shown nowhere.
@_exported import Foundation

/// Whether the app may read the music library.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Denied: a page's answer.
  case denied
  /// Restricted.
  case restricted
  /// Authorised.
  case authorized
}

/// The person's music library: none on a page.
open class MPMediaLibrary: @unchecked Sendable {
  /// Whether the app may read it: denied.
  open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .denied }
  /// Asks to read it: `handler` is told it is denied.
  open class func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
    DispatchQueue.main.async { handler(.denied) }
  }
}

/// A song or video of the library.
open class MPMediaItem: @unchecked Sendable {
  /// Its title.
  open var title: String?
  /// Its artist.
  open var artist: String?
  /// Its length in seconds.
  open var playbackDuration: TimeInterval = 0
  init() {}
}

/// A query of the library: it finds nothing.
open class MPMediaQuery: @unchecked Sendable {
  /// What it found: nothing.
  open var items: [MPMediaItem]? { [] }
  /// Every song.
  open class func songs() -> MPMediaQuery { MPMediaQuery() }
  /// A query.
  public init() {}
}

/// Whether a player plays.
public enum MPMusicPlaybackState: Int, Sendable {
  /// Stopped.
  case stopped
  /// Playing.
  case playing
  /// Paused.
  case paused
  /// Interrupted.
  case interrupted
}

/// The system's music player: it plays nothing on a page.
open class MPMusicPlayerController: @unchecked Sendable {
  /// The system's player.
  public static let systemMusicPlayer = MPMusicPlayerController()
  /// The app's own player.
  public static let applicationMusicPlayer = MPMusicPlayerController()
  /// The app's queue player.
  public static let applicationQueuePlayer = MPMusicPlayerController()
  /// What it plays: nothing.
  open var nowPlayingItem: MPMediaItem?
  /// Whether it plays.
  open var playbackState = MPMusicPlaybackState.stopped
  /// Plays (nothing is queued).
  open func play() {}
  /// Pauses.
  open func pause() {}
  /// Stops.
  open func stop() {}
  /// Skips to the next item.
  open func skipToNextItem() {}
  /// Skips to the previous item.
  open func skipToPreviousItem() {}
  /// Queues what `query` finds (nothing).
  open func setQueue(with query: MPMediaQuery) {}
  init() {}
}

/// What the Lock Screen shows as playing: kept, shown nowhere.
open class MPNowPlayingInfoCenter: @unchecked Sendable {
  private static let center = MPNowPlayingInfoCenter()
  /// The one centre.
  open class func `default`() -> MPNowPlayingInfoCenter { center }
  /// What is playing.
  open var nowPlayingInfo: [String: Any]?
  init() {}
}

/// A now-playing key: the title.
public let MPMediaItemPropertyTitle = "title"
/// A now-playing key: the artist.
public let MPMediaItemPropertyArtist = "artist"
/// A now-playing key: the length in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// A now-playing key: the artwork.
public let MPMediaItemPropertyArtwork = "artwork"
/// A now-playing key: the time played.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "elapsedPlaybackTime"
/// A now-playing key: the rate.
public let MPNowPlayingInfoPropertyPlaybackRate = "playbackRate"

/// A remote command's outcome.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
  /// Done.
  case success
  /// Nothing is playing.
  case noSuchContent
  /// Failed.
  case commandFailed
}

/// A command from headphones or the Lock Screen: none arrives on a page.
open class MPRemoteCommand: @unchecked Sendable {
  /// Whether it is offered.
  open var isEnabled = true
  /// Runs `handler` for each command (none arrives).
  @discardableResult
  open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any { self }
  /// Stops running a handler.
  open func removeTarget(_ target: Any?) {}
  init() {}
}

/// A command's event.
open class MPRemoteCommandEvent: @unchecked Sendable {
  init() {}
}

/// The commands headphones and the Lock Screen send.
open class MPRemoteCommandCenter: @unchecked Sendable {
  private static let center = MPRemoteCommandCenter()
  /// The one centre.
  open class func shared() -> MPRemoteCommandCenter { center }
  /// Play.
  public let playCommand = MPRemoteCommand()
  /// Pause.
  public let pauseCommand = MPRemoteCommand()
  /// Play or pause.
  public let togglePlayPauseCommand = MPRemoteCommand()
  /// Next track.
  public let nextTrackCommand = MPRemoteCommand()
  /// Previous track.
  public let previousTrackCommand = MPRemoteCommand()
  init() {}
}

// AVFoundation as a page has it: an app runs on the server, where nothing plays and nothing
// is recorded, so players and the speech synthesizer keep their state (playing, time, volume)
// and report it as Apple's do, without sound; a sound's end is not reported (it never starts).
@_exported import AudioToolbox
@_exported import CoreMedia
@_exported import Foundation

/// Plays a sound file or data (silently on a page: the app runs on the server).
open class AVAudioPlayer: @unchecked Sendable {
  /// The sound's file, if it came from one.
  public let url: URL?
  /// The sound's data, if it came as data.
  public let data: Data?
  /// Told when the sound ends (never on a page) or fails to decode.
  open weak var delegate: (any AVAudioPlayerDelegate)?
  /// Whether it plays now.
  open private(set) var isPlaying = false
  /// The volume, 0…1.
  open var volume: Float = 1
  /// Sets the volume, over `duration` seconds on iOS (at once here: nothing plays on a server).
  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
  /// The stereo position, -1…1.
  open var pan: Float = 0
  /// How many times it repeats after the first (-1: until stopped).
  open var numberOfLoops = 0
  /// Where it is in the sound, in seconds.
  open var currentTime: TimeInterval = 0
  /// The sound's length in seconds (unknown on a page: 0).
  open var duration: TimeInterval { 0 }
  /// Whether the rate may be changed.
  open var enableRate = false
  /// The playback rate.
  open var rate: Float = 1
  /// How many channels the sound has.
  open var numberOfChannels: Int { 2 }

  /// A player of the sound file at `url`; throws when the file is not there.
  public init(contentsOf url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    self.url = url
    data = nil
  }

  /// A player of the sound file at `url`, of a type named by `utiString`.
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// A player of the sound in `data`.
  public init(data: Data) throws {
    url = nil
    self.data = data
  }

  /// A player of the sound in `data`, of a type named by `utiString`.
  public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

  /// Gets ready to play: `true`.
  @discardableResult open func prepareToPlay() -> Bool { true }
  /// Starts playing: `true` (nothing sounds on a page).
  @discardableResult open func play() -> Bool {
    isPlaying = true
    return true
  }
  /// Starts playing at a time: `true`.
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
  /// Pauses, keeping the place.
  open func pause() { isPlaying = false }
  /// Stops (the place is kept, as Apple's does; set `currentTime` to start over).
  open func stop() { isPlaying = false }
  /// Whether level metering is on.
  open var isMeteringEnabled = false
  /// Updates the meters (none on a page).
  open func updateMeters() {}
  /// A channel's average power in decibels (silence).
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// A channel's peak power in decibels (silence).
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells its delegate.
public protocol AVAudioPlayerDelegate: AnyObject {
  /// The sound finished playing.
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  /// The sound could not be decoded.
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  /// Nothing, unless the delegate says.
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  /// Nothing, unless the delegate says.
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

import Foundation

/// Records from the microphone into a file. A server has no microphone of the person's, so a
/// recording is silence: `stop()` writes a silent WAV file of the time recorded (at least what
/// a player can open) and tells the delegate it finished.
open class AVAudioRecorder: @unchecked Sendable {
  /// Where it records to.
  public let url: URL
  /// The settings it was made with.
  public let settings: [String: Any]
  /// The recording's format.
  public var format: AVAudioFormat {
    AVAudioFormat(settings: settings) ?? AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
  }
  /// Told when a recording finishes.
  open weak var delegate: (any AVAudioRecorderDelegate)?
  /// Whether it is recording.
  open private(set) var isRecording = false
  /// Whether it measures levels.
  open var isMeteringEnabled = false
  private var started: Date?
  private var recorded: TimeInterval = 0
  private var limit: TimeInterval?

  /// A recorder into `url` with `settings` (`AVSampleRateKey`, `AVNumberOfChannelsKey`…).
  public init(url: URL, settings: [String: Any]) throws {
    self.url = url
    self.settings = settings
  }

  /// A recorder into `url` in `format`.
  public convenience init(url: URL, format: AVAudioFormat) throws {
    try self.init(url: url, settings: format.settings)
  }

  /// How long it has recorded.
  open var currentTime: TimeInterval { recorded + (started.map { Date().timeIntervalSince($0) } ?? 0) }

  /// Gets the file ready.
  @discardableResult
  open func prepareToRecord() -> Bool { FileManager.default.createFile(atPath: url.path, contents: Data()) }
  /// Starts or resumes recording.
  @discardableResult
  open func record() -> Bool {
    if !isRecording { started = Date() }
    isRecording = true
    return true
  }
  /// Records for `duration` seconds (stopped by `stop()` or when asked for the time).
  @discardableResult
  open func record(forDuration duration: TimeInterval) -> Bool {
    limit = duration
    return record()
  }
  /// Pauses.
  open func pause() {
    recorded = currentTime
    started = nil
    isRecording = false
  }
  /// Stops, writes the file and tells the delegate.
  open func stop() {
    let seconds = min(currentTime, limit ?? .infinity)
    pause()
    let written = FileManager.default.createFile(
      atPath: url.path, contents: Self.silentWave(seconds: seconds, format: format))
    delegate?.audioRecorderDidFinishRecording(self, successfully: written)
  }
  /// Deletes the file.
  @discardableResult
  open func deleteRecording() -> Bool { (try? FileManager.default.removeItem(at: url)) != nil }
  /// Measures levels now.
  open func updateMeters() {}
  /// The average level of a channel in decibels: silence.
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// The peak level of a channel in decibels: silence.
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

  /// A 16-bit PCM WAV file of `seconds` of silence.
  static func silentWave(seconds: TimeInterval, format: AVAudioFormat) -> Data {
    let channels = Int(format.channelCount)
    let rate = Int(format.sampleRate)
    let frames = Int(max(0, seconds) * format.sampleRate)
    let dataBytes = frames * channels * 2
    var bytes: [UInt8] = []
    func word(_ value: Int, _ size: Int) {
      for index in 0..<size { bytes.append(UInt8((value >> (8 * index)) & 0xff)) }
    }
    bytes += Array("RIFF".utf8)
    word(36 + dataBytes, 4)
    bytes += Array("WAVEfmt ".utf8)
    word(16, 4)
    word(1, 2)
    word(channels, 2)
    word(rate, 4)
    word(rate * channels * 2, 4)
    word(channels * 2, 2)
    word(16, 2)
    bytes += Array("data".utf8)
    word(dataBytes, 4)
    return Data(bytes) + Data(count: dataBytes)
  }
}

/// What a recorder tells.
public protocol AVAudioRecorderDelegate: AnyObject {
  /// The recording finished.
  func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
  /// Encoding failed.
  func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
  /// Nothing, unless the delegate says.
  public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
  /// Nothing, unless the delegate says.
  public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

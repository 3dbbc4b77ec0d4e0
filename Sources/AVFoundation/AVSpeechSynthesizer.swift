import Foundation

/// Speaks text (silently on a page): utterances are queued and finish at once, so apps that
/// wait for `didFinish` go on.
open class AVSpeechSynthesizer: @unchecked Sendable {
  /// Told as utterances start and finish.
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  /// Whether it is speaking (never for long on a page).
  open private(set) var isSpeaking = false
  /// Whether it is paused.
  open private(set) var isPaused = false

  /// A synthesizer.
  public init() {}

  /// Speaks `utterance`: on a page, it starts and finishes at once.
  open func speak(_ utterance: AVSpeechUtterance) {
    delegate?.speechSynthesizer(self, didStart: utterance)
    delegate?.speechSynthesizer(self, didFinish: utterance)
  }
  /// Stops speaking: `true` when it was.
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
  /// Speaks `utterance` into buffers instead of the speaker: a server has no voice, so the
  /// callback gets one empty buffer, which is how the synthesiser says it has finished.
  open func write(_ utterance: AVSpeechUtterance, toBufferCallback bufferCallback: @escaping (AVAudioBuffer) -> Void) {
    let format = AVAudioFormat(standardFormatWithSampleRate: 22_050, channels: 1)!
    if let end = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 0) { bufferCallback(end) }
  }
  /// Pauses: `true` when it was speaking.
  @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
  /// Goes on speaking.
  @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
  /// At once.
  case immediate
  /// After the word being spoken.
  case word
}

/// What a speech synthesizer tells its delegate.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
  /// An utterance started.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
  /// An utterance finished.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  /// Nothing, unless the delegate says.
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
  /// Nothing, unless the delegate says.
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
}

/// Text to speak, with its voice, rate and pitch.
open class AVSpeechUtterance: @unchecked Sendable {
  /// The text.
  public let speechString: String
  /// The voice.
  open var voice: AVSpeechSynthesisVoice?
  /// The rate, from `AVSpeechUtteranceMinimumSpeechRate` to `…MaximumSpeechRate`.
  open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  /// The pitch, 0.5…2.
  open var pitchMultiplier: Float = 1
  /// The volume, 0…1.
  open var volume: Float = 1
  /// Silence before, in seconds.
  open var preUtteranceDelay: TimeInterval = 0
  /// Silence after, in seconds.
  open var postUtteranceDelay: TimeInterval = 0

  /// An utterance of `string`.
  public init(string: String) { speechString = string }
}

/// The slowest speech rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The usual speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice, by language.
open class AVSpeechSynthesisVoice: @unchecked Sendable {
  /// The voice's language (BCP 47).
  public let language: String
  /// The voice's name.
  open var name: String { language }
  /// The voice's identifier.
  open var identifier: String { "com.apple.voice.compact.\(language)" }

  /// The voice of `languageCode` (the run's language when `nil`).
  public init?(language languageCode: String?) {
    language = languageCode ?? Self.currentLanguageCode()
  }

  /// The voice with an identifier.
  public init?(identifier: String) {
    language = identifier.split(separator: ".").last.map(String.init) ?? "en-US"
  }

  /// The voices there are (one per common language).
  open class func speechVoices() -> [AVSpeechSynthesisVoice] {
    ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP", "zh-CN"].compactMap { .init(language: $0) }
  }

  /// The run's language, as a voice's code.
  open class func currentLanguageCode() -> String {
    let name = ProcessInfo.processInfo.environment["LANG"]?.split(separator: ".").first.map(String.init) ?? "en_US"
    return name == "C" || name == "POSIX" ? "en-US" : name.replacingOccurrences(of: "_", with: "-")
  }
}

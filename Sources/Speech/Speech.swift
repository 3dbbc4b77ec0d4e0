// Speech recognition on a page: the app runs on a server, with no microphone of the person's
// and no recogniser. Authorisation is answered "restricted" and recognisers are unavailable —
// what apps check before they listen — and a task started anyway ends with an error.
@_exported import Foundation

/// Whether the app may recognise speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Denied.
  case denied
  /// Restricted: a page's answer.
  case restricted
  /// Authorised.
  case authorized
}

/// Why recognition failed.
public struct SFSpeechError: Error, Sendable, CustomStringConvertible {
  /// What failed.
  public let description: String
}

/// Recognises speech in a language: never available on a page.
open class SFSpeechRecognizer: @unchecked Sendable {
  /// The recogniser's language.
  public let locale: Locale
  /// Whether it can recognise now: no.
  open var isAvailable: Bool { false }
  /// Whether it recognises on the device.
  open var supportsOnDeviceRecognition = false
  /// The delegate.
  open weak var delegate: (any SFSpeechRecognizerDelegate)?
  /// The queue its handlers run on.
  open var queue = OperationQueue.main

  /// A recogniser of the person's language.
  public convenience init?() { self.init(locale: .current) }
  /// A recogniser of `locale`'s language.
  public init?(locale: Locale) { self.locale = locale }

  /// The languages it recognises.
  open class func supportedLocales() -> Set<Locale> { [] }
  /// Whether the app may recognise speech: restricted.
  open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .restricted }
  /// Asks to recognise speech: `handler` is told "restricted".
  open class func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
    DispatchQueue.main.async { handler(.restricted) }
  }

  /// Starts recognising `request`; the task ends at once with an error (no recogniser).
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
  ) -> SFSpeechRecognitionTask {
    let task = SFSpeechRecognitionTask()
    nonisolated(unsafe) let handler = resultHandler
    DispatchQueue.main.async { handler(nil, SFSpeechError(description: "Speech recognition is not available here")) }
    return task
  }
}

/// What a recogniser tells its delegate.
public protocol SFSpeechRecognizerDelegate: AnyObject {
  /// Its availability changed.
  func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
  /// Its availability changed.
  public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// What to recognise.
open class SFSpeechRecognitionRequest: @unchecked Sendable {
  /// Whether partial results are reported.
  open var shouldReportPartialResults = true
  /// Whether recognition must stay on the device.
  open var requiresOnDeviceRecognition = false
  /// Words the speech is likely to hold.
  open var contextualStrings: [String] = []
  /// Whether punctuation is added.
  open var addsPunctuation = false
  init() {}
}

/// Speech from the audio an app appends (none reaches a page).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// A request.
  public override init() { super.init() }
  /// Appends audio (an `AVAudioPCMBuffer`).
  open func append(_ audioPCMBuffer: Any) {}
  /// Ends the audio.
  open func endAudio() {}
}

/// Speech in a recorded file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The file.
  public let url: URL
  /// A request for a file.
  public init(url URL: URL) {
    url = URL
    super.init()
  }
}

/// A recognition's progress.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
  /// Starting.
  case starting
  /// Running.
  case running
  /// Finishing.
  case finishing
  /// Cancelling.
  case canceling
  /// Done.
  case completed
}

/// A recognition under way.
open class SFSpeechRecognitionTask: @unchecked Sendable {
  /// Its state.
  open private(set) var state = SFSpeechRecognitionTaskState.completed
  /// Whether it was cancelled.
  open private(set) var isCancelled = false
  /// Its error.
  open var error: (any Error)? { SFSpeechError(description: "Speech recognition is not available here") }
  init() {}
  /// Cancels it.
  open func cancel() { isCancelled = true }
  /// Finishes it.
  open func finish() {}
}

/// A recognised text, with its alternatives.
open class SFSpeechRecognitionResult: @unchecked Sendable {
  /// The most likely text.
  public let bestTranscription: SFTranscription
  /// Every candidate.
  public let transcriptions: [SFTranscription]
  /// Whether it is final.
  public let isFinal: Bool
  init(bestTranscription: SFTranscription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    transcriptions = [bestTranscription]
    self.isFinal = isFinal
  }
}

/// A candidate text.
open class SFTranscription: @unchecked Sendable {
  /// The text.
  public let formattedString: String
  init(formattedString: String) { self.formattedString = formattedString }
}

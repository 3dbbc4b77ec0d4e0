import Foundation

/// The app's audio session: categories, modes and activation are accepted and kept.
open class AVAudioSession: @unchecked Sendable {
  /// The app's one session.
  public static let shared = AVAudioSession()

  /// The app's one session.
  open class func sharedInstance() -> AVAudioSession { shared }

  /// How the app uses audio.
  public struct Category: RawRepresentable, Hashable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// A category by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sound alongside other apps', silenced by the switch.
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default: silenced by the switch, others' sound stopped.
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    /// Playback that the switch does not silence.
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    /// Recording.
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    /// Playing and recording.
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Several routes at once.
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// A category's specialisation.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode.
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    /// Spoken audio.
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    /// Movie playback.
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    /// Measurement.
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    /// Voice chat.
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
  }

  /// Options of a category.
  public struct CategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mixes with other apps' sound.
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    /// Lowers other apps' sound.
    public static let duckOthers = CategoryOptions(rawValue: 2)
    /// Allows Bluetooth.
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    /// Plays through the speaker.
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }

  /// Options of deactivation.
  public struct SetActiveOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tells other apps they may resume.
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  /// The category set.
  open private(set) var category: Category = .soloAmbient
  /// The mode set.
  open private(set) var mode: Mode = .default
  /// Whether the session is active.
  open private(set) var isActive = false

  /// Sets the category.
  open func setCategory(_ category: Category) throws { self.category = category }
  /// Sets the category and mode.
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
  }
  /// Sets the category with options.
  open func setCategory(_ category: Category, options: CategoryOptions) throws { self.category = category }
  /// Activates or deactivates the session.
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }

  /// Asks to record from the microphone: a server has none of the person's, so `response` is told no.
  open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
    DispatchQueue.main.async { response(false) }
  }

  /// Whether the app may record.
  public enum RecordPermission: Int, Sendable {
    /// Not asked yet.
    case undetermined
    /// Denied: a page's answer.
    case denied
    /// Granted.
    case granted
  }

  /// Whether the app may record: denied.
  open var recordPermission: RecordPermission { .denied }
}

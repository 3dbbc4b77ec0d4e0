// CoreHaptics on a page: a browser has no haptic engine, so the hardware reports no haptics
// (`supportsHaptics` is false, which is what apps check first), and engines, patterns and
// players can still be made and started, playing nothing. Published apps compile unchanged.
@_exported import Foundation

/// What the device's haptic hardware can do.
public protocol CHHapticDeviceCapability {
  /// Whether it plays haptics (never on a page).
  var supportsHaptics: Bool { get }
  /// Whether it plays audio through the engine (never on a page).
  var supportsAudio: Bool { get }
}

/// Plays haptic patterns (none on a page).
open class CHHapticEngine: @unchecked Sendable {
  /// Why the engine stopped.
  public enum StoppedReason: Int, Sendable {
    /// The audio session was interrupted.
    case audioSessionInterrupt = 1
    /// The app went to the background.
    case applicationSuspended = 2
    /// The engine was idle.
    case idleTimeout = 3
    /// Notifications were interrupted.
    case notifyWhenFinished = 4
    /// The engine was destroyed.
    case engineDestroyed = 5
    /// The game controller went away.
    case gameControllerDisconnect = 6
    /// A system error.
    case systemError = -1
  }

  /// What the hardware can do: no haptics, no audio.
  public static func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHaptics() }

  /// Runs when the engine stops.
  open var stoppedHandler: (StoppedReason) -> Void = { _ in }
  /// Runs when the engine resets after a failure.
  open var resetHandler: () -> Void = {}
  /// Whether the engine plays haptics only, without audio.
  open var playsHapticsOnly = true
  /// Whether the engine stops itself when its players finish.
  open var isAutoShutdownEnabled = false
  /// The engine's clock, in seconds.
  open var currentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// An engine.
  public init() throws {}

  /// Starts the engine (nothing to start on a page).
  open func start() throws {}
  /// Starts the engine, then tells `completionHandler`.
  open func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
  /// Stops the engine, then tells `completionHandler`.
  open func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
  /// Tells `finishedHandler` when the players are done (at once: they play nothing).
  open func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> CHHapticEngine.FinishedAction) {
    _ = finishedHandler(nil)
  }
  /// A player of `pattern`.
  open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPlayer() }
  /// A player of `pattern` that can pause, seek and loop.
  open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
    SilentPlayer()
  }
  /// Plays the pattern in the AHAP file at `url` (nothing on a page).
  open func playPattern(from url: URL) throws {}
  /// Plays the pattern in AHAP `data` (nothing on a page).
  open func playPattern(from data: Data) throws {}

  /// What to do once the players are done.
  public enum FinishedAction: Int, Sendable {
    /// Stop the engine.
    case stopEngine = 1
    /// Leave it running.
    case leaveEngineRunning = 2
  }
}

/// The hardware of a page: no haptics, no audio.
struct NoHaptics: CHHapticDeviceCapability {
  var supportsHaptics: Bool { false }
  var supportsAudio: Bool { false }
}

/// Plays a pattern.
public protocol CHHapticPatternPlayer: AnyObject {
  /// Starts at `time` (`CHHapticTimeImmediate`: now).
  func start(atTime time: TimeInterval) throws
  /// Stops at `time`.
  func stop(atTime time: TimeInterval) throws
  /// Sends parameters that change the pattern as it plays.
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
  /// Schedules a parameter curve.
  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
  /// Stops at once.
  func cancel() throws
  /// Whether the player is silent.
  var isMuted: Bool { get set }
}

/// Plays a pattern, and can pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
  /// Pauses at `time`.
  func pause(atTime time: TimeInterval) throws
  /// Resumes at `time`.
  func resume(atTime time: TimeInterval) throws
  /// Moves to `offset` in the pattern.
  func seek(toOffset offset: TimeInterval) throws
  /// Whether the pattern loops.
  var loopEnabled: Bool { get set }
  /// Where the loop ends.
  var loopEnd: TimeInterval { get set }
  /// How fast it plays.
  var playbackRate: Float { get set }
  /// Runs when the pattern is done.
  var completionHandler: ((Error?) -> Void)? { get set }
}

/// A player that plays nothing.
final class SilentPlayer: CHHapticAdvancedPatternPlayer {
  var isMuted = false
  var loopEnabled = false
  var loopEnd: TimeInterval = 0
  var playbackRate: Float = 1
  var completionHandler: ((Error?) -> Void)?
  func start(atTime time: TimeInterval) throws { completionHandler?(nil) }
  func stop(atTime time: TimeInterval) throws {}
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
  func cancel() throws {}
  func pause(atTime time: TimeInterval) throws {}
  func resume(atTime time: TimeInterval) throws {}
  func seek(toOffset offset: TimeInterval) throws {}
}

/// Start a player now.
public let CHHapticTimeImmediate: TimeInterval = 0

/// A haptic or audio event of a pattern.
open class CHHapticEvent: @unchecked Sendable {
  /// Kinds of events.
  public struct EventType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A tap.
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    /// A buzz that lasts.
    public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
    /// A sound that lasts.
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
    /// A custom sound.
    public static let audioCustom = EventType(rawValue: "AudioCustom")
  }

  /// The kind.
  public let type: EventType
  /// Its parameters.
  public let eventParameters: [CHHapticEventParameter]
  /// When it starts, from the pattern's start.
  open var relativeTime: TimeInterval
  /// How long it lasts.
  open var duration: TimeInterval

  /// An event.
  public init(
    eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval
  ) {
    self.type = type
    self.eventParameters = eventParameters
    self.relativeTime = relativeTime
    duration = 0
  }

  /// An event that lasts `duration`.
  public init(
    eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval,
    duration: TimeInterval
  ) {
    self.type = type
    self.eventParameters = eventParameters
    self.relativeTime = relativeTime
    self.duration = duration
  }
}

/// A value of an event: its intensity, sharpness, …
open class CHHapticEventParameter: @unchecked Sendable {
  /// Which value.
  public struct ID: Hashable, Sendable, RawRepresentable {
    /// The value's name.
    public let rawValue: String
    /// A value by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// How strong.
    public static let hapticIntensity = ID(rawValue: "HapticIntensity")
    /// How sharp.
    public static let hapticSharpness = ID(rawValue: "HapticSharpness")
    /// How long the attack is.
    public static let attackTime = ID(rawValue: "AttackTime")
    /// How long the decay is.
    public static let decayTime = ID(rawValue: "DecayTime")
    /// How long the release is.
    public static let releaseTime = ID(rawValue: "ReleaseTime")
    /// Whether it sustains.
    public static let sustained = ID(rawValue: "Sustained")
    /// How loud.
    public static let audioVolume = ID(rawValue: "AudioVolume")
    /// How high.
    public static let audioPitch = ID(rawValue: "AudioPitch")
    /// Where, left to right.
    public static let audioPan = ID(rawValue: "AudioPan")
    /// How bright.
    public static let audioBrightness = ID(rawValue: "AudioBrightness")
  }

  /// Which value.
  public let parameterID: ID
  /// The value.
  open var value: Float

  /// A value of an event.
  public init(parameterID: ID, value: Float) {
    self.parameterID = parameterID
    self.value = value
  }
}

/// A value that changes a pattern as it plays.
open class CHHapticDynamicParameter: @unchecked Sendable {
  /// Which value.
  public struct ID: Hashable, Sendable, RawRepresentable {
    /// The value's name.
    public let rawValue: String
    /// A value by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The intensity's change.
    public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
    /// The sharpness's change.
    public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
  }
  /// Which value.
  public let parameterID: ID
  /// The value.
  open var value: Float
  /// When, from the pattern's start.
  open var relativeTime: TimeInterval
  /// A change of a value.
  public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
    self.parameterID = parameterID
    self.value = value
    self.relativeTime = relativeTime
  }
}

/// A curve a value follows as a pattern plays.
open class CHHapticParameterCurve: @unchecked Sendable {
  /// A point of the curve.
  open class ControlPoint: @unchecked Sendable {
    /// When.
    open var relativeTime: TimeInterval
    /// The value then.
    open var value: Float
    /// A point.
    public init(relativeTime: TimeInterval, value: Float) {
      self.relativeTime = relativeTime
      self.value = value
    }
  }
  /// Which value.
  public let parameterID: CHHapticDynamicParameter.ID
  /// When the curve starts.
  open var relativeTime: TimeInterval
  /// Its points.
  public let controlPoints: [ControlPoint]
  /// A curve.
  public init(
    parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval
  ) {
    self.parameterID = parameterID
    self.controlPoints = controlPoints
    self.relativeTime = relativeTime
  }
}

/// Events and curves, to play together.
open class CHHapticPattern: @unchecked Sendable {
  /// The events.
  public let events: [CHHapticEvent]
  /// How long the pattern lasts.
  open var duration: TimeInterval {
    events.map { $0.relativeTime + $0.duration }.max() ?? 0
  }

  /// A pattern of events and dynamic parameters.
  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { self.events = events }
  /// A pattern of events and parameter curves.
  public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws { self.events = events }
  /// A pattern from an AHAP dictionary (no events here).
  public init(dictionary: [String: Any]) throws { events = [] }
  /// A pattern from an AHAP file (no events here).
  public init(contentsOf url: URL) throws { events = [] }
}

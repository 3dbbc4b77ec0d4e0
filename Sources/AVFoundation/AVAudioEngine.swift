import Foundation

// The audio engine on a page: the app runs on a server, with no microphone or speaker of the
// person's. An engine can be built, prepared and started; its input has no signal, so a tap
// installed on it is never called, and what is scheduled on a player node is not heard.

/// An audio format.
open class AVAudioFormat: @unchecked Sendable {
  /// Samples a second.
  public let sampleRate: Double
  /// Channels.
  public let channelCount: UInt32
  /// A format of a rate and a number of channels.
  public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
    self.sampleRate = sampleRate
    channelCount = channels
  }
}

/// A buffer of samples.
open class AVAudioPCMBuffer: @unchecked Sendable {
  /// Its format.
  public let format: AVAudioFormat
  /// How many frames it can hold.
  public let frameCapacity: UInt32
  /// How many it holds.
  open var frameLength: UInt32 = 0
  /// A buffer.
  public init?(pcmFormat format: AVAudioFormat, frameCapacity: UInt32) {
    self.format = format
    self.frameCapacity = frameCapacity
  }
}

/// When a buffer was captured.
open class AVAudioTime: @unchecked Sendable {
  /// The time in samples.
  public let sampleTime: Int64
  /// A time.
  public init(sampleTime: Int64, atRate sampleRate: Double) { self.sampleTime = sampleTime }
}

/// Which bus of a node.
public typealias AVAudioNodeBus = Int
/// How many frames.
public typealias AVAudioFrameCount = UInt32

/// A node of an engine.
open class AVAudioNode: @unchecked Sendable {
  /// The format of a bus's output.
  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
    AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
  }
  /// The format of a bus's input.
  open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }
  /// Listens to a bus (no signal reaches it here, so `block` is never called).
  open func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void
  ) {}
  /// Stops listening.
  open func removeTap(onBus bus: AVAudioNodeBus) {}
  /// A node.
  public init() {}
}

/// The microphone's node.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// The speaker's node.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
/// The mixer's node.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
  /// The volume.
  open var outputVolume: Float = 1
}
/// A node that plays buffers and files.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
  /// Whether it is playing.
  open private(set) var isPlaying = false
  /// Plays.
  open func play() { isPlaying = true }
  /// Stops.
  open func stop() { isPlaying = false }
  /// Schedules a buffer (not heard here).
  open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {
    completionHandler?()
  }
}

/// A graph of audio nodes.
open class AVAudioEngine: @unchecked Sendable {
  /// The microphone's node.
  public let inputNode = AVAudioInputNode()
  /// The speaker's node.
  public let outputNode = AVAudioOutputNode()
  /// The main mixer.
  public let mainMixerNode = AVAudioMixerNode()
  /// Whether it runs.
  open private(set) var isRunning = false
  /// An engine.
  public init() {}
  /// Adds a node.
  open func attach(_ node: AVAudioNode) {}
  /// Connects two nodes.
  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
  /// Gets ready to start.
  open func prepare() {}
  /// Starts.
  open func start() throws { isRunning = true }
  /// Stops.
  open func stop() { isRunning = false }
  /// Pauses.
  open func pause() { isRunning = false }
  /// Resets.
  open func reset() {}
}

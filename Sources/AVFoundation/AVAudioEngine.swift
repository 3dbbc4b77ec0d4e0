import Foundation

// The audio engine on a page: the app runs on a server, with no microphone or speaker of the
// person's. An engine can be built, prepared and started; its input has no signal, so a tap
// installed on it is never called, and what is scheduled on a player node is not heard.

/// How samples are stored.
public enum AVAudioCommonFormat: UInt, Sendable {
  /// Something else.
  case otherFormat = 0
  /// 32-bit floats.
  case pcmFormatFloat32 = 1
  /// 64-bit floats.
  case pcmFormatFloat64 = 2
  /// 16-bit integers.
  case pcmFormatInt16 = 3
  /// 32-bit integers.
  case pcmFormatInt32 = 4
}

/// An audio format: rate, channels and how samples are stored; equal when all three are.
open class AVAudioFormat: Equatable, @unchecked Sendable {
  /// Whether two formats have the same rate, channels and storage.
  public static func == (lhs: AVAudioFormat, rhs: AVAudioFormat) -> Bool {
    lhs.sampleRate == rhs.sampleRate && lhs.channelCount == rhs.channelCount && lhs.commonFormat == rhs.commonFormat
      && lhs.isInterleaved == rhs.isInterleaved
  }
  /// Samples a second.
  public let sampleRate: Double
  /// Channels.
  public let channelCount: UInt32
  /// How samples are stored.
  public let commonFormat: AVAudioCommonFormat
  /// Whether channels are interleaved.
  public let isInterleaved: Bool
  /// Whether it is 32-bit floats, deinterleaved (AVAudioEngine's standard format).
  public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
  /// A format of a rate and a number of channels, 32-bit floats deinterleaved.
  public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
    guard sampleRate > 0, channels > 0 else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }
  /// A format of a sample type, rate and channels.
  public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: UInt32, interleaved: Bool) {
    guard sampleRate > 0, channels > 0, format != .otherFormat else { return nil }
    (self.sampleRate, channelCount, commonFormat, isInterleaved) = (sampleRate, channels, format, interleaved)
  }
  /// A format from AVFoundation's settings (`AVSampleRateKey`, `AVNumberOfChannelsKey`).
  public convenience init?(settings: [String: Any]) {
    let rate = (settings[AVSampleRateKey] as? Double) ?? (settings[AVSampleRateKey] as? Int).map(Double.init) ?? 44_100
    let channels = (settings[AVNumberOfChannelsKey] as? Int).map(UInt32.init) ?? 1
    self.init(standardFormatWithSampleRate: rate, channels: channels)
  }
  /// The format as settings.
  public var settings: [String: Any] {
    [
      AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: Int(channelCount),
      AVLinearPCMIsFloatKey: commonFormat == .pcmFormatFloat32,
    ]
  }
}

/// A buffer of samples, its memory the app's own: channels of `frameCapacity` samples each.
open class AVAudioPCMBuffer: @unchecked Sendable {
  /// Its format.
  public let format: AVAudioFormat
  /// How many frames it can hold.
  public let frameCapacity: AVAudioFrameCount
  /// How many it holds.
  open var frameLength: AVAudioFrameCount = 0
  private let floats: UnsafeMutablePointer<UnsafeMutablePointer<Float>>
  private let int16s: UnsafeMutablePointer<UnsafeMutablePointer<Int16>>
  private let int32s: UnsafeMutablePointer<UnsafeMutablePointer<Int32>>

  /// A buffer of `frameCapacity` frames of `format`, silent.
  public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
    self.format = format
    self.frameCapacity = frameCapacity
    let channels = Int(format.channelCount)
    let count = Int(frameCapacity)
    floats = .allocate(capacity: channels)
    int16s = .allocate(capacity: channels)
    int32s = .allocate(capacity: channels)
    for channel in 0..<channels {
      floats[channel] = .allocate(capacity: count)
      floats[channel].initialize(repeating: 0, count: count)
      int16s[channel] = .allocate(capacity: count)
      int16s[channel].initialize(repeating: 0, count: count)
      int32s[channel] = .allocate(capacity: count)
      int32s[channel].initialize(repeating: 0, count: count)
    }
  }

  deinit {
    for channel in 0..<Int(format.channelCount) {
      floats[channel].deallocate()
      int16s[channel].deallocate()
      int32s[channel].deallocate()
    }
    floats.deallocate()
    int16s.deallocate()
    int32s.deallocate()
  }

  /// Each channel's samples as floats (the standard format's).
  open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
    format.commonFormat == .pcmFormatFloat32 ? UnsafePointer(floats) : nil
  }
  /// Each channel's samples as 16-bit integers.
  open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? {
    format.commonFormat == .pcmFormatInt16 ? UnsafePointer(int16s) : nil
  }
  /// Each channel's samples as 32-bit integers.
  open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? {
    format.commonFormat == .pcmFormatInt32 ? UnsafePointer(int32s) : nil
  }
  /// The distance between a channel's samples (1: channels are apart).
  open var stride: Int { 1 }
}

/// A time in an audio timeline: the host's clock, the samples', or both.
open class AVAudioTime: @unchecked Sendable {
  /// The time in samples.
  public let sampleTime: AVAudioFramePosition
  /// The samples' rate.
  public let sampleRate: Double
  /// The time on the host's clock (nanoseconds here).
  public let hostTime: UInt64
  /// Whether `sampleTime` is set.
  public let isSampleTimeValid: Bool
  /// Whether `hostTime` is set.
  public let isHostTimeValid: Bool
  /// A time in samples.
  public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    (self.sampleTime, self.sampleRate, hostTime) = (sampleTime, sampleRate, 0)
    (isSampleTimeValid, isHostTimeValid) = (true, false)
  }
  /// A time on the host's clock.
  public init(hostTime: UInt64) {
    (sampleTime, sampleRate, self.hostTime) = (0, 0, hostTime)
    (isSampleTimeValid, isHostTimeValid) = (false, true)
  }
  /// A time in both.
  public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    (self.sampleTime, self.sampleRate, self.hostTime) = (sampleTime, sampleRate, hostTime)
    (isSampleTimeValid, isHostTimeValid) = (true, true)
  }
  /// Seconds of host time.
  public static func seconds(forHostTime hostTime: UInt64) -> TimeInterval { Double(hostTime) / 1e9 }
  /// Host time of seconds.
  public static func hostTime(forSeconds seconds: TimeInterval) -> UInt64 { UInt64(max(0, seconds) * 1e9) }
  /// This time made whole from an anchor with both clocks.
  open func extrapolateTime(fromAnchor anchorTime: AVAudioTime) -> AVAudioTime? {
    if isHostTimeValid && isSampleTimeValid { return self }
    guard anchorTime.isHostTimeValid, anchorTime.isSampleTimeValid, anchorTime.sampleRate > 0 else { return nil }
    if isHostTimeValid {
      let samples =
        (Self.seconds(forHostTime: hostTime) - Self.seconds(forHostTime: anchorTime.hostTime)) * anchorTime.sampleRate
      return AVAudioTime(
        hostTime: hostTime, sampleTime: anchorTime.sampleTime + AVAudioFramePosition(samples),
        atRate: anchorTime.sampleRate)
    }
    let seconds = Double(sampleTime - anchorTime.sampleTime) / anchorTime.sampleRate
    return AVAudioTime(
      hostTime: anchorTime.hostTime + Self.hostTime(forSeconds: seconds), sampleTime: sampleTime, atRate: sampleRate)
  }
}

/// Which bus of a node.
public typealias AVAudioNodeBus = Int
/// How many frames.
public typealias AVAudioFrameCount = UInt32
/// A frame's position.
public typealias AVAudioFramePosition = Int64

/// A sound file: read as silence of its length (a page plays no sound), written to nowhere.
open class AVAudioFile: @unchecked Sendable {
  /// Where it is.
  public let url: URL
  /// The file's own format.
  public let fileFormat: AVAudioFormat
  /// The format reads hand back.
  public let processingFormat: AVAudioFormat
  /// Its length in frames (a WAV file's from its header; others 0).
  public let length: AVAudioFramePosition
  /// Where the next read starts.
  open var framePosition: AVAudioFramePosition = 0

  /// A file to read; throws when there is no file at `fileURL`.
  public init(forReading fileURL: URL) throws {
    guard FileManager.default.isReadableFile(atPath: fileURL.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: fileURL.path])
    }
    url = fileURL
    let header = (try? FileHandle(forReadingFrom: fileURL).read(upToCount: 64)) ?? nil
    let (format, frames) = Self.wave(header.map(Array.init) ?? [])
    fileFormat = format
    processingFormat = format
    length = frames
  }
  /// A file to read in a sample format.
  public convenience init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
    try self.init(forReading: fileURL)
  }
  /// A file to write (nothing is kept).
  public init(forWriting fileURL: URL, settings: [String: Any]) throws {
    url = fileURL
    fileFormat = AVAudioFormat(settings: settings) ?? AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
    processingFormat = fileFormat
    length = 0
  }
  /// Reads into `buffer` as far as it holds (silence).
  open func read(into buffer: AVAudioPCMBuffer) throws { try read(into: buffer, frameCount: buffer.frameCapacity) }
  /// Reads `frames` frames into `buffer` (silence).
  open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
    let left = max(0, length - framePosition)
    let count = min(AVAudioFramePosition(min(frames, buffer.frameCapacity)), left)
    buffer.frameLength = AVAudioFrameCount(count)
    framePosition += count
  }
  /// Writes `buffer` (to nowhere).
  open func write(from buffer: AVAudioPCMBuffer) throws {}

  /// A WAV header's format and frame count; a standard format and 0 for anything else.
  static func wave(_ bytes: [UInt8]) -> (AVAudioFormat, AVAudioFramePosition) {
    func word(_ at: Int, _ size: Int) -> Int {
      at + size <= bytes.count ? (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } : 0
    }
    let standard = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
    guard bytes.count >= 44, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x41, 0x56, 0x45],
      let format = AVAudioFormat(standardFormatWithSampleRate: Double(word(24, 4)), channels: UInt32(word(22, 2)))
    else { return (standard, 0) }
    let frameBytes = word(32, 2)
    let dataSize = bytes[36..<40] == [0x64, 0x61, 0x74, 0x61] ? word(40, 4) : 0
    return (format, frameBytes > 0 ? AVAudioFramePosition(dataSize / frameBytes) : 0)
  }
}

/// A node of an engine.
open class AVAudioNode: @unchecked Sendable {
  /// The engine it is attached to.
  open internal(set) weak var engine: AVAudioEngine?
  /// When it last rendered (never, without a speaker).
  open var lastRenderTime: AVAudioTime? { nil }
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
  /// Resets its state.
  open func reset() {}
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
  /// Its input's volume.
  open var volume: Float = 1
  /// Its input's pan (-1 left … 1 right).
  open var pan: Float = 0
}

/// How a scheduled buffer plays.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Loops until stopped.
  public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1)
  /// Replaces what is scheduled.
  public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 2)
  /// Replaces what is scheduled at the end of its loop.
  public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 4)
}

/// When a scheduled buffer's completion is called.
public enum AVAudioPlayerNodeCompletionCallbackType: Int, Sendable {
  /// When it has been consumed.
  case dataConsumed
  /// When it has been rendered.
  case dataRendered
  /// When it has been played back.
  case dataPlayedBack
}

/// A node that plays buffers and files (not heard here: a scheduled buffer completes at once,
/// unless it loops).
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
  /// Whether it is playing.
  open private(set) var isPlaying = false
  /// Its volume.
  open var volume: Float = 1
  /// Its pan (-1 left … 1 right).
  open var pan: Float = 0
  /// Its playback rate.
  open var rate: Float = 1
  /// Plays.
  open func play() { isPlaying = true }
  /// Plays from a time.
  open func play(at when: AVAudioTime?) { isPlaying = true }
  /// Pauses.
  open func pause() { isPlaying = false }
  /// Stops.
  open func stop() { isPlaying = false }
  /// Gets ready to play.
  open func prepare(withFrameCount frameCount: AVAudioFrameCount) {}
  /// Schedules a buffer (not heard here).
  open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {
    completionHandler?()
  }
  /// Schedules a buffer at a time with options; a looping buffer never completes.
  open func scheduleBuffer(
    _ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
    completionHandler: (@Sendable () -> Void)? = nil
  ) {
    if !options.contains(.loops) { completionHandler?() }
  }
  /// Schedules a buffer, its completion called at a stage.
  open func scheduleBuffer(
    _ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
    completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
    completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil
  ) {
    if !options.contains(.loops) { completionHandler?(callbackType) }
  }
  /// Schedules a file.
  open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {
    completionHandler?()
  }
  /// Schedules part of a file.
  open func scheduleSegment(
    _ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount numberFrames: AVAudioFrameCount,
    at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil
  ) {
    completionHandler?()
  }
  /// A node time as the player's time (none, without rendering).
  open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? { nil }
  /// A player time as the node's time.
  open func nodeTime(forPlayerTime playerTime: AVAudioTime) -> AVAudioTime? { nil }
}

/// An audio unit as a node of the engine (kept as set; nothing is heard).
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {
  /// What it is.
  public let audioComponentDescription: AudioComponentDescription
  /// Its audio unit, whose parameters keep the values set.
  public let auAudioUnit: AUAudioUnit
  /// Its name.
  open var name: String { "" }
  /// Its maker's name.
  open var manufacturerName: String { "Apple" }
  /// A node of the unit a description names.
  public init(audioComponentDescription description: AudioComponentDescription) {
    audioComponentDescription = description
    // AUAudioUnit's initialiser refuses nothing here: no component is loaded.
    auAudioUnit = try! AUAudioUnit(componentDescription: description)
    super.init()
  }
  /// A node with no description.
  public override convenience init() { self.init(audioComponentDescription: AudioComponentDescription()) }
  /// Makes the node of the unit `description` names and hands it to `completionHandler` (an
  /// effect's node for an effect), on the main queue.
  open class func instantiate(
    with audioComponentDescription: AudioComponentDescription, options: AudioComponentInstantiationOptions = [],
    completionHandler: @escaping @Sendable (AVAudioUnit?, (any Error)?) -> Void
  ) {
    let unit: AVAudioUnit =
      audioComponentDescription.componentType == kAudioUnitType_Effect
      ? AVAudioUnitEffect(audioComponentDescription: audioComponentDescription)
      : AVAudioUnit(audioComponentDescription: audioComponentDescription)
    let made = UncheckedUnit(unit: unit)
    DispatchQueue.main.async { completionHandler(made.unit, nil) }
  }
  /// Makes the node of the unit `description` names.
  open class func instantiate(
    with audioComponentDescription: AudioComponentDescription, options: AudioComponentInstantiationOptions = []
  ) async throws -> AVAudioUnit {
    audioComponentDescription.componentType == kAudioUnitType_Effect
      ? AVAudioUnitEffect(audioComponentDescription: audioComponentDescription)
      : AVAudioUnit(audioComponentDescription: audioComponentDescription)
  }
}

/// A unit handed to the main queue.
private struct UncheckedUnit: @unchecked Sendable {
  let unit: AVAudioUnit
}

/// An effect node.
open class AVAudioUnitEffect: AVAudioUnit, @unchecked Sendable {
  /// Whether it is bypassed.
  open var bypass = false
}
/// Pitch and speed.
open class AVAudioUnitTimePitch: AVAudioUnitEffect, @unchecked Sendable {
  /// The pitch shift in cents.
  open var pitch: Float = 0
  /// The playback rate.
  open var rate: Float = 1
  /// The overlap.
  open var overlap: Float = 8
}
/// Speed, its pitch following.
open class AVAudioUnitVarispeed: AVAudioUnitEffect, @unchecked Sendable {
  /// The playback rate.
  open var rate: Float = 1
}
/// Reverb.
open class AVAudioUnitReverb: AVAudioUnitEffect, @unchecked Sendable {
  /// How much of the effect (0…100).
  open var wetDryMix: Float = 0
  /// A room's preset.
  open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) {}
}
/// A reverb's rooms.
public enum AVAudioUnitReverbPreset: Int, Sendable {
  /// A small room.
  case smallRoom
  /// A medium room.
  case mediumRoom
  /// A large room.
  case largeRoom
  /// A medium hall.
  case mediumHall
  /// A large hall.
  case largeHall
  /// A plate.
  case plate
  /// A medium chamber.
  case mediumChamber
  /// A large chamber.
  case largeChamber
  /// A cathedral.
  case cathedral
  /// A second large room.
  case largeRoom2
  /// A second medium hall.
  case mediumHall2
  /// A third medium hall.
  case mediumHall3
  /// A second large hall.
  case largeHall2
}
/// Delay.
open class AVAudioUnitDelay: AVAudioUnitEffect, @unchecked Sendable {
  /// The delay in seconds.
  open var delayTime: TimeInterval = 1
  /// The feedback (percent).
  open var feedback: Float = 50
  /// How much of the effect (0…100).
  open var wetDryMix: Float = 100
}
/// Distortion.
open class AVAudioUnitDistortion: AVAudioUnitEffect, @unchecked Sendable {
  /// How much of the effect (0…100).
  open var wetDryMix: Float = 50
  /// The gain before it.
  open var preGain: Float = -6
}
/// An equaliser.
open class AVAudioUnitEQ: AVAudioUnitEffect, @unchecked Sendable {
  /// The overall gain.
  open var globalGain: Float = 0
  /// Its bands.
  open private(set) var bands: [AVAudioUnitEQFilterParameters] = []
  /// An equaliser of `numberOfBands` bands.
  public init(numberOfBands: Int) {
    super.init(audioComponentDescription: AudioComponentDescription())
    bands = (0..<max(0, numberOfBands)).map { _ in AVAudioUnitEQFilterParameters() }
  }
}

/// One band of an equaliser.
open class AVAudioUnitEQFilterParameters: @unchecked Sendable {
  /// Its filter.
  open var filterType = AVAudioUnitEQFilterType.parametric
  /// Its centre or cut-off frequency, in hertz.
  open var frequency: Float = 1_000
  /// Its width, in octaves.
  open var bandwidth: Float = 0.5
  /// Its gain, in decibels.
  open var gain: Float = 0
  /// Whether it is bypassed.
  open var bypass = true
}

/// An equaliser band's filter.
public enum AVAudioUnitEQFilterType: Int, Sendable {
  /// Parametric.
  case parametric
  /// Low pass.
  case lowPass
  /// High pass.
  case highPass
  /// Resonant low pass.
  case resonantLowPass
  /// Resonant high pass.
  case resonantHighPass
  /// Band pass.
  case bandPass
  /// Band stop.
  case bandStop
  /// Low shelf.
  case lowShelf
  /// High shelf.
  case highShelf
  /// Resonant low shelf.
  case resonantLowShelf
  /// Resonant high shelf.
  case resonantHighShelf
}

/// Converts buffers between formats (the samples are silence here: a converted buffer holds as
/// many frames as its input's length at the output's rate allows, all silent).
open class AVAudioConverter: @unchecked Sendable {
  /// The input's format.
  public let inputFormat: AVAudioFormat
  /// The output's format.
  public let outputFormat: AVAudioFormat
  /// A converter between formats.
  public init?(from fromFormat: AVAudioFormat, to toFormat: AVAudioFormat) {
    (inputFormat, outputFormat) = (fromFormat, toFormat)
  }
  /// Converts what `inputBlock` gives into `outputBuffer`.
  open func convert(
    to outputBuffer: AVAudioPCMBuffer, error outError: UnsafeMutablePointer<NSError?>?,
    withInputFrom inputBlock: (AVAudioPacketCount, UnsafeMutablePointer<AVAudioConverterInputStatus>) -> AVAudioBuffer?
  ) -> AVAudioConverterOutputStatus {
    var status = AVAudioConverterInputStatus.haveData
    let input = inputBlock(outputBuffer.frameCapacity, &status) as? AVAudioPCMBuffer
    guard status == .haveData, let input else { return status == .endOfStream ? .endOfStream : .inputRanDry }
    let ratio = outputFormat.sampleRate / inputFormat.sampleRate
    outputBuffer.frameLength = min(outputBuffer.frameCapacity, AVAudioFrameCount(Double(input.frameLength) * ratio))
    return .haveData
  }
  /// Converts one buffer into another.
  open func convert(to outputBuffer: AVAudioPCMBuffer, from inputBuffer: AVAudioPCMBuffer) throws {
    let ratio = outputFormat.sampleRate / inputFormat.sampleRate
    outputBuffer.frameLength = min(
      outputBuffer.frameCapacity, AVAudioFrameCount(Double(inputBuffer.frameLength) * ratio))
  }
}

/// A count of packets.
public typealias AVAudioPacketCount = UInt32
/// A buffer of audio (a PCM buffer here).
public typealias AVAudioBuffer = AVAudioPCMBuffer

/// What an input block tells a converter.
public enum AVAudioConverterInputStatus: Int, Sendable {
  /// Data is given.
  case haveData
  /// None now.
  case noDataNow
  /// None ever again.
  case endOfStream
}

/// How a conversion went.
public enum AVAudioConverterOutputStatus: Int, Sendable {
  /// Data was made.
  case haveData
  /// The input ran dry.
  case inputRanDry
  /// The stream ended.
  case endOfStream
  /// It failed.
  case error
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
  open func attach(_ node: AVAudioNode) { node.engine = self }
  /// Takes a node out.
  open func detach(_ node: AVAudioNode) { node.engine = nil }
  /// Connects two nodes.
  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
  /// Connects two nodes' buses.
  open func connect(
    _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
    format: AVAudioFormat?
  ) {}
  /// Disconnects a node's input.
  open func disconnectNodeInput(_ node: AVAudioNode) {}
  /// Disconnects a node's output.
  open func disconnectNodeOutput(_ node: AVAudioNode) {}
  /// Whether it stops itself when idle.
  open var isAutoShutdownEnabled = false
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

/// A setting's key: the sample rate.
public let AVSampleRateKey = "AVSampleRateKey"
/// A setting's key: the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// A setting's key: the format's identifier.
public let AVFormatIDKey = "AVFormatIDKey"
/// A setting's key: whether samples are floats.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// A setting's key: bits per sample.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// A setting's key: whether samples are big-endian.
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// A setting's key: whether channels are apart.
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// A setting's key: the encoder's quality.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// A setting's key: the encoder's bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// Linear PCM's format identifier.
public let kAudioFormatLinearPCM: UInt32 = 0x6c70_636d
/// AAC's format identifier.
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320
/// Apple Lossless's format identifier.
public let kAudioFormatAppleLossless: UInt32 = 0x616c_6163

/// An encoder's quality.
public enum AVAudioQuality: Int, Sendable {
  /// The lowest.
  case min = 0
  /// Low.
  case low = 0x20
  /// Medium.
  case medium = 0x40
  /// High.
  case high = 0x60
  /// The highest.
  case max = 0x7f
}

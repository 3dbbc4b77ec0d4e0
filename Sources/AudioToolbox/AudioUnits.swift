// Audio Units as apps name them: component descriptions, the type, subtype and manufacturer
// codes, and an audio unit's parameter tree, which keeps the values set (a page plays no sound,
// so no unit processes any).
import Foundation

/// A four-character code.
public typealias OSType = UInt32
/// A parameter's address in its unit.
public typealias AUParameterAddress = UInt64
/// A parameter's value.
public typealias AUValue = Float

/// What an audio component is: its type, subtype and maker.
public struct AudioComponentDescription: Hashable, Sendable {
  /// Its type (`kAudioUnitType_Effect`…).
  public var componentType: OSType
  /// Its subtype (`kAudioUnitSubType_Reverb2`…).
  public var componentSubType: OSType
  /// Its maker (`kAudioUnitManufacturer_Apple`).
  public var componentManufacturer: OSType
  /// Flags.
  public var componentFlags: UInt32
  /// Which flags matter.
  public var componentFlagsMask: UInt32
  /// A description.
  public init(
    componentType: OSType, componentSubType: OSType, componentManufacturer: OSType, componentFlags: UInt32,
    componentFlagsMask: UInt32
  ) {
    (self.componentType, self.componentSubType, self.componentManufacturer) =
      (componentType, componentSubType, componentManufacturer)
    (self.componentFlags, self.componentFlagsMask) = (componentFlags, componentFlagsMask)
  }
  /// An empty description.
  public init() {
    self.init(componentType: 0, componentSubType: 0, componentManufacturer: 0, componentFlags: 0, componentFlagsMask: 0)
  }
}

/// Apple, as an audio component's maker.
public let kAudioUnitManufacturer_Apple: OSType = 0x6170_706c

/// The `auou` type of audio unit.
public let kAudioUnitType_Output: OSType = 0x61756f75
/// The `aumu` type of audio unit.
public let kAudioUnitType_MusicDevice: OSType = 0x61756d75
/// The `aumf` type of audio unit.
public let kAudioUnitType_MusicEffect: OSType = 0x61756d66
/// The `aufc` type of audio unit.
public let kAudioUnitType_FormatConverter: OSType = 0x61756663
/// The `aufx` type of audio unit.
public let kAudioUnitType_Effect: OSType = 0x61756678
/// The `aumx` type of audio unit.
public let kAudioUnitType_Mixer: OSType = 0x61756d78
/// The `aupn` type of audio unit.
public let kAudioUnitType_Panner: OSType = 0x6175706e
/// The `augn` type of audio unit.
public let kAudioUnitType_Generator: OSType = 0x6175676e
/// The `auol` type of audio unit.
public let kAudioUnitType_OfflineEffect: OSType = 0x61756f6c
/// The `dcmp` subtype of audio unit.
public let kAudioUnitSubType_DynamicsProcessor: OSType = 0x64636d70
/// The `rvb2` subtype of audio unit.
public let kAudioUnitSubType_Reverb2: OSType = 0x72766232
/// The `dely` subtype of audio unit.
public let kAudioUnitSubType_Delay: OSType = 0x64656c79
/// The `dist` subtype of audio unit.
public let kAudioUnitSubType_Distortion: OSType = 0x64697374
/// The `lpas` subtype of audio unit.
public let kAudioUnitSubType_LowPassFilter: OSType = 0x6c706173
/// The `hpas` subtype of audio unit.
public let kAudioUnitSubType_HighPassFilter: OSType = 0x68706173
/// The `bpas` subtype of audio unit.
public let kAudioUnitSubType_BandPassFilter: OSType = 0x62706173
/// The `lmtr` subtype of audio unit.
public let kAudioUnitSubType_PeakLimiter: OSType = 0x6c6d7472
/// The `nbeq` subtype of audio unit.
public let kAudioUnitSubType_NBandEQ: OSType = 0x6e626571
/// The `mrev` subtype of audio unit.
public let kAudioUnitSubType_MatrixReverb: OSType = 0x6d726576
/// The `ipto` subtype of audio unit.
public let kAudioUnitSubType_AUiPodTimeOther: OSType = 0x6970746f
/// The `nutp` subtype of audio unit.
public let kAudioUnitSubType_NewTimePitch: OSType = 0x6e757470
/// The `vari` subtype of audio unit.
public let kAudioUnitSubType_Varispeed: OSType = 0x76617269
/// The `samp` subtype of audio unit.
public let kAudioUnitSubType_Sampler: OSType = 0x73616d70
/// The `rioc` subtype of audio unit.
public let kAudioUnitSubType_RemoteIO: OSType = 0x72696f63
/// The `mcmx` subtype of audio unit.
public let kAudioUnitSubType_MultiChannelMixer: OSType = 0x6d636d78

/// One parameter of an audio unit: its address and value.
open class AUParameter: @unchecked Sendable {
  /// Where it is in its unit.
  public let address: AUParameterAddress
  /// Its identifier.
  open var identifier: String { "\(address)" }
  /// Its name as shown.
  open var displayName: String { identifier }
  /// Its value.
  open var value: AUValue = 0
  /// Its lowest value.
  open var minValue: AUValue = -.greatestFiniteMagnitude
  /// Its highest value.
  open var maxValue: AUValue = .greatestFiniteMagnitude
  init(address: AUParameterAddress) { self.address = address }
  /// Sets the value (as from a host).
  open func setValue(_ value: AUValue, originator: AnyObject?) { self.value = value }
}

/// An audio unit's parameters by address: made as they are first asked for, keeping the values set.
open class AUParameterTree: @unchecked Sendable {
  private var parameters: [AUParameterAddress: AUParameter] = [:]
  private let lock = NSLock()
  /// A tree.
  public init() {}
  /// The parameter at `address`.
  open func parameter(withAddress address: AUParameterAddress) -> AUParameter? {
    lock.withLock {
      if let found = parameters[address] { return found }
      let made = AUParameter(address: address)
      parameters[address] = made
      return made
    }
  }
  /// The parameters asked for so far.
  open var allParameters: [AUParameter] { lock.withLock { parameters.values.sorted { $0.address < $1.address } } }
}

/// An audio unit (version 3): its description and parameters.
open class AUAudioUnit: @unchecked Sendable {
  /// What it is.
  public let componentDescription: AudioComponentDescription
  /// Its parameters.
  open var parameterTree: AUParameterTree? = AUParameterTree()
  /// Its name.
  open var audioUnitName: String? { nil }
  /// Its maker's name.
  open var manufacturerName: String? { "Apple" }
  /// Whether it is bypassed.
  open var shouldBypassEffect = false
  /// A unit of a description.
  public init(componentDescription: AudioComponentDescription, options: AudioComponentInstantiationOptions = []) throws
  {
    self.componentDescription = componentDescription
  }
}

/// How an audio component is loaded.
public struct AudioComponentInstantiationOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Options from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// In another process.
  public static let loadOutOfProcess = AudioComponentInstantiationOptions(rawValue: 1)
  /// In this process.
  public static let loadInProcess = AudioComponentInstantiationOptions(rawValue: 2)
}

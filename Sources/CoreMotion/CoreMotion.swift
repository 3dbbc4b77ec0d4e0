// CoreMotion on a page: the app runs on a server, which has no accelerometer, gyroscope,
// magnetometer, barometer or pedometer. Every sensor reports itself unavailable (what apps
// check first), updates can be started and stopped and never arrive, and the latest readings
// are `nil`; the pedometer's and altimeter's handlers are told the sensor is unavailable.
@_exported import Foundation

/// Acceleration in g along the device's axes.
public struct CMAcceleration: Sendable, Hashable {
  /// Along x.
  public var x: Double
  /// Along y.
  public var y: Double
  /// Along z.
  public var z: Double
  /// An acceleration.
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  /// None.
  public init() { self.init(x: 0, y: 0, z: 0) }
}

/// Rotation in radians a second about the device's axes.
public struct CMRotationRate: Sendable, Hashable {
  /// About x.
  public var x: Double
  /// About y.
  public var y: Double
  /// About z.
  public var z: Double
  /// A rate.
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  /// None.
  public init() { self.init(x: 0, y: 0, z: 0) }
}

/// A magnetic field in microteslas.
public struct CMMagneticField: Sendable, Hashable {
  /// Along x.
  public var x: Double
  /// Along y.
  public var y: Double
  /// Along z.
  public var z: Double
  /// A field.
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  /// None.
  public init() { self.init(x: 0, y: 0, z: 0) }
}

/// An orientation as a quaternion.
public struct CMQuaternion: Sendable, Hashable {
  /// x.
  public var x: Double
  /// y.
  public var y: Double
  /// z.
  public var z: Double
  /// w.
  public var w: Double
  /// A quaternion.
  public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
  /// The identity.
  public init() { self.init(x: 0, y: 0, z: 0, w: 1) }
}

/// A 3 × 3 rotation matrix.
public struct CMRotationMatrix: Sendable, Hashable {
  /// The rows' elements.
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0, m31 = 0.0, m32 = 0.0, m33 = 1.0
  /// The identity.
  public init() {}
}

/// A reading's time.
open class CMLogItem: NSObject, @unchecked Sendable {
  /// Seconds since the device started.
  open var timestamp: TimeInterval { 0 }
}

/// An accelerometer reading.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  /// The acceleration.
  open var acceleration: CMAcceleration { CMAcceleration() }
}

/// A gyroscope reading.
open class CMGyroData: CMLogItem, @unchecked Sendable {
  /// The rotation rate.
  open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// A magnetometer reading.
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
  /// The field.
  open var magneticField: CMMagneticField { CMMagneticField() }
}

/// The device's orientation.
open class CMAttitude: NSObject, @unchecked Sendable {
  /// Rotation about the longitudinal axis, in radians.
  open var roll: Double { 0 }
  /// Rotation about the lateral axis.
  open var pitch: Double { 0 }
  /// Rotation about the vertical axis.
  open var yaw: Double { 0 }
  /// As a quaternion.
  open var quaternion: CMQuaternion { CMQuaternion() }
  /// As a matrix.
  open var rotationMatrix: CMRotationMatrix { CMRotationMatrix() }
  /// Made relative to another attitude.
  open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// The device's motion: attitude, gravity and the user's acceleration.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  /// The orientation.
  open var attitude: CMAttitude { CMAttitude() }
  /// The rotation rate.
  open var rotationRate: CMRotationRate { CMRotationRate() }
  /// Gravity.
  open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
  /// What the user adds to gravity.
  open var userAcceleration: CMAcceleration { CMAcceleration() }
  /// The magnetic field.
  open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField() }
  /// The heading in degrees.
  open var heading: Double { -1 }
}

/// A calibrated magnetic field.
public struct CMCalibratedMagneticField: Sendable {
  /// The field.
  public var field = CMMagneticField()
  /// How good the calibration is.
  public var accuracy = CMMagneticFieldCalibrationAccuracy.uncalibrated
  /// None.
  public init() {}
}

/// How good a magnetometer's calibration is.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
  /// Not calibrated.
  case uncalibrated = -1
  /// Low.
  case low = 0
  /// Medium.
  case medium = 1
  /// High.
  case high = 2
}

/// What device motion is measured against.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
  /// The frame's bits.
  public let rawValue: UInt
  /// A frame.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// An arbitrary z vertical.
  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1)
  /// The same, corrected by the magnetometer.
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 2)
  /// Magnetic north.
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 4)
  /// True north.
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 8)
}

/// What accelerometer updates are handed.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// What gyroscope updates are handed.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// What magnetometer updates are handed.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// What device-motion updates are handed.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// The device's motion sensors: none on a server (see the module's note).
open class CMMotionManager: NSObject, @unchecked Sendable {
  /// Seconds between accelerometer updates.
  open var accelerometerUpdateInterval: TimeInterval = 0.1
  /// Seconds between gyroscope updates.
  open var gyroUpdateInterval: TimeInterval = 0.1
  /// Seconds between magnetometer updates.
  open var magnetometerUpdateInterval: TimeInterval = 0.1
  /// Seconds between device-motion updates.
  open var deviceMotionUpdateInterval: TimeInterval = 0.1
  /// Whether the compass calibration screen may show.
  open var showsDeviceMovementDisplay = false
  /// Whether there is an accelerometer (no).
  open var isAccelerometerAvailable: Bool { false }
  /// Whether accelerometer updates are running.
  open private(set) var isAccelerometerActive = false
  /// The latest accelerometer reading (none).
  open var accelerometerData: CMAccelerometerData? { nil }
  /// Whether there is a gyroscope (no).
  open var isGyroAvailable: Bool { false }
  /// Whether gyroscope updates are running.
  open private(set) var isGyroActive = false
  /// The latest gyroscope reading (none).
  open var gyroData: CMGyroData? { nil }
  /// Whether there is a magnetometer (no).
  open var isMagnetometerAvailable: Bool { false }
  /// Whether magnetometer updates are running.
  open private(set) var isMagnetometerActive = false
  /// The latest magnetometer reading (none).
  open var magnetometerData: CMMagnetometerData? { nil }
  /// Whether device motion is available (no).
  open var isDeviceMotionAvailable: Bool { false }
  /// Whether device-motion updates are running.
  open private(set) var isDeviceMotionActive = false
  /// The latest device motion (none).
  open var deviceMotion: CMDeviceMotion? { nil }
  /// The reference frame device motion uses.
  open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }
  /// The frames available.
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

  /// A manager.
  public override init() {}

  /// Starts accelerometer updates (none arrive).
  open func startAccelerometerUpdates() { isAccelerometerActive = true }
  /// Starts accelerometer updates to a handler (never called).
  open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
    isAccelerometerActive = true
  }
  /// Stops accelerometer updates.
  open func stopAccelerometerUpdates() { isAccelerometerActive = false }
  /// Starts gyroscope updates (none arrive).
  open func startGyroUpdates() { isGyroActive = true }
  /// Starts gyroscope updates to a handler (never called).
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
    isGyroActive = true
  }
  /// Stops gyroscope updates.
  open func stopGyroUpdates() { isGyroActive = false }
  /// Starts magnetometer updates (none arrive).
  open func startMagnetometerUpdates() { isMagnetometerActive = true }
  /// Starts magnetometer updates to a handler (never called).
  open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
    isMagnetometerActive = true
  }
  /// Stops magnetometer updates.
  open func stopMagnetometerUpdates() { isMagnetometerActive = false }
  /// Starts device-motion updates (none arrive).
  open func startDeviceMotionUpdates() { isDeviceMotionActive = true }
  /// Starts device-motion updates in a frame (none arrive).
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) { isDeviceMotionActive = true }
  /// Starts device-motion updates to a handler (never called).
  open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
    isDeviceMotionActive = true
  }
  /// Starts device-motion updates in a frame to a handler (never called).
  open func startDeviceMotionUpdates(
    using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
    withHandler handler: @escaping CMDeviceMotionHandler
  ) { isDeviceMotionActive = true }
  /// Stops device-motion updates.
  open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }
}

/// A CoreMotion error.
public struct CMError: Error, Hashable, Sendable, LocalizedError {
  /// Its code (`CMErrorMotionActivityNotAvailable` is 104).
  public let code: Int
  /// What went wrong.
  public var errorDescription: String? {
    "Motion data is not available: the app runs on a server, which has no motion sensors."
  }
  /// The sensor is not available.
  public static let notAvailable = CMError(code: 104)
}

/// Whether the app may read motion activity.
public enum CMAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Not allowed by a restriction.
  case restricted = 1
  /// The user said no.
  case denied = 2
  /// Allowed.
  case authorized = 3
}

/// Steps and distance walked over a time.
open class CMPedometerData: NSObject, @unchecked Sendable {
  /// When the time began.
  open var startDate: Date { Date() }
  /// When it ended.
  open var endDate: Date { Date() }
  /// Steps taken.
  open var numberOfSteps: NSNumber { 0 }
  /// Metres walked.
  open var distance: NSNumber? { nil }
  /// Floors climbed.
  open var floorsAscended: NSNumber? { nil }
  /// Floors descended.
  open var floorsDescended: NSNumber? { nil }
  /// Seconds a metre.
  open var currentPace: NSNumber? { nil }
  /// Steps a second.
  open var currentCadence: NSNumber? { nil }
}

/// What pedometer queries are handed.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

/// Steps counted by the device: none on a server; queries are told so.
open class CMPedometer: NSObject, @unchecked Sendable {
  /// Whether steps are counted (no).
  open class func isStepCountingAvailable() -> Bool { false }
  /// Whether distance is measured (no).
  open class func isDistanceAvailable() -> Bool { false }
  /// Whether floors are counted (no).
  open class func isFloorCountingAvailable() -> Bool { false }
  /// Whether pace is measured (no).
  open class func isPaceAvailable() -> Bool { false }
  /// Whether cadence is measured (no).
  open class func isCadenceAvailable() -> Bool { false }
  /// Whether the app may read it.
  open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
  /// A pedometer.
  public override init() {}
  /// Steps between two dates: the handler is told they are not available.
  open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
    handler(nil, CMError.notAvailable)
  }
  /// Live steps from a date: the handler is told they are not available.
  open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
    handler(nil, CMError.notAvailable)
  }
  /// Stops live steps.
  open func stopUpdates() {}
}

/// A change of altitude.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
  /// Metres since updates began.
  open var relativeAltitude: NSNumber { 0 }
  /// Air pressure in kilopascals.
  open var pressure: NSNumber { 0 }
}

/// The barometer: none on a server.
open class CMAltimeter: NSObject, @unchecked Sendable {
  /// Whether relative altitude is measured (no).
  open class func isRelativeAltitudeAvailable() -> Bool { false }
  /// Whether the app may read it.
  open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
  /// An altimeter.
  public override init() {}
  /// Starts altitude updates: the handler is told they are not available.
  open func startRelativeAltitudeUpdates(
    to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void
  ) { handler(nil, CMError.notAvailable) }
  /// Stops altitude updates.
  open func stopRelativeAltitudeUpdates() {}
}

/// What the user is doing: walking, running, in a car.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
  /// Still.
  open var stationary: Bool { false }
  /// Walking.
  open var walking: Bool { false }
  /// Running.
  open var running: Bool { false }
  /// In a car.
  open var automotive: Bool { false }
  /// Cycling.
  open var cycling: Bool { false }
  /// Not known.
  open var unknown: Bool { true }
  /// When it began.
  open var startDate: Date { Date() }
}

/// Motion activity: none on a server.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
  /// Whether activity is available (no).
  open class func isActivityAvailable() -> Bool { false }
  /// Whether the app may read it.
  open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
  /// A manager.
  public override init() {}
  /// Starts activity updates (none arrive).
  open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {
  }
  /// Stops activity updates.
  open func stopActivityUpdates() {}
}

// CoreBluetooth on a page: the app runs on a server, which has no Bluetooth radio for it. A
// central or peripheral manager tells its delegate, soon after it is made, that Bluetooth is
// unsupported (what apps wait for before scanning); scans and advertising find nothing.
@_exported import Foundation

/// A Bluetooth manager's state.
public enum CBManagerState: Int, Sendable {
  /// Not known yet.
  case unknown
  /// Resetting.
  case resetting
  /// Not supported by this device: a page's state.
  case unsupported
  /// Not allowed.
  case unauthorized
  /// Off.
  case poweredOff
  /// On.
  case poweredOn
}

/// Whether the app may use Bluetooth.
public enum CBManagerAuthorization: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Restricted.
  case restricted
  /// Denied.
  case denied
  /// Always allowed.
  case allowedAlways
}

/// A Bluetooth identifier.
public struct CBUUID: Hashable, Sendable, CustomStringConvertible {
  /// The identifier's text.
  public let uuidString: String
  /// An identifier from its text (`"180D"` or a full UUID).
  public init(string theString: String) { uuidString = theString.uppercased() }
  /// An identifier from a UUID.
  public init(nsuuid: UUID) { uuidString = nsuuid.uuidString }
  /// The identifier's text.
  public var description: String { uuidString }
}

/// What both managers share.
open class CBManager: @unchecked Sendable {
  /// The state: unsupported on a page, once the delegate was told.
  open internal(set) var state = CBManagerState.unknown
  /// Whether the app may use Bluetooth: allowed (there is nothing to use).
  open class var authorization: CBManagerAuthorization { .allowedAlways }
  init() {}
}

/// A remote device.
open class CBPeer: @unchecked Sendable {
  /// Its identifier.
  public let identifier = UUID()
  init() {}
}

/// A device a central found (none on a page).
open class CBPeripheral: CBPeer {
  /// Its name.
  open var name: String?
  /// Its services.
  open var services: [CBService]?
  /// Its delegate.
  open weak var delegate: (any CBPeripheralDelegate)?
  /// Discovers services.
  open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
  /// Discovers a service's characteristics.
  open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
  /// Reads a characteristic.
  open func readValue(for characteristic: CBCharacteristic) {}
  /// Subscribes to a characteristic.
  open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
}

/// A device's service.
open class CBService: @unchecked Sendable {
  /// Its identifier.
  public let uuid: CBUUID
  /// Its characteristics.
  open var characteristics: [CBCharacteristic]?
  init(uuid: CBUUID) { self.uuid = uuid }
}

/// A service's value.
open class CBCharacteristic: @unchecked Sendable {
  /// Its identifier.
  public let uuid: CBUUID
  /// Its value.
  open var value: Data?
  init(uuid: CBUUID) { self.uuid = uuid }
}

/// What a central manager tells its delegate.
public protocol CBCentralManagerDelegate: AnyObject {
  /// The state changed (to unsupported, on a page).
  func centralManagerDidUpdateState(_ central: CBCentralManager)
  /// A device was found.
  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
    rssi RSSI: NSNumber)
  /// A device connected.
  func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
  /// A device disconnected.
  func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
  /// A device was found.
  public func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
    rssi RSSI: NSNumber
  ) {}
  /// A device connected.
  public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
  /// A device disconnected.
  public func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?
  ) {}
}

/// What a peripheral tells its delegate.
public protocol CBPeripheralDelegate: AnyObject {
  /// Its services were discovered.
  func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
  /// A service's characteristics were discovered.
  func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
  /// A characteristic's value arrived.
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
}

extension CBPeripheralDelegate {
  /// Its services were discovered.
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
  /// A service's characteristics were discovered.
  public func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?
  ) {}
  /// A characteristic's value arrived.
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?
  ) {}
}

/// Finds and connects to devices: none on a page.
open class CBCentralManager: CBManager {
  /// The delegate.
  open weak var delegate: (any CBCentralManagerDelegate)?
  /// Whether it is scanning.
  open private(set) var isScanning = false

  /// A manager whose delegate is told the state on `queue` (the main queue when `nil`).
  public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
    self.delegate = delegate
    super.init()
    let box = UncheckedManager(manager: self)
    (queue ?? .main).async {
      box.manager.state = .unsupported
      box.manager.delegate?.centralManagerDidUpdateState(box.manager)
    }
  }
  /// A manager with no delegate yet.
  public convenience override init() { self.init(delegate: nil, queue: nil) }

  /// Scans for devices (none is found).
  open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
  /// Stops scanning.
  open func stopScan() {}
  /// Connects to a device.
  open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
  /// Disconnects a device.
  open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
  /// The devices known by identifier: none.
  open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
}

/// A manager carried to the queue its delegate is told on.
private struct UncheckedManager: @unchecked Sendable {
  let manager: CBCentralManager
}

/// The advertisement's local name.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// The advertisement's services.
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Whether a scan reports a device more than once.
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"

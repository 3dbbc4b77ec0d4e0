// Security's keychain on a page: items are kept for the run, in memory, by class, service and
// account (a server has no keychain of the person's; what an app keeps across runs belongs in
// `@AppStorage`). Adding, finding, updating and deleting answer with the keychain's status
// codes, as on iOS; random bytes come from the system's generator.
@_exported import Foundation
import Synchronization

/// A status: `errSecSuccess` or an error's code.
public typealias OSStatus = Int32
/// A Core Foundation object (what the keychain hands back).
public typealias CFTypeRef = AnyObject
/// A Core Foundation dictionary: a query or an item's attributes.
public typealias CFDictionary = [String: Any]
/// A keychain constant's name.
public typealias CFString = String

/// Success.
public let errSecSuccess: OSStatus = 0
/// No such item.
public let errSecItemNotFound: OSStatus = -25300
/// The item is there already.
public let errSecDuplicateItem: OSStatus = -25299
/// A parameter was wrong.
public let errSecParam: OSStatus = -50
/// The operation is not done here.
public let errSecUnimplemented: OSStatus = -4

/// An item's class.
public let kSecClass: CFString = "class"
/// A password of an app's own.
public let kSecClassGenericPassword: CFString = "genp"
/// A website's password.
public let kSecClassInternetPassword: CFString = "inet"
/// A key.
public let kSecClassKey: CFString = "keys"
/// The item's service.
public let kSecAttrService: CFString = "svce"
/// The item's account.
public let kSecAttrAccount: CFString = "acct"
/// The item's server.
public let kSecAttrServer: CFString = "srvr"
/// The item's label.
public let kSecAttrLabel: CFString = "labl"
/// When the item may be read.
public let kSecAttrAccessible: CFString = "pdmn"
/// Readable once the device was unlocked after starting.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable while unlocked, on this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// The access group.
public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item is synchronised.
public let kSecAttrSynchronizable: CFString = "sync"
/// The item's secret.
public let kSecValueData: CFString = "v_Data"
/// Return the item's secret.
public let kSecReturnData: CFString = "r_Data"
/// Return the item's attributes.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items to find.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Core Foundation's true.
public let kCFBooleanTrue: Bool! = true
/// Core Foundation's false.
public let kCFBooleanFalse: Bool! = false

/// An item of the run's keychain: its attributes as text, and its secret.
private struct Item: Sendable {
  var attributes: [String: String]
  var secret: Data?
}

/// The run's keychain.
private let keychain = Mutex<[Item]>([])

/// The attributes that name an item (class, service, account, server, access group).
private let identifying = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrAccessGroup]

private func identity(of attributes: [String: Any]) -> [String: String] {
  var key: [String: String] = [:]
  for name in identifying { if let value = attributes[name] { key[name] = "\(value)" } }
  return key
}

private func secret(_ value: Any?) -> Data? {
  if let data = value as? Data { return data }
  if let data = value as? NSData { return data as Data }
  return nil
}

/// Adds an item; `errSecDuplicateItem` when one with the same class, service and account is there.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  guard attributes[kSecClass] != nil else { return errSecParam }
  let item = Item(attributes: identity(of: attributes), secret: secret(attributes[kSecValueData]))
  return keychain.withLock { items in
    guard !items.contains(where: { $0.attributes == item.attributes }) else { return errSecDuplicateItem }
    items.append(item)
    return errSecSuccess
  }
}

/// Finds items: their secret (`kSecReturnData`) or attributes, one or all (`kSecMatchLimit`).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  let key = identity(of: query)
  let found = keychain.withLock { items in items.filter { item in key.allSatisfy { item.attributes[$0] == $1 } } }
  guard let first = found.first else { return errSecItemNotFound }
  let all = (query[kSecMatchLimit] as? String) == kSecMatchLimitAll
  func answer(_ item: Item) -> AnyObject {
    if query[kSecReturnAttributes] as? Bool == true {
      var attributes: [String: Any] = item.attributes
      if query[kSecReturnData] as? Bool == true { attributes[kSecValueData] = item.secret ?? Data() }
      return NSDictionary(dictionary: attributes)
    }
    return NSData(data: item.secret ?? Data())
  }
  result?.pointee = all ? NSArray(array: found.map(answer)) : answer(first)
  return errSecSuccess
}

/// Changes the items `query` finds to have `attributesToUpdate`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  let key = identity(of: query)
  let newSecret = secret(attributesToUpdate[kSecValueData])
  let newAttributes = identity(of: attributesToUpdate)
  return keychain.withLock { items in
    var changed = false
    for index in items.indices where key.allSatisfy({ items[index].attributes[$0] == $1 }) {
      items[index].attributes.merge(newAttributes) { $1 }
      if let newSecret { items[index].secret = newSecret }
      changed = true
    }
    return changed ? errSecSuccess : errSecItemNotFound
  }
}

/// Deletes the items `query` finds.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  let key = identity(of: query)
  return keychain.withLock { items in
    let before = items.count
    items.removeAll { item in key.allSatisfy { item.attributes[$0] == $1 } }
    return items.count < before ? errSecSuccess : errSecItemNotFound
  }
}

/// A status's sentence.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecParam: "One or more parameters passed to a function were not valid."
  default: "Error \(status)."
  }
}

/// The system's random generator.
public struct SecRandomRef: Sendable {}
/// The default random generator.
public let kSecRandomDefault: SecRandomRef? = SecRandomRef()

/// Fills `bytes` with `count` random bytes from the system's generator.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
  var generator = SystemRandomNumberGenerator()
  let buffer = bytes.bindMemory(to: UInt8.self, capacity: count)
  for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
  return errSecSuccess
}

import Foundation

// The Objective-C runtime's functions apps call from Swift, which Linux has no runtime for:
// `@synchronized`'s lock (`objc_sync_enter`/`objc_sync_exit`) and associated objects (a stored
// property added in an extension). Both are kept by the object's identity, beside a weak
// reference to it, so an object freed and another made at its address never share them.

/// What an associated object's setter does with the value (all keep it strongly here).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak, unretained reference on Apple's systems.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Takes `obj`'s recursive lock (Objective-C's `@synchronized`), waiting for another thread to
/// give it up; 0, as Apple's returns on success.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
  ObjectiveCRuntime.shared.lock(for: obj as AnyObject).lock()
  return 0
}

/// Gives up `obj`'s recursive lock taken by `objc_sync_enter`; 0 on success.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
  ObjectiveCRuntime.shared.lock(for: obj as AnyObject).unlock()
  return 0
}

/// Keeps `value` on `object` under `key` (the address of a static variable, as apps write
/// `&Keys.badge`); `nil` removes it.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  ObjectiveCRuntime.shared.set(value, on: object as AnyObject, key: key)
}

/// The value kept on `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  ObjectiveCRuntime.shared.value(on: object as AnyObject, key: key)
}

/// Removes every value kept on `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  ObjectiveCRuntime.shared.removeAll(on: object as AnyObject)
}

/// What the functions above keep, by object.
final class ObjectiveCRuntime: @unchecked Sendable {
  static let shared = ObjectiveCRuntime()

  /// One object's lock and values, with a weak reference that tells whether it is still the
  /// object at that identity.
  final class Entry {
    weak var object: AnyObject?
    let lock = NSRecursiveLock()
    var values: [UnsafeRawPointer: Any] = [:]
    init(_ object: AnyObject) { self.object = object }
  }

  private let guardLock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Entries added since the last sweep of freed objects' ones.
  private var addedSinceSweep = 0

  /// The entry for `object`, made when it has none (or its identity was another object's).
  private func entry(for object: AnyObject) -> Entry {
    guardLock.lock()
    defer { guardLock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry }
    let entry = Entry(object)
    entries[id] = entry
    addedSinceSweep += 1
    if addedSinceSweep >= 1024 {
      entries = entries.filter { $0.value.object != nil }
      addedSinceSweep = 0
    }
    return entry
  }

  func lock(for object: AnyObject) -> NSRecursiveLock { entry(for: object).lock }

  func set(_ value: Any?, on object: AnyObject, key: UnsafeRawPointer) {
    let entry = entry(for: object)
    guardLock.lock()
    entry.values[key] = value
    guardLock.unlock()
  }

  func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
    guardLock.lock()
    defer { guardLock.unlock() }
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.values[key]
  }

  func removeAll(on object: AnyObject) {
    let entry = entry(for: object)
    guardLock.lock()
    entry.values = [:]
    guardLock.unlock()
  }
}

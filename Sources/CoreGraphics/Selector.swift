import Foundation

/// The name of a method, as Objective-C's selectors carry it, and — where the app's own
/// method is named — the method itself. Swift on Linux has no Objective-C runtime, so the host
/// writes each `#selector(…)` before compiling: `#selector(UIResponder.resignFirstResponder)`
/// as `Selector("resignFirstResponder")`, whose name the runtime's UIKit acts on, and
/// `#selector(tick(_:))` in the app's own type as `Selector("tick:", Self.tick(_:))`, which
/// target–action APIs (`Timer`'s, `NotificationCenter`'s, `perform(_:with:afterDelay:)`,
/// `UIImageWriteToSavedPhotosAlbum`) call on their target with their arguments.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C name (`resignFirstResponder`, `tapped:`).
  public let name: String
  /// The method, called on a target with arguments; `nil` when only the name is known.
  private let action: SelectorAction?

  /// The selector of a method by its Objective-C name.
  public init(_ name: String) {
    self.name = name
    action = nil
  }

  /// The selector of a method by its Objective-C name, written as a string literal.
  public init(stringLiteral name: String) { self.init(name) }

  /// The selector of a method that takes no argument (`Self.refresh`).
  public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
    self.name = name
    action = SelectorAction { target, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    }
  }

  /// The selector of a method that takes one argument (`Self.tick(_:)`, given the timer).
  public init<Target, A, Result>(_ name: String, _ method: @escaping (Target) -> (A) -> Result) {
    self.name = name
    action = SelectorAction { target, arguments in
      guard let target = target as? Target, let first = Self.argument(arguments, 0, as: A.self) else { return false }
      _ = method(target)(first)
      return true
    }
  }

  /// The selector of a method that takes two arguments.
  public init<Target, A, B, Result>(_ name: String, _ method: @escaping (Target) -> (A, B) -> Result) {
    self.name = name
    action = SelectorAction { target, arguments in
      guard let target = target as? Target, let first = Self.argument(arguments, 0, as: A.self),
        let second = Self.argument(arguments, 1, as: B.self)
      else { return false }
      _ = method(target)(first, second)
      return true
    }
  }

  /// The selector of a method that takes three arguments (`image(_:didFinishSavingWithError:contextInfo:)`).
  public init<Target, A, B, C, Result>(_ name: String, _ method: @escaping (Target) -> (A, B, C) -> Result) {
    self.name = name
    action = SelectorAction { target, arguments in
      guard let target = target as? Target, let first = Self.argument(arguments, 0, as: A.self),
        let second = Self.argument(arguments, 1, as: B.self), let third = Self.argument(arguments, 2, as: C.self)
      else { return false }
      _ = method(target)(first, second, third)
      return true
    }
  }

  /// The argument at `index` as the method's parameter type; a missing one is `nil` where the
  /// parameter is optional (Objective-C passes `nil` for arguments a sender does not give).
  private static func argument<T>(_ arguments: [Any], _ index: Int, as type: T.Type) -> T? {
    if index < arguments.count, let value = arguments[index] as? T { return value }
    // A context pointer declared non-optional (`contextInfo: UnsafeRawPointer`), given none:
    // Objective-C passes NULL there; a pointer to a zero byte is the safe stand-in.
    if T.self == UnsafeRawPointer.self { return UnsafeRawPointer(Self.nothing) as? T }
    if T.self == UnsafeMutableRawPointer.self { return Self.nothing as? T }
    return (Any?.none as Any) as? T
  }

  /// A zero byte, for context pointers given none.
  nonisolated(unsafe) private static let nothing = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

  /// Calls the method on `target` with `arguments` (as many as it takes, in order); whether it
  /// was called: not when only the name is known, the target is of another type, or an
  /// argument is not what the method takes.
  @discardableResult
  public func perform(on target: Any?, with arguments: [Any] = []) -> Bool {
    guard let action, let target else { return false }
    return action.call(target, arguments)
  }

  /// Whether `perform(on:with:)` can call a method (the app's own, named by `#selector`).
  public var isCallable: Bool { action != nil }

  /// Selectors are the same method's when their names are.
  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The method's name.
  public var description: String { name }
}

/// A selector's method, type-erased: called on a target with its arguments.
private final class SelectorAction: @unchecked Sendable {
  let call: (Any, [Any]) -> Bool
  init(_ call: @escaping (Any, [Any]) -> Bool) { self.call = call }
}

/// The selector named `name` (Foundation's spelling).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's name (Foundation's spelling).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

extension Timer {
  /// A timer that calls `selector` on `target` with the timer, every `interval` seconds when it
  /// `repeats` (Objective-C's target–action form; `userInfo` is not kept).
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    let box = TargetReference(target)
    self.init(timeInterval: interval, repeats: repeats) { timer in
      selector.perform(on: box.target, with: [timer])
    }
  }

  /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, scheduled on the current run loop.
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }
}

extension NotificationCenter {
  /// Calls `selector` on `observer` with each notification named `name` (from `object`, if
  /// given), as Objective-C's form does; the observer is held weakly, as there.
  public func addObserver(
    _ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?
  ) {
    let box = TargetReference(observer)
    _ = addObserver(forName: name, object: object, queue: nil) { notification in
      selector.perform(on: box.target, with: [notification])
    }
  }
}

extension NSObject {
  /// Calls `selector` on this object with `argument` after `delay` seconds, on the main queue.
  public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
    let box = TargetReference(self)
    let arguments = argument.map { [$0] } ?? []
    let sendable = UncheckedArguments(arguments)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      selector.perform(on: box.target, with: sendable.values)
    }
  }

  /// Calls `selector` on this object now; nothing is returned (Swift methods return no
  /// unmanaged object).
  @discardableResult
  public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
    selector.perform(on: self)
    return nil
  }

  /// Calls `selector` on this object with `argument` now.
  @discardableResult
  public func perform(_ selector: Selector, with argument: Any?) -> Unmanaged<AnyObject>? {
    selector.perform(on: self, with: argument.map { [$0] } ?? [])
    return nil
  }
}

/// A target of a target–action API: held weakly when it is an object, as Objective-C's and
/// UIKit's APIs hold it, else the value itself.
public struct TargetReference: @unchecked Sendable {
  private weak var object: AnyObject?
  private let value: Any?

  /// A reference to `target`.
  public init(_ target: Any?) {
    if let target, type(of: target) is AnyClass {
      object = target as AnyObject
      value = nil
    } else {
      value = target
    }
  }

  /// The target, while it is there.
  public var target: Any? { object ?? value }

  /// Whether this refers to `other` (the same object).
  public func refers(to other: Any?) -> Bool {
    guard let object, let other, type(of: other) is AnyClass else { return false }
    return object === (other as AnyObject)
  }
}

/// Arguments carried to another queue.
private struct UncheckedArguments: @unchecked Sendable {
  let values: [Any]
  init(_ values: [Any]) { self.values = values }
}

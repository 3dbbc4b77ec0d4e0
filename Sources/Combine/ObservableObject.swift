import Foundation
import Synchronization

/// A class whose changes re-render the interface: its `@Published` properties, or a call to
/// `objectWillChange.send()`. The pre-iOS-17 way to share a model (with SwiftUI's
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`); `@Observable` is the new one.
public protocol ObservableObject: AnyObject {
  /// What announces a change.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Output == Void, ObjectWillChangePublisher.Failure == Never
  /// Announces that the object is about to change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// The announcer every `ObservableObject` has unless it declares its own: `send()` re-renders
/// the interfaces that show the object, and its subscribers hear it.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// It sends "about to change".
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never
  /// The object it announces for (`nil`: an announcer of its own).
  let object: ObjectIdentifier?
  private let own = PassthroughSubject<Void, Never>()

  /// An announcer of its own.
  public init() { object = nil }

  init(object: ObjectIdentifier) { self.object = object }

  /// Announces a change.
  public func send() {
    if let object {
      ObjectChanges.willChange(object)
    } else {
      own.send()
      ObjectChanges.willChange(nil)
    }
  }

  /// Subscribes to the object's announcements.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Void, Never>) -> Void) -> AnyCancellable {
    guard let object else { return own._subscribe(receive) }
    return ObjectChanges.subscribe(object, receive)
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's announcer.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher(object: ObjectIdentifier(self)) }
}

/// Where `ObservableObject` changes go: the interfaces (SwiftUI registers `onWillChange`) and
/// each object's subscribers.
@_spi(Host) public enum ObjectChanges {
  /// What hears every change: SwiftUI's live view graphs.
  private static let hook = Mutex<(@Sendable (ObjectIdentifier?) -> Void)?>(nil)
  /// Each object's subscribers to `objectWillChange`.
  private static let subscribers = Mutex<[ObjectIdentifier: [Int: (PublisherEvent<Void, Never>) -> Void]]>([:])
  private static let next = Mutex(0)

  /// Sets what hears every change (once, by SwiftUI).
  public static func onWillChange(_ handler: @escaping @Sendable (ObjectIdentifier?) -> Void) {
    hook.withLock { $0 = handler }
  }

  /// Announces that `object` (or, for `nil`, some object) is about to change.
  public static func willChange(_ object: ObjectIdentifier?) {
    hook.withLock { $0 }?(object)
    guard let object else { return }
    let receivers = subscribers.withLock { $0[object].map { Array($0.values) } ?? [] }
    for receive in receivers { receive(.value(())) }
  }

  static func subscribe(_ object: ObjectIdentifier, _ receive: @escaping (PublisherEvent<Void, Never>) -> Void)
    -> AnyCancellable
  {
    let number = next.withLock {
      $0 += 1
      return $0
    }
    let unchecked = UncheckedReceiver(receive: receive)
    subscribers.withLock { $0[object, default: [:]][number] = unchecked.receive }
    return AnyCancellable {
      subscribers.withLock { all in
        all[object]?[number] = nil
        if all[object]?.isEmpty == true { all[object] = nil }
      }
    }
  }
}

/// A subscriber's closure, kept in the shared table.
struct UncheckedReceiver: @unchecked Sendable {
  let receive: (PublisherEvent<Void, Never>) -> Void
}

/// A property of an `ObservableObject` whose every change re-renders the interfaces that show
/// the object; `$property` is a publisher of its values.
@propertyWrapper
public struct Published<Value> {
  let storage: Storage

  /// A published property starting at `value`.
  public init(wrappedValue value: Value) { storage = Storage(value) }

  /// A published property starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Only usable inside a class: the enclosing object is what changes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's values as a publisher: the current one first, then each new one.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// The value, read and written through the object that holds it (so its change is announced
  /// for that object).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.owner = ObjectIdentifier(object)
      ObjectChanges.willChange(ObjectIdentifier(object))
      storage.set(newValue, announce: false)
    }
  }

  /// Where a published value lives, with its subscribers.
  final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private let subject = PassthroughSubject<Value, Never>()
    /// The object it belongs to, once written through it.
    var owner: ObjectIdentifier?
    private var kept: [AnyCancellable] = []

    init(_ value: Value) { current = value }

    var value: Value {
      lock.lock()
      defer { lock.unlock() }
      return current
    }

    /// Writes a value (from `assign(to:)`, announcing it for the object).
    func set(_ value: Value, announce: Bool = true) {
      if announce, let owner { ObjectChanges.willChange(owner) }
      subject.send(value)
      lock.lock()
      current = value
      lock.unlock()
    }

    func keep(_ cancellable: AnyCancellable) {
      lock.lock()
      kept.append(cancellable)
      lock.unlock()
    }

    func subscribe(_ receive: @escaping (PublisherEvent<Value, Never>) -> Void) -> AnyCancellable {
      receive(.value(value))
      return subject._subscribe(receive)
    }
  }

  /// The publisher of a `@Published` property (`$name`).
  public struct Publisher: Combine.Publisher {
    /// It sends the property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never
    let storage: Storage

    /// Subscribes: the current value, then each new one (as it is about to be set).
    public func _subscribe(_ receive: @escaping (PublisherEvent<Value, Never>) -> Void) -> AnyCancellable {
      storage.subscribe(receive)
    }
  }
}

extension Published: @unchecked Sendable where Value: Sendable {}

/// A stored wrapper whose value the editor's live preview keeps from one build of an app to the
/// next (`@Published`): the preview reads the value through it, and puts the previous build's
/// back before the first render.
@_spi(Host)
public protocol PreviewKeptValue {
  /// The value now.
  var keptValue: Any { get }
  /// Puts `value` back, announcing nothing (no render has read the old one); `false` when it is
  /// not of the wrapper's type.
  func restoreKeptValue(_ value: Any) -> Bool
}

@_spi(Host)
extension Published: PreviewKeptValue {
  /// The published value now.
  public var keptValue: Any { storage.value }

  /// Replaces the published value, with no announcement.
  public func restoreKeptValue(_ value: Any) -> Bool {
    guard let value = value as? Value else { return false }
    storage.set(value, announce: false)
    return true
  }
}

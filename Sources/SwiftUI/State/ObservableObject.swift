import Dispatch
import Foundation

/// A class whose changes re-render the interface: its `@Published` properties, or a call to
/// `objectWillChange.send()`. The pre-iOS-17 way to share a model (with `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject`); `@Observable` is the new one. There is no
/// Combine on Linux: `objectWillChange` can only `send()`.
public protocol ObservableObject: AnyObject {
  /// What announces a change.
  associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
  /// Announces that the object is about to change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// Something that announces an object's change.
public protocol ObjectWillChangeSending {
  /// Announces a change.
  func send()
}

/// The announcer every `ObservableObject` has unless it declares its own.
public final class ObservableObjectPublisher: ObjectWillChangeSending, Sendable {
  /// The object it announces for (`nil`: every observed object).
  let object: ObjectIdentifier?

  /// An announcer.
  public init() { object = nil }

  init(object: ObjectIdentifier) { self.object = object }

  /// Announces a change: the interfaces that show the object render again.
  public func send() { ObservableObjectChanges.willChange(object) }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's announcer.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher(object: ObjectIdentifier(self)) }
}

/// Where changes of `ObservableObject`s go: every live interface whose last render read the
/// object through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` renders again
/// (as in SwiftUI, an object reached any other way is not observed). From another thread, the
/// render is asked for on the main queue.
enum ObservableObjectChanges {
  static func willChange(_ object: ObjectIdentifier?) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { ViewGraph.invalidateLive(showing: object) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { ViewGraph.invalidateLive(showing: object) } }
    }
  }
}

/// A property of an `ObservableObject` whose every change re-renders the interfaces that show
/// the object.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property starting at `value`.
  public init(wrappedValue value: Value) { self.value = value }

  /// A published property starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Only usable inside a class: the enclosing object is what changes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The value, read and written through the object that holds it (so its change is announced
  /// for that object).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      ObservableObjectChanges.willChange(ObjectIdentifier(object))
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension Published: @unchecked Sendable where Value: Sendable {}

/// Bindings to an observed object's properties: `$model.name`.
@dynamicMemberLookup
@MainActor
public struct ObservedObjectWrapper<ObjectType: ObservableObject> {
  let object: ObjectType

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    let object = object
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// An `ObservableObject` a view owns: made once, when the view first appears, and kept as long
/// as the view is in the tree (as `@State` keeps a value).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let location: StateObjectLocation<ObjectType>

  /// The object `thunk` makes, made the first time the view renders.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(make: thunk)
  }

  /// The object.
  @MainActor public var wrappedValue: ObjectType { location.object }

  /// Bindings to its properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObjectWrapper<ObjectType> {
    ObservedObjectWrapper(object: location.object)
  }
}

extension StateObject: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    let make = location.make
    location.slot = context.graph.slot(key, in: context) { make() }
    context.graph.observe(location.object)
  }
}

/// Where a `StateObject` keeps its object: the view's slot once attached.
final class StateObjectLocation<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var slot: StateSlot?
  private var local: ObjectType?

  init(make: @escaping () -> ObjectType) { self.make = make }

  @MainActor var object: ObjectType {
    if let object = slot?.value as? ObjectType { return object }
    if let local { return local }
    let made = make()
    local = made
    return made
  }
}

extension ObservedObject: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    context.graph.observe(wrappedValue)
  }
}

/// An `ObservableObject` someone else owns, handed to this view; its changes re-render.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `object`.
  public init(wrappedValue object: ObjectType) { wrappedValue = object }

  /// Observes `object`.
  public init(initialValue object: ObjectType) { wrappedValue = object }

  /// Bindings to its properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObjectWrapper<ObjectType> {
    ObservedObjectWrapper(object: wrappedValue)
  }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object; it is a programming error for no ancestor to have provided one.
  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      fatalError(
        "No \(ObjectType.self) in the environment: add .environmentObject(model) to a view above the one that reads it."
      )
    }
    return object
  }

  /// Bindings to its properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObjectWrapper<ObjectType> {
    ObservedObjectWrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    box.values = context.environment
    if let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] { context.graph.observe(object) }
  }
}

extension View {
  /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject` below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}

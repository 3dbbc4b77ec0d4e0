@_exported import Combine
@_spi(Host) import Combine
import Dispatch
import Foundation
@_spi(Host) import SuperSwiftLayout

// `ObservableObject`, `ObservableObjectPublisher` and `@Published` are Combine's (as on Apple's
// systems); SwiftUI re-exports Combine and renders again whatever shows a changed object.

/// Where changes of `ObservableObject`s go: every live interface whose last render read the
/// object through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` renders again
/// (as in SwiftUI, an object reached any other way is not observed). From another thread, the
/// render is asked for on the main queue.
enum ObservableObjectChanges {
  /// Registers the interfaces with Combine's change announcements (once; graphs call it).
  static let registered: Void = {
    ObjectChanges.onWillChange { object in
      if Thread.isMainThread {
        MainActor.assumeIsolated { ViewGraph.invalidateLive(showing: object) }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { ViewGraph.invalidateLive(showing: object) } }
      }
    }
  }()
}

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
  @MainActor @preconcurrency public var wrappedValue: ObjectType { location.object }

  /// Bindings to its properties: `$model.name`.
  @MainActor @preconcurrency public var projectedValue: ObservedObjectWrapper<ObjectType> {
    ObservedObjectWrapper(object: location.object)
  }
}

extension StateObject: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    let make = location.make
    location.slot = context.graph.slot(key, in: context, kept: true) { make() }
    context.graph.observe(location.object)
  }
}

extension StateObject: AppKeptProperty {
  var keptValue: Any { location.object }

  /// Nothing to replace: the object is this build's, its fields put back in place.
  func restoreKept(_ value: Any) {}
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
    context.graph.keepShown(wrappedValue)
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
  @MainActor @preconcurrency public var projectedValue: ObservedObjectWrapper<ObjectType> {
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
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      fatalError(
        "No \(ObjectType.self) in the environment: add .environmentObject(model) to a view above the one that reads it."
      )
    }
    return object
  }

  /// Bindings to its properties: `$model.name`.
  @MainActor @preconcurrency public var projectedValue: ObservedObjectWrapper<ObjectType> {
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

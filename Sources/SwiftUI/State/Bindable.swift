@_spi(Host) import SuperSwiftLayout

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Bindable<Value: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Value

  /// Bindings into `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings into `model`.
  public init(_ model: Value) { wrappedValue = model }

  /// The same bindings, as a child view's `@Bindable var model` receives them.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// Itself: `$model`.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to one property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

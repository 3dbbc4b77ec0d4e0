@_spi(Host) import SuperSwiftLayout

/// Read and write access to a value that someone else owns: what controls take.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value) -> Void
  /// The identifier of the element a `ForEach($items)` binding stands for.
  var identity: AnyHashable?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    getter = get
    setter = set
  }

  /// The binding itself, as `@Binding var value` in a child view receives it.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes (previews, fixed controls).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding: `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$person.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }
}

extension Binding {
  /// A binding to an optional, from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value inside an optional, or `nil` when it is `nil` now.
  @MainActor public init?(_ base: Binding<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    let last = base.wrappedValue!
    self.init(get: { base.wrappedValue ?? last }, set: { base.wrappedValue = $0 })
  }
}

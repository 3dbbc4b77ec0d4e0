@_spi(Host) import SuperSwiftLayout

/// Read and write access to a value that someone else owns: what controls take.
///
/// As in Apple's SwiftUI, a binding is not isolated to an actor: a plain class or function may
/// make one (`Binding(get:set:)`), read it and write it. The bindings SwiftUI itself makes
/// (`$state`, `$model.name`) reach main-actor storage and are used where views are, on the main
/// actor.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  /// The transaction changes through this binding are made in.
  public var transaction = Transaction()
  /// The identifier of the element a `ForEach($items)` binding stands for.
  var identity: AnyHashable?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// A binding that reads with `get` and writes with `set`, which is told the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  /// The binding itself, as `@Binding var value` in a child view receives it.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes (previews, fixed controls).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { (_: Value) in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
  }

  /// The binding: `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$person.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    var binding = Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { (newValue: Subject, transaction: Transaction) in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value, transaction)
      })
    binding.transaction = transaction
    return binding
  }

  /// The binding, its changes made in `transaction` (shown at once: pages do not animate).
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  /// The identifier of the value bound.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding {
  /// A binding to an optional, from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { (value: V?) in if let value { base.wrappedValue = value } })
  }

  /// A binding to a hashable value seen as `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { (value: AnyHashable) in if let value = value.base as? V { base.wrappedValue = value } })
  }

  /// A binding to the value inside an optional, or `nil` when it is `nil` now.
  public init?(_ base: Binding<Value?>) {
    guard let last = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? last }, set: { (value: Value) in base.wrappedValue = value })
  }
}

// A binding to a collection is a collection of bindings to its elements, as Apple's is since
// iOS 15: `$items.count`, `$items.first(where:)`, `ForEach($items) { $item in … }`.
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Walks the bindings in order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A run of the bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's positions.
  public typealias Index = Value.Index
  /// The collection's positions, in order.
  public typealias Indices = Value.Indices
  /// The first position.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The position after the last.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The positions, in order.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The position after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// Moves `i` to the position after it.
  public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let getter = getter
    let setter = setter
    var binding = Binding<Value.Element>(
      get: { getter()[position] },
      set: { (newValue: Value.Element, transaction: Transaction) in
        var value = getter()
        value[position] = newValue
        setter(value, transaction)
      })
    binding.transaction = transaction
    return binding
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  /// The position before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
  /// Moves `i` to the position before it.
  public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

@_spi(Host) import SuperSwiftLayout

/// A value a view owns and changes; changing it renders the interface again.
///
/// The value lives in the view graph under the view's place in the tree, so it survives the
/// view value being made anew on every render, and goes away when the view does.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// State starting at `value`.
  public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

  /// State starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  @MainActor @preconcurrency public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the value, for controls: `$name`.
  @MainActor @preconcurrency public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    let initial = location.local
    let slot = context.graph.slot(key, in: context, kept: true) { initial }
    location.slot = slot
    if let preview = context.graph.preview, var kept = slot.kept {
      preview.noteInitial(initial, of: &kept)
      slot.kept = kept
    }
  }
}

extension State: AppKeptProperty {
  var keptValue: Any { location.value }

  func restoreKept(_ value: Any) {
    if let value = value as? Value { location.local = value }
  }
}

/// Where a `State` reads and writes: its slot in the graph once attached, its own copy before
/// (in a view's initialiser, or a view rendered outside a graph).
final class StateLocation<Value> {
  var local: Value
  var slot: StateSlot?

  init(initial: Value) { local = initial }

  @MainActor var value: Value {
    get { (slot?.value as? Value) ?? local }
    set {
      if let slot {
        slot.value = newValue
      } else {
        // No slot: the `App`'s own state (an app is no view in the graph), or a view's before
        // it is shown. The app's body may show it: read it again and render.
        local = newValue
        ViewGraph.invalidateLive()
      }
    }
  }
}

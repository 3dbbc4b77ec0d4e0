@_spi(Host) import SuperSwiftLayout

/// Which field has the keyboard focus, as the app sees it. The browser keeps its own focus, so
/// the value is the app's to set and read; `.focused(_:)` is accepted and moves nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>

  /// Focus state that starts at `nil` or `false`.
  public init() where Value == Bool { location = StateLocation(initial: false) }

  /// Focus state that starts at `nil`.
  public init<T: Hashable>() where Value == T? { location = StateLocation(initial: nil) }

  /// The current value.
  @MainActor @preconcurrency public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding for `.focused(_:)`.
  @MainActor @preconcurrency public var projectedValue: Binding {
    Binding(location: location)
  }

  /// A binding to a focus state, for `.focused(_:)`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// The current value.
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }

    /// Itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    let initial = location.local
    location.slot = context.graph.slot(key, in: context) { initial }
  }
}

extension View {
  /// Accepted: the browser moves focus itself.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Accepted: the browser moves focus itself.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    self
  }
}

@_spi(Host) import SuperSwiftLayout

/// A value the scene keeps while it lives (iOS restores it when the system recreates the
/// scene): here, for the run, shared by the views that use the same key. Changing it renders
/// again.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value

  /// A value kept under `key`, `wrappedValue` until one is set.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
  }

  /// The value, or the default until one is set.
  @MainActor @preconcurrency public var wrappedValue: Value {
    get { SceneValues.values[key] as? Value ?? defaultValue }
    nonmutating set {
      SceneValues.values[key] = newValue
      ViewGraph.invalidateLive(showing: ObjectIdentifier(SceneValues.token(for: key)))
    }
  }

  /// A binding to the value: `$name`.
  @MainActor @preconcurrency public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension SceneStorage: AttachableProperty {
  /// The graph rendering the view shows this key: a change renders that graph again, no other.
  func attach(key: String, in context: RenderContext) { context.graph.observe(SceneValues.token(for: self.key)) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional value kept under `key`, `nil` until one is set.
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

/// The values `SceneStorage` keeps for the run, by key, and an object per key that the graphs
/// showing it observe.
@MainActor
enum SceneValues {
  static var values: [String: Any] = [:]
  private static var tokens: [String: Token] = [:]

  /// What graphs observe for a key.
  final class Token {}

  /// The key's token, made the first time.
  static func token(for key: String) -> Token {
    if let token = tokens[key] { return token }
    let token = Token()
    tokens[key] = token
    return token
  }
}

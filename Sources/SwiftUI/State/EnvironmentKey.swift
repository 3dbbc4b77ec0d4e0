@_spi(Host) import SuperSwiftLayout

/// A value of your own in the environment: declare a key with its default, and a property on
/// `EnvironmentValues` that reads and writes `self[Key.self]`; then `.environment(\.name, v)`
/// sets it below and `@Environment(\.name)` reads it.
public protocol EnvironmentKey {
  /// What it holds.
  associatedtype Value
  /// What it holds where nobody set it.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The value of a key of your own: its default until a view above set it.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }
}

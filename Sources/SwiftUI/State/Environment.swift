@_spi(Host) import SuperSwiftLayout

/// Reads a value from the environment the view sits in: `@Environment(\.dismiss)`, or an
/// `@Observable` model put there with `.environment(model)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: @MainActor (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  /// Reads the environment value at `keyPath`.
  @MainActor public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The value, as it is where the view is.
  @MainActor @preconcurrency public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the model of this type that an ancestor put in the environment.
  @MainActor public init(_ type: Value.Type) {
    read = { values in
      guard let object = values.objects[ObjectIdentifier(type)] as? Value else {
        fatalError(
          "No \(type) in the environment: add .environment(model) to a view above the one that reads it.")
      }
      return object
    }
  }
}

extension Environment: AttachableProperty {
  func attach(key: String, in context: RenderContext) {
    box.values = context.environment
  }
}

/// Holds the environment an `Environment` property was attached to.
@MainActor
final class EnvironmentBox {
  var values: EnvironmentValues?
  nonisolated init() {}
}

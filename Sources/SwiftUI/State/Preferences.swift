@_spi(Host) import SuperSwiftLayout

// Preferences: values views pass *up* the tree, as SwiftUI's `PreferenceKey`s do. A view sets
// one with `.preference(key:value:)` (replacing what its subviews set); siblings' values are
// combined with the key's `reduce`; `.onPreferenceChange` runs after a render in which the
// value its content produced changed, and `overlayPreferenceValue`/`backgroundPreferenceValue`
// draw from it. Geometry preferences (`anchorPreference`) need the layout engine, not here yet.

/// A value views pass up to their ancestors: its default, and how siblings' values combine.
public protocol PreferenceKey {
  /// What it holds.
  associatedtype Value
  /// What it holds where no view set it.
  static var defaultValue: Value { get }
  /// Combines `value` (the values so far) with the next sibling's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`, for optional values.
  public static var defaultValue: Value { nil }
}

/// The preference values a subtree produced, by key type.
struct PreferenceValues {
  /// A value with its key's way of combining, its type erased.
  struct Entry {
    let value: Any
    let combine: (Any, Any) -> Any
  }

  private(set) var entries: [ObjectIdentifier: Entry] = [:]

  /// The value of `key`, or its default.
  func value<K: PreferenceKey>(of key: K.Type) -> K.Value {
    entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
  }

  /// Replaces the value of `key` (what `.preference(key:value:)` does to its subtree's).
  mutating func set<K: PreferenceKey>(_ key: K.Type, to value: K.Value) {
    entries[ObjectIdentifier(key)] = Entry(value: value) { first, next in
      var combined = first as? K.Value ?? K.defaultValue
      K.reduce(value: &combined) { next as? K.Value ?? K.defaultValue }
      return combined
    }
  }

  /// These values followed by a later sibling's, each key combined by its `reduce`.
  mutating func append(_ later: PreferenceValues) {
    for (key, entry) in later.entries {
      if let earlier = entries[key] {
        entries[key] = Entry(value: earlier.combine(earlier.value, entry.value), combine: earlier.combine)
      } else {
        entries[key] = entry
      }
    }
  }
}

extension RenderContext {
  /// Renders `body` with its own preference values: returns its nodes and what it produced,
  /// leaving the values rendered before it as they were.
  func collectingPreferences(_ body: () -> [Node]) -> (nodes: [Node], values: PreferenceValues) {
    let saved = preferences
    preferences = PreferenceValues()
    let nodes = body()
    let values = preferences
    preferences = saved
    return (nodes, values)
  }
}

/// Sets (or transforms) a preference for its content's subtree.
struct PreferenceModifier<K: PreferenceKey>: PrimitiveModifier {
  let transform: (inout K.Value) -> Void
  /// Whether the subtree's own value is replaced (`preference`) or transformed from it.
  let replaces: Bool

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    var (nodes, values) = context.collectingPreferences(content)
    var value = replaces ? K.defaultValue : values.value(of: K.self)
    transform(&value)
    values.set(K.self, to: value)
    context.preferences.append(values)
    return nodes
  }
}

/// Runs an action after a render in which its content's value of a preference changed.
struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
  let action: @MainActor (K.Value) -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let (nodes, values) = context.collectingPreferences(content)
    let value = values.value(of: K.self)
    let action = action
    let key = context.changeKey(for: "\(path.id)#preference")
    // Like onChange with `initial`: the first render's value counts as a change.
    context.changes.append(
      ChangeObserver(key: key, value: value, initial: true) { previous in
        if previous as? K.Value != value { action(value) }
      })
    context.preferences.append(values)
    return nodes
  }
}

/// Draws a layer from the value of a preference its content produced.
struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: PrimitiveModifier {
  let layer: (K.Value) -> Layer
  let alignment: Alignment
  let inFront: Bool

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let (nodes, values) = context.collectingPreferences(content)
    context.preferences.append(values)
    let layered = LayerModifier(layer: layer(values.value(of: K.self)), alignment: alignment, inFront: inFront)
    return layered.nodes(content: { nodes }, at: path, in: context)
  }
}

extension View {
  /// Sets the value of the preference `key` for this view, replacing what the views inside set.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(transform: { $0 = value }, replaces: true))
  }

  /// Changes the value of the preference `key` the views inside produced.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> some View
  {
    modifier(PreferenceModifier<K>(transform: callback, replaces: false))
  }

  /// Runs `action` with the value of the preference `key` the views inside produced, after the
  /// first render and whenever it changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// A view in front of this one, drawn from the value of the preference `key` inside it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(layer: transform, alignment: alignment, inFront: true))
  }

  /// A view behind this one, drawn from the value of the preference `key` inside it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(layer: transform, alignment: alignment, inFront: false))
  }
}

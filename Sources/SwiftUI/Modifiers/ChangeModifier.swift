@_spi(Host) import SuperSwiftLayout

/// Runs an action after a render in which a value differs from the previous render's.
struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    let key = context.changeKey(for: "\(path.id)#change")
    let value = value
    let action = action
    context.changes.append(
      ChangeObserver(key: key, value: value, initial: initial) { previous in
        let old = previous as? Value ?? value
        if previous == nil || old != value { action(old, value) }
      })
    return nodes
  }
}

extension View {
  /// Runs `action` with the old and new value when `value` changes between renders.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes between renders.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (the older spelling).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

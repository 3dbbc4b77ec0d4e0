/// Adds lifecycle hooks at the content's place: they run when the place first shows up in a
/// render and when a render no longer has it.
struct LifecycleModifier: PrimitiveModifier {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: (id: AnyHashable?, action: @isolated(any) @Sendable () async -> Void)?

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    let key = path.id
    var lifecycle = context.lifecycles[key] ?? Lifecycle()
    if let onAppear { lifecycle.onAppear.append(onAppear) }
    if let onDisappear { lifecycle.onDisappear.append(onDisappear) }
    if let task { lifecycle.tasks.append(task) }
    context.lifecycles[key] = lifecycle
    return nodes
  }
}

/// Runs an action after a render in which a value differs from the previous render's.
struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    let prefix = "\(path.id)#change"
    let key = "\(prefix)\(context.changes.filter { $0.key.hasPrefix(prefix) }.count)"
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

/// Sets the navigation title, unless a view inside set one (the innermost wins).
struct TitleModifier: PrimitiveModifier {
  let title: String

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    if context.title == nil { context.title = title }
    return nodes
  }
}

extension View {
  /// Runs `action` when the view first shows up.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }

  /// Runs `action` when the view goes away.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }

  /// Starts `action` when the view shows up and cancels it when the view goes away.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: (nil, action)))
  }

  /// Like `task(priority:_:)`, and restarts `action` when `id` changes.
  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: (AnyHashable(value), action)))
  }

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

  /// The title shown at the top of the app's page.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    modifier(TitleModifier(title: title.text))
  }

  /// The title shown at the top of the app's page, from a string value.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(TitleModifier(title: String(title)))
  }

  /// The title shown at the top of the app's page, from a text.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(TitleModifier(title: title.string))
  }
}

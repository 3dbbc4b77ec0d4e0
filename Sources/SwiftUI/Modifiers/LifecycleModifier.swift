@_spi(Host) import SuperSwiftLayout

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
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: (nil, action)))
  }

  /// Like `task(priority:_:)`, and restarts `action` when `id` changes.
  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: (AnyHashable(value), action)))
  }
}

@_spi(Host) import SuperSwiftLayout

/// The lifecycle hooks at one place in the tree.
struct Lifecycle {
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  /// `task` actions, each with the identity that restarts it when it changes.
  var tasks: [(id: AnyHashable?, action: @Sendable () async -> Void)] = []
}

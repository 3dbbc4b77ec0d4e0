@_spi(Host) import SuperSwiftLayout

/// What `@Environment(\.dismiss)` gives: call it to close the app.
public struct DismissAction {
  let action: @MainActor () -> Void
  /// Closes the app.
  @MainActor public func callAsFunction() { action() }
}

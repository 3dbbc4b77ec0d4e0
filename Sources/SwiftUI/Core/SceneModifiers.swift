import Foundation
@_spi(Host) import SuperSwiftLayout

// Modifiers published apps put on their `WindowGroup`. A page is one window that stays in
// front, so what they watch never changes there; they are accepted and return the scene.

extension Scene {
  /// Accepted; the scene's values (its phase) do not change while the page shows the app.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
    self
  }
  /// Accepted; the scene's values (its phase) do not change while the page shows the app.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
    self
  }
  /// Accepted; the scene's values (its phase) do not change while the page shows the app.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
  /// Accepted; the page is as large as the browser's window.
  public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }
  /// Accepted; the page is as large as the browser's window.
  public func defaultSize(_ size: CGSize) -> Self { self }
  /// Accepted; the page opens no other windows.
  public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}

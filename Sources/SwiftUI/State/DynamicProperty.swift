@_spi(Host) import SuperSwiftLayout

/// A stored property of a view that the view graph updates before each render
/// (`@State`, `@Environment`, …).
public protocol DynamicProperty {
  /// Called before the view's body is asked for; a property of your own made of others may
  /// refresh what it derives from them here.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to update by default.
  public mutating func update() {}
}

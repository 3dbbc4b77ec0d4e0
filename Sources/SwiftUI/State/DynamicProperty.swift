@_spi(Host) import SuperSwiftLayout

/// A stored property of a view that the view graph updates before each render
/// (`@State`, `@Environment`, …).
public protocol DynamicProperty {}

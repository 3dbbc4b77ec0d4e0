@_spi(Host) import SuperSwiftLayout

/// A property wrapper the graph connects before a view's body is read.
@MainActor
protocol AttachableProperty {
  /// Connects this property, found at `key`, to the render in progress.
  func attach(key: String, in context: RenderContext)
}

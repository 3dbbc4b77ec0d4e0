@_spi(Host) import SuperSwiftLayout

/// Where one `@State` value lives between renders.
@MainActor
final class StateSlot {
  var value: Any {
    didSet { graph?.invalidate() }
  }
  weak var graph: ViewGraph?

  init(value: Any, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }
}

@_spi(Host) import SuperSwiftLayout

/// Where one `@State` value lives between renders.
@MainActor
final class StateSlot {
  var value: Any {
    didSet { graph?.invalidate() }
  }
  weak var graph: ViewGraph?
  /// For a live preview, what the slot knows of its initial value (`nil` for a slot whose value
  /// a preview does not keep, or no preview).
  var kept: PreviewState.KeptState?

  init(value: Any, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }
}

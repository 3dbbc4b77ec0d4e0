@_spi(Host) import SuperSwiftLayout

/// The label of the Return key.
public enum SubmitLabel: Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

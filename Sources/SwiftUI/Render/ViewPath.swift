@_spi(Host) import SuperSwiftLayout

/// A view's place in the tree: the steps from the root (child positions, branches, `ForEach`
/// identifiers, view types). State is kept under it, and controls are named by it.
struct ViewPath: Hashable, Sendable {
  private(set) var components: [String] = []

  /// The path one step further down.
  func appending(_ component: String) -> ViewPath {
    var path = self
    path.components.append(component)
    return path
  }

  /// The path as one string, used as the identifier of the control at this place.
  var id: String { components.isEmpty ? "root" : components.joined(separator: "/") }
}

@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI

extension Node {
  /// The first node, depth first, of `kind` whose label or text is `label`.
  func find(_ kind: NodeKind, _ label: String? = nil) -> Node? {
    if self.kind == kind, label == nil || properties["label"]?.string == label || plainText == label { return self }
    for child in children {
      if let found = child.find(kind, label) { return found }
    }
    return nil
  }

  /// Every node of `kind`, depth first.
  func all(_ kind: NodeKind) -> [Node] {
    (self.kind == kind ? [self] : []) + children.flatMap { $0.all(kind) }
  }

  /// Every text in the tree, in order.
  var texts: [String] {
    (kind == .text ? [plainText] : []) + children.flatMap(\.texts)
  }
}

@MainActor
extension ViewGraph {
  /// The tree after a first render.
  var rendered: Node {
    render()
    return tree
  }

  /// Sends an event to the control of `kind` labelled `label` and renders again.
  @discardableResult
  func act(_ kind: NodeKind, _ label: String? = nil, _ action: EventAction, _ value: JSON? = nil) -> Bool {
    guard let id = tree.find(kind, label)?.id else { return false }
    let handled = handle(InterfaceMessage.Event(version: version, target: id, action: action, value: value))
    render()
    return handled
  }

  /// The index (as the page sends it) of the picker option labelled `option`.
  func option(_ option: String, in picker: String) -> JSON? {
    let options = tree.find(.picker, picker)?.properties["options"]?.array ?? []
    return options.first { $0["label"]?.string == option }?["value"]
  }
}

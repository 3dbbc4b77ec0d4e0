import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

extension Node {
  /// A stack's node: its kind, how it aligns its children, and the space between them.
  static func stack(_ kind: NodeKind, alignment: String, spacing: CGFloat?, children: [Node]) -> Node {
    var properties: [String: JSON] = ["alignment": .string(alignment)]
    if let spacing { properties["spacing"] = .number(Double(spacing)) }
    return Node(kind, properties: properties, children: children)
  }
}

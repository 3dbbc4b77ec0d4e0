@_spi(Host) import SuperSwift

/// One element of a rendered view tree: what the host turns into HTML.
///
/// Invariant: a node's JSON is stable — keys sorted, the same tree always gives the same text —
/// so renders can be compared and tested as text.
@_spi(Host)
public struct Node: Sendable, Hashable {
  /// What the node is: `text`, `button`, `picker`, `vstack`, … (`docs/protocol.md`).
  public var kind: NodeKind
  /// The control's identifier, for nodes the user can act on.
  public var id: String?
  /// The node's own properties (its label, value, options, …).
  public var properties: [String: JSON]
  /// Presentation from modifiers (`padding`, `font`, `color`, …).
  public var style: [StyleKey: JSON]
  /// The nodes inside it.
  public var children: [Node]
  /// Where this node's `tag` is in the render's tag list; not part of the JSON.
  public var tagIndex: Int?
  /// The navigation title set on this node's view (the outermost); not part of the JSON. A tab
  /// view shows only its selected tab's.
  public var screenTitle: String?
  /// The layout of the app's own that places this node's children (a `zstack` node); not part
  /// of the JSON.
  public var customLayout: AttachedLayout?
  /// The values this node passes to the custom layout it is a subview of; not part of the JSON.
  public var layoutValues: LayoutValues?

  /// A node.
  public init(
    _ kind: NodeKind, id: String? = nil, properties: [String: JSON] = [:], style: [StyleKey: JSON] = [:],
    children: [Node] = []
  ) {
    self.kind = kind
    self.id = id
    self.properties = properties
    self.style = style
    self.children = children
  }

  /// The node as JSON with sorted keys.
  public var json: JSON {
    var members = properties
    members["kind"] = .string(kind.rawValue)
    if let id { members["id"] = .string(id) }
    if !style.isEmpty { members["style"] = style.json }
    if !children.isEmpty { members["children"] = .array(children.map(\.json)) }
    return .object(JSONObject(members))
  }

  /// The text a person would read in this node and the nodes inside it, for labels.
  public var plainText: String {
    if let text = properties["text"]?.string { return text }
    if let title = properties["title"]?.string { return title }
    return children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The node with a style entry set, unless an inner modifier set it already (inner wins,
  /// as with SwiftUI's environment).
  public func styled(_ key: StyleKey, _ value: JSON) -> Node {
    var node = self
    if node.style[key] == nil { node.style[key] = value }
    return node
  }
}

@_spi(Host) import SuperSwift

/// Turns the frames the app's layout engine wrote (page coordinates, `docs/layout.md`) into each
/// element's box relative to the element it is positioned in, as `box`: `[left, top, width,
/// height]`. The page then draws every node where the layout put it and lays out nothing itself.
///
/// Invariant: a node's box is relative to its nearest ancestor that has one, or to a section's
/// row it sits in; kinds drawn without an element of their own pass their origin through.
enum InterfacePositions {
  /// Kinds drawn without an element that positions its children (a `display: contents`
  /// wrapper, a menu's label, the root, the inert view behind a modal).
  static let transparent: Set<NodeKind?> = [.root, .scrollReader, .inert, .gridRow, .menuLabel]
  /// Kinds the page places itself: modal alerts and dialogs, centred by CSS.
  static let placedByPage: Set<NodeKind?> = [.alert, .dialog]

  /// The tree with boxes in place of frames.
  static func resolve(_ tree: JSON) -> JSON { relative(tree, origin: (0, 0)) }

  private static func numbers(_ json: JSON?) -> [Double]? {
    guard let values = json?.array?.compactMap(\.number), values.count == 4 else { return nil }
    return values
  }

  private static func box(_ frame: [Double], from origin: (Double, Double)) -> JSON {
    .array([frame[0] - origin.0, frame[1] - origin.1, frame[2], frame[3]].map { .number(($0 * 100).rounded() / 100) })
  }

  private static func relative(_ node: JSON, origin: (Double, Double)) -> JSON {
    guard var object = node.object else { return node }
    let kind = object["kind"]?.string.flatMap(NodeKind.init(rawValue:))
    var inner = origin
    if let frame = numbers(object["frame"]), !transparent.contains(kind), !placedByPage.contains(kind) {
      object["box"] = box(frame, from: origin)
      inner = (frame[0], frame[1])
    }
    object["frame"] = nil
    guard let children = object["children"]?.array else { return .object(object) }
    if kind == .section, let rows = object["rowFrames"]?.array?.compactMap(numbers), rows.count == children.count,
      let group = numbers(object["rowsFrame"])
    {
      // A section's rows are elements of their own, in the group's element.
      object["rowsBox"] = box(group, from: inner)
      object["rowBoxes"] = .array(rows.map { box($0, from: (group[0], group[1])) })
      for key in ["headerFrame", "footerFrame"] {
        if let frame = numbers(object[key]) {
          object[key.replacingOccurrences(of: "Frame", with: "Box")] = box(frame, from: inner)
        }
      }
      for key in ["rowsFrame", "rowFrames", "headerFrame", "footerFrame"] { object[key] = nil }
      object["children"] = .array(zip(children, rows).map { relative($0, origin: ($1[0], $1[1])) })
      return .object(object)
    }
    object["children"] = .array(children.map { relative($0, origin: inner) })
    return .object(object)
  }
}

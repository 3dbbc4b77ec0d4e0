@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

extension Node {
  /// The tree as indented text, one control or text a line: what a run by hand prints.
  public func outline(depth: Int = 0) -> String {
    let indent = String(repeating: "  ", count: depth)
    let label = properties["label"]?.string ?? ""
    var line: String?
    var childDepth = depth
    switch kind {
    case .root, .vstack, .hstack, .zstack, .form, .list, .navigation:
      if let title = properties["title"]?.string { line = "# \(title)" }
    case .section:
      if let header = properties["header"]?.string {
        line = "## \(header)"
        childDepth += 1
      }
    case .text, .label, .link: line = plainText
    case .button: line = "[\(plainText)]"
    case .navigationLink: line = "\(plainText) ›"
    case .picker:
      let selected = properties["selected"]?.string.flatMap(Int.init)
      let options = properties["options"]?.array ?? []
      let names = options.enumerated().map { index, option in
        let name = option["label"]?.string ?? ""
        return index == selected ? "(•) \(name)" : "( ) \(name)"
      }
      line = "\(label): \(names.joined(separator: " "))"
    case .toggle: line = "\(label): \(properties["isOn"]?.bool == true ? "on" : "off")"
    case .stepper: line = "\(label) [−] [+]"
    case .textField, .slider, .datePicker:
      let value = properties["value"].map { $0.string ?? $0.text } ?? ""
      line = "\(label): \(value)"
    case .image: line = properties["glyph"]?.string ?? properties["name"]?.string
    case .divider: line = "———"
    default: break
    }
    var text = line.map { "\(indent)\($0)\n" } ?? ""
    if !([.button, .link, .label, .navigationLink] as [NodeKind]).contains(kind) {
      for child in children { text += child.outline(depth: childDepth) }
    }
    return text
  }
}

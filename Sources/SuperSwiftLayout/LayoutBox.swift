@_spi(Host) import SuperSwift

/// A size offered to a view: `nil` in an axis asks for the view's ideal size there (SwiftUI's
/// `ProposedViewSize`).
struct Proposal: Hashable {
  var width: Double?
  var height: Double?

  /// The proposal along `axis`.
  func along(_ axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
  /// The proposal across `axis`.
  func across(_ axis: LayoutAxis) -> Double? { axis == .horizontal ? height : width }

  /// A proposal of `main` along `axis` and `cross` across it.
  static func make(_ axis: LayoutAxis, main: Double?, cross: Double?) -> Proposal {
    axis == .horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
  }
}

/// A stack's direction.
enum LayoutAxis { case horizontal, vertical }

/// A width and a height in points.
struct LayoutSize: Hashable {
  var width: Double
  var height: Double

  static let zero = LayoutSize(width: 0, height: 0)

  func along(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }
  func across(_ axis: LayoutAxis) -> Double { axis == .horizontal ? height : width }

  static func make(_ axis: LayoutAxis, main: Double, cross: Double) -> LayoutSize {
    axis == .horizontal ? LayoutSize(width: main, height: cross) : LayoutSize(width: cross, height: main)
  }
}

/// A rectangle in the page's coordinates (points from the layout's top-left corner).
struct LayoutRect: Hashable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var json: JSON { .array([x, y, width, height].map { .number(($0 * 100).rounded() / 100) }) }
}

/// Where a child goes in the space its parent gives it: 0 at the leading (top) edge, 0.5 centred,
/// 1 at the trailing (bottom) edge.
struct LayoutAlignment: Hashable {
  var horizontal: Double
  var vertical: Double

  static let center = LayoutAlignment(horizontal: 0.5, vertical: 0.5)
  static let topLeading = LayoutAlignment(horizontal: 0, vertical: 0)

  /// The alignment written as SwiftUI's names: `leading`, `trailing`, `top`, `bottom`,
  /// `topLeading`, `top-leading`, … (anything else is centred).
  init(_ horizontal: String?, _ vertical: String?) {
    self.horizontal = Self.fraction(horizontal, low: "leading", high: "trailing")
    self.vertical = Self.fraction(vertical, low: "top", high: "bottom")
  }

  init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// One name that holds both (`topLeading`, `bottom-trailing`, `leading`).
  init(combined name: String?) {
    let lower = (name ?? "").lowercased()
    self.horizontal = lower.contains("leading") ? 0 : lower.contains("trailing") ? 1 : 0.5
    self.vertical = lower.contains("top") ? 0 : lower.contains("bottom") ? 1 : 0.5
  }

  private static func fraction(_ name: String?, low: String, high: String) -> Double {
    switch name?.lowercased() {
    case low?: 0
    case high?: 1
    default: 0.5
    }
  }

  func along(_ axis: LayoutAxis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// The environment that flows down the tree as the layout needs it: the font a `Text` is drawn
/// in unless it says otherwise, its line limit and case, the style of lists.
struct LayoutEnvironment {
  var textStyle = "body"
  var size: Double?
  var weight: Int?
  var italic = false
  var monospaced = false
  var lineLimit: Int?
  var textCase: String?
  var lineHeight: Double?
  var listStyle = "automatic"
  var textFieldStyle = "automatic"

  /// The environment with the text settings of a node's `style` applied (inner settings win:
  /// a node's own style is applied after its parent's).
  func applying(_ style: [StyleKey: JSON]) -> LayoutEnvironment {
    var next = self
    if let font = style[.font]?.object {
      if let textStyle = font["textStyle"]?.string {
        next.textStyle = textStyle
        next.size = nil
        next.weight = nil
        next.lineHeight = nil
      }
      if let size = font["size"]?.number { (next.size, next.lineHeight) = (size, nil) }
      if let weight = font["weight"]?.string.flatMap(Int.init) { next.weight = weight }
      if font["italic"]?.bool == true { next.italic = true }
      if font["design"]?.string == "monospaced" { next.monospaced = true }
    }
    if style[.bold]?.bool == true { next.weight = 700 }
    if let weight = style[.weight]?.string.flatMap(Int.init) { next.weight = weight }
    if style[.italic]?.bool == true { next.italic = true }
    if style[.monospaced]?.bool == true || style[.design]?.string == "monospaced" { next.monospaced = true }
    if let lines = style[.lineLimit] {
      next.lineLimit = lines.number.map { max(Int($0), 1) }
    }
    if let listStyle = style[.listStyle]?.string { next.listStyle = listStyle }
    if let fieldStyle = style[.textFieldStyle]?.string { next.textFieldStyle = fieldStyle }
    if let textCase = style[.textCase]?.string { next.textCase = textCase == "none" ? nil : textCase }
    return next
  }

  /// The font this environment draws text in.
  var font: ResolvedFont {
    let style = LayoutMetrics.textStyle(textStyle)
    let size = self.size ?? style.size
    let lineHeight = self.size == nil ? style.lineHeight : LayoutMetrics.lineHeight(forSize: size)
    return ResolvedFont(
      size: size, weight: weight ?? style.weight, italic: italic, monospaced: monospaced, lineHeight: lineHeight)
  }
}

/// One node of the tree as the layout sees it: its kind, properties and style, its children,
/// the text environment it is in, and (once placed) its frame.
///
/// Invariant: `sizes` caches `sizeThatFits` by proposal; a box is laid out once per render, so
/// the cache never goes stale.
final class LayoutBox {
  var node: Node
  var children: [LayoutBox]
  let environment: LayoutEnvironment
  /// The stack this box is a child of, if any (a `Spacer` and a `Divider` depend on it).
  var stackAxis: LayoutAxis?
  /// The box's frame once placed (its padding and frames included).
  var frame: LayoutRect?
  /// The rectangle inside the frame where the node's own content is (its padding and frames removed).
  var content: LayoutRect?
  /// Extra properties the layout writes for the page (a text's lines, a section's rows).
  var written: [String: JSON] = [:]
  var sizes: [Proposal: LayoutSize] = [:]
  /// A text's lines (with their widths) by the width they were broken for.
  var lines: [Double: [(text: String, width: Double)]] = [:]
  /// A text's words, measured once.
  var words: LayoutEngine.Words?

  init(node: Node, children: [LayoutBox], environment: LayoutEnvironment) {
    self.node = node
    self.children = children
    self.environment = environment
  }

  var kind: NodeKind { node.kind }
  subscript(property: String) -> JSON? { node.properties[property] }
  var style: [StyleKey: JSON] { node.style }

  /// The padding around the content: top, trailing, bottom, leading.
  var padding: (top: Double, trailing: Double, bottom: Double, leading: Double) {
    let sides = (style[.padding]?.array ?? []).compactMap(\.number)
    guard sides.count == 4 else { return (0, 0, 0, 0) }
    return (sides[0], sides[1], sides[2], sides[3])
  }

  /// `layoutPriority`, 0 when none is set; a spacer's is the lowest there is, as in SwiftUI,
  /// so a stack offers its siblings what they need first and the spacers what is left
  /// (`HStack { Text(title); Spacer() }` never wraps a title that fits beside the spacer's
  /// minimum).
  var priority: Double { style[.layoutPriority]?.number ?? (kind == .spacer ? -.infinity : 0) }

  /// The node with what the layout decided written into it, its children's too.
  func writtenNode() -> Node {
    var result = node
    if let frame { result.properties["frame"] = frame.json }
    if let content, let frame, content != frame {
      result.properties["inset"] = .array(
        [
          content.y - frame.y, frame.x + frame.width - content.x - content.width,
          frame.y + frame.height - content.y - content.height, content.x - frame.x,
        ].map { .number(($0 * 100).rounded() / 100) })
    }
    for (key, value) in written { result.properties[key] = value }
    result.children = children.map { $0.writtenNode() }
    return result
  }
}

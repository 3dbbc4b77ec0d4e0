@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Sets presentation on the nodes of its content (`padding`, `font`, colors, frames, …), which
/// the layout engine and the page read.
///
/// Invariant: a node's layout keys apply in one order, inside out — `padding`, `frame`, then what
/// paints its box (`background`, `border`, corners, clipping, shadow), then `fixedSize`. A key
/// applied out of that order (a `padding` outside a `frame`, a second `frame`) wraps the node in
/// a `modified` node that carries it, so the order the app wrote is the order laid out.
struct StyleModifier: PrimitiveModifier {
  let key: StyleKey
  let value: JSON

  /// Where each layout key applies, inside (low) to outside (high).
  static let layoutOrder: [StyleKey: Int] = [
    .padding: 1, .frame: 2, .background: 3, .border: 3, .cornerRadius: 3, .clip: 3, .shadow: 3, .fixedSize: 4,
  ]

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    content().map { node in
      if let order = Self.layoutOrder[key] {
        let outermost = node.style.keys.compactMap { Self.layoutOrder[$0] }.max() ?? 0
        if outermost > order || (key == .frame && node.style[.frame] != nil) {
          return Node.modified(node).styled(key, value)
        }
      }
      guard key == .padding, case .array(let outer) = value, case .array(let inner)? = node.style[key] else {
        return node.styled(key, value)
      }
      // Paddings add up, edge by edge, as nested paddings do in SwiftUI.
      var node = node
      node.style[key] = .array(zip(inner, outer).map { .number(($0.number ?? 0) + ($1.number ?? 0)) })
      return node
    }
  }
}

/// Renders its content with a proposed size: a fixed frame's width and height, each the
/// proposal from outside where the frame leaves it open.
struct ProposedSizeModifier: PrimitiveModifier {
  let width: CGFloat?
  let height: CGFloat?

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let saved = context.proposal
    defer { context.proposal = saved }
    let outside = saved ?? context.graph.screen
    context.proposal = CGSize(width: width ?? outside.width, height: height ?? outside.height)
    return content()
  }
}

extension Node {
  /// `node` inside a `modified` node, which a layout modifier applied out of order goes on;
  /// what a stack reads of its child (`layoutPriority`) and where it may extend go up with it.
  static func modified(_ node: Node) -> Node {
    var style: [StyleKey: JSON] = [:]
    for key in [StyleKey.layoutPriority, .ignoresSafeArea] { style[key] = node.style[key] }
    return Node(.modified, style: style, children: [node])
  }
}

extension View {
  func style(_ key: StyleKey, _ value: JSON) -> ModifiedContent<Self, StyleModifier> {
    modifier(StyleModifier(key: key, value: value))
  }

  /// Space around the view on the given edges; the system amount (16) when none is given.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = Double(length ?? 16)
    let sides: [Edge.Set] = [.top, .trailing, .bottom, .leading]
    return style(.padding, .array(sides.map { .number(edges.contains($0) ? amount : 0) }))
  }

  /// Space around the view on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Space around the view, edge by edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    style(
      .padding,
      .array([insets.top, insets.trailing, insets.bottom, insets.leading].map { .number(Double($0)) }))
  }

  /// The font of the text inside.
  public func font(_ font: Font?) -> some View { style(.font, font?.json ?? .null) }

  /// Bold text inside.
  public func bold(_ isActive: Bool = true) -> some View { style(.bold, .bool(isActive)) }

  /// Italic text inside.
  public func italic(_ isActive: Bool = true) -> some View { style(.italic, .bool(isActive)) }

  /// The weight of the text inside.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    style(.weight, weight.map { .string($0.name) } ?? .null)
  }

  /// Monospaced text inside.
  public func monospaced(_ isActive: Bool = true) -> some View { style(.monospaced, .bool(isActive)) }

  /// The color of the content.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self.style(.color, .string(style.css)) }

  /// The color of the content.
  public func foregroundColor(_ color: Color?) -> some View { style(.color, color.map { .string($0.css) } ?? .null) }

  /// Digits of one width in the text inside (a clock's, a table's).
  public func monospacedDigit() -> some View { style(.monospacedDigit, true) }

  /// A colour, gradient or material behind the view (reaching into the safe area's edges: a
  /// page's safe area is its whole screen).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self.style(.background, .string(style.css))
  }

  /// The accent color of the controls inside.
  public func tint(_ color: Color?) -> some View { style(.tint, color.map { .string($0.css) } ?? .null) }

  /// The accent color of the controls inside.
  public func tint<S: ShapeStyle>(_ style: S?) -> some View {
    self.style(.tint, style.map { .string($0.css) } ?? .null)
  }

  /// A fixed size; the view inside is proposed that size (what a `Canvas` draws in and a
  /// `GeometryReader` reports).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    var frame: [String: JSON] = [
      "alignment": .string(alignment.horizontal.rawValue), "verticalAlignment": .string(alignment.vertical.rawValue),
    ]
    if let width { frame["width"] = .number(Double(width)) }
    if let height { frame["height"] = .number(Double(height)) }
    return modifier(ProposedSizeModifier(width: width, height: height)).style(.frame, .object(JSONObject(frame)))
  }

  /// Size limits; `.infinity` fills the space.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    var frame: [String: JSON] = [
      "alignment": .string(alignment.horizontal.rawValue), "verticalAlignment": .string(alignment.vertical.rawValue),
    ]
    let limits = [
      ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight),
      ("idealWidth", idealWidth), ("idealHeight", idealHeight),
    ]
    for (name, value) in limits {
      guard let value else { continue }
      frame[name] = value.isInfinite ? "infinity" : .number(Double(value))
    }
    return style(.frame, .object(JSONObject(frame)))
  }

  /// How transparent the view is, 0…1.
  public func opacity(_ opacity: Double) -> some View { style(.opacity, .number(min(max(opacity, 0), 1))) }

  /// Rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    style(.cornerRadius, .number(Double(radius)))
  }

  /// The alignment of several lines of text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    style(.textAlignment, .string(alignment.rawValue))
  }

  /// At most this many lines of text; `nil` for no limit.
  public func lineLimit(_ number: Int?) -> some View { style(.lineLimit, number.map { .number(Double($0)) } ?? .null) }

  /// A label for assistive technology.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    style(.accessibilityLabel, .string(label.text))
  }

  /// A tooltip.
  public func help(_ text: LocalizedStringKey) -> some View { style(.help, .string(text.text)) }
}

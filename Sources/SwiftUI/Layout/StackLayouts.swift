import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// The stacks and grid as layouts (iOS 16), for `AnyLayout` to switch between:
// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`. Drawn as the
// stacks they are.

/// A horizontal stack as a layout.
public struct HStackLayout: Layout, BuiltInLayout {
  /// How the subviews align vertically.
  public var alignment: VerticalAlignment
  /// The space between them, or the default.
  public var spacing: CGFloat?
  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  /// The subviews side by side at their ideal sizes (the page's stack decides when drawn).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = CGFloat(max(sizes.count - 1, 0)) * (spacing ?? 8)
    return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
  }
  /// Side by side from the leading edge.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
      x += size.width + (spacing ?? 8)
    }
  }
  func node(children: [Node]) -> Node {
    .stack(.hstack, alignment: alignment.rawValue, spacing: spacing, children: children)
  }
}

/// A vertical stack as a layout.
public struct VStackLayout: Layout, BuiltInLayout {
  /// How the subviews align horizontally.
  public var alignment: HorizontalAlignment
  /// The space between them, or the default.
  public var spacing: CGFloat?
  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  /// The subviews one above another at their ideal sizes.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = CGFloat(max(sizes.count - 1, 0)) * (spacing ?? 8)
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
  }
  /// One above another from the top.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
      y += size.height + (spacing ?? 8)
    }
  }
  func node(children: [Node]) -> Node {
    .stack(.vstack, alignment: alignment.rawValue, spacing: spacing, children: children)
  }
}

/// Layers as a layout.
public struct ZStackLayout: Layout, BuiltInLayout {
  /// How the layers align.
  public var alignment: Alignment
  /// A layered layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  /// The largest layer's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }
  /// Every layer at the centre.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
  }
  func node(children: [Node]) -> Node {
    var node = Node.stack(.zstack, alignment: alignment.horizontal.rawValue, spacing: nil, children: children)
    node.properties["verticalAlignment"] = .string(alignment.vertical.rawValue)
    return node
  }
}

/// A grid as a layout (drawn as a grid of its rows).
public struct GridLayout: Layout, BuiltInLayout {
  /// How cells align.
  public var alignment: Alignment
  /// The space between columns.
  public var horizontalSpacing: CGFloat?
  /// The space between rows.
  public var verticalSpacing: CGFloat?
  /// A grid layout.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }
  /// The rows one above another.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    VStackLayout(spacing: verticalSpacing).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  /// The rows one above another.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    VStackLayout(spacing: verticalSpacing).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
  func node(children: [Node]) -> Node {
    .stack(.vstack, alignment: "center", spacing: verticalSpacing, children: children)
  }
}

/// Any layout, its type erased, so one container can switch layouts:
/// `AnyLayout(isWide ? HStackLayout() : VStackLayout())`.
public struct AnyLayout: Layout, BuiltInLayout, @unchecked Sendable {
  private let base: any Layout
  /// The layout `layout`.
  public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

  /// The base layout's size (its cache made for the call).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    func size<L: Layout>(_ layout: L) -> CGSize {
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return size(base)
  }
  /// The base layout's placement.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    func place<L: Layout>(_ layout: L) {
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    place(base)
  }
  func node(children: [Node]) -> Node {
    if let builtIn = base as? any BuiltInLayout { return builtIn.node(children: children) }
    var node = Node(.zstack, properties: ["alignment": "center"], children: children)
    node.customLayout = AttachedLayout(LayoutHandler(layout: self))
    return node
  }
}

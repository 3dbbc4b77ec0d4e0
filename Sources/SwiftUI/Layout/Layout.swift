import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A size proposed to a view: `nil` in an axis asks for its ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of a width and a height.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of a size.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Zero in both axes: the view's smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Neither axis: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinity in both axes: the view's largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, `size`'s dimensions where it has none.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// Space a layout leaves between views.
public struct ViewSpacing: Sendable {
  /// No space.
  public static let zero = ViewSpacing(value: 0)
  let value: CGFloat
  init(value: CGFloat) { self.value = value }
  /// The default spacing.
  public init() { value = 8 }
  /// The distance from this view to `next` along `axis` (the default spacing between views).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
  /// Merges the spacing of other views on the given edges.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { self = union(other, edges: edges) }
  /// The spacing merged with another's.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    ViewSpacing(value: max(value, other.value))
  }
}

/// A key for a value a view passes to the custom layout it is in: `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value when the view sets none.
  static var defaultValue: Value { get }
}

/// What a layout says about itself.
public struct LayoutProperties: Sendable {
  /// The axis along which it stacks its subviews, if it does.
  public var stackOrientation: Axis?
  /// No orientation.
  public init() {}
}

/// A layout of your own: it measures its subviews and places them (`sizeThatFits`,
/// `placeSubviews`), and is used as a container (`MyFlowLayout { … }`). The page draws each
/// subview where the layout placed it.
public protocol Layout: Animatable {
  /// What the layout keeps between calls.
  associatedtype Cache = Void
  /// What the layout says about itself.
  static var layoutProperties: LayoutProperties { get }
  /// Makes the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The size the layout takes for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview in `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The spacing around the layout.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// Where a horizontal alignment guide sits, when the layout decides it.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// Where a vertical alignment guide sits, when the layout decides it.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// The subviews a layout is given.
  public typealias Subviews = LayoutSubviews
  /// No properties by default.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  /// The default spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  /// Makes the cache again.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  /// No explicit guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }
  /// No explicit guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// The layout as a container of `content`: `MyLayout { Text("a"); Text("b") }`.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let elements: [LayoutSubview]
  /// How the subviews' layout direction runs.
  public var layoutDirection: LayoutDirection { .leftToRight }
  /// The first index.
  public var startIndex: Int { elements.startIndex }
  /// The end index.
  public var endIndex: Int { elements.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }
  /// The subviews in a range.
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: Array(elements[bounds])) }
  /// The subviews at some indices.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(elements: indices.map { elements[$0] })
  }
}

/// One subview of a layout: measure it, then place it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  let index: Int
  let proxy: CustomLayoutSubview

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proxy.size(proposal.width.map(Double.init), proposal.height.map(Double.init))
    return CGSize(width: size.width, height: size.height)
  }

  /// The subview's size and guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Places the subview with its `anchor` at `position`, sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    proxy.place(
      Double(position.x - anchor.x * size.width), Double(position.y - anchor.y * size.height),
      proposal.width.map(Double.init), proposal.height.map(Double.init))
  }

  /// The subview's layout priority (0 here: `.layoutPriority` is kept by stacks).
  public var priority: Double { 0 }
  /// The spacing around the subview.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview set for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    (proxy.values[ObjectIdentifier(key)] as? LayoutValueBox<K.Value>)?.value ?? K.defaultValue
  }

  /// Equal when they are the same subview of the same call.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index }
}

/// A layout value held for a subview.
struct LayoutValueBox<Value>: @unchecked Sendable {
  let value: Value
}

/// The handler the layout engine calls for a layout of the app's own.
final class LayoutHandler<L: Layout>: CustomLayoutHandler, @unchecked Sendable {
  let layout: L
  private var cache: L.Cache?

  init(layout: L) { self.layout = layout }

  private func subviews(_ proxies: [CustomLayoutSubview]) -> LayoutSubviews {
    LayoutSubviews(elements: proxies.enumerated().map { LayoutSubview(index: $0.offset, proxy: $0.element) })
  }

  private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var current: L.Cache
    if let cache {
      current = cache
      layout.updateCache(&current, subviews: subviews)
    } else {
      current = layout.makeCache(subviews: subviews)
    }
    let result = body(&current)
    cache = current
    return result
  }

  func sizeThatFits(width: Double?, height: Double?, subviews proxies: [CustomLayoutSubview]) -> (
    width: Double, height: Double
  ) {
    let subviews = subviews(proxies)
    let size = withCache(subviews) { cache in
      layout.sizeThatFits(
        proposal: ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }),
        subviews: subviews, cache: &cache)
    }
    return (Double(size.width), Double(size.height))
  }

  func placeSubviews(
    x: Double, y: Double, width: Double, height: Double, proposal: (width: Double?, height: Double?),
    subviews proxies: [CustomLayoutSubview]
  ) {
    let subviews = subviews(proxies)
    withCache(subviews) { cache in
      layout.placeSubviews(
        in: CGRect(x: x, y: y, width: width, height: height),
        proposal: ProposedViewSize(
          width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }),
        subviews: subviews, cache: &cache)
    }
  }
}

/// A layout used as a container: its content's views are its subviews.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { bodyError() }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let children = context.render(content, at: path)
    if let builtIn = layout as? any BuiltInLayout {
      return [builtIn.node(children: children)]
    }
    var node = Node(
      .zstack, properties: ["alignment": "center", "customLayout": .string("\(L.self)")], children: children)
    node.customLayout = AttachedLayout(LayoutHandler(layout: layout))
    return [node]
  }
}

/// A layout this module draws as one of its own stacks.
protocol BuiltInLayout {
  /// The stack node of `children`.
  func node(children: [Node]) -> Node
}

extension View {
  /// Passes `value` for `key` to the custom layout the view is a subview of.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutValueView(content: self, key: ObjectIdentifier(key), value: LayoutValueBox(value: value))
  }
}

/// A view with a layout value for the layout it is in.
struct LayoutValueView<Content: View, Value>: View, PrimitiveView {
  let content: Content
  let key: ObjectIdentifier
  let value: LayoutValueBox<Value>

  var body: Never { bodyError() }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    context.render(content, at: path).map { node in
      var node = node
      var values = node.layoutValues ?? LayoutValues()
      values.values[key] = value
      node.layoutValues = values
      return node
    }
  }
}

import Foundation
@_spi(Host) import SuperSwift

/// Views one above the other.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A vertical stack.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { bodyError() }
}

extension VStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [stack("vstack", alignment.rawValue, spacing, context.render(content, at: path))]
  }
}

/// Views side by side.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A horizontal stack.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { bodyError() }
}

extension HStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [stack("hstack", alignment.rawValue, spacing, context.render(content, at: path))]
  }
}

/// Views on top of each other.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// A stack in depth.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { bodyError() }
}

extension ZStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [stack("zstack", alignment.horizontal.rawValue, nil, context.render(content, at: path))]
  }
}

/// A scrolling area; the page scrolls as a whole, so this is a plain container.
public struct ScrollView<Content: View>: View {
  let content: Content

  /// A scroll view.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A scroll view is primitive.
  public var body: Never { bodyError() }
}

extension ScrollView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [stack("vstack", "leading", nil, context.render(content, at: path))]
  }
}

private func stack(_ kind: String, _ alignment: String, _ spacing: CGFloat?, _ children: [Node]) -> Node {
  var properties: [String: JSON] = ["alignment": .string(alignment)]
  if let spacing { properties["spacing"] = .number(Double(spacing)) }
  return Node(kind, properties: properties, children: children)
}

/// Space that grows to push its neighbours apart in a stack.
public struct Spacer: View {
  let minLength: CGFloat?

  /// A spacer, at least `minLength` long.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  /// A spacer is primitive.
  public var body: Never { bodyError() }
}

extension Spacer: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node("spacer", properties: minLength.map { ["minLength": .number(Double($0))] } ?? [:])]
  }
}

/// A thin line between views.
public struct Divider: View {
  /// A divider.
  public init() {}

  /// A divider is primitive.
  public var body: Never { bodyError() }
}

extension Divider: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [Node("divider")] }
}

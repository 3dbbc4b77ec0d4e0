import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A scrolling area: its content laid out unbounded along the axes it scrolls, clipped to its frame.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A scroll view.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A scroll view is primitive.
  public var body: Never { bodyError() }
}

extension ScrollView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let axes = axes.contains(.horizontal) ? (axes.contains(.vertical) ? "both" : "horizontal") : "vertical"
    // The content is an implicit stack along the scrolling axis.
    let stack = Node.stack(
      axes == "horizontal" ? .hstack : .vstack, alignment: "center", spacing: nil,
      children: context.render(content, at: path))
    return [Node(.scroll, properties: ["axes": .string(axes)], children: [stack])]
  }
}

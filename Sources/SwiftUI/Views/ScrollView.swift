import Foundation
@_spi(Host) import SuperSwift

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
    [.stack("vstack", alignment: "leading", spacing: nil, children: context.render(content, at: path))]
  }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

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
    [.stack(.hstack, alignment: alignment.rawValue, spacing: spacing, children: context.render(content, at: path))]
  }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

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
    [.stack(.vstack, alignment: alignment.rawValue, spacing: spacing, children: context.render(content, at: path))]
  }
}

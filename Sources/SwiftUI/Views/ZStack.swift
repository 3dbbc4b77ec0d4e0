import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

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
    var node = Node.stack(
      .zstack, alignment: alignment.horizontal.rawValue, spacing: nil, children: context.render(content, at: path))
    node.properties["verticalAlignment"] = .string(alignment.vertical.rawValue)
    return [node]
  }
}

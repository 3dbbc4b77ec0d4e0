@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A thin line between views.
public struct Divider: View {
  /// A divider.
  public init() {}

  /// A divider is primitive.
  public var body: Never { bodyError() }
}

extension Divider: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [Node(.divider)] }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

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
    [Node(.spacer, properties: minLength.map { ["minLength": .number(Double($0))] } ?? [:])]
  }
}

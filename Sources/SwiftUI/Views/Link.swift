import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A link that opens a URL in a new browser tab.
public struct Link<Label: View>: View {
  let label: Label
  let destination: URL

  /// A link showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A link is primitive.
  public var body: Never { bodyError() }
}

extension Link where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (nodes, title) = context.label(label, at: path)
    return [
      Node(.link, properties: ["url": .string(destination.absoluteString), "title": .string(title)], children: nodes)
    ]
  }
}

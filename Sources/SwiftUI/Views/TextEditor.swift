import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A box for several lines of text.
public struct TextEditor: View {
  let field: TextField<EmptyView>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    var field = TextField(text: text, prompt: nil) { EmptyView() }
    field.multiline = true
    self.field = field
  }

  /// A text editor is primitive.
  public var body: Never { bodyError() }
}

extension TextEditor: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { field.nodes(at: path, in: context) }
}

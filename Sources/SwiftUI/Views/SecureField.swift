import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A field for a password: what is typed shows as dots.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field labelled by `label`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    var field = TextField(text: text, prompt: prompt, label: label)
    field.secure = true
    self.field = field
  }

  /// A secure field is primitive.
  public var body: Never { bodyError() }
}

extension SecureField where Label == Text {
  /// A secure field with a title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A secure field with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension SecureField: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { field.nodes(at: path, in: context) }
}

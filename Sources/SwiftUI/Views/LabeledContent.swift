@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A label with a value beside it, as a form row: `LabeledContent("Total", value: "3.20")`.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A row with a label view and content views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Labelled content is primitive.
  public var body: Never { bodyError() }
}

extension LabeledContent where Label == Text {
  /// A row with a title and content views.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row with a title and a value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A row with a title and a value written with a format.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

extension LabeledContent: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let style = context.environment.customLabeledContentStyle {
      let configuration = LabeledContentStyleConfiguration(
        label: StyledPart(content: AnyView(label)), content: StyledPart(content: AnyView(content)))
      return context.withEnvironment({ $0.customLabeledContentStyle = nil }) {
        context.render(style.makeBody(configuration), at: path.appending("style"))
      }
    }
    let (_, title) = context.label(label, at: path)
    let value = context.render(content, at: path.appending("content"))
    return [Node(.labeled, properties: ["label": .string(title)], children: value)]
  }
}

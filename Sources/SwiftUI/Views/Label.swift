@_spi(Host) import SuperSwift

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// A label is primitive.
  public var body: Never { bodyError() }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title from a string value and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let icon = context.render(icon, at: path.appending("icon"))
    let title = context.render(title, at: path.appending("title"))
    let text = title.map(\.plainText).joined(separator: " ")
    return [Node("label", properties: ["title": .string(text)], children: icon + title)]
  }
}

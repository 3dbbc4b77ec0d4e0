@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A titled group of rows in a form or list.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with header and footer views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  /// A section is primitive.
  public var body: Never { bodyError() }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a title.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header view (the older spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let header = context.render(self.header, at: path.appending("header"))
    let rows = context.render(content, at: path.appending("content"))
    let footer = context.render(self.footer, at: path.appending("footer"))
    var properties: [String: JSON] = [:]
    let title = header.map(\.plainText).joined(separator: " ")
    if !title.isEmpty { properties["header"] = .string(title) }
    let note = footer.map(\.plainText).joined(separator: " ")
    if !note.isEmpty { properties["footer"] = .string(note) }
    return [Node(.section, properties: properties, children: rows)]
  }
}

extension Section {
  /// A section with header and footer views (the older spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer view (the older spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

@_spi(Host) import SuperSwift

/// Controls grouped in rows, as in Settings; loose rows gather into sections of their own.
public struct Form<Content: View>: View {
  let content: Content

  /// A form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A form is primitive.
  public var body: Never { bodyError() }
}

extension Form: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node("form", children: context.render(content, at: path))]
  }
}

/// Rows in a list; loose rows gather into sections of their own.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with a row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list is primitive.
  public var body: Never { bodyError() }
}

extension List: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node("list", children: context.render(content, at: path))]
  }
}

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
    return [Node("section", properties: properties, children: rows)]
  }
}

/// The root of a stack of screens; shows the title its content sets with `navigationTitle`.
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A navigation stack around `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A navigation stack is primitive.
  public var body: Never { bodyError() }
}

extension NavigationStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let saved = context.title
    context.title = nil
    let children = context.render(root, at: path)
    let title = context.title
    context.title = title ?? saved
    return [Node("navigation", properties: title.map { ["title": .string($0)] } ?? [:], children: children)]
  }
}

/// The older spelling of `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view around `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The same as a navigation stack.
  public var body: some View { NavigationStack { content } }
}

@_spi(Host) import SuperSwift

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

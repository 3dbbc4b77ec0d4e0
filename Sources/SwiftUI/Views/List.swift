@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Rows in a list; loose rows gather into sections of their own.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// The rows' selection, when the list has one: whether a row's tag is selected, and what a
  /// tap on it does.
  var selection: (isSelected: @MainActor (SelectionValue) -> Bool, tap: @MainActor (SelectionValue) -> Void)?

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with a row for each element of `data`. (Disfavoured: a binding to a collection, itself a
  /// collection of bindings since iOS 15, takes the binding form, which follows each element by
  /// its identifier.)
  @_disfavoredOverload
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

  /// A list whose rows can be selected, one at a time: a tap selects a row (its tag, or its
  /// element's id), a tap on the selected row keeps it.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ({ selection.wrappedValue == $0 }, { selection.wrappedValue = $0 })
  }

  /// A list whose rows can be selected, several at a time: a tap adds or removes a row.
  public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = (
      { selection.wrappedValue.contains($0) },
      { value in
        if selection.wrappedValue.contains(value) {
          selection.wrappedValue.remove(value)
        } else {
          selection.wrappedValue.insert(value)
        }
      }
    )
  }

  /// A list with a row for each element of `data`, one of which can be selected. (Disfavoured: a binding to a collection, itself a
  /// collection of bindings since iOS 15, takes the binding form, which follows each element by
  /// its identifier.)
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with a row for each element of `data`, several of which can be selected. (Disfavoured: a binding to a collection, itself a
  /// collection of bindings since iOS 15, takes the binding form, which follows each element by
  /// its identifier.)
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list is primitive.
  public var body: Never { bodyError() }
}

extension List: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let rows = context.render(content, at: path)
    guard let selection else { return [Node(.list, children: rows)] }
    return [Node(.list, children: selectable(rows, selection: selection, at: path, in: context))]
  }

  /// The rows with a tag of the selection's type (in sections too) as selectable rows: a tap
  /// selects the row, and the selected rows say so.
  private func selectable(
    _ rows: [Node],
    selection: (isSelected: @MainActor (SelectionValue) -> Bool, tap: @MainActor (SelectionValue) -> Void),
    at path: ViewPath, in context: RenderContext
  ) -> [Node] {
    rows.enumerated().map { index, row in
      if row.kind == .section {
        var section = row
        section.children = selectable(row.children, selection: selection, at: path.appending("s\(index)"), in: context)
        return section
      }
      guard let tag = row.tagIndex.flatMap({ context.tagValues[$0] as? SelectionValue }) else { return row }
      let tap = selection.tap
      return context.control(
        .selectableRow, at: path.appending("select[\(tag)]"),
        properties: ["selected": .bool(selection.isSelected(tag))],
        children: [row]
      ) { event in
        guard event.action == .tap else { return false }
        tap(tag)
        return true
      }
    }
  }
}

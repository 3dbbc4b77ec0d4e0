@_spi(Host) import SuperSwiftLayout

/// Which edits a list offers on its rows of a binding: `List($items, editActions: .all)`.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions, as bits.
  public let rawValue: Int

  /// Actions from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Rows can be moved (Move Up and Move Down while an `EditButton` says so).
  public static var move: EditActions { EditActions(rawValue: 1) }
  /// Rows can be deleted (each row's Delete).
  public static var delete: EditActions { EditActions(rawValue: 2) }
  /// Every action.
  public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
  /// A view for each element of a collection someone else owns, each given a binding to its
  /// element, with the edits a list offers on them: `ForEach($items, editActions: .all) { … }`.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.init(data, content: content)
  }
}

extension List {
  /// A list with a row for each element of a collection someone else owns, each given a
  /// binding to its element, whose rows can be deleted or moved as `editActions` says.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    SelectionValue == Never, C.Element: Identifiable,
    Content == EditableForEach<[Binding<C.Element>], C.Element.ID, RowContent>
  {
    let rows = EditableForEach(base: ForEach<[Binding<C.Element>], C.Element.ID, RowContent>(data, content: rowContent))
      .editing(data, editActions)
    self.init { rows }
  }

  /// A list with a row for each whole number in a range: `List(0..<5) { Text("Row \($0)") }`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

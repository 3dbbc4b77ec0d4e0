@_spi(Host) import SuperSwiftLayout

extension ForEach {
  /// A view for each element of a collection someone else owns, each given a binding to its
  /// element: `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }`.
  ///
  /// A binding finds its element by identifier, not position, so it stays right when elements
  /// are added, removed or moved; an element that is gone keeps its last value and ignores writes.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.data = data.wrappedValue.map { element in
      let id = element.id
      var binding = Binding(
        get: { data.wrappedValue.first { $0.id == id } ?? element },
        set: { newValue in
          guard let index = data.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
          data.wrappedValue[index] = newValue
        })
      binding.identity = AnyHashable(id)
      return binding
    }
    identify = { binding in binding.identity!.base as! ID }
    self.content = content
  }
}

extension List {
  /// A list with a row for each element of a collection someone else owns, each given a
  /// binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    SelectionValue == Never, C.Element: Identifiable,
    Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>
  {
    self.init { ForEach<[Binding<C.Element>], C.Element.ID, RowContent>(data, content: rowContent) }
  }
}

import Foundation
@_spi(Host) import SuperSwiftLayout

/// Rows of values in columns. On a phone's width a table is a list, as iOS shows one in compact
/// width: each row shows its first column, the other columns beneath it in smaller text, and
/// the columns' titles head the list.
public struct Table<Value: Identifiable>: View {
  let rows: [Value]
  let columns: [AnyTableColumn<Value>]

  /// A table of `data`'s elements in `columns`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [AnyTableColumn<Value>]
  ) where Data.Element == Value {
    rows = Array(data)
    self.columns = columns()
  }

  /// A table whose rows can be selected (the list's rows show; selection is the app's own).
  public init<Data: RandomAccessCollection, Selection: Hashable>(
    _ data: Data, selection: Binding<Selection>,
    @TableColumnBuilder<Value, Never> columns: () -> [AnyTableColumn<Value>]
  ) where Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// A table sorted by `sortOrder` (the app sorts its data when the order changes; a phone's
  /// table has no column headers to change it from).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> [AnyTableColumn<Value>]
  ) where Data.Element == Value, Sort.Compared == Value {
    rows = Array(data)
    self.columns = columns()
  }

  /// A table sorted by `sortOrder` whose rows can be selected.
  public init<Data: RandomAccessCollection, Selection: Hashable, Sort: SortComparator>(
    _ data: Data, selection: Binding<Selection>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [AnyTableColumn<Value>]
  ) where Data.Element == Value, Sort.Compared == Value {
    rows = Array(data)
    self.columns = columns()
  }

  /// The rows as a list under the columns' titles.
  public var body: some View {
    let columns = columns
    return List {
      Section(header: Text(columns.map(\.title).joined(separator: " · "))) {
        ForEach(rows) { row in TableRowCells(value: row, columns: columns) }
      }
    }
  }
}

/// A row of a table on a phone: the first column, and the others beneath it.
struct TableRowCells<Value>: View {
  let value: Value
  let columns: [AnyTableColumn<Value>]

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      if let first = columns.first { first.cell(value) }
      if columns.count > 1 {
        HStack(spacing: 8) {
          ForEach(Array(columns.indices.dropFirst()), id: \.self) { index in columns[index].cell(value) }
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
      }
    }
  }
}

/// A column of a table: its title and what each row's cell shows.
@MainActor
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
  let title: String
  let content: @MainActor (RowValue) -> Content

  /// A column of `content` under a title, for each row.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
  where Label == Text, Sort == Never {
    title = titleKey.text
    self.content = content
  }

  /// A column of `content` under a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
  where Label == Text, Sort == Never {
    self.title = String(title)
    self.content = content
  }

  /// A sortable column of `content`, sorted by the value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
  ) where Label == Text, Sort == KeyPathComparator<RowValue> {
    title = titleKey.text
    self.content = content
  }
}

extension TableColumn where Content == Text, Label == Text {
  /// A column of the text at `value`.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue> {
    title = titleKey.text
    content = { Text($0[keyPath: value]) }
  }

  /// A column of the text at `value`, under a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue> {
    self.title = String(title)
    content = { Text($0[keyPath: value]) }
  }

  /// A column of the text at `value`, sorted with `comparator`.
  public init<C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: C)
  where Sort == KeyPathComparator<RowValue>, C.Compared == String {
    title = titleKey.text
    content = { Text($0[keyPath: value]) }
  }
}

/// A table column with its types erased: its title and its cells.
public struct AnyTableColumn<RowValue> {
  let title: String
  let cell: @MainActor (RowValue) -> AnyView
}

/// Builds a table's columns.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue, Sort> {
  /// A column.
  public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>)
    -> [AnyTableColumn<RowValue>]
  {
    let content = column.content
    return [AnyTableColumn(title: column.title) { @MainActor row in AnyView(content(row)) }]
  }
  /// The columns, in order.
  public static func buildBlock(_ columns: [AnyTableColumn<RowValue>]...) -> [AnyTableColumn<RowValue>] {
    columns.flatMap { $0 }
  }
  /// A column shown only when a condition holds.
  public static func buildOptional(_ columns: [AnyTableColumn<RowValue>]?) -> [AnyTableColumn<RowValue>] {
    columns ?? []
  }
  /// One of two sets of columns.
  public static func buildEither(first columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { columns }
  /// One of two sets of columns.
  public static func buildEither(second columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { columns }
}

extension View {
  /// Accepted; a phone's table is a list.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
  /// Accepted; a phone's table shows no column headers.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}

/// How a table looks (a list on a phone, whichever).
public protocol TableStyle {}

/// The platform's table.
public struct AutomaticTableStyle: TableStyle {
  /// The style.
  public init() {}
}

/// Rows in alternating shades.
public struct InsetTableStyle: TableStyle {
  /// The style.
  public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Inset rows.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Containers and their initialisers the list has besides the usual ones: hierarchical lists
// and outline groups (drawn as disclosure groups), collapsible sections, control groups,
// tables of static rows, tab sections, subviews of content (iOS 18), UIKit wrappers (drawn as
// a labelled placeholder: a page has no UIKit views), and the views SwiftUI's own modifiers
// return (`EquatableView`, `SubscriptionView`).

// MARK: Hierarchies

/// Rows of a tree: each element with children opens as a disclosure group of them.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// A tree of identifiable elements.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  )
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// A tree of elements identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  /// Each element: a leaf, or a disclosure group of its children.
  public var body: some View {
    ForEach(data, id: id) { element in
      if let children = element[keyPath: children] {
        DisclosureGroup {
          OutlineGroup(children, id: id, children: self.children, content: content)
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension List {
  /// A list of a tree of identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where SelectionValue == Never, Data.Element: Identifiable, Content == OutlineGroup<Data, Data.Element.ID, RowContent>
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree of elements identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == OutlineGroup<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  /// A list of a tree whose rows can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == OutlineGroup<Data, Data.Element.ID, RowContent> {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of elements identified by `id`, one of which can be selected.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list of bindings to elements identified by `id`, editable as `editActions` says.
  public init<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View
  >(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where SelectionValue == Never, Content == EditableForEach<[Binding<C.Element>], ID, RowContent> {
    self.init { EditableForEach(base: ForEach(data, id: id, content: rowContent)).editing(data, editActions) }
  }

  /// A list of bindings, editable as `editActions` says, whose rows can be selected.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, Content == EditableForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
    self.init(selection: selection) {
      EditableForEach(base: ForEach<[Binding<C.Element>], C.Element.ID, RowContent>(data, content: rowContent))
        .editing(data, editActions)
    }
  }
}

extension ForEach {
  /// A view for each element of a collection someone else owns, identified by `id`, each given
  /// a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.data = data.wrappedValue.map { element in
      let key = element[keyPath: id]
      var binding = Binding(
        get: { data.wrappedValue.first { $0[keyPath: id] == key } ?? element },
        set: { newValue in
          guard let index = data.wrappedValue.firstIndex(where: { $0[keyPath: id] == key }) else { return }
          data.wrappedValue[index] = newValue
        })
      binding.identity = AnyHashable(key)
      return binding
    }
    identify = { binding in binding.identity!.base as! ID }
    self.content = content
  }

  /// Bindings identified by `id`, with the edits a list offers on them.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.init(data, id: id, content: content)
  }

  /// Lets the person insert items dropped on the rows (accepted: a page drops nothing on them).
  public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> some DynamicViewContent
  { self }
}

extension EditableForEach {
  /// The rows, deletable and movable as `editActions` says, changing `data`.
  func editing<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, _ editActions: EditActions<C>
  ) -> EditableForEach {
    var rows = self
    if editActions.contains(.delete) {
      rows.delete = { offsets in
        var elements = data.wrappedValue
        for offset in offsets.sorted(by: >) {
          elements.remove(at: elements.index(elements.startIndex, offsetBy: offset))
        }
        data.wrappedValue = elements
      }
    }
    if editActions.contains(.move) {
      rows.move = { offsets, destination in
        var elements = Array(data.wrappedValue)
        let moving = offsets.map { elements[$0] }
        let before = offsets.filter { $0 < destination }.count
        for offset in offsets.sorted(by: >) { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        data.wrappedValue = C(elements)
      }
    }
    return rows
  }
}

// MARK: Collapsible sections

extension Section where Footer == EmptyView {
  /// A section with a header view whose content shows while `isExpanded` is true (tap the
  /// header to open or close it).
  public init<C: View, H: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> C, @ViewBuilder header: () -> H
  ) where Parent == Button<HStack<TupleView<(H, Spacer, Image)>>>, Content == C? {
    self.init(
      content: { isExpanded.wrappedValue ? content() : nil },
      header: {
        Button {
          isExpanded.wrappedValue.toggle()
        } label: {
          HStack {
            header()
            Spacer()
            Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
          }
        }
      })
  }
}

extension Section where Parent == Button<HStack<TupleView<(Text, Spacer, Image)>>>, Footer == EmptyView {
  /// A titled section whose content shows while `isExpanded` is true.
  public init<C: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C)
  where Content == C? {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

// MARK: Control groups

/// Controls drawn together (a row of buttons on a page).
public struct ControlGroup<Content: View>: View {
  let content: Content
  /// A group of controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A group of controls with a label (shown when the group collapses into a menu; a page
  /// shows the controls).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
  /// A titled group of controls.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A group of controls titled with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// The controls in a row.
  public var body: some View { HStack { content } }
}

// MARK: Tables of static rows, tab sections

/// A row of a table of static rows.
public struct TableRow<Value: Identifiable>: TableRowContent {
  let value: Value
  /// A row of `value`.
  public init(_ value: Value) { self.value = value }
  /// The row's value.
  public var values: [Value] { [value] }
}

/// Rows of a table written out.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The rows' value type.
  associatedtype TableRowValue: Identifiable
  /// The rows' values.
  var values: [TableRowValue] { get }
}

/// Rows of a table together.
public struct TableRows<Value: Identifiable>: TableRowContent {
  /// The rows' values.
  public let values: [Value]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows' value type.
  public typealias TableRowValue = Content.TableRowValue
  /// The rows of every element.
  public var values: [Content.TableRowValue] { data.flatMap { element in content(element).values } }
}

/// Builds a table's static rows.
@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
  /// Rows in order.
  public static func buildBlock(_ rows: any TableRowContent...) -> TableRows<Value> {
    TableRows(values: rows.flatMap { row in row.values.map { $0 as Any }.compactMap { $0 as? Value } })
  }
  /// Rows in a loop.
  public static func buildArray(_ rows: [TableRows<Value>]) -> TableRows<Value> {
    TableRows(values: rows.flatMap(\.values))
  }
  /// Rows under an `if`.
  public static func buildOptional(_ rows: TableRows<Value>?) -> TableRows<Value> { rows ?? TableRows(values: []) }
  /// One branch.
  public static func buildEither(first: TableRows<Value>) -> TableRows<Value> { first }
  /// The other branch.
  public static func buildEither(second: TableRows<Value>) -> TableRows<Value> { second }
}

extension Table {
  /// A table of rows written out.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> [AnyTableColumn<Value>],
    @TableRowBuilder<Value> rows: () -> TableRows<Value>
  ) {
    self.init(rows().values, columns: columns)
  }
}

/// A titled section of tabs (iOS 18; a phone's tab bar shows its tabs as they are).
public struct TabSection<Content: View>: View {
  let content: Content
  /// A titled section of tabs.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A titled section of tabs, from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  /// The tabs.
  public var body: some View { content }
}

// MARK: Subviews

/// One view of some content, as `Group(subviews:)` and `ForEach(subviews:)` give it.
public struct Subview: View, Identifiable {
  let node: Node
  /// Its place among the others.
  public let id: Int
  /// The view is drawn as it was.
  public var body: Never { bodyError() }
}

extension Subview: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [node] }
}

/// The views some content is made of.
public struct SubviewsCollection: RandomAccessCollection {
  let elements: [Subview]
  /// The content whose views these are, when they are to be rendered where they are used
  /// (`ForEach(subviews:)`).
  var source: AnyView?
  /// The first index.
  public var startIndex: Int { elements.startIndex }
  /// The end index.
  public var endIndex: Int { elements.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> Subview { elements[index] }
}

extension SubviewsCollection {
  /// Rendered nodes as subviews, each identified by its place.
  init(nodes: [Node]) {
    self.init(elements: nodes.enumerated().map { Subview(node: $0.element, id: $0.offset) }, source: nil)
  }
}

/// Content made of the views of other content (its `subviews` transformed).
struct SubviewsReader<Content: View, Result: View>: View, PrimitiveView {
  let content: Content
  let transform: (SubviewsCollection) -> Result

  var body: Never { bodyError() }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = context.render(content, at: path.appending("subviews"))
    let collection = SubviewsCollection(nodes: nodes)
    return context.render(transform(collection), at: path.appending("transformed"))
  }
}

extension Group {
  /// The views of `view`, transformed: `Group(subviews: content) { subviews in … }`.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == SubviewsReaderView<Base, Result> {
    self.init { SubviewsReaderView(content: view, transform: transform) }
  }
}

/// The view `Group(subviews:transform:)` makes.
public struct SubviewsReaderView<Base: View, Result: View>: View {
  let content: Base
  let transform: (SubviewsCollection) -> Result
  /// The transformed subviews.
  public var body: some View { SubviewsReader(content: content, transform: transform) }
}

extension ForEach where Data == SubviewsCollection, ID == Int {
  /// A view for each subview of `view`: `ForEach(subviews: content) { subview in … }`.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(SubviewsCollection(elements: [], source: AnyView(view)), id: \.id, content: content)
  }
}

// MARK: Views modifiers return

/// A view that renders again only when it changes (`.equatable()`); a page renders it each time.
public struct EquatableView<Content: View & Equatable>: View {
  /// The view.
  public var content: Content
  /// A view compared before rendering.
  public init(content: Content) { self.content = content }
  /// The view.
  public var body: some View { content }
}

extension View where Self: Equatable {
  /// The view, compared before rendering again.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A view that runs an action on a publisher's values (what `onReceive` makes).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
  /// The view.
  public var content: Content
  /// The publisher.
  public var publisher: PublisherType
  /// What runs on each value.
  public var action: (PublisherType.Output) -> Void
  /// A view subscribed to `publisher`.
  public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }
  /// The view, receiving the publisher's values.
  public var body: some View { content.onReceive(publisher, perform: action) }
}

// MARK: UIKit wrappers

/// What a UIKit view wrapper is given: its coordinator, typed as the wrapper's, and the environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator the wrapper made.
  public let coordinator: Representable.Coordinator
  /// The environment.
  public var environment: EnvironmentValues
  /// The transaction.
  public var transaction: Transaction
}

/// What a UIKit view controller wrapper is given: its coordinator, typed as the wrapper's, and
/// the environment.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator the wrapper made.
  public let coordinator: Representable.Coordinator
  /// The environment.
  public var environment: EnvironmentValues
  /// The transaction.
  public var transaction: Transaction
}

/// A UIKit view in SwiftUI. A page has no UIKit views: the wrapper is drawn as a gray box
/// naming the view, and its methods are not called.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The coordinator's type.
  associatedtype Coordinator = Void
  /// Makes the view.
  func makeUIView(context: Context) -> UIViewType
  /// Updates the view.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// What the methods are given.
  typealias Context = UIViewRepresentableContext<Self>
  /// Takes the view down (never called: a page has no UIKit views).
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// The view's size for a proposal (never called).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// Nothing to take down.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  /// No size of the wrapper's own.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
  /// A gray box naming the wrapped view: a page cannot show UIKit views.
  public var body: some View { UIKitPlaceholder(name: "\(UIViewType.self)") }
}

/// A UIKit view controller in SwiftUI (drawn as a placeholder, as `UIViewRepresentable`).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The coordinator's type.
  associatedtype Coordinator = Void
  /// Makes the controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Updates the controller.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// What the methods are given.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Takes the controller down (never called: a page has no UIKit controllers).
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// The controller's size for a proposal (never called).
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// Nothing to take down.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  /// No size of the wrapper's own.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? { nil }
  /// A gray box naming the wrapped controller: a page cannot show UIKit controllers.
  public var body: some View { UIKitPlaceholder(name: "\(UIViewControllerType.self)") }
}

/// The placeholder a UIKit wrapper is drawn as.
struct UIKitPlaceholder: View {
  let name: String
  var body: some View {
    Text("\(name) (UIKit)")
      .font(.footnote)
      .foregroundStyle(.secondary)
      .frame(maxWidth: .infinity, minHeight: 44)
      .background(Color(.secondarySystemBackground))
  }
}

/// A UIKit controller showing a SwiftUI view (the page shows the view itself).
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The view shown.
  public var rootView: Content
  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
}

// MARK: Small values

/// A sheet height of the app's own.
public protocol CustomPresentationDetent {
  /// The height for a context (the page's sheet takes its content's height).
  static func height(in context: Context) -> CGFloat?
  /// What the height is computed from.
  typealias Context = PresentationDetentContext
}

/// What a custom detent's height is computed from.
public struct PresentationDetentContext {
  /// The largest height a sheet may have.
  public var maxDetentValue: CGFloat
}

extension PresentationDetent {
  /// A detent of the app's own.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "custom \(D.self)")
  }
}

extension SearchFieldPlacement {
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement()
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement()
}

/// Where a scroll view is scrolled to (iOS 18): a view's identifier, an edge or a point. A page
/// scrolls as the person does; the position is what the app set.
public struct ScrollPosition: Hashable, @unchecked Sendable {
  /// The identifier of the view scrolled to, if it was set by one.
  public private(set) var viewID: AnyHashable?
  /// The edge scrolled to, if it was set by one.
  public private(set) var edge: Edge?
  /// The point scrolled to, if it was set by one.
  public private(set) var point: CGPoint?
  /// Whether the person scrolled since.
  public var isPositionedByUser: Bool { false }
  /// A position at an edge.
  public init(edge: Edge? = nil) { self.edge = edge }
  /// A position at a view.
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
  /// A position at a point.
  public init(point: CGPoint) { self.point = point }
  /// A position that scrolls to views with identifiers of `idType` (iOS 18), at the top.
  public init<ID: Hashable>(idType: ID.Type) {}
  /// A position at an edge, for views with identifiers of `idType`.
  public init<ID: Hashable>(idType: ID.Type, edge: Edge) { self.edge = edge }
  /// A position at a point, for views with identifiers of `idType`.
  public init<ID: Hashable>(idType: ID.Type, point: CGPoint) { self.point = point }
  /// A position along x, for views with identifiers of `idType`.
  public init<ID: Hashable>(idType: ID.Type, x: CGFloat) { point = CGPoint(x: x, y: 0) }
  /// A position along y, for views with identifiers of `idType`.
  public init<ID: Hashable>(idType: ID.Type, y: CGFloat) { point = CGPoint(x: 0, y: y) }
  /// Scrolls to a view.
  public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self = ScrollPosition(id: id, anchor: anchor)
  }
  /// Scrolls to an edge.
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  /// Scrolls to a point.
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  /// Scrolls to a point along x.
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: 0)) }
  /// Scrolls to a point along y.
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(point: CGPoint(x: 0, y: y)) }
}

extension View {
  /// Accepted; the page scrolls as the person does.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}

extension GeometryProxy {
  /// The value an anchor resolves to in this proxy's space (a page gives anchors the view's
  /// bounds at the origin).
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolved() }
}

/// A picker of several dates (a page shows the dates chosen, in a list).
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Set<DateComponents>>

  /// A picker of dates with a label view.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  /// A picker of dates in a range with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, label: label)
  }

  /// The label, then the dates chosen.
  public var body: some View {
    VStack(alignment: .leading) {
      label
      Text(MultiDatePicker.summary(selection.wrappedValue)).foregroundStyle(.secondary)
    }
  }

  /// The dates chosen, as a person reads them.
  static func summary(_ dates: Set<DateComponents>) -> String {
    let calendar = Calendar.current
    let sorted = dates.compactMap { calendar.date(from: $0) }.sorted()
    guard !sorted.isEmpty else { return "No dates" }
    return sorted.map { $0.formatted(date: .abbreviated, time: .omitted) }.joined(separator: ", ")
  }
}

extension MultiDatePicker where Label == Text {
  /// A titled picker of dates.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  /// A titled picker of dates in a range.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection) { Text(titleKey) }
  }
}

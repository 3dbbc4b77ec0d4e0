import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A `VStack` that iOS builds lazily; the page shows every row, so it is a `VStack`.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Its rows, in a vertical stack.
  public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// An `HStack` that iOS builds lazily; the page shows every column, so it is an `HStack`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Its columns, in a horizontal stack.
  public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Which headers and footers stay pinned while a lazy stack scrolls (accepted).
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Views from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// One column (of a `LazyVGrid`) or row (of a `LazyHGrid`): fixed, flexible, or as many
/// adaptive ones as fit.
public struct GridItem: Sendable, Hashable {
  /// How the item is sized.
  public enum Size: Sendable, Hashable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of what is left, within bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items at least `minimum` wide as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: Size
  /// The space to the next item.
  public var spacing: CGFloat?
  /// How content aligns in the item.
  public var alignment: Alignment?

  /// An item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// As a CSS grid track.
  var track: String {
    func points(_ value: CGFloat) -> String { value.isFinite ? "\(Int(value))px" : "1fr" }
    switch size {
    case .fixed(let width): return points(width)
    case .flexible(let minimum, let maximum):
      return "minmax(\(Int(minimum))px, \(maximum.isFinite ? "\(Int(maximum))px" : "1fr"))"
    case .adaptive(let minimum, let maximum):
      return "repeat(auto-fill, minmax(\(Int(minimum))px, \(maximum.isFinite ? "\(Int(maximum))px" : "1fr")))"
    }
  }
}

/// A grid that fills its columns row by row.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// A grid with these columns.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = spacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { bodyError() }
}

/// A grid that fills its rows column by column.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// A grid with these rows.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { bodyError() }
}

extension LazyVGrid: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    var properties: [String: JSON] = ["columns": .string(columns.map(\.track).joined(separator: " "))]
    if let spacing { properties["spacing"] = .number(Double(spacing)) }
    if let gap = columns.first?.spacing { properties["columnSpacing"] = .number(Double(gap)) }
    return [Node(.grid, properties: properties, children: context.render(content, at: path))]
  }
}

extension LazyHGrid: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    var properties: [String: JSON] = ["rows": .string(rows.map(\.track).joined(separator: " "))]
    if let spacing { properties["spacing"] = .number(Double(spacing)) }
    return [Node(.grid, properties: properties, children: context.render(content, at: path))]
  }
}

/// A grid of rows (`GridRow`) whose cells line up in columns.
public struct Grid<Content: View>: View {
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// A grid is primitive.
  public var body: Never { bodyError() }
}

/// One row of a `Grid`: each view is a cell.
public struct GridRow<Content: View>: View {
  let content: Content

  /// A row.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A row is primitive.
  public var body: Never { bodyError() }
}

extension Grid: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let rows = context.render(content, at: path)
    let columns = rows.map { $0.kind == .gridRow ? $0.children.count : 1 }.max() ?? 1
    var properties: [String: JSON] = ["columns": .string("repeat(\(columns), auto)")]
    if let verticalSpacing { properties["spacing"] = .number(Double(verticalSpacing)) }
    if let horizontalSpacing { properties["columnSpacing"] = .number(Double(horizontalSpacing)) }
    return [Node(.grid, properties: properties, children: rows)]
  }
}

extension GridRow: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    [Node(.gridRow, children: context.render(content, at: path))]
  }
}

/// A button that opens a menu of actions (a `<details>` on the page: native, keyboard-ready).
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A menu whose button is `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A menu is primitive.
  public var body: Never { bodyError() }
}

extension Menu where Label == Text {
  /// A menu with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (labelNodes, title) = context.label(label, at: path)
    let items = context.render(content, at: path.appending("items"))
    return [
      Node(.menu, properties: ["title": .string(title)], children: [Node(.menuLabel, children: labelNodes)] + items)
    ]
  }
}

/// Content shown or hidden under a label the person taps.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A group that keeps its own open state, closed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  /// A group open while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  /// A disclosure group is primitive.
  public var body: Never { bodyError() }
}

extension DisclosureGroup where Label == Text {
  /// A group with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group with a title, open while `isExpanded` is true.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension DisclosureGroup: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (labelNodes, title) = context.label(label, at: path)
    let own = isExpanded == nil ? context.graph.slot(path.id + "#open", in: context, kept: true) { false } : nil
    let open = isExpanded?.wrappedValue ?? (own?.value as? Bool ?? false)
    let binding = isExpanded
    if let style = context.environment.customDisclosureGroupStyle {
      let expanded = binding ?? Binding(get: { own?.value as? Bool ?? false }, set: { own?.value = $0 })
      let configuration = DisclosureGroupStyleConfiguration(
        label: StyledPart(content: AnyView(label)), content: StyledPart(content: AnyView(content)),
        isExpanded: expanded)
      return context.withEnvironment({ $0.customDisclosureGroupStyle = nil }) {
        context.render(style.makeBody(configuration), at: path.appending("style"))
      }
    }
    let toggle = context.control(
      .disclosure, at: path, properties: ["title": .string(title), "expanded": .bool(open)], children: labelNodes
    ) { event in
      guard event.action == .tap else { return false }
      if let binding { binding.wrappedValue.toggle() } else { own?.value = !open }
      return true
    }
    let content = open ? context.render(self.content, at: path.appending("content")) : []
    return [Node(.disclosureGroup, children: [toggle, Node(.disclosed, children: content)])]
  }
}

/// The size a `GeometryReader` is given: what the layout engine gave the reader in the last
/// layout (the first render of a reader uses the proposal of a fixed frame around it, else the
/// page's size, and the view lays out again at once if the engine gives it another).
public struct GeometryProxy: Sendable {
  /// The space offered.
  public let size: CGSize
  /// The safe area's insets (none).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// Whether `size` is the one the layout gave the reader (a first render has only the
  /// proposal: observers of geometry wait for the layout's).
  let isLaidOut: Bool

  init(size: CGSize = RenderContext.screen, isLaidOut: Bool = false) {
    self.size = size
    self.isLaidOut = isLaidOut
  }
}

/// Content that reads the space it is offered (see `GeometryProxy` for what it gets here).
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  /// A reader is primitive: it hands its content the size proposed to it.
  public var body: Never { bodyError() }
}

extension GeometryReader: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let laidOut = context.graph.geometry[path.id]
    let size = laidOut ?? context.proposal ?? context.graph.screen
    let filled = content(GeometryProxy(size: size, isLaidOut: laidOut != nil))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    return context.render(filled, at: path.appending("reader")).map { node in
      // The engine's frame for this node is the reader's size: the graph reads it back.
      var node = node
      node.properties["geometryReader"] = .string(path.id)
      node.properties["readerSize"] = .array([.number(Double(size.width)), .number(Double(size.height))])
      return node
    }
  }
}

/// The older spelling of a toolbar's group of items.
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at a placement, side by side.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The items, each at the group's placement.
  public var body: some View { ToolbarItem<Void, Content>(placement: placement) { content } }
}

extension View {
  /// The navigation title (the pre-iOS-14 spelling).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

  /// The navigation title and how it shows (the pre-iOS-14 spelling).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(titleKey)
  }

  /// The navigation title from a string value (the pre-iOS-14 spelling).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  /// Items in the navigation bar (the pre-iOS-14 spelling): shown in the toolbar.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      leading
      trailing
    }
  }

  /// A leading item in the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View { toolbar { leading } }

  /// A trailing item in the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View { toolbar { trailing } }

  /// A search field above the view, bound to `text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: prompt?.text ?? "Search"))
  }

  /// A search field above the view, with a prompt string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  )
    -> some View
  {
    modifier(SearchModifier(text: text, prompt: String(prompt)))
  }
}

/// Where a search field goes (the page puts it above the content).
public struct SearchFieldPlacement: Sendable {
  /// Where the system puts it.
  public static let automatic = SearchFieldPlacement()
  /// In the navigation bar's drawer.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement()
}

/// Whether a navigation bar's search field always shows.
public enum NavigationBarDrawerDisplayMode: Sendable {
  /// As the system decides.
  case automatic
  /// Always.
  case always
}

/// A search field above the content; while something is typed, the suggestions the app gives
/// (`searchSuggestions`, `suggestions:`) show under it, and a suggestion's `searchCompletion`
/// fills the field when tapped.
struct SearchModifier: PrimitiveModifier {
  let text: Binding<String>
  let prompt: String
  var suggestions: AnyView?

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let field = context.render(
      TextField(prompt, text: text).keyboardType(.webSearch), at: path.appending("search"))
    let text = text
    var shown: [Node] = []
    if let suggestions = suggestions ?? context.environment.searchSuggestions, !text.wrappedValue.isEmpty {
      shown = context.withEnvironment({
        $0.searchCompletionTarget = text
        $0.searchSuggestions = nil
      }) {
        context.render(
          VStack(alignment: .leading, spacing: 12) { suggestions }.padding(.horizontal),
          at: path.appending("suggestions"))
      }
    }
    let rest = context.withEnvironment({ $0.searchSuggestions = nil }) { content() }
    return [Node(.search, children: field)] + shown + rest
  }
}

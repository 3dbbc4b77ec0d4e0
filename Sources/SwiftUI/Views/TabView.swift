@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Tabs: a bar of the tabs' labels (`tabItem`, or `Tab`) and the selected tab's content. Every
/// tab is rendered, so each keeps its state while another is shown, as on iOS.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is `selection`: each tab's `tag` (or `Tab`'s value) is its value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Tabs written as `Tab`s whose values are of the selection's type, so a value can be written
  /// as `.home` (iOS 18's way; chosen only where the plain builder cannot type the tabs).
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Tabs are primitive.
  public var body: Never { bodyError() }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, starting at the first.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (savedTitle, savedFinal) = (context.title, context.titleIsFinal)
    // A tab whose content presents an alert, dialog or sheet renders as the content (inert
    // behind it) and the presentation: one tab, not two.
    var groups: [[Node]] = []
    for node in context.render(content, at: path.appending("content")) {
      if [.alert, .dialog, .sheet].contains(node.kind), !groups.isEmpty {
        groups[groups.count - 1].append(node)
      } else {
        groups.append([node])
      }
    }
    let tabs = groups.map { $0[0] }
    guard !tabs.isEmpty else { return [] }
    // Without a binding, the selected tab's position lives in the view's own slot.
    let own = selection == nil ? context.graph.slot(path.id + "#tab", in: context, kept: true) { 0 } : nil
    let values: [SelectionValue?] = tabs.map { tab in tab.tagIndex.flatMap { context.tagValues[$0] as? SelectionValue }
    }
    var selected = 0
    if let selection {
      selected = values.firstIndex { $0 == selection.wrappedValue } ?? 0
    } else if let index = own?.value as? Int, tabs.indices.contains(index) {
      selected = index
    }
    let style = context.environment.tabViewStyle
    var bar: [Node] = []
    // Every tab's label, or for pages a dot named by the page's position; no bar (and no
    // controls) for pages without their index.
    for (index, tab) in tabs.enumerated() where style != "pageWithoutIndex" {
      let label = tab.style[.tabItem]?.array ?? []
      let title = label.compactMap { Node.plainText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
      let glyph = label.lazy.compactMap {
        $0["glyph"]?.string ?? $0["children"]?.array?.first { $0["glyph"] != nil }?["glyph"]?.string
      }.first
      var properties: [String: JSON] = [
        "title": .string(title.isEmpty ? "Tab \(index + 1)" : title), "selected": .bool(index == selected),
      ]
      if let glyph { properties["glyph"] = .string(glyph) }
      let symbol = label.lazy.compactMap { json -> String? in
        if json["symbol"] == true { return json["name"]?.string }
        return json["children"]?.array?.first { $0["symbol"] == true }?["name"]?.string
      }.first
      if let symbol { properties["symbol"] = .string(symbol) }
      let selection = selection
      let value = values[index]
      bar.append(
        context.control(.tab, at: path.appending("tab\(index)"), properties: properties) { event in
          guard event.action == .tap else { return false }
          if let selection, let value {
            selection.wrappedValue = value
          } else {
            own?.value = index
          }
          return true
        })
    }
    var shown = tabs[selected]
    shown.style[.tabItem] = nil
    let presented = groups[selected].dropFirst().map { node -> Node in
      var node = node
      node.style[.tabItem] = nil
      return node
    }
    // The page's title is the shown tab's (its navigation stack's, or its own), not the last
    // tab rendered.
    // Behind a presentation, the content's own title.
    let titled = shown.kind == .inert && shown.children.count == 1 ? shown.children[0] : shown
    let shownTitle = titled.kind == .navigation ? titled.properties["title"]?.string : titled.screenTitle
    context.title = shownTitle ?? savedTitle
    context.titleIsFinal = shownTitle != nil || savedFinal
    // iOS 26's bottom accessory sits under the shown tab's content, above the bar (after the
    // title is read from the tab's own content).
    if let accessory = context.environment.tabBottomAccessory {
      let accessoryNodes = context.render(accessory, at: path.appending("accessory"))
      if !accessoryNodes.isEmpty {
        shown = .stack(.vstack, alignment: "center", spacing: 0, children: [shown] + accessoryNodes)
      }
    }
    var properties: [String: JSON] = [:]
    if style != "automatic" { properties["paged"] = true }
    return [
      Node(
        .tabs, properties: properties,
        children: [Node(.tabBar, children: bar), Node(.tabPanel, children: [shown] + presented)])
    ]
  }
}

extension Node {
  /// The text of a node's JSON, as `plainText` reads a node.
  static func plainText(of json: JSON) -> String? {
    if let text = json["text"]?.string { return text }
    if let title = json["title"]?.string { return title }
    return json["children"]?.array?.compactMap { plainText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// Puts a view's tab label on it, for the `TabView` around it.
struct TabItemModifier<Label: View>: PrimitiveModifier {
  let label: Label

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let labelNodes = context.render(label, at: path.appending("tabItem"))
    return content().map { node in
      var node = node
      node.style[.tabItem] = .array(labelNodes.map(\.json))
      return node
    }
  }
}

extension View {
  /// The view's label in the tab bar of the `TabView` around it.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }

  /// A badge on the view's tab, or its list row (shown after its label).
  public func badge(_ count: Int) -> some View { style(.badge, count == 0 ? .null : .string(String(count))) }

  /// A badge of text on the view's tab or list row.
  public func badge(_ label: Text?) -> some View {
    style(.badge, label.map { .string($0.segments.map(\.string).joined()) } ?? .null)
  }

  /// A badge of text on the view's tab or list row.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S) -> some View { style(.badge, .string(String(label))) }
}

/// Builds a `TabView`'s tabs as `ViewBuilder` does, and gives each `Tab` the selection's type,
/// so `Tab("Home", systemImage: "house", value: .home)` finds `.home` in it.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// No tabs.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One tab, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several tabs, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    ViewBuilder.buildBlock(repeat each content)
  }
  /// A tab whose value is of the selection's type.
  public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>) -> Tab<SelectionValue, Content>
  {
    tab
  }
  /// Any other content (a `ForEach` of tabs, a section, a modified tab).
  @_disfavoredOverload
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(first: first)
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(second: second)
  }
}

/// What a tab is for (iOS 18): `.search` is the tab bar's search tab.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

/// A tab of a `TabView` (iOS 18's way): its label, value and content.
public struct Tab<Value: Hashable, Content: View>: View {
  let label: AnyView
  let value: Value?
  let content: Content

  /// A tab with a value, selected when the `TabView`'s selection is `value`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
  }

  /// A tab with a value and a role (`.search`).
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
  }

  /// A tab with a value, its title a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, label: AnyView(Label(title, systemImage: systemImage)), content: content())
  }

  /// A tab with a value and an image of the app's asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, label: AnyView(Label(titleKey, image: image)), content: content())
  }

  /// A tab with a value and a label of the app's own.
  public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.init(value: value, label: AnyView(label()), content: content())
  }

  /// A tab with a value and a role (`.search`), labelled as the role is.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, label: AnyView(Label("Search", systemImage: "magnifyingglass")), content: content())
  }

  init(value: Value?, label: AnyView, content: Content) {
    self.label = label
    self.value = value
    self.content = content
  }

  /// The tab's content, labelled for the bar.
  public var body: some View {
    content
      .tabItem { label }
      .tag(value)
  }
}

extension Tab where Value == Never {
  /// A tab without a value (the `TabView` keeps its own selection).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
  }

  /// A tab without a value, with a role (`.search`).
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(value: nil, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
  }

  /// A tab without a value, its title a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(value: nil, label: AnyView(Label(title, systemImage: systemImage)), content: content())
  }

  /// A tab without a value, with an image of the app's asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: AnyView(Label(titleKey, image: image)), content: content())
  }

  /// A tab without a value, with a label of the app's own.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.init(value: nil, label: AnyView(label()), content: content())
  }

  /// A tab without a value, with a role (`.search`).
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, label: AnyView(Label("Search", systemImage: "magnifyingglass")), content: content())
  }
}

@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A view for each element of a collection, each identified so its state follows it when
/// elements move. In a `Picker`, an element's identifier is its tag unless it has one.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// A view for each element, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    identify = { $0[keyPath: id] }
    self.content = content
  }

  /// A for-each is primitive.
  public var body: Never { bodyError() }
}

extension ForEach {
  /// Each element's content, in order (for content that is not views: a chart's marks).
  public var _contents: [Content] { data.map { content($0) } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    identify = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number in a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    identify = { $0 }
    self.content = content
  }
}

extension ForEach {
  /// Each element's content, in order: for containers of other modules that read their content
  /// rather than render it (MapKit's `Map` places each marker of a `ForEach`).
  @_spi(Host) public var elementContents: [Content] { data.map(content) }
}

extension ForEach: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let collection = data as? SubviewsCollection, let source = collection.source {
      // `ForEach(subviews:)`: the content's views, rendered here, each given to `content`.
      let nodes = context.render(source, at: path.appending("subviews"))
      return SubviewsCollection(nodes: nodes).elements.flatMap { subview in
        context.render(content(subview as! Data.Element), at: path.appending("[\(subview.id)]"))
      }
    }
    if let collection = data as? SectionCollection, let source = collection.source {
      // `ForEach(sections:)`: the content's sections, rendered here, each given to `content`.
      let nodes = context.render(source, at: path.appending("sections"))
      return SectionConfiguration.sections(of: nodes).flatMap { section in
        context.render(content(section as! Data.Element), at: path.appending("[\(section.id)]"))
      }
    }
    return data.flatMap { element in nodes(of: element, at: path, in: context).nodes }
  }

  /// One element's nodes, at its own place (by its identifier) and tagged with it; the place
  /// too, for what hangs off the row (`onDelete`'s buttons).
  func nodes(of element: Data.Element, at path: ViewPath, in context: RenderContext) -> (nodes: [Node], place: ViewPath)
  {
    let id = identify(element)
    let place = path.appending("[\(id)]")
    var nodes = context.tag(context.render(content(element), at: place), with: id)
    // Inside a `ScrollViewReader`, the first node is where `scrollTo(id)` scrolls, unless `.id`
    // names one (elsewhere nothing scrolls to it, so the page is not told).
    if context.insideScrollReader, let first = nodes.first, first.style[.viewID] == nil {
      nodes[0] = first.styled(.viewID, .string(ScrollViewProxy.name(of: id)))
    }
    return (nodes, place)
  }
}

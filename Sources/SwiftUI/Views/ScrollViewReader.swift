@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A view whose content can scroll its scroll views to a view by its identifier:
/// `proxy.scrollTo(message.id, anchor: .bottom)`. A view's identifier is what `.id(_:)` gives
/// it, or (inside the reader) a `ForEach` row's element identifier; the page scrolls it into view.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose `content` is given the proxy that scrolls.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  /// A reader is primitive.
  public var body: Never { bodyError() }
}

extension ScrollViewReader: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let slot = context.graph.slot(path.id + "#scroll", in: context) { ScrollViewProxy.Request?.none as Any }
    let outside = context.insideScrollReader
    context.insideScrollReader = true
    let children = context.render(content(ScrollViewProxy(slot: slot)), at: path.appending("content"))
    context.insideScrollReader = outside
    var properties: [String: JSON] = [:]
    if let request = slot.value as? ScrollViewProxy.Request {
      properties["scrollTo"] = .string(request.target)
      properties["anchor"] = .string(request.anchor)
      properties["sequence"] = .number(Double(request.sequence))
    }
    return [Node(.scrollReader, properties: properties, children: children)]
  }
}

/// What a `ScrollViewReader` gives its content: `scrollTo(_:anchor:)`.
public struct ScrollViewProxy {
  /// The latest request: the view to show, where, and its number (so asking again scrolls again).
  struct Request {
    let target: String
    let anchor: String
    let sequence: Int
  }

  let slot: StateSlot

  /// Scrolls the scroll views inside so the view identified by `id` is in view: at the
  /// `anchor`'s edge (`.top`, `.center`, `.bottom`), or as little as needed without one.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let place: String =
      switch anchor?.y {
      case nil: "nearest"
      case let y? where y < 0.34: "start"
      case let y? where y > 0.66: "end"
      default: "center"
      }
    let previous = (slot.value as? Request)?.sequence ?? 0
    slot.value = Request(target: Self.name(of: id), anchor: place, sequence: previous + 1)
  }

  /// The name the page knows a view identifier by.
  nonisolated static func name<ID: Hashable>(of id: ID) -> String { String(String(describing: id).prefix(200)) }
}

extension View {
  /// Identifies the view: where `ScrollViewProxy.scrollTo(id)` scrolls.
  public func id<ID: Hashable>(_ id: ID) -> some View { style(.viewID, .string(ScrollViewProxy.name(of: id))) }
}

@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// The state of one render pass: the environment as it flows down the tree, the controls'
/// handlers and the lifecycle hooks met on the way.
@MainActor
final class RenderContext {
  unowned let graph: ViewGraph
  /// The environment at the view being rendered; modifiers change it for their content.
  var environment: EnvironmentValues
  /// The navigation title of the screen being rendered: the outermost `navigationTitle` of the
  /// screen wins, as a preference set higher in SwiftUI's tree replaces those below it.
  var title: String?
  /// Whether `title` is a navigation stack's (its top screen's): modifiers outside the stack do
  /// not change it, as a title outside a stack shows nowhere on iOS.
  var titleIsFinal = false
  /// How the screen being rendered shows its title, as its outermost
  /// `navigationBarTitleDisplayMode` or `toolbarTitleDisplayMode` says: `large`, `inline`, or
  /// `nil` (automatic: as the screen below it, large at a stack's root).
  var titleDisplayMode: String?
  /// The size proposed to the views being rendered, by the nearest fixed frame around them;
  /// `nil` outside any (the screen's, for those that need one: `RenderContext.screen`).
  var proposal: CGSize?
  /// A phone's screen in points: what a view is proposed when no frame says otherwise.
  nonisolated static let screen = CGSize(width: LayoutMetrics.screen.width, height: LayoutMetrics.screen.height)
  /// Whether the views being rendered are inside a `ScrollViewReader`, whose `scrollTo` finds
  /// `ForEach` rows by their identifiers.
  var insideScrollReader = false
  /// The preference values the views rendered so far in the current subtree produced.
  var preferences = PreferenceValues()
  /// What a control does with an event, by control identifier.
  private(set) var handlers: [String: (InterfaceMessage.Event) -> Bool] = [:]
  /// Lifecycle hooks (`onAppear`, `task`, …) by their place.
  var lifecycles: [String: Lifecycle] = [:]
  /// `onChange` observers, in the order met.
  var changes: [ChangeObserver] = []
  /// The innermost navigation stack around the view being rendered, for its links.
  var navigation: NavigationScope?
  /// The values of `.tag` modifiers met so far; nodes refer to them by index.
  var tagValues: [any Hashable] = []
  /// State slots touched in this pass; the others belong to views that are gone.
  var touchedSlots: Set<String> = []

  init(graph: ViewGraph, environment: EnvironmentValues) {
    self.graph = graph
    self.environment = environment
  }

  /// Renders `view` at `path`: a primitive view renders itself; any other view gets its
  /// state attached and renders its body one step further down.
  func render(_ view: any View, at path: ViewPath) -> [Node] {
    if let primitive = view as? any PrimitiveView {
      return primitive.nodes(at: path, in: self)
    }
    // A shape of your own: drawn from its `path(in:)`, it has no body to render.
    if let shape = view as? any Shape { return [shape.shapeNode] }
    let kind = ObjectIdentifier(type(of: view))
    let nesting = (nestings[kind] ?? 0) + 1
    if nesting > Self.nestingLimit { Self.endlessNesting(of: type(of: view)) }
    nestings[kind] = nesting
    defer { nestings[kind] = nesting - 1 }
    let place = path.appending(String(describing: type(of: view)))
    graph.attachProperties(of: view, at: place, in: self)
    return render(view.body, at: place)
  }

  /// How many times each view type is nested in itself along the path being rendered.
  private var nestings: [ObjectIdentifier: Int] = [:]
  /// How deep a view may nest in itself: far past any real tree of views (a file browser's
  /// folders), well short of the stack's end.
  static let nestingLimit = 256

  /// Ends the run with a sentence instead of a stack overflow: a view whose body contains
  /// itself without end — most often a modifier written without its dot inside a view
  /// builder (`foregroundColor(.white)`), which applies it to the whole view, itself included.
  private static func endlessNesting(of type: Any.Type) -> Never {
    fatalError(
      "the view \(type) contains itself without end (nested \(nestingLimit) deep): a modifier written without its dot inside its body, like 'foregroundColor(.white)' instead of '.foregroundColor(.white)', applies to the whole view, itself included"
    )
  }

  /// The key of the next change observer at `prefix` (a place and a kind): the place with the
  /// number of observers this render met there before, so each keeps its own previous value.
  func changeKey(for prefix: String) -> String {
    "\(prefix)\(changes.filter { $0.key.hasPrefix(prefix) }.count)"
  }

  /// Renders `content` with the environment changed by `change`, then restores it.
  func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [Node]) -> [Node] {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return body()
  }

  /// Renders `body` with its controls made inert: their handlers are dropped, so the page
  /// cannot act on them (what a modal alert does to the view behind it).
  func inert(_ body: () -> [Node]) -> [Node] {
    let (nodes, controls) = rendering(body)
    disable(controls)
    return nodes
  }

  /// Renders `body` and says which controls it registered.
  func rendering(_ body: () -> [Node]) -> (nodes: [Node], controls: Set<String>) {
    let before = Set(handlers.keys)
    let nodes = body()
    return (nodes, Set(handlers.keys).subtracting(before))
  }

  /// Renders `view` at `path` and says which controls it registered. (Not `rendering { … }`:
  /// a closure capturing an `any View` fails region checking in the runtime's `-O` build.)
  func rendering(_ view: any View, at path: ViewPath) -> (nodes: [Node], controls: Set<String>) {
    let before = Set(handlers.keys)
    let nodes = render(view, at: path)
    return (nodes, Set(handlers.keys).subtracting(before))
  }

  /// Drops the handlers of `controls`: events for them are ignored from now on.
  func disable(_ controls: Set<String>) {
    for key in controls { handlers[key] = nil }
  }

  /// Registers what the control at `path` does; a disabled control gets no handler, so its
  /// events are ignored whatever the page sends.
  func register(_ path: ViewPath, handler: @escaping (InterfaceMessage.Event) -> Bool) -> String {
    let id = path.id
    if environment.isEnabled { handlers[id] = handler }
    return id
  }
}

extension RenderContext {
  /// A control's node: named by its place, with `disabled` set where the environment says so,
  /// and its handler registered unless disabled.
  func control(
    _ kind: NodeKind, at path: ViewPath, properties: [String: JSON], children: [Node] = [],
    handler: @escaping (InterfaceMessage.Event) -> Bool
  ) -> Node {
    var properties = properties
    if !environment.isEnabled { properties["disabled"] = true }
    let id = register(path, handler: handler)
    return Node(kind, id: id, properties: properties, children: children)
  }

  /// The nodes of a control's label, and the text a person reads in them.
  func label(_ view: any View, at path: ViewPath) -> (nodes: [Node], text: String) {
    let nodes = render(view, at: path.appending("label"))
    return (nodes, nodes.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " "))
  }
}

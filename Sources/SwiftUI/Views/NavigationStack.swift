@_spi(Host) import SuperSwift

/// A stack of screens: the root, and the destinations of the `NavigationLink`s pushed on it,
/// each with its `navigationTitle`; the top one shows, with a Back button.
///
/// The pushed links live in state at the stack's place. Every screen on the stack is rendered
/// (so each keeps its state while it is under another), but only the top one takes events.
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A navigation stack around `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A navigation stack is primitive.
  public var body: Never { bodyError() }
}

extension NavigationStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let pushed = context.graph.slot("\(path.id)#path", in: context) { [String]() }
    let scope = NavigationScope { link in pushed.value = (pushed.value as? [String] ?? []) + [link] }
    let (savedTitle, savedScope) = (context.title, context.navigation)
    context.navigation = scope
    defer { context.navigation = savedScope }

    var screens: [(nodes: [Node], controls: Set<String>, title: String?)] = []
    @MainActor func screen(_ view: any View, at place: ViewPath) {
      context.title = nil
      let (nodes, controls) = context.rendering(view, at: place)
      screens.append((nodes, controls, context.title))
    }
    screen(root, at: path)
    var shown: [String] = []
    for link in pushed.value as? [String] ?? [] {
      // A link that is no longer on the screen below cannot be followed: the stack ends there.
      guard let destination = scope.destinations[link] else { break }
      shown.append(link)
      screen(destination, at: path.appending("\(shown.count)>\(link)"))
    }
    if shown.count != (pushed.value as? [String] ?? []).count { pushed.value = shown }
    for below in screens.dropLast() { context.disable(below.controls) }

    let top = screens[screens.count - 1]
    context.title = top.title ?? savedTitle
    var properties: [String: JSON] = [:]
    if let title = top.title { properties["title"] = .string(title) }
    var children = top.nodes
    if screens.count > 1 {
      let back = "‹ \(screens[screens.count - 2].title ?? "Back")"
      let button = context.control(
        "button", at: path.appending("back"),
        properties: ["title": .string(back), "appearance": "borderless", "role": "back"],
        children: [Node("text", properties: ["text": .string(back)])]
      ) { event in
        guard event.action == "tap" else { return false }
        pushed.value = Array((pushed.value as? [String] ?? []).dropLast())
        return true
      }
      children.insert(button, at: 0)
    }
    return [Node("navigation", properties: properties, children: children)]
  }
}

/// The older spelling of `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view around `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The same as a navigation stack.
  public var body: some View { NavigationStack { content } }
}

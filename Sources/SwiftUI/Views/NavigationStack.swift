@_spi(Host) import SuperSwift

/// The root of a stack of screens; shows the title its content sets with `navigationTitle`.
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A navigation stack around `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A navigation stack is primitive.
  public var body: Never { bodyError() }
}

extension NavigationStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let saved = context.title
    context.title = nil
    let children = context.render(root, at: path)
    let title = context.title
    context.title = title ?? saved
    return [Node("navigation", properties: title.map { ["title": .string($0)] } ?? [:], children: children)]
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

@_spi(Host) import SuperSwiftLayout

/// Builds views from the statements of a closure: several views, `if`/`else`, optionals and
/// `for`-less lists (use `ForEach`). Not isolated, as Apple's: a `@ViewBuilder` property of a
/// plain type (a style, a model) builds its views wherever it is asked.
@resultBuilder
public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return TupleView(children: children)
  }

  /// A view expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`: the content, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side in the tree, as a `ViewBuilder` block makes them.
public struct TupleView<T> {
  let children: [any View]
  init(children: [any View]) { self.children = children }
  /// Its pieces, in order (for content built as views that is not drawn as views: a chart's marks).
  public var _children: [any View] { children }
}

extension TupleView: View {
  /// A tuple view is primitive.
  public var body: Never { bodyError() }
}

extension TupleView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    // Each child keeps its own place, so state follows position, as in SwiftUI.
    children.enumerated().flatMap { index, child in context.render(child, at: path.appending("\(index)")) }
  }
}

/// One of two views, as `if`/`else` makes it. Each branch has its own place in the tree, so
/// switching branches drops the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  init(storage: Storage) { self.storage = storage }

  /// The branch taken: the first's content, or the second's (for frameworks whose content a
  /// view builder's `if` and `switch` choose, as a chart's marks).
  @_spi(Host) public var _branch: (first: TrueContent?, second: FalseContent?) {
    switch storage {
    case .trueContent(let content): (content, nil)
    case .falseContent(let content): (nil, content)
    }
  }
}

extension _ConditionalContent: View {
  /// A conditional view is primitive.
  public var body: Never { bodyError() }
}

extension _ConditionalContent: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    switch storage {
    case .trueContent(let view): context.render(view, at: path.appending("if"))
    case .falseContent(let view): context.render(view, at: path.appending("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view is primitive.
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    switch self {
    case .some(let view): context.render(view, at: path.appending("some"))
    case .none: []
    }
  }
}

/// No view at all.
public struct EmptyView: Sendable {
  /// An empty view.
  public init() {}
}

extension EmptyView: View {
  /// An empty view is primitive.
  public var body: Never { bodyError() }
}

extension EmptyView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] { [] }
}

/// A view whose type is hidden; changing the type inside resets its state.
public struct AnyView {
  let view: any View
  /// Wraps `view`.
  public init<V: View>(_ view: V) { self.view = view }
  /// Wraps `view`, unless it is already an `AnyView`.
  public init<V: View>(erasing view: V) { self.view = (view as? AnyView)?.view ?? view }
}

extension AnyView: View {
  /// A type-erased view is primitive.
  public var body: Never { bodyError() }
}

extension AnyView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    context.render(view, at: path)
  }
}

/// Views grouped so modifiers apply to each of them; adds no container of its own.
public struct Group<Content: View>: View {
  let content: Content
  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A group is primitive.
  public var body: Never { bodyError() }
}

extension Group: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    context.render(content, at: path)
  }
}

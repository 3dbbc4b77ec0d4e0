@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A stack of screens: the root, and the destinations of the `NavigationLink`s pushed on it,
/// each with its `navigationTitle`; the top one shows, with a Back button.
///
/// The pushed links live in state at the stack's place. Every screen on the stack is rendered
/// (so each keeps its state while it is under another), but only the top one takes events.
public struct NavigationStack<Root: View>: View {
  let root: Root
  /// The values of a `path:` binding, read and written as a list.
  let readPath: (@MainActor () -> [AnyHashable])?
  let writePath: (@MainActor ([AnyHashable]) -> Void)?

  /// A stack starting at `root`, keeping its own list of pushed screens.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = nil
    writePath = nil
  }

  /// A stack whose pushed screens are the values of `path`, each shown by the
  /// `navigationDestination(for:)` of its type: setting the path navigates.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = { path.wrappedValue.elements }
    writePath = { path.wrappedValue = NavigationPath(elements: $0) }
  }

  /// A stack whose pushed screens are the elements of `path`.
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    readPath = { path.wrappedValue.map { AnyHashable($0) } }
    writePath = { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
  }

  /// A navigation stack is primitive.
  public var body: Never { bodyError() }
}

/// One screen pushed on a stack: by a link on the screen below, or by a value.
enum NavigationEntry: Hashable {
  case link(String)
  case value(AnyHashable)
}

/// A list of values of any `Hashable` types: a navigation stack's path.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  init(elements: [AnyHashable]) { self.elements = elements }

  /// An empty path.
  public init() { elements = [] }

  /// A path of these values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

extension NavigationStack: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    // Screens pushed by links (and by values when there is no path binding) live in the
    // stack's own slot; a path binding's values come first.
    let own = context.graph.slot("\(path.id)#path", in: context) { [NavigationEntry]() }
    let readPath = readPath
    let writePath = writePath
    let bound: [NavigationEntry] = (readPath?() ?? []).map { .value($0) }
    let scope = NavigationScope(
      push: { link in own.value = (own.value as? [NavigationEntry] ?? []) + [.link(link)] },
      pushValue: { value in
        if let readPath, let writePath {
          writePath(readPath() + [value])
        } else {
          own.value = (own.value as? [NavigationEntry] ?? []) + [.value(value)]
        }
      })
    let (savedTitle, savedFinal, savedScope) = (context.title, context.titleIsFinal, context.navigation)
    context.navigation = scope
    defer { context.navigation = savedScope }

    var screens: [(nodes: [Node], controls: Set<String>, title: String?, display: String)] = []
    @MainActor func screen(_ view: any View, at place: ViewPath) {
      (context.title, context.titleIsFinal, context.titleDisplayMode) = (nil, false, nil)
      let (nodes, controls) = context.rendering(view, at: place)
      // Automatic: as the screen below; large at the root.
      let display = context.titleDisplayMode ?? screens.last?.display ?? "large"
      screens.append((nodes, controls, context.title, display))
    }
    screen(root, at: path)
    let ownEntries = own.value as? [NavigationEntry] ?? []
    var shownOwn = 0
    for (index, entry) in (bound + ownEntries).enumerated() {
      // A link no longer on the screen below, or a value with no destination, cannot be
      // shown: the stack ends there.
      let destination: (any View)?
      let key: String
      switch entry {
      case .link(let link):
        destination = scope.destinations[link]
        key = link
      case .value(let value):
        destination = scope.valueDestinations[ObjectIdentifier(type(of: value.base))]?(value)
        key = "value-\(index)"
      }
      guard let destination else { break }
      if index >= bound.count { shownOwn += 1 }
      screen(destination, at: path.appending("\(screens.count)>\(key)"))
    }
    if shownOwn != ownEntries.count, screens.count - 1 >= bound.count {
      own.value = Array(ownEntries.prefix(shownOwn))
    }
    // Destinations bindings present go on top, each over the screen that declared it; a screen
    // they show may present more.
    var shownPresented: [PresentedDestination] = []
    var looked = 0
    while looked < scope.presented.count {
      let candidate = scope.presented[looked]
      looked += 1
      guard candidate.isShown(), !shownPresented.contains(where: { $0.key == candidate.key }) else { continue }
      shownPresented.append(candidate)
      screen(candidate.destination(), at: path.appending("\(screens.count)>presented-\(candidate.key)"))
    }
    for below in screens.dropLast() { context.disable(below.controls) }

    let top = screens[screens.count - 1]
    context.title = top.title ?? savedTitle
    context.titleIsFinal = top.title != nil || savedFinal
    var properties: [String: JSON] = ["titleDisplay": .string(top.display)]
    if let title = top.title { properties["title"] = .string(title) }
    var children = top.nodes
    let presentedOnTop = shownPresented
    if screens.count > 1 {
      let back = "‹ \(screens[screens.count - 2].title ?? "Back")"
      let button = context.control(
        .button, at: path.appending("back"),
        properties: ["title": .string(back), "appearance": "borderless", "role": "back"],
        children: [Node(.text, properties: ["text": .string(back)])]
      ) { event in
        guard event.action == .tap else { return false }
        let entries = own.value as? [NavigationEntry] ?? []
        if let last = presentedOnTop.last {
          last.dismiss()
        } else if !entries.isEmpty {
          own.value = Array(entries.dropLast())
        } else if let readPath, let writePath {
          writePath(Array(readPath().dropLast()))
        }
        return true
      }
      // The back control sits in the bar above the screen, as on a phone.
      children.insert(Node(.navigationBar, children: [button]), at: 0)
    }
    return [Node(.navigation, properties: properties, children: children)]
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

extension NavigationPath {
  /// A path in a form that can be saved and read back (`Codable`), when every value in it is
  /// `Codable`: each value as its type's name and its JSON.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// Type names and JSON texts, in turn, from the first value to the last.
    var items: [String]

    /// Reads the representation.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var items: [String] = []
      while !container.isAtEnd { items.append(try container.decode(String.self)) }
      guard items.count.isMultiple(of: 2) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "A navigation path has a type name and a JSON text for each value.")
      }
      self.items = items
    }

    /// Writes the representation.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    }

    init(items: [String]) { self.items = items }
  }

  /// The path in a form that can be saved; `nil` when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    var items: [String] = []
    let encoder = JSONEncoder()
    for element in elements {
      guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base)),
        let json = try? encoder.encode(value), let text = String(data: json, encoding: .utf8)
      else { return nil }
      items += [name, text]
    }
    return CodableRepresentation(items: items)
  }

  /// The path a saved representation holds. A value whose type this program does not have, or
  /// whose JSON does not decode, ends the path there (the values before it are kept).
  public init(_ codable: CodableRepresentation) {
    self.init()
    let decoder = JSONDecoder()
    func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) -> AnyHashable? {
      (try? decoder.decode(type, from: data)).map { AnyHashable($0) }
    }
    var index = 0
    while index + 1 < codable.items.count {
      guard let type = _typeByName(codable.items[index]) as? any (Decodable & Hashable).Type,
        let value = decode(type, from: Data(codable.items[index + 1].utf8))
      else { break }
      elements.append(value)
      index += 2
    }
  }
}

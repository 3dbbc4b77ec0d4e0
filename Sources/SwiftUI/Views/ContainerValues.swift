@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A value of your own that a view hands the container it is in (iOS 18): declare a key with its
/// default and a property on `ContainerValues` (or write `@Entry var name: Type = value` there);
/// `.containerValue(\.name, v)` sets it on a view, and a container reads it from each of its
/// `Subview`s (`Group(subviews:)`, `ForEach(subviews:)`).
public protocol ContainerValueKey {
  /// What it holds.
  associatedtype Value
  /// What it holds where no view set it.
  static var defaultValue: Value { get }
}

/// The values a view set for the container it is in.
public struct ContainerValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]

  /// No values set.
  public init() {}

  /// The value of a key of your own: its default unless the view set it.
  public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value of a key declared by `@Entry` (which declares an environment-style key): its
  /// default unless the view set it.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension View {
  /// Sets a value for the container this view is in to read from its subview.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    ContainerValueView(content: self) { values in values[keyPath: keyPath] = value }
  }
}

/// A view that sets a container value on each of its nodes.
struct ContainerValueView<Content: View>: View, PrimitiveView {
  let content: Content
  let set: (inout ContainerValues) -> Void

  var body: Never { bodyError() }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    context.render(content, at: path).map { node in
      var node = node
      var holder = node.layoutValues ?? LayoutValues()
      var values = (holder.values[ContainerValues.storageKey] as? ContainerValuesBox)?.values ?? ContainerValues()
      set(&values)
      holder.values[ContainerValues.storageKey] = ContainerValuesBox(values: values)
      node.layoutValues = holder
      return node
    }
  }
}

/// Container values as a node carries them (beside its custom layout values).
struct ContainerValuesBox: @unchecked Sendable {
  let values: ContainerValues
}

extension ContainerValues {
  /// Where a node keeps its container values among its layout values.
  static let storageKey = ObjectIdentifier(ContainerValuesBox.self)

  /// The values set on `node`.
  init(of node: Node) {
    self = (node.layoutValues?.values[Self.storageKey] as? ContainerValuesBox)?.values ?? ContainerValues()
  }
}

extension Subview {
  /// The values the view set for its container (`containerValue(_:_:)`).
  public var containerValues: ContainerValues { ContainerValues(of: node) }
}

// MARK: Sections

/// One section of some content, as `Group(sections:)` and `ForEach(sections:)` give it (iOS 18):
/// its header, content and footer views. Content outside any `Section` is one section with no
/// header.
public struct SectionConfiguration: Identifiable {
  /// Its place among the others.
  public let id: Int
  /// The header's views.
  public let header: SubviewsCollection
  /// The section's views.
  public let content: SubviewsCollection
  /// The footer's views.
  public let footer: SubviewsCollection
  /// The values the section set for its container.
  public let containerValues: ContainerValues

  /// The sections of rendered content: each section node one, the nodes between them one each.
  static func sections(of nodes: [Node]) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Node] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        SectionConfiguration(
          id: sections.count, header: SubviewsCollection(nodes: []), content: SubviewsCollection(nodes: loose),
          footer: SubviewsCollection(nodes: []),
          containerValues: ContainerValues()))
      loose = []
    }
    for node in nodes {
      guard node.kind == .section else {
        loose.append(node)
        continue
      }
      closeLoose()
      let header = node.properties["header"]?.string.map { [Node(.text, properties: ["text": .string($0)])] } ?? []
      let footer = node.properties["footer"]?.string.map { [Node(.text, properties: ["text": .string($0)])] } ?? []
      sections.append(
        SectionConfiguration(
          id: sections.count, header: SubviewsCollection(nodes: header),
          content: SubviewsCollection(nodes: node.children),
          footer: SubviewsCollection(nodes: footer), containerValues: ContainerValues(of: node)))
    }
    closeLoose()
    return sections
  }
}

/// The sections some content is made of.
public struct SectionCollection: RandomAccessCollection {
  let elements: [SectionConfiguration]
  /// The content whose sections these are, when they are to be rendered where they are used
  /// (`ForEach(sections:)`).
  var source: AnyView?
  /// The first index.
  public var startIndex: Int { elements.startIndex }
  /// The end index.
  public var endIndex: Int { elements.endIndex }
  /// The section at `index`.
  public subscript(index: Int) -> SectionConfiguration { elements[index] }
}

/// Content made of the sections of other content, transformed.
struct SectionsReader<Content: View, Result: View>: View, PrimitiveView {
  let content: Content
  let transform: (SectionCollection) -> Result

  var body: Never { bodyError() }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = context.render(content, at: path.appending("sections"))
    let collection = SectionCollection(elements: SectionConfiguration.sections(of: nodes), source: nil)
    return context.render(transform(collection), at: path.appending("transformed"))
  }
}

/// The view `Group(sections:transform:)` makes.
public struct SectionsReaderView<Base: View, Result: View>: View {
  let content: Base
  let transform: (SectionCollection) -> Result
  /// The transformed sections.
  public var body: some View { SectionsReader(content: content, transform: transform) }
}

extension Group {
  /// The sections of `view`, transformed: `Group(sections: content) { sections in … }`.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == SectionsReaderView<Base, Result> {
    self.init { SectionsReaderView(content: view, transform: transform) }
  }
}

extension ForEach where Data == SectionCollection, ID == Int {
  /// A view for each section of `view`: `ForEach(sections: content) { section in … }`.
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
    self.init(SectionCollection(elements: [], source: AnyView(view)), id: \.id, content: content)
  }
}

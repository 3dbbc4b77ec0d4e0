@_spi(Host) import SuperSwiftLayout

/// What an empty screen says: a symbol, a title, a description and actions, centred
/// (`ContentUnavailableView("No Results", systemImage: "magnifyingglass")`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions, centred.
  public var body: some View {
    VStack(spacing: 12) {
      label.font(.title2).bold()
      description.foregroundStyle(.secondary)
      actions
    }
    .padding()
    .frame(maxWidth: .infinity)
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title and a symbol, with an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    self.actions = EmptyView()
  }

  /// A title and an image of the app's assets, with an optional description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.label = SwiftUI.Label(title, image: name)
    self.description = description
    self.actions = EmptyView()
  }

  /// A title a string holds and a symbol, with an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    self.actions = EmptyView()
  }

  /// A title a string holds and an image of the app's assets, with an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.label = SwiftUI.Label(title, image: name)
    self.description = description
    self.actions = EmptyView()
  }

  /// "No Results" for a search, with the query when given.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// "No Results for …" for a search.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// A box around content with an optional title (`GroupBox("Totals") { … }`).
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A group box is primitive: drawn by the style the environment holds.
  public var body: Never { bodyError() }
}

extension GroupBox: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let configuration = GroupBoxStyleConfiguration(
      label: StyledPart(content: AnyView(label)), content: StyledPart(content: AnyView(content)))
    guard let style = context.environment.customGroupBoxStyle else {
      return context.render(DefaultGroupBoxStyle().makeBody(configuration: configuration), at: path.appending("box"))
    }
    // The style's own group boxes inside are drawn by default (as SwiftUI does).
    return context.withEnvironment({ $0.customGroupBoxStyle = nil }) {
      context.render(style.makeBody(configuration), at: path.appending("style"))
    }
  }
}

extension GroupBox where Label == Text {
  /// A box with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a title.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

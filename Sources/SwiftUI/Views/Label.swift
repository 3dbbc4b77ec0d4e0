@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// A label is primitive.
  public var body: Never { bodyError() }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title from a string value and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let style = context.environment.customLabelStyle {
      // A style of the app's own draws the label from its title and icon.
      let configuration = LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
      let body = style.makeBody(configuration)
      return context.withEnvironment({ $0.customLabelStyle = nil }) {
        context.render(body, at: path.appending("style"))
      }
    }
    let icon = context.render(icon, at: path.appending("icon"))
    let title = context.render(title, at: path.appending("title"))
    let text = title.map(\.plainText).joined(separator: " ")
    // Icon only: the title is still the label's name, for assistive technology and tooltips.
    let children =
      switch context.environment.labelStyle {
      case "iconOnly": icon.isEmpty ? title : icon
      case "titleOnly": title
      default: icon + title
      }
    var node = Node(.label, properties: ["title": .string(text)], children: children)
    if context.environment.labelStyle == "iconOnly", !icon.isEmpty {
      node = node.styled(.accessibilityLabel, .string(text))
    }
    return [node]
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a title from a string value and an image from the app's assets.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a custom label style is given, drawn as the page draws labels.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

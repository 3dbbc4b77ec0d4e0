@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A switch between on and off.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>

  /// A toggle of `isOn`, labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A toggle is primitive.
  public var body: Never { bodyError() }
}

extension Toggle where Label == Text {
  /// A toggle with a title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let style = context.environment.customToggleStyle {
      // A style of the app's own draws the toggle; its controls change `isOn`.
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
      let body = style.makeBody(configuration)
      return context.withEnvironment({ $0.customToggleStyle = nil }) {
        context.render(body, at: path.appending("style"))
      }
    }
    let (_, title) = context.label(label, at: path)
    let isOn = isOn
    let properties: [String: JSON] = [
      "label": .string(title), "isOn": .bool(isOn.wrappedValue),
      "labelHidden": .bool(context.environment.labelsHidden),
    ]
    return [
      context.control(.toggle, at: path, properties: properties) { event in
        guard event.action == .set, let value = event.value?.bool else { return false }
        isOn.wrappedValue = value
        return true
      }
    ]
  }
}

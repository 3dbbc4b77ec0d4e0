@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A control that runs an action when pressed.
public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// A button showing `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role (`.destructive`, `.cancel`) showing `label`.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }

  /// A button is primitive.
  public var body: Never { bodyError() }
}

extension Button where Label == Text {
  /// A button with a title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a title and a role.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let primitive = context.environment.customPrimitiveButtonStyle {
      // A primitive style of the app's own draws the whole button, and triggers its action
      // when it decides (a `Button(configuration)` inside, a double tap, a long press).
      let action = action
      let after = context.environment.afterAction
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)),
        trigger: {
          action()
          after?()
        })
      let body = primitive.makeBody(configuration)
      return context.withEnvironment({ $0.customPrimitiveButtonStyle = nil }) {
        context.render(body, at: path.appending("primitive"))
      }
    }
    var (labelNodes, text) = context.label(label, at: path)
    var properties: [String: JSON] = ["title": .string(text), "appearance": .string(context.environment.buttonStyle)]
    if let style = context.environment.customButtonStyle {
      // A style of the app's own draws the button from its label; the page adds no chrome.
      let configuration = ButtonStyleConfiguration(
        label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false, role: role)
      let body = style.makeBody(configuration)
      labelNodes = context.withEnvironment({ $0.customButtonStyle = nil }) {
        context.render(body, at: path.appending("style"))
      }
      properties["appearance"] = "plain"
    }
    if let role { properties["role"] = .string(role.name) }
    let action = action
    let after = context.environment.afterAction
    return [
      context.control(.button, at: path, properties: properties, children: labelNodes) { event in
        guard event.action == .tap else { return false }
        action()
        after?()
        return true
      }
    ]
  }
}

/// What a button does, for its look: destructive buttons are red.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// Deletes or discards something.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Shows an alert (or a confirmation dialog) over the content while `isPresented` is true. It
/// is modal: the content's controls take no events meanwhile. Any of its buttons runs its action
/// and then closes it, as on a phone; with no buttons it has an OK button.
struct AlertModifier<Actions: View, Message: View>: PrimitiveModifier {
  let kind: NodeKind
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    guard isPresented.wrappedValue else { return content() }
    let behind = context.inert(content)
    let isPresented = isPresented
    let place = path.appending(kind.rawValue)
    var buttons = context.withEnvironment({ $0.afterAction = { isPresented.wrappedValue = false } }) {
      context.render(actions, at: place.appending("actions"))
    }
    if buttons.isEmpty {
      buttons = context.render(Button("OK") { isPresented.wrappedValue = false }, at: place.appending("ok"))
    }
    let text = context.render(message, at: place.appending("message")).map(\.plainText).joined(separator: " ")
    var properties: [String: JSON] = ["title": .string(title)]
    if !text.isEmpty { properties["message"] = .string(text) }
    return [Node(.inert, children: behind), Node(kind, properties: properties, children: buttons)]
  }
}

extension View {
  /// An alert with a title, buttons and a message, shown while `isPresented` is true.
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .alert, title: titleKey.text, isPresented: isPresented, actions: actions(), message: message()))
  }

  /// An alert with a title and buttons, shown while `isPresented` is true.
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .alert, title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// An alert whose title is a string value (a variable, say), with buttons and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .alert, title: String(title), isPresented: isPresented, actions: actions(), message: message()))
  }

  /// An alert whose title is a string value, with buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .alert, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// An alert whose title is a `Text`, with buttons and a message.
  public func alert<Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .alert, title: title.string, isPresented: isPresented, actions: actions(), message: message()))
  }

  /// A dialog of choices (an action sheet on a phone), shown while `isPresented` is true.
  public func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .dialog, title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// A dialog of choices with a message, shown while `isPresented` is true.
  public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .dialog, title: titleKey.text, isPresented: isPresented, actions: actions(), message: message()))
  }
}

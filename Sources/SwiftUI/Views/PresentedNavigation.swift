@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Navigation driven by bindings: a destination shown while a Boolean is true or an optional
// has a value (`navigationDestination(isPresented:)`, `(item:)`), and the iOS 13–15 links that
// set such a binding (`NavigationLink(isActive:)`, `(tag:selection:)`). The stack shows the
// destination on top of the screen that declared it; its Back button sets the binding back.

/// Registers a destination a binding presents with the stack around it.
struct PresentingModifier: PrimitiveModifier {
  let isShown: @MainActor () -> Bool
  let dismiss: @MainActor () -> Void
  let destination: @MainActor () -> any View

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    context.navigation?.presented.append(
      PresentedDestination(key: path.id, isShown: isShown, dismiss: dismiss, destination: destination))
    return content()
  }
}

extension View {
  /// Pushes `destination` on the stack while `isPresented` is true; Back sets it false.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  {
    let view = destination()
    return modifier(
      PresentingModifier(
        isShown: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
        destination: { view }))
  }

  /// Pushes the destination of `item`'s value on the stack while it has one; Back sets it `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentingModifier(
        isShown: { item.wrappedValue != nil }, dismiss: { item.wrappedValue = nil },
        destination: { item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) }))
  }
}

/// What a link that sets a binding does: whether its destination shows, how tapping it sets the
/// binding, and how Back unsets it.
struct NavigationActivation {
  let isShown: @MainActor () -> Bool
  let activate: @MainActor () -> Void
  let dismiss: @MainActor () -> Void
}

extension NavigationLink {
  /// A link that shows `destination` while `isActive` is true, and sets it when tapped (the
  /// iOS 13–15 spelling).
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
    activation = NavigationActivation(
      isShown: { isActive.wrappedValue }, activate: { isActive.wrappedValue = true },
      dismiss: { isActive.wrappedValue = false })
  }

  /// A link that shows `destination` while `selection` is `tag`, and selects it when tapped.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    activation = NavigationActivation(
      isShown: { selection.wrappedValue == tag }, activate: { selection.wrappedValue = tag },
      dismiss: { selection.wrappedValue = nil })
  }
}

extension NavigationLink {
  /// A link to `destination` shown while `isActive` is true (the iOS 13 spelling, destination
  /// first).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(isActive: isActive, destination: { destination }, label: label)
  }

  /// A link to `destination` shown while `selection` is `tag` (the iOS 13 spelling).
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.init(tag: tag, selection: selection, destination: { destination }, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A titled link to `destination` shown while `isActive` is true (the iOS 13 spelling).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(isActive: isActive, destination: { destination }) { Text(titleKey) }
  }

  /// A titled link shown while `isActive` is true.
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(isActive: isActive, destination: destination) { Text(titleKey) }
  }

  /// A titled link shown while `selection` is `tag`.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
  }

  /// A titled link to `destination` shown while `selection` is `tag` (the iOS 13 spelling).
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(tag: tag, selection: selection, destination: { destination }) { Text(titleKey) }
  }

  /// A link titled with a string to `destination`, shown while `isActive` is true (iOS 13).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(isActive: isActive, destination: { destination }) { Text(title) }
  }

  /// A link titled with a string to `destination`, shown while `selection` is `tag` (iOS 13).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(tag: tag, selection: selection, destination: { destination }) { Text(title) }
  }

  /// A link titled with a string, shown while `isActive` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }

  /// A link titled with a string, shown while `selection` is `tag`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
}

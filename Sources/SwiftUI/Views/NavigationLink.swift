@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A row that pushes another screen on the enclosing `NavigationStack`. Outside a stack it is
/// disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// Where a link leads, or `nil` for a link that pushes a value.
  let destination: Destination?
  /// The value a value link pushes (`NavigationLink(value:)`).
  var value: AnyHashable?
  /// The binding a link of the iOS 13–15 kind sets (`isActive:`, `tag:selection:`).
  var activation: NavigationActivation?

  /// A link showing `label` that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  /// A link showing `label` that pushes `destination` (the older spelling).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A navigation link is primitive.
  public var body: Never { bodyError() }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` on the stack; the stack's `navigationDestination(for:)` for its
  /// type shows it. A `nil` value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value.map { AnyHashable($0) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A titled link that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled by a string that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link with a title (the older spelling).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title from a string value (the older spelling):
  /// `NavigationLink(item.name, destination: DetailView(item: item))`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

/// Shows the values of one type pushed on the stack around it.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
  let destination: (D) -> Destination

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let destination = destination
    context.navigation?.valueDestinations[ObjectIdentifier(D.self)] = { value in
      (value.base as? D).map { destination($0) }
    }
    return content()
  }
}

extension View {
  /// What the navigation stack shows for a pushed value of type `data`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  )
    -> some View
  {
    modifier(NavigationDestinationModifier(destination: destination))
  }
}

extension NavigationLink: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (labelNodes, title) = context.label(label, at: path)
    guard let scope = context.navigation else {
      return [Node(.navigationLink, properties: ["title": .string(title), "disabled": true], children: labelNodes)]
    }
    let act: @MainActor () -> Bool
    if let activation, let destination {
      scope.presented.append(
        PresentedDestination(
          key: path.id, isShown: activation.isShown, dismiss: activation.dismiss, destination: { destination }))
      act = {
        activation.activate()
        return true
      }
    } else if let destination {
      scope.destinations[path.id] = destination
      let push = scope.push
      let id = path.id
      act = {
        push(id)
        return true
      }
    } else if let value {
      let push = scope.pushValue
      act = {
        push(value)
        return true
      }
    } else {
      return [Node(.navigationLink, properties: ["title": .string(title), "disabled": true], children: labelNodes)]
    }
    return [
      context.control(.navigationLink, at: path, properties: ["title": .string(title)], children: labelNodes) {
        event in
        guard event.action == .tap else { return false }
        return act()
      }
    ]
  }
}

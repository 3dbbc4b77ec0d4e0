@_spi(Host) import SuperSwift

/// A row that pushes another screen on the enclosing `NavigationStack`. Outside a stack it is
/// disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination

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
}

extension NavigationLink: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (labelNodes, title) = context.label(label, at: path)
    guard let scope = context.navigation else {
      return [Node("navigationLink", properties: ["title": .string(title), "disabled": true], children: labelNodes)]
    }
    scope.destinations[path.id] = destination
    let push = scope.push
    let id = path.id
    return [
      context.control("navigationLink", at: path, properties: ["title": .string(title)], children: labelNodes) {
        event in
        guard event.action == "tap" else { return false }
        push(id)
        return true
      }
    ]
  }
}

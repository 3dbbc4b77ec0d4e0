@_spi(Host) import SuperSwiftLayout

/// What a `NavigationStack` offers the links inside it during a render: a place to leave their
/// destinations, and a way to push one.
@MainActor
final class NavigationScope {
  /// Destinations by the identifier of the link that leads there.
  var destinations: [String: any View] = [:]
  /// What `navigationDestination(for:)` shows for a pushed value, by the value's type.
  var valueDestinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
  /// Pushes the destination of a link.
  let push: (String) -> Void
  /// Pushes a value (`NavigationLink(value:)`).
  let pushValue: (AnyHashable) -> Void

  init(push: @escaping (String) -> Void, pushValue: @escaping (AnyHashable) -> Void) {
    self.push = push
    self.pushValue = pushValue
  }
}

@_spi(Host) import SuperSwiftLayout

/// What a `NavigationStack` offers the links inside it during a render: a place to leave their
/// destinations, and a way to push one.
@MainActor
final class NavigationScope {
  /// Destinations by the identifier of the link that leads there.
  var destinations: [String: any View] = [:]
  /// What `navigationDestination(for:)` shows for a pushed value, by the value's type.
  var valueDestinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
  /// Destinations shown while a binding says so (`navigationDestination(isPresented:)`,
  /// `NavigationLink(isActive:)`), in the order the screens declared them.
  var presented: [PresentedDestination] = []
  /// Pushes the destination of a link.
  let push: (String) -> Void
  /// Pushes a value (`NavigationLink(value:)`).
  let pushValue: (AnyHashable) -> Void

  init(push: @escaping (String) -> Void, pushValue: @escaping (AnyHashable) -> Void) {
    self.push = push
    self.pushValue = pushValue
  }
}

/// A destination a binding presents: shown on the stack while `isShown()`, taken off by
/// `dismiss()` (the Back button).
@MainActor
struct PresentedDestination {
  /// Where it was declared, to tell destinations apart.
  let key: String
  /// Whether the binding presents it now.
  let isShown: () -> Bool
  /// Sets the binding so it is not presented.
  let dismiss: () -> Void
  /// What it shows.
  let destination: () -> any View
}

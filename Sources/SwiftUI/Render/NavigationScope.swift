/// What a `NavigationStack` offers the links inside it during a render: a place to leave their
/// destinations, and a way to push one.
@MainActor
final class NavigationScope {
  /// Destinations by the identifier of the link that leads there.
  var destinations: [String: any View] = [:]
  /// Pushes the destination of a link.
  let push: (String) -> Void

  init(push: @escaping (String) -> Void) {
    self.push = push
  }
}

/// Routes written relative to where they are mounted, which more than one server serves under
/// a prefix of its own (Hummingbird's `RouteCollection` and `addRoutes(_:atPath:)`).
package struct RouteCollection: Sendable {
  /// The routes, their patterns relative to the mount point.
  package var routes: [Route]

  /// A collection of `routes`.
  package init(_ routes: [Route]) { self.routes = routes }

  /// The routes under `prefix`: its pieces come first in each pattern, and so do its captures;
  /// each is about what `scope` says (the prefix's captures name it).
  package func mounted(at prefix: [PathPiece], scope: Scope) -> [Route] {
    routes.map { $0.mounted(at: prefix, scope: scope) }
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import Synchronization

/// Shows an interactive app for a command-line run: serves its page on a loopback port of its
/// own, under an unguessable path, announces the address and opens the browser when asked.
///
/// Invariant: the page answers only under `/app/<token>`, a capability that only whoever was
/// shown the address has; other local users and other web pages cannot reach the app.
public final class LocalInterfaceServer: InterfacePresenter, Sendable {
  private let openBrowser: Bool
  private let announce: @Sendable (String) -> Void
  /// The server and the session it serves, once `present` has run (at most one per run).
  private let state = Mutex<(server: HTTPServer, session: InterfaceSession)?>(nil)

  /// A presenter that opens the default browser if `openBrowser` and a desktop is present, and
  /// always passes the `Open http://…` line to `announce`.
  public init(openBrowser: Bool, announce: @escaping @Sendable (String) -> Void) {
    self.openBrowser = openBrowser
    self.announce = announce
  }

  /// The page's markup for a render.
  public func render(_ tree: JSON) -> String { InterfaceHTML.render(tree) }

  /// Serves `session`'s page and tells the user where it is.
  public func present(_ session: InterfaceSession) {
    // Made here, not when the presenter is: most runs show no interface, and reading
    // /dev/urandom is a cost on every warm run's path.
    let base = "/app/\(AccessToken.random(bytes: 16))"
    // The browser is started with a one-time address, not the page's: a command line can be
    // read by any local user (`/proc/*/cmdline`), and a spent code opens nothing.
    let once = "/once/\(AccessToken.random(bytes: 16))"
    let onceUnused = Mutex(true)
    let capability = String(base.dropFirst("/app/".count))
    let onceCode = String(once.dropFirst("/once/".count))
    // Public routes only: the page's path is the capability (nobody but whoever was shown
    // the address has it), checked in constant time.
    let interface = InterfaceRoutes.collection(access: .public, pageErrors: .json) { context throws(HTTPError) in
      guard AccessToken.matches(context[0], capability) else {
        throw HTTPError(404, "no such page; open the address superswift printed")
      }
      return .serving(session, base: base, back: nil, after: nil)
    }
    let router = Router(
      routes: [
        Route(.get, ["once", "*"], scope: .anyone, access: .public) { context throws(HTTPError) in
          guard AccessToken.matches(context[0], onceCode) else {
            throw HTTPError(404, "no such page; open the address superswift printed")
          }
          let first = onceUnused.withLock { unused in
            defer { unused = false }
            return unused
          }
          guard first else {
            throw HTTPError(410, "this one-time address was used already; open the address superswift printed")
          }
          return HTTPResponse(status: 303, headers: [("Location", base + "/"), ("Cache-Control", "no-store")])
        }
      ] + interface.mounted(at: ["app", "*"], scope: .anyone), authenticator: nil)
    let server: HTTPServer
    do {
      server = try HTTPServer(host: "127.0.0.1", port: 0, handler: router.handle)
    } catch {
      announce("superswift: cannot serve the app's page: \(error); closing it")
      session.close()
      return
    }
    state.withLock { $0 = (server, session) }
    Thread.detachNewThread { server.serve() }
    let origin = "http://127.0.0.1:\(server.port)"
    announce("Open \(origin)\(base)/")
    if openBrowser { BrowserLauncher.open(origin + once) }
  }

  /// After the run: gives open pages a moment to hear that it ended, then stops serving and
  /// lets requests in flight finish.
  public func finish() {
    guard let (server, session) = state.withLock({ $0 }) else { return }
    session.watchersChanged.wait(until: { session.watcherCount == 0 }, deadline: .now + .seconds(1))
    server.stop()
    // The event that ended the run may still be getting its answer: the process must not
    // exit under it (the page would see a dropped connection).
    server.connectionsChanged.wait(until: { server.openConnections == 0 }, deadline: .now + .seconds(1))
  }
}

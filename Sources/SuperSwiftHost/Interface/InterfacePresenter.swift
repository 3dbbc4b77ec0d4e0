/// Shows an interactive app's interface to a person. The CLI serves a page of its own and opens
/// the browser; the server makes the page part of its web page.
public protocol InterfacePresenter: Sendable {
  /// Called once, when the app first renders. The session lives until the run ends.
  func present(_ session: InterfaceSession)
}

@_spi(Host) import SuperSwift

/// Shows an interactive app's interface to a person. The CLI serves a page of its own and opens
/// the browser; the server makes the page part of its web page.
public protocol InterfacePresenter: Sendable {
  /// Called once, when the app first renders. The session lives until the run ends.
  func present(_ session: InterfaceSession)
  /// The page's markup for a render of the app's view tree (as the app sent it, its images
  /// resolved): called on every render, so the session holds what pages are sent.
  func render(_ tree: JSON) -> String
}

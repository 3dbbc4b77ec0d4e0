/// What a browser says of why it sent a request (`Sec-Fetch-Site`, `-Mode`, `-Dest`): whether
/// a person navigated to the address, or a page made the browser fetch it. Pure.
package enum FetchMetadata {
  /// How a request came.
  package enum Kind: Equatable {
    /// A top-level navigation from this site or from nothing (the address bar, a bookmark, a
    /// Home Screen icon): a person asked for this page.
    case navigation
    /// Anything else the browser says it is: an image, a frame, another site's link.
    case other
    /// No `Sec-Fetch-*` at all: an older browser, or a program.
    case unknown
  }

  /// How `header` (a request's header by name) says the request came.
  package static func kind(_ header: (String) -> String?) -> Kind {
    let site = header("Sec-Fetch-Site")?.lowercased()
    let mode = header("Sec-Fetch-Mode")?.lowercased()
    let destination = header("Sec-Fetch-Dest")?.lowercased()
    guard site != nil || mode != nil || destination != nil else { return .unknown }
    let fromHere = site == "none" || site == "same-origin"
    return fromHere && mode == "navigate" && destination == "document" ? .navigation : .other
  }
}

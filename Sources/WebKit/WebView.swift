import Observation

/// WebKit's SwiftUI web view (iOS 26). The app runs on the server, not in the browser that shows
/// it, so a page cannot hold another site inside it: the web view is drawn as its labelled place
/// with a link that opens the address. A `WebPage` keeps what it was asked to load.
public struct WebView: View {
  let page: WebPage

  /// A web view showing `url` (nothing while it is `nil`).
  public init(url: URL?) {
    let page = WebPage()
    if let url { page.load(URLRequest(url: url)) }
    self.page = page
  }

  /// A web view showing `page`.
  public init(_ page: WebPage) { self.page = page }

  /// The web view's place: its address as a link, or a note that it has none yet.
  public var body: some View {
    VStack(spacing: 8) {
      Image(systemName: "safari")
        .font(.largeTitle)
        .foregroundStyle(.secondary)
      if let url = page.url {
        Link(page.title.isEmpty ? (url.host ?? url.absoluteString) : page.title, destination: url)
      } else if page.html != nil {
        Text("Web content")
          .foregroundStyle(.secondary)
      } else {
        Text("No page loaded")
          .foregroundStyle(.secondary)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// What a `WebView` shows and what can be asked of it (iOS 26): loading is accepted and kept
/// (`url`, `title`); a page never navigates, so it is never loading.
@MainActor @Observable
public final class WebPage {
  /// The address loaded last.
  public private(set) var url: URL?
  /// The page's title (empty: a page is not fetched).
  public private(set) var title: String = ""
  /// Whether a load is under way (never, here).
  public private(set) var isLoading = false
  /// How far the load is, from 0 to 1.
  public private(set) var estimatedProgress: Double = 0
  /// The markup loaded by `load(html:baseURL:)`.
  public private(set) var html: String?
  /// Whether the page has loaded something.
  public var hasOnlySecureContent: Bool { url?.scheme == "https" }

  /// What happens as a page loads.
  public enum NavigationEvent: Sendable, Equatable {
    /// The load started.
    case startedProvisionalNavigation
    /// The server redirected.
    case receivedServerRedirect
    /// The content started arriving.
    case committed
    /// The load finished.
    case finished
  }

  /// How a page is set up.
  public struct Configuration: Sendable {
    /// A configuration.
    public init() {}
  }

  /// An empty page.
  public init() {}

  /// An empty page with a configuration.
  public init(configuration: Configuration) {}

  /// Loads `request`: the address is kept, and the events say it finished.
  @discardableResult
  public func load(_ request: URLRequest) -> AsyncStream<NavigationEvent> {
    url = request.url
    html = nil
    estimatedProgress = 1
    return Self.finishedEvents()
  }

  /// Loads `url`.
  @discardableResult
  public func load(_ url: URL) -> AsyncStream<NavigationEvent> { load(URLRequest(url: url)) }

  /// Loads markup; `baseURL` resolves its relative addresses.
  @discardableResult
  public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncStream<NavigationEvent> {
    self.html = html
    url = nil
    estimatedProgress = 1
    return Self.finishedEvents()
  }

  /// Loads the page again.
  @discardableResult
  public func reload() -> AsyncStream<NavigationEvent> { Self.finishedEvents() }

  /// Stops loading.
  public func stopLoading() {}

  /// Runs JavaScript in the page: there is no page on the server, so there is no result.
  public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? { nil }

  /// The events of a load that finished at once.
  private static func finishedEvents() -> AsyncStream<NavigationEvent> {
    AsyncStream { continuation in
      for event in [NavigationEvent.startedProvisionalNavigation, .committed, .finished] {
        continuation.yield(event)
      }
      continuation.finish()
    }
  }
}

extension View {
  /// Whether swiping goes back and forward in a web view (accepted: a page does not navigate).
  public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
  /// Whether pinching zooms a web view (accepted, as above).
  public func webViewMagnificationGestures(_ visibility: Visibility) -> some View { self }
  /// Whether links preview in a web view (accepted, as above).
  public func webViewLinkPreviews(_ visibility: Visibility) -> some View { self }
  /// Whether text can be selected in a web view (accepted, as above).
  public func webViewTextSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  /// Whether a web view's content scrolls when taller than it (accepted, as above).
  public func webViewContentBackground(_ visibility: Visibility) -> some View { self }
}

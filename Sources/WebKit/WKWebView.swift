// WebKit as a page has it: a web view is a UIKit view, and UIKit views are drawn as their
// labelled place (the app runs on the server, not in the browser that shows it). Loading is
// accepted and remembered (`url`, `title`), so apps that wrap a web view compile and run.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import SwiftUI

/// A web view (UIKit's), for apps' `UIViewRepresentable` wrappers.
open class WKWebView: UIView {
  /// What it was made with.
  public let configuration: WKWebViewConfiguration
  /// Told of navigations (none happen on a page).
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// Told of the page's interface requests.
  open weak var uiDelegate: (any WKUIDelegate)?
  /// The address last loaded.
  open private(set) var url: URL?
  /// The page's title (unknown: none is loaded on a page).
  open private(set) var title: String?
  /// Whether it is loading.
  open private(set) var isLoading = false
  /// How far loading is, 0…1.
  open private(set) var estimatedProgress: Double = 0
  /// Whether there is a page to go back to.
  open private(set) var canGoBack = false
  /// Whether there is a page to go forward to.
  open private(set) var canGoForward = false
  /// Whether swipes go back and forward.
  open var allowsBackForwardNavigationGestures = false
  /// The scroll view (for settings apps make).
  public let scrollView = UIScrollView()

  /// A web view of a frame, with a configuration.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
  }

  /// A web view of a frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
  /// A web view from an archive (nothing is read from it).
  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
  }

  /// Loads a request (remembered; a page draws the view's place).
  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
    url = request.url
    return WKNavigation()
  }

  /// Loads HTML (remembered by its base address).
  @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    url = baseURL
    return WKNavigation()
  }

  /// Goes back.
  @discardableResult open func goBack() -> WKNavigation? { nil }
  /// Goes forward.
  @discardableResult open func goForward() -> WKNavigation? { nil }
  /// Reloads.
  @discardableResult open func reload() -> WKNavigation? { nil }
  /// Stops loading.
  open func stopLoading() {}
  /// Runs JavaScript in the page: no page is loaded here, so the handler hears an error.
  open func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil, URLError(.unsupportedURL))
  }
}

/// A web view's settings.
open class WKWebViewConfiguration: @unchecked Sendable {
  /// Whether media plays inline.
  open var allowsInlineMediaPlayback = false
  /// The page's preferences.
  open var preferences = WKPreferences()
  /// Preferences per navigation.
  open var defaultWebpagePreferences = WKWebpagePreferences()
  /// A configuration.
  public init() {}
}

/// A web view's preferences.
open class WKPreferences: @unchecked Sendable {
  /// Whether JavaScript may open windows.
  open var javaScriptCanOpenWindowsAutomatically = false
  /// Preferences.
  public init() {}
}

/// Preferences per navigation.
open class WKWebpagePreferences: @unchecked Sendable {
  /// Whether JavaScript runs.
  open var allowsContentJavaScript = true
  /// Preferences.
  public init() {}
}

/// One navigation of a web view.
open class WKNavigation: @unchecked Sendable {
  /// A navigation.
  public init() {}
}

/// A navigation a web view is asked to make.
open class WKNavigationAction: @unchecked Sendable {
  /// The request.
  open var request = URLRequest(url: URL(fileURLWithPath: "/"))
  /// What kind of navigation it is.
  open var navigationType: WKNavigationType = .other
}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable {
  /// A link.
  case linkActivated
  /// A form.
  case formSubmitted
  /// Back or forward.
  case backForward
  /// A reload.
  case reload
  /// A form sent again.
  case formResubmitted
  /// Anything else.
  case other = -1
}

/// Whether a navigation may go on.
public enum WKNavigationActionPolicy: Int, Sendable {
  /// It may not.
  case cancel
  /// It may.
  case allow
}

/// What a web view tells its navigation delegate (nothing navigates on a page).
@MainActor
public protocol WKNavigationDelegate: AnyObject {
  /// A navigation finished.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  /// A navigation started.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  /// A navigation failed.
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  /// Whether a navigation may go on.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
  /// Nothing, unless the delegate says.
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  /// Nothing, unless the delegate says.
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  /// Nothing, unless the delegate says.
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
  /// Allows it, unless the delegate says.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
}

/// What a web view tells its interface delegate.
@MainActor
public protocol WKUIDelegate: AnyObject {}

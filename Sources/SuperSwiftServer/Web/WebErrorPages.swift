import SuperSwiftHTTP

/// The web app's sign-in and error pages, as the router answers people with them.
struct WebErrorPages: ErrorPages {
  /// The sign-in page.
  func signIn(problem: String?, next: String?) -> HTTPResponse {
    WebPages.signIn(problem: problem, next: next)
  }

  /// The web app's page for an error.
  func errorPage(_ error: HTTPError) -> HTTPResponse {
    WebPages.errorPage(error)
  }
}

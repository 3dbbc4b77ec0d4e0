/// The pages a person is answered with when a request cannot be served as asked: the server's
/// own, drawn by the web app; a plain page where there is none.
package protocol ErrorPages: Sendable {
  /// The sign-in page, saying what went wrong (`problem`) and where to go after (`next`).
  func signIn(problem: String?, next: String?) -> HTTPResponse
  /// A page that says what went wrong.
  func errorPage(_ error: HTTPError) -> HTTPResponse
}

/// Error pages as plain text in a minimal page, for a server that has no pages of its own.
package struct PlainErrorPages: ErrorPages {
  /// Plain pages.
  package init() {}

  /// A page asking to sign in (a server without pages has no form for it).
  package func signIn(problem: String?, next: String?) -> HTTPResponse {
    errorPage(HTTPError(401, problem ?? "Sign in first."))
  }

  /// The error's sentence as the page.
  package func errorPage(_ error: HTTPError) -> HTTPResponse {
    let page: HTML = "<!doctype html><title>\(error.status.description)</title><p>\(error.message)</p>"
    return .text(page.text, status: error.status, type: "text/html; charset=utf-8")
  }
}

/// A request a handler cannot answer as asked: the status and the sentence that says why,
/// kept as data until the edge (`Router.respond`) turns it into a response: `{"error",
/// "status"}` for programs, a page for people.
package struct HTTPError: Error, Equatable {
  /// A page to answer with instead of the error page.
  package enum Page: Sendable, Equatable {
    /// The sign-in page (a browser that has not signed in).
    case signIn
  }

  /// The status code.
  package var status: HTTPStatus
  /// What went wrong and what to do, in a sentence.
  package var message: String
  /// The run status a run request's failure carries in its JSON (`invalidInput`), instead of
  /// the reason phrase.
  package var runStatus: String?
  /// The input field a 422 is about.
  package var field: String?
  /// Headers the answer carries (`Allow`, `Retry-After`, `WWW-Authenticate`).
  package var headers: [(name: String, value: String)] = []
  /// A page to answer a browser with instead.
  package var page: Page?

  /// An error with a status and its sentence.
  package init(
    _ status: HTTPStatus, _ message: String, runStatus: String? = nil, field: String? = nil, page: Page? = nil
  ) {
    self.status = status
    self.message = message
    self.runStatus = runStatus
    self.field = field
    self.page = page
  }

  /// The same error with a header added.
  package func with(header name: String, _ value: String) -> HTTPError {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }

  package static func == (lhs: HTTPError, rhs: HTTPError) -> Bool {
    lhs.status == rhs.status && lhs.message == rhs.message && lhs.runStatus == rhs.runStatus && lhs.field == rhs.field
      && lhs.page == rhs.page && lhs.headers.map(\.name) == rhs.headers.map(\.name)
      && lhs.headers.map(\.value) == rhs.headers.map(\.value)
  }
}

/// A request a handler cannot answer as asked: the status and the sentence that says why,
/// kept as data until the edge turns it into a response (`{"error", "status"}` or a page).
struct HTTPError: Error, Equatable {
  var status: Int
  var message: String

  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The API's answer: `{"error": message, "status": …}`.
  var response: HTTPResponse { .error(status, message) }
}

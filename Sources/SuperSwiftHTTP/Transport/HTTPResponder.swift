/// What answers a server's requests: a check of each head before its body is read (`gate`),
/// then the answer to the whole request (`handle`). A server's router is one; the in-process
/// client drives one without a socket.
public protocol HTTPResponder: Sendable {
  /// Decides from the head whether the body is read, and how much of it, or answers at once.
  func gate(_ request: inout HTTPRequest) -> HeadVerdict
  /// Answers a request whose head `gate` let through.
  func handle(_ request: HTTPRequest) -> HTTPResponse
}

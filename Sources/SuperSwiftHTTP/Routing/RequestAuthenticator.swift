/// Who a request comes from, as the router asks before it reads a body: the server's
/// authenticator answers (tokens, sessions, origins); the router only applies its answers.
package protocol RequestAuthenticator: Sendable {
  /// Who sent `request`, from its head.
  func credential(of request: HTTPRequest) -> Credential
  /// Whether `request` came from this server's own pages (its `Origin` or `Referer`).
  func isSameOrigin(_ request: HTTPRequest) -> Bool
  /// The 401 for `request`, saying what was missing (`why`, when the router knows).
  func unauthorized(_ request: HTTPRequest, why: String?) -> HTTPError
  /// The identifier of the app that `name` (an app, run, schedule or webhook, as `target`
  /// says) belongs to; `nil` when there is none.
  func appID(of target: ScopeTarget, named name: String) -> String?
}

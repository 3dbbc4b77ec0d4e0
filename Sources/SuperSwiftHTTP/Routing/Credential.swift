/// Who sent a request, as far as the server can tell from its head.
package enum Credential: Sendable, Equatable {
  /// Nobody it knows.
  case none
  /// A caller with the API token (`Authorization: Bearer …`).
  case token
  /// A signed-in browser, by its session cookie's secret.
  case session(String)
}

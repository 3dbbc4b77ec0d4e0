/// Why the run service did not start a run, as data: the server's edge turns it into a
/// response (`HTTPError(_:)` in SuperSwiftServer), a schedule or a child run into a sentence.
package enum RunServiceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The app's files could not be read: its name, and why.
  case appUnreadable(String, String)
  /// Every run slot stayed taken for the registry's queue time.
  case busy
  /// The app's policy limits its runs and this one is over (why), and when to try again
  /// (seconds).
  case limited(String, retryAfter: Int)

  /// What went wrong and what to do, in a sentence.
  package var description: String {
    switch self {
    case .appUnreadable(let name, let reason): "could not read the app \(name): \(reason)"
    case .busy: "too many runs at once; try again shortly"
    case .limited(let why, _): why
    }
  }
}

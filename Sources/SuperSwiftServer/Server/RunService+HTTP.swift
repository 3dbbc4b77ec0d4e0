import SuperSwiftHTTP
import SuperSwiftHost

/// The run service's refusals at the HTTP edge: the one place they become statuses.
extension HTTPError {
  /// The response to a run the service would not start: 503 with `Retry-After` when every
  /// slot is taken, 429 with `Retry-After` over the app's own limits, else 500.
  package init(_ error: RunServiceError) {
    switch error {
    case .busy: self = HTTPError(503, error.description).with(header: "Retry-After", "5")
    case .limited(_, let retryAfter):
      self = HTTPError(429, error.description).with(header: "Retry-After", String(retryAfter))
    case .appUnreadable: self.init(500, error.description)
    }
  }
}

extension RunService {
  /// `start(_:wait:)` for a request's handler: a refusal is its HTTP error.
  package func startForRequest(_ start: Start, wait: Bool) throws(HTTPError) -> RunRecord {
    do {
      return try self.start(start, wait: wait)
    } catch {
      throw HTTPError(error)
    }
  }
}

import Foundation
import SuperSwiftHTTP
import SuperSwiftHost

extension SuperSwiftServer {
  /// The request's `Idempotency-Key`, claimed for `runID` (or found taken by an earlier
  /// request), or `nil` when it has none. `route` names what is asked (`run`, `result`, a
  /// webhook's id), so one key on two routes is two requests. A key that is not one is a 400;
  /// one sent before with another request, a 422.
  func claimIdempotencyKey(
    _ request: HTTPRequest, app: LibraryApp, route: String, runID: String
  ) throws(HTTPError) -> (value: String, claim: IdempotencyKeys.Claim)? {
    guard let value = request.header("Idempotency-Key") else { return nil }
    guard IdempotencyKeys.isValid(value) else {
      throw HTTPError(400, "Idempotency-Key is 1 to 255 printable ASCII characters (a UUID is a good one)")
    }
    let fingerprint = IdempotencyKeys.fingerprint(
      app: app.id, query: request.query + [("superswift-route", route)], body: request.body)
    let claim: IdempotencyKeys.Claim
    do {
      claim = try idempotency.claim(value, app: app.id, fingerprint: fingerprint, runID: runID)
    } catch {
      throw HTTPError(500, "could not keep the Idempotency-Key: \(error)")
    }
    if claim == .conflict {
      throw HTTPError(
        422,
        "this Idempotency-Key was sent with another request to \(app.name) in the last 24 hours; a new request needs a new key"
      )
    }
    return (value, claim)
  }

  /// Points a key claimed for `old` at the run its request joined instead (`new`: a debounced
  /// burst's), so a repeat of the request gets that run. One that cannot be rewritten is a
  /// named decision to ignore: the repeat then waits for a run that never starts and is told
  /// so (409), which is no worse than a key without this.
  func rekeyIdempotency(_ key: String, app appID: String, from old: String, to new: String) {
    try? idempotency.reassign(key, app: appID, from: old, to: new)
  }

  /// The record of the run an earlier request with the same key started, once it is there
  /// (the first request may have claimed the key and not yet registered its run) and, for a
  /// caller that waits, once it has ended here. A 409 when it is no longer kept, or still runs
  /// in another server on this library (whose end is not heard here).
  func earlierRun(_ runID: String, wait: Bool) throws(HTTPError) -> RunRecord {
    let registry = runs.registry
    if runs.record(runID) == nil {
      _ = registry.changed.wait(until: { self.runs.record(runID) != nil }, deadline: .now + .seconds(10))
    }
    if wait, registry.record(runID) != nil {
      _ = registry.changed.wait(until: { registry.record(runID) == nil }, deadline: nil)
    }
    guard let record = runs.record(runID) else {
      throw HTTPError(409, "the run this Idempotency-Key started (\(runID)) is no longer kept")
    }
    if !record.status.isFinal, wait {
      throw HTTPError(409, "the run this Idempotency-Key started (\(runID)) is still running; ask again in a moment")
        .with(header: "Retry-After", "1")
    }
    return record
  }
}

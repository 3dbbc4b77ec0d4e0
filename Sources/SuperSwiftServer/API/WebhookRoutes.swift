import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// `POST /hooks/ID/TOKEN`: a webhook delivery starts a run of the hook's app (source
/// `shortcut`), its body the input as the API reads it, its headers and query in
/// `RunContext.current.delivery`. The URL's token is the credential (checked from the head, so
/// a wrong one never has its body read); a signing scheme is checked next, then the hook's rate.
///
/// Answers: 202 `{"id", "status", "url"}`, or with `?wait=true` the run as `/run` answers it;
/// 401 with a sentence for a bad signature (recorded as a refused delivery, no run); 429 with
/// `Retry-After` past the hook's deliveries a minute; 422 for input its app's type refuses.
struct WebhookRoutes {
  let server: SuperSwiftServer

  var routes: [Route] {
    let server = server
    let hooks = server.hooks
    let holdsToken: @Sendable ([String]) -> Bool = { captures in
      captures.count == 2 && hooks.hook(captures[0], token: captures[1]) != nil
    }
    return [
      Route(
        .post, ["hooks", "*", "*"], scope: .one(.hook, capture: 0), access: .public, capability: holdsToken
      ) { context throws(HTTPError) in
        try deliver(context.request, id: context[0], token: context[1])
      },
      // A hook's address opened in a browser, or a sender left on GET: say how to call it.
      Route(.get, ["hooks", "*", "*"], scope: .one(.hook, capture: 0), access: .public, capability: holdsToken) {
        _ throws(HTTPError) in
        throw HTTPError(405, "this webhook takes deliveries with POST").with(header: "Allow", "POST")
      },
    ]
  }

  private func deliver(_ request: HTTPRequest, id: String, token: String) throws(HTTPError) -> HTTPResponse {
    guard let hook = server.hooks.hook(id, token: token) else {
      throw HTTPError(404, "no webhook \(id.prefix(80))")
    }
    let now = server.clock.now
    if let retry = server.deliveryLimit.admit(hook.id, limit: hook.perMinute, now: now.timeIntervalSince1970) {
      throw HTTPError(
        429, "this webhook takes at most \(hook.perMinute) deliveries a minute; send again in \(retry) s"
      ).with(header: "Retry-After", "\(retry)")
    }
    let verdict: String
    do {
      try WebhookSignature.verify(
        hook.scheme, secret: hook.secret, headers: request.headers, body: Array(request.body), now: now)
      verdict = hook.scheme == .none ? "unsigned (the URL's token)" : "valid \(hook.scheme.rawValue) signature"
    } catch {
      note(hook, .refused, verdict: error.description, run: nil, status: 401, at: now)
      throw HTTPError(401, error.description)
    }
    guard case .found(let app) = try server.library.lookup(forRequest: hook.app) else {
      note(hook, .refused, verdict: "the webhook's app is gone", run: nil, status: 404, at: now)
      throw HTTPError(
        404, "the app of this webhook was removed; remove the webhook too ('superswift webhook remove \(hook.id)')")
    }
    let wait = request.parameter("wait") == "true"
    let runID = Runner.newRunID()
    // A sender's redelivery with the key of an earlier delivery gets that one's run.
    let key: (value: String, claim: IdempotencyKeys.Claim)?
    do {
      key = try server.claimIdempotencyKey(request, app: app, route: "hook/\(hook.id)", runID: runID)
    } catch {
      note(hook, .refused, verdict: verdict + "; " + error.message, run: nil, status: error.status.rawValue, at: now)
      throw error
    }
    if case .repeated(let earlier)? = key?.claim {
      let record = try server.earlierRun(earlier, wait: wait)
      note(
        hook, .accepted, verdict: verdict + "; a repeat of its Idempotency-Key", run: earlier, status: wait ? 200 : 202,
        at: now)
      var response =
        wait
        ? ResultResponse.record(record)
        : .json(
          ["id": .string(earlier), "status": .string(record.status.rawValue), "url": .string("/api/runs/\(earlier)")],
          status: 202)
      response.headers.append(("Idempotent-Replayed", "true"))
      return response
    }
    let uploads = server.runs.uploadsFolder(runID)
    let items: [InputItem]
    do {
      items = try server.inputItems(of: request, for: app, uploads: uploads, read: Self.items)
    } catch {
      // Not started: the key is free again (a release that fails is ignored, as below).
      if let key { try? server.idempotency.release(key.value, app: app.id, runID: runID) }
      note(hook, .invalid, verdict: verdict + "; " + error.message, run: nil, status: error.status.rawValue, at: now)
      throw error
    }
    var start = RunService.Start(app: app, items: items, runID: runID)
    start.source = .shortcut
    start.connection = request.connection
    start.uploads = uploads
    start.unattended = !wait
    // A delivery nobody waits for is queued over the app's --max-concurrent; one a sender
    // waits for waits its turn.
    start.admission = wait ? .wait : .queue
    start.delivery = Self.delivery(of: request, hook: hook.id)
    let record: RunRecord
    do {
      record = try server.runs.startForRequest(start, wait: wait)
    } catch {
      // Not started: the key is free for the sender's retry. One that cannot be given back is
      // a named decision to ignore: the refusal is what the sender needs.
      if let key { try? server.idempotency.release(key.value, app: app.id, runID: runID) }
      note(hook, .refused, verdict: verdict + "; \(error.message)", run: nil, status: error.status.rawValue, at: now)
      throw error
    }
    // The run may be another's: a debounced burst's first start names the burst's one run.
    if let key, record.id != runID { server.rekeyIdempotency(key.value, app: app.id, from: runID, to: record.id) }
    note(hook, .accepted, verdict: verdict, run: record.id, status: wait ? 200 : 202, at: now)
    guard wait else {
      return .json(
        [
          "id": .string(record.id), "status": .string(record.status.rawValue),
          "url": .string("/api/runs/\(record.id)"),
        ], status: 202)
    }
    return ResultResponse.record(record)
  }

  /// The delivery's body as the API reads it; a body whose JSON does not parse (its sender said
  /// JSON and sent something else) is the app's as text rather than refused: a sender cannot
  /// fix a delivery, and refusing it would lose it.
  static func items(of request: HTTPRequest, uploads: URL) throws -> [InputItem] {
    do {
      return try RunBody.items(from: request, uploads: uploads)
    } catch {
      guard case .json = RunBody.Kind(contentType: request.header("Content-Type")),
        let text = String(data: request.body, encoding: .utf8)
      else { throw error }
      return [.text(text)]
    }
  }

  /// The delivery's headers (names in lowercase, repeats joined) and query (without `wait`,
  /// which is the server's), for the app.
  static func delivery(of request: HTTPRequest, hook: String) -> WebhookDelivery {
    var headers: [String: String] = [:]
    for (name, value) in request.headers {
      let key = name.lowercased()
      // The credential of a delivery is its URL; a header that would carry another is not the app's.
      guard key != "authorization", key != "cookie" else { continue }
      headers[key] = headers[key].map { $0 + ", " + value } ?? value
    }
    var query: [String: String] = [:]
    for (name, value) in request.query where name != "wait" { query[name] = value }
    return WebhookDelivery(hook: hook, headers: headers, query: query)
  }

  /// Notes a delivery in the hook's list. A list that cannot be written loses that line only: the
  /// delivery itself has been answered (and its run, if any, is in the history).
  private func note(
    _ hook: WebhookStore.Hook, _ outcome: WebhookStore.Delivery.Outcome, verdict: String, run: String?, status: Int,
    at time: Date
  ) {
    try? server.hooks.record(
      WebhookStore.Delivery(time: time, outcome: outcome, verdict: verdict, run: run, status: status), of: hook.id)
  }
}

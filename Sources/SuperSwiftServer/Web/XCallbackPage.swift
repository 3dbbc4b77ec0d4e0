import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP

/// `GET /runs/{id}/x-callback?x-success=…&x-cancel=…&x-error=…`: an interactive run opened on a
/// phone by Shortcuts' Open X-Callback URL. While the app starts it follows the run; while it
/// waits for the person it is the app; when the run ends it sends the browser back to Shortcuts
/// with the outcome (`XCallback`), and shows a "Back to Shortcuts" link to the same place (a
/// browser may ask before opening another app). The address carries no input: input only ever
/// comes through the authenticated request that started the run.
extension WebPages {
  func xCallback(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let callbacks: XCallback
    do {
      callbacks = try XCallback(query: request.query)
    } catch {
      throw HTTPError(400, error.description)
    }
    guard let record = server.runs.record(id) else { throw HTTPError(404, "No such run.") }
    let here = request.target
    if !record.status.isFinal {
      if let session = server.runs.interface(id), session.snapshot.ending == nil {
        // The app, as its run page shows it; when it ends, back here to call back.
        return InterfaceRoutes.page(session, base: "/runs/\(id)/app", back: nil, after: here)
      }
      let ending = server.runs.interface(id) != nil
      return WebLayout.page(
        title: "\(record.appName): \(ending ? "finishing" : "starting")",
        body: """
          <h1>\(Self.escape(record.appName))</h1>
          <p class=muted id=run-status>\(ending ? "Finishing…" : "Starting… the app shows here in a moment.")</p>
          <pre class=log id=log data-events="/api/runs/\(id)/events" data-reload-on-end aria-live=polite hidden></pre>
          """)
    }
    let destination = callbacks.destination(for: record, origin: server.origin(of: request))
    let outcome: HTML =
      switch record.status {
      case .finished: "\(record.appName) is done."
      case .cancelled: "\(record.appName) was closed."
      default: "\(record.appName) did not finish: \(record.error ?? record.status.words)"
      }
    let back: HTML =
      destination.map {
        "<p><a class=\"button primary\" id=back-to-shortcuts data-go href=\"\($0)\">Back to Shortcuts</a></p>"
      } ?? "<p class=muted>The shortcut asked for no callback for this; you can close this page.</p>"
    return WebLayout.page(
      title: "\(record.appName): \(record.status.words)",
      body: """
        <h1>\(Self.escape(record.appName))</h1>
        <p role=status>\(outcome)</p>
        \(back)
        <p><a href="/runs/\(id)">The run's page</a></p>
        """)
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// An app's webhooks on its page: each hook's URL with Copy, its scheme, whether its signing
/// secret is set (write-only), its last deliveries with their verdicts and runs, "Send a test
/// delivery" (signed as its sender would sign it), Remove; and a form that makes one.
extension WebPages {
  /// The routes of the Webhooks card, under the app's own address.
  var webhookRoutes: [Route] {
    let pages = self
    func route(
      _ pattern: [PathPiece],
      _ handle: @escaping @Sendable (WebPages, LibraryApp, RequestContext) throws(HTTPError) -> HTTPResponse
    ) -> Route {
      Route(.post, ["apps", "*"] + pattern, scope: .app(0), errors: .page) { context throws(HTTPError) in
        try handle(pages, try pages.libraryApp(context[0]), context)
      }
    }
    return [
      route(["hooks"]) { pages, app, context throws(HTTPError) in try pages.addHook(app, request: context.request) },
      route(["hooks", "*", "test"]) { pages, app, context throws(HTTPError) in
        try pages.testHook(try pages.hook(context[1], of: app), app: app, request: context.request)
      },
      route(["hooks", "*", "secret"]) { pages, app, context throws(HTTPError) in
        let hook = try pages.hook(context[1], of: app)
        let secret = try Self.form(context.request)["secret"] ?? ""
        guard !secret.isEmpty else { throw HTTPError(422, "The signing secret is empty.") }
        do {
          try pages.server.hooks.setSecret(secret, of: hook.id)
        } catch {
          throw HTTPError(500, "Could not store the secret: \(ErrorSentence.describe(error))")
        }
        return pages.redirect("/apps/\(app.id)?hook=secret#webhooks")
      },
      route(["hooks", "*", "remove"]) { pages, app, context throws(HTTPError) in
        let hook = try pages.hook(context[1], of: app)
        do {
          try pages.server.hooks.remove(hook.id)
        } catch {
          throw HTTPError(500, "Could not remove the webhook: \(ErrorSentence.describe(error))")
        }
        return pages.redirect("/apps/\(app.id)?hook=removed#webhooks")
      },
    ]
  }

  /// Hook `id` of `app`, or a 404 (another app's hook is no hook of this one).
  func hook(_ id: String, of app: LibraryApp) throws(HTTPError) -> WebhookStore.Hook {
    guard let hook = server.hooks.hook(id), hook.app == app.id else { throw HTTPError(404, "No such webhook.") }
    return hook
  }

  /// The Webhooks card of an app's page.
  func webhooksCard(_ app: LibraryApp, request: HTTPRequest) -> HTML {
    let hooks = server.hooks.hooks(of: app.id)
    let base = server.origin(of: request)
    let rows = hooks.map { hook -> HTML in
      let recent = server.hooks.deliveries(of: hook.id).prefix(5)
      let deliveries = recent.map { delivery -> HTML in
        let run: HTML = delivery.run.map { " · <a href=\"/runs/\($0)\">run</a>" } ?? ""
        return """
          <li><span class="status \(delivery.outcome == .accepted ? "finished" : "failed")">\(delivery.outcome.rawValue)</span> \
          \(RelativeTime.html(delivery.time)) · \(Self.escape(delivery.verdict))\(run)</li>
          """
      }.joined()
      let secret: HTML =
        hook.scheme.needsSecret
        ? """
        <form method=post action="/apps/\(app.id)/hooks/\(hook.id)/secret" class=row>
        <label for="secret-\(hook.id)">Signing secret <span class=help>\(hook.secret == nil ? "not set: every delivery is refused until it is" : "set; never shown again") </span></label>
        <input id="secret-\(hook.id)" name=secret type=password required autocomplete=new-password>
        <button type=submit>\(hook.secret == nil ? "Set" : "Replace")</button></form>
        """ : ""
      return """
        <li class=hook id="hook-\(hook.id)"><p><strong>\(hook.scheme == .none ? "Unsigned" : hook.scheme.rawValue)</strong> \
        <span class=muted>\(hook.id) · at most \(hook.perMinute) a minute</span></p>
        <p><code class=copy id="url-\(hook.id)">\(base)\(hook.path)</code> <button type=button data-copy="url-\(hook.id)">Copy</button></p>
        \(secret)
        \(recent.isEmpty ? "<p class=muted>No deliveries yet.</p>" as HTML : "<ul class=deliveries>\(deliveries)</ul>")
        <div class=actions>
        <form method=post action="/apps/\(app.id)/hooks/\(hook.id)/test"><button type=submit>Send a test delivery</button></form>
        <form method=post action="/apps/\(app.id)/hooks/\(hook.id)/remove" data-confirm="Remove this webhook? Its URL stops working.">\
        <button type=submit class=danger>Remove</button></form></div></li>
        """
    }.joined()
    let done = request.parameter("hook")
    let notice: HTML =
      switch done {
      case "made"?: "<p class=notice role=status>The webhook is made: copy its URL into the sender.</p>"
      case "secret"?: "<p class=notice role=status>The signing secret is set. It is not shown again.</p>"
      case "removed"?: "<p class=notice role=status>The webhook is removed.</p>"
      case "tested"?: "<p class=notice role=status>Sent a test delivery: its outcome is below.</p>"
      default: ""
      }
    let options = WebhookScheme.allCases.map { scheme -> HTML in
      "<option value=\"\(scheme.rawValue)\">\(scheme == .none ? "None (the URL's token)" : scheme.rawValue)</option>"
    }.joined()
    return """
      <details class=card id=webhooks\(done == nil ? "" : " open" as HTML)><summary>Webhooks (\(hooks.count))</summary>
      \(notice)
      \(hooks.isEmpty ? "<p class=muted>None yet. A webhook is a URL any service can post to: each delivery runs this app with what it posted.</p>" as HTML : "<ul class=plain>\(rows)</ul>")
      <form method=post action="/apps/\(app.id)/hooks">
      <label for=hook-verify>Check signatures <span class=help>Choose the sender's scheme; None for senders that cannot sign (the URL's token is the credential)</span></label>
      <select id=hook-verify name=verify>\(options)</select>
      <label for=hook-secret>Signing secret <span class=help>For a signing scheme: the secret the sender shows; never shown again</span></label>
      <input id=hook-secret name=secret type=password autocomplete=new-password>
      <div class=actions><button type=submit>Add webhook</button></div></form>
      </details>
      """
  }

  /// `POST /apps/ID/hooks` `verify=&secret=`.
  func addHook(_ app: LibraryApp, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let form = try Self.form(request)
    guard let scheme = WebhookScheme(rawValue: form["verify"] ?? "none") else {
      throw HTTPError(
        422, "Choose how deliveries are checked: \(WebhookScheme.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    do {
      _ = try server.hooks.add(app: app.id, scheme: scheme, secret: scheme.needsSecret ? form["secret"] : nil)
    } catch let problem as WebhookStore.Problem {
      throw HTTPError(422, "Could not make the webhook: \(problem.description).")
    } catch {
      throw HTTPError(500, "Could not store the webhook: \(ErrorSentence.describe(error))")
    }
    return redirect("/apps/\(app.id)?hook=made#webhooks")
  }

  /// `POST /apps/ID/hooks/HOOK/test`: a delivery as its sender would send it (signed with the
  /// hook's secret, if it has one), through the same path every delivery takes.
  func testHook(_ hook: WebhookStore.Hook, app: LibraryApp, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let now = server.clock.now
    let body = Array(#"{"test": true, "sentBy": "SuperSwift"}"#.utf8)
    let signed = hook.secret.map { WebhookSignature.sign(hook.scheme, secret: $0, body: body, now: now) } ?? []
    let delivery = HTTPRequest(
      method: .post, path: hook.path, segments: ["hooks", hook.id, hook.token], query: [],
      headers: [("Content-Type", "application/json"), ("User-Agent", "SuperSwift test delivery")] + signed,
      body: Data(body))
    // Its outcome, refused or not, is in the hook's deliveries, which the page shows.
    _ = server.router.handle(delivery)
    return redirect("/apps/\(app.id)?hook=tested#webhooks")
  }
}

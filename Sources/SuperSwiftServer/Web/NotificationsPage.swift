import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// Notifications: this device's Web Push (turn on after a tap, the categories, Send a test,
/// turn off) and every subscribed device with Remove. The owner's only. Without script (or in
/// a browser without Web Push) the page says what is needed.
extension WebPages {
  /// The page's routes.
  var notificationRoutes: [Route] {
    let pages = self
    return [
      Route(.get, ["notifications"], scope: .owner, errors: .page) { context throws(HTTPError) in
        try pages.notifications(context.request)
      },
      Route(.post, ["notifications", "remove"], scope: .owner, errors: .page) { context throws(HTTPError) in
        let id = try Self.form(context.request)["id"] ?? ""
        do {
          guard try pages.server.push.subscriptions.remove(id) else {
            throw HTTPError(404, "No such device has notifications.")
          }
        } catch let error as HTTPError {
          throw error
        } catch {
          throw HTTPError(500, "Could not remove it: \(ErrorSentence.describe(error))")
        }
        return pages.redirect("/notifications")
      },
    ]
  }

  /// `GET /notifications`.
  func notifications(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let key = try PushRoutes.publicKey(server.push)
    let boxes = PushCategory.allCases.map { category -> HTML in
      """
      <label class=check><input type=checkbox name=category value="\(category.rawValue)"\
      \(PushCategory.defaults.contains(category) ? " checked" : "" as HTML)> \(Self.escape(category.title))\
      <span class=help>\(Self.escape(category.explanation))</span></label>
      """
    }.joined()
    let subscriptions = server.push.subscriptions.list()
    let rows = subscriptions.map { subscription -> HTML in
      let delivered: HTML =
        subscription.lastDelivered.map { "last reached \(RelativeTime.html(Date(timeIntervalSince1970: $0)))" }
        ?? "nothing sent yet"
      let failure: HTML =
        subscription.lastError.map { " · <span class=\"status failed\">\(Self.escape($0))</span>" } ?? ""
      let told = PushCategory.allCases.filter { subscription.categories.contains($0) }.map(\.title)
      return """
        <li class=row><strong>\(Self.escape(subscription.device))</strong>\
        <span class=meta>through \(Self.escape(PushSubscription.serviceName(of: subscription.endpoint))) · \
        \(Self.escape(told.isEmpty ? "nothing" : told.joined(separator: ", "))) · \(delivered)\(failure)</span>\
        <form method=post action="/notifications/remove" data-confirm="Stop notifications to \(Self.escape(subscription.device))?">\
        <input type=hidden name=id value="\(subscription.id)"><button type=submit class=danger>Remove</button></form></li>
        """
    }.joined()
    return WebLayout.page(
      title: "Notifications",
      body: """
        <h1>Notifications</h1>
        <section class=card id=push data-key="\(key)">
        <h2>This device</h2>
        <p id=push-state role=status aria-live=polite>Notifications need this page's script and a browser with Web Push.</p>
        <div class=actions>
        <button type=button class=primary id=push-enable>Turn on notifications</button>
        <button type=button id=push-test hidden>Send a test</button>
        <button type=button class=danger id=push-disable hidden>Turn off</button>
        </div>
        <fieldset id=push-categories disabled><legend>Tell this device about</legend>\(boxes)</fieldset>
        <details><summary>On an iPhone</summary>
        <ol><li>Open this page in Safari, tap Share, then <strong>Add to Home Screen</strong> (iOS 16.4 or later).</li>
        <li>Open SuperSwift from its Home Screen icon, come back to Devices → Notifications, and tap
        <strong>Turn on notifications</strong>; then <strong>Allow</strong>.</li>
        <li>A tap on a notification opens the run, or the app that waits for you.</li></ol>
        <p class=muted>The server must be reached over HTTPS with a certificate the phone trusts (<code>serve --tls</code>
        and the local CA's profile, or your own certificate).</p></details>
        </section>
        <section class=card><h2>Devices with notifications</h2>
        \(subscriptions.isEmpty ? "<p class=muted>No device has turned notifications on yet.</p>" as HTML : "<ul class=plain id=push-devices>\(rows)</ul>")
        </section>
        """, section: .devices, head: "<script src=\"/web/push.js\" defer></script>")
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// Devices: the tokens given to devices (name, apps, read-only, expiry, last use and address)
/// with Revoke, a form that makes one (shown once), the signed-in browsers with Sign out and
/// Sign out everywhere, and this server (`serverCard`: its backups, with one to download). The
/// owner's only (`Scope.owner`).
extension WebPages {
  /// The page's routes.
  var deviceRoutes: [Route] {
    let pages = self
    func owner(
      _ method: HTTPMethod, _ pattern: [PathPiece],
      _ handle: @escaping @Sendable (WebPages, HTTPRequest) throws(HTTPError) -> HTTPResponse
    ) -> Route {
      Route(method, pattern, scope: .owner, errors: .page) { context throws(HTTPError) in
        try handle(pages, context.request)
      }
    }
    return [
      owner(.get, ["devices"]) { pages, request throws(HTTPError) in try pages.devices(request) },
      owner(.post, ["devices"]) { pages, request throws(HTTPError) in try pages.addDevice(request) },
      owner(.post, ["devices", "revoke"]) { pages, request throws(HTTPError) in try pages.revokeDevice(request) },
      owner(.post, ["devices", "sign-out"]) { pages, request throws(HTTPError) in try pages.signOut(request) },
      owner(.post, ["devices", "sign-out-everywhere"]) { pages, request throws(HTTPError) in
        try pages.signOutEverywhere(request)
      },
      owner(.post, ["devices", "backup"]) { pages, request throws(HTTPError) in try pages.downloadBackup(request) },
    ]
  }

  /// `GET /devices`.
  func devices(_ request: HTTPRequest, made: (name: String, token: String)? = nil) throws(HTTPError) -> HTTPResponse {
    let auth = server.auth
    let apps = try server.library.appsForRequest(reachableBy: .owner)
    let names = Dictionary(apps.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let now = Date().timeIntervalSince1970
    let entries = auth.devices.list()
    let tokens = entries.map { entry -> HTML in
      let reach: HTML =
        entry.apps.map { ids in Self.escape(ids.map { names[$0] ?? "(removed app)" }.joined(separator: ", ")) }
        ?? "every app"
      let expiry: HTML =
        entry.expires.map { expires in
          expires <= now
            ? " · <span class=\"status failed\">expired</span>"
            : " · expires \(RelativeTime.html(Date(timeIntervalSince1970: expires)))"
        } ?? ""
      let used: HTML =
        entry.lastUsed.map { "last used \(RelativeTime.html(Date(timeIntervalSince1970: $0)))" } ?? "never used"
      let from: HTML = entry.lastAddress.map { " from <code>\(Self.escape($0))</code>" } ?? ""
      return """
        <li class=row><strong>\(Self.escape(entry.name))</strong>\
        <span class=meta>\(reach)\(entry.readOnly ? " · read-only" : "" as HTML) · \(used)\(from)\(expiry)</span>\
        <form method=post action="/devices/revoke" data-confirm="Revoke the token of \(Self.escape(entry.name))? It stops working at once.">\
        <input type=hidden name=name value="\(entry.name)"><button type=submit class=danger>Revoke</button></form></li>
        """
    }.joined()
    let mine: String? = if case .session(let secret, _) = request.credential { secret } else { nil }
    let browsers = auth.sessions.sessions().reversed().map { session -> HTML in
      let who: HTML =
        auth.deviceName(ofSessionToken: session.token).map { "with \(Self.escape($0))'s token" } ?? "as you"
      let here: HTML = mine.map { AccessToken.digest($0).hasPrefix(session.id) } == true ? " · this browser" : ""
      return """
        <li class=row><strong>\(Self.escape(session.device))</strong>\
        <span class=meta>signed in \(RelativeTime.html(Date(timeIntervalSince1970: session.created))) \(who)\(here)</span>\
        <form method=post action="/devices/sign-out"><input type=hidden name=id value="\(session.id)">\
        <button type=submit>Sign out</button></form></li>
        """
    }.joined()
    let shown: HTML =
      made.map { made in
        """
        <div class="card notice" role=status id=new-token>
        <p>The token for <strong>\(Self.escape(made.name))</strong>. This is the only time it is shown: copy it into the device now.</p>
        <p><code class=copy id=made-token>\(made.token)</code> <button type=button data-copy=made-token>Copy</button></p>
        <p class=muted>Send it as the header <code>Authorization: Bearer &lt;token&gt;</code>, or type it on the sign-in page.</p>
        </div>
        """
      } ?? ""
    let pushCount = server.push.subscriptions.list().count
    let pushSentence =
      switch pushCount {
      case 0: "No device gets notifications from this server yet."
      case 1: "One device gets notifications from this server."
      default: "\(pushCount) devices get notifications from this server."
      }
    let boxes = apps.map { app -> HTML in
      "<label class=check><input type=checkbox name=app value=\"\(app.id)\"> \(app.name)</label>"
    }.joined()
    return WebLayout.page(
      title: "Devices",
      body: """
        <h1>Devices</h1>
        \(shown)
        <section class=card><h2>Tokens</h2>
        <p class=muted>Give each phone, computer or automation its own token: it sees and runs only its apps, and
        revoking it leaves every other device working.</p>
        \(entries.isEmpty ? "<p class=muted>No device tokens yet.</p>" as HTML : "<ul class=plain id=tokens>\(tokens)</ul>")
        <details\(made == nil && entries.isEmpty ? " open" : "" as HTML)><summary>Add a device</summary>
        <form method=post action="/devices">
        <label for=device-name>Name <span class=help>Such as Anna's iPhone</span></label>
        <input id=device-name name=name type=text required maxlength=64 autocomplete=off>
        <fieldset><legend>Apps</legend>
        <label class=check><input type=checkbox name=all value=yes checked> Every app</label>
        \(boxes)</fieldset>
        <label class=check><input type=checkbox name=readOnly value=yes> Read-only (runs nothing)</label>
        <label for=device-expires>Expires</label>
        <select id=device-expires name=expires><option value="">Never</option><option value=7d>In a week</option>
        <option value=30d>In 30 days</option><option value=90d>In 90 days</option><option value=365d>In a year</option></select>
        <div class=actions><button type=submit class=primary>Make token</button></div>
        </form></details>
        </section>
        <section class=card><h2>Notifications</h2>
        <p>\(Self.escape(pushSentence))
        <a href="/notifications" id=notifications-link>Set up notifications on this device</a></p></section>
        <section class=card><h2>Signed-in browsers</h2>
        <ul class=plain id=browsers>\(browsers)</ul>
        <form method=post action="/devices/sign-out-everywhere" data-confirm="Sign every browser out, this one too?">
        <button type=submit class=danger>Sign out everywhere</button></form>
        </section>
        \(serverCard())
        """, section: .devices)
  }

  /// `POST /devices`: makes a token and shows it once.
  func addDevice(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let made = try makeDeviceToken(request)
    var response = try devices(request, made: made)
    response.headers.append(("Cache-Control", "no-store"))
    return response
  }

  /// A token made from a submitted form: `name`, `all=yes` or `app=ID` (repeated), `readOnly`,
  /// `expires` (`30d`…).
  func makeDeviceToken(_ request: HTTPRequest) throws(HTTPError) -> (name: String, token: String) {
    let fields = try Self.formFields(request).filter { $0.fileName == nil }
    let value = { (name: String) in fields.first { $0.name == name }.map { String(decoding: $0.value, as: UTF8.self) } }
    let name = (value("name") ?? "").trimmingCharacters(in: .whitespaces)
    let chosen = fields.filter { $0.name == "app" }.map { String(decoding: $0.value, as: UTF8.self) }
    var apps: [String]?
    if value("all") != "yes" {
      guard !chosen.isEmpty else { throw HTTPError(422, "Choose the apps the token reaches, or Every app.") }
      apps = try chosen.map { id throws(HTTPError) in try libraryApp(id).id }
    }
    var lifetime: Double?
    if let expires = value("expires"), !expires.isEmpty {
      do {
        lifetime = try ScheduleDuration.parse(expires)
      } catch {
        throw HTTPError(422, "Expires: \(error.description).")
      }
    }
    do {
      let token = try server.auth.devices.add(
        name: name, apps: apps, readOnly: value("readOnly") == "yes", lifetime: lifetime)
      return (name, token)
    } catch let problem as DeviceTokens.Problem {
      throw HTTPError(422, "Could not make the token: \(problem.description).")
    } catch {
      throw HTTPError(500, "Could not store the token: \(ErrorSentence.describe(error))")
    }
  }

  /// `POST /devices/revoke` `name=`.
  func revokeDevice(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let name = try Self.form(request)["name"] ?? ""
    do {
      try server.auth.devices.revoke(name)
    } catch let problem as DeviceTokens.Problem {
      throw HTTPError(404, "Could not revoke: \(problem.description)")
    } catch {
      throw HTTPError(500, "Could not revoke the token: \(ErrorSentence.describe(error))")
    }
    return redirect("/devices")
  }

  /// `POST /devices/sign-out` `id=`: signs one browser out.
  func signOut(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let id = try Self.form(request)["id"] ?? ""
    do {
      guard try server.auth.sessions.end(id: id) else { throw HTTPError(404, "No such browser is signed in.") }
    } catch let error as HTTPError {
      throw error
    } catch {
      throw HTTPError(500, "Could not sign it out: \(ErrorSentence.describe(error))")
    }
    return redirect("/devices")
  }

  /// `POST /devices/sign-out-everywhere`: every browser, this one too.
  func signOutEverywhere(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    do {
      try server.auth.sessions.endAll()
    } catch {
      throw HTTPError(500, "Could not sign out: \(ErrorSentence.describe(error))")
    }
    return HTTPResponse(
      status: 303,
      headers: [("Location", "/"), ("Set-Cookie", Authenticator.clearedCookie(secure: request.isSecure))])
  }
}

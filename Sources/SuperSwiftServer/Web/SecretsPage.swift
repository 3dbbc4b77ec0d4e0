import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// An app's secrets on its page: write-only. Names and when each was set are listed; a value
/// is set or replaced from a password field and never shown again; Remove takes one away.
extension WebPages {
  /// The Secrets card of an app's page.
  func secretsCard(_ app: LibraryApp, request: HTTPRequest) -> HTML {
    let entries = SecretStore(library: server.library.root).entries(of: app.id)
    let rows = entries.map { entry -> HTML in
      """
      <li class=row><code>\(Self.escape(entry.name))</code> <span class=muted>\(entry.set.map { "set " + RelativeTime.html($0) } ?? "empty: set it below")</span>\
      <form method=post action="/apps/\(app.id)/secrets/remove" data-confirm="Remove the secret \(Self.escape(entry.name))?">\
      <input type=hidden name=name value="\(entry.name)"><button type=submit class=danger>Remove</button></form></li>
      """
    }.joined()
    let done = request.parameter("secret")
    let notice: HTML =
      switch done {
      case "set"?: "<p class=notice role=status>The secret is set. It is not shown again.</p>"
      case "short"?:
        "<p class=notice role=status>The secret is set. It is shorter than \(SecretMask.minimumLength) characters, so logs and results do not mask it.</p>"
      case "removed"?: "<p class=notice role=status>The secret is removed.</p>"
      default: ""
      }
    return """
      <details class=card id=secrets\(done == nil ? "" : " open" as HTML)><summary>Secrets (\(entries.count))</summary>
      \(notice)
      \(entries.isEmpty ? "<p class=muted>None yet.</p>" as HTML : "<ul class=plain>\(rows)</ul>")
      <form method=post action="/apps/\(app.id)/secrets">
      <label for=secret-name>Name <span class=help>Letters, digits and _, such as API_KEY; the same name replaces the value</span></label>
      <input id=secret-name name=name type=text required pattern="[A-Za-z_][A-Za-z0-9_]{0,63}" autocomplete=off>
      <label for=secret-value>Value <span class=help>Never shown again; in the app: RunContext.current.secret("NAME")</span></label>
      <input id=secret-value name=value type=password required autocomplete=new-password>
      <div class=actions><button type=submit>Set</button></div></form>
      <p class=muted>Kept apart from the app's files: versions, copies and the editor never hold a value, and a run's log and result show •••••• where a value of \(SecretMask.minimumLength) characters or more would be.</p>
      </details>
      """
  }

  /// `POST /apps/ID/secrets`: sets (or replaces) one secret.
  func setSecret(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    let name = (form["name"] ?? "").trimmingCharacters(in: .whitespaces)
    let value = form["value"] ?? ""
    do {
      try SecretStore(library: server.library.root).set(name, to: value, for: app.id)
    } catch let problem as SecretStore.Problem {
      throw HTTPError(422, "Could not set the secret: \(problem.description).")
    } catch {
      throw HTTPError(500, "Could not store the secret: \(ErrorSentence.describe(error))")
    }
    let done = value.count < SecretMask.minimumLength ? "short" : "set"
    return redirect("/apps/\(app.id)?secret=\(done)#secrets")
  }

  /// `POST /apps/ID/secrets/remove`: removes one secret.
  func removeSecret(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let name = try Self.form(request)["name"] ?? ""
    do {
      guard try SecretStore(library: server.library.root).remove(name, for: app.id) else {
        throw HTTPError(404, "\(app.name) has no secret \(name).")
      }
    } catch let error as HTTPError {
      throw error
    } catch {
      throw HTTPError(500, "Could not remove the secret: \(ErrorSentence.describe(error))")
    }
    return redirect("/apps/\(app.id)?secret=removed#secrets")
  }
}

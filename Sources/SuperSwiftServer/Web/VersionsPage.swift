import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// An app's versions on the web: the list (newest first, each with where it came from, a diff
/// link and Restore), one version's changes, and Restore, which keeps the app's identifier.
extension WebPages {
  /// `GET /apps/ID/versions`: every kept version, newest first.
  func versions(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let list = server.library.versions(of: app).list()
    let newest = list.last?.number
    let rows = list.reversed().map { version -> HTML in
      let restored: HTML = version.restored.map { " · version \($0) restored" } ?? ""
      let restore: HTML =
        version.number == newest
        ? "<span class=muted>current</span>"
        : """
        <form method=post action="/apps/\(app.id)/versions/\(version.number)/restore" \
        data-confirm="Restore version \(version.number)? The current sources stay as a version too.">\
        <button type=submit>Restore</button></form>
        """
      return """
        <li class=row><a class=name href="/apps/\(app.id)/versions/\(version.number)">Version \(version.number)</a>\
        <span class=meta>\(RelativeTime.html(version.time)) · \(version.source.rawValue)\(restored)</span>\(restore)</li>
        """
    }.joined()
    let restoredNotice: HTML =
      request.parameter("restored").flatMap(Int.init).map {
        "<p class=notice role=status>Restored version \($0). The sources before it are kept as a version too.</p>"
      } ?? ""
    return WebLayout.page(
      title: "\(app.name): versions",
      body: """
        <p><a href="/apps/\(app.id)">← \(Self.escape(app.name))</a></p>
        <h1>Versions of \(Self.escape(app.name))</h1>
        \(restoredNotice)
        <p class=muted>Every change to the app's sources is kept: saves here, <code>superswift edit</code>, \
        files changed on disk (noticed at the next run) and restores. The newest 100 are kept.</p>
        \(list.isEmpty ? "<p>No versions yet: one is kept at the next save, edit or run.</p>" as HTML : "<ul class=list>\(rows)</ul>")
        """, section: .apps)
  }

  /// `GET /apps/ID/versions/N[?against=M]`: what changed from the version before N (or M) to N.
  func version(_ id: String, number text: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    guard let number = Int(text), number > 0 else { throw HTTPError(404, "There is no version \(text).") }
    let versions = server.library.versions(of: app)
    guard let version = versions.version(number) else {
      throw HTTPError(404, "\(VersionError.noSuchVersion(number, kept: versions.list().map(\.number)))")
    }
    let against = request.parameter("against").flatMap(Int.init) ?? number - 1
    let diff: String
    do {
      diff =
        versions.version(against) == nil
        ? try versions.diff(fromNothingTo: number) : try versions.diff(from: against, to: number)
    } catch {
      throw HTTPError(500, "Could not read version \(number): \(error)")
    }
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> HTML in
      let kind =
        line.hasPrefix("+++") || line.hasPrefix("---")
        ? "file"
        : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "same"
      return "<span class=\"diff-\(kind)\">\(String(line))</span>"
    }
    let title: HTML = versions.version(against) == nil ? "as first kept" : "against version \(against)"
    let restore: HTML =
      number == versions.list().last?.number
      ? ""
      : """
      <form method=post action="/apps/\(app.id)/versions/\(number)/restore"><button type=submit>Restore version \(number)</button></form>
      """
    return WebLayout.page(
      title: "\(app.name): version \(number)",
      body: """
        <p><a href="/apps/\(app.id)/versions">← Versions of \(Self.escape(app.name))</a></p>
        <h1>Version \(number)</h1>
        <p class=muted>\(RelativeTime.html(version.time)) · \(version.source.rawValue) · \(title)</p>
        <div class=actions>\(restore)</div>
        \(diff.isEmpty ? "<p>No changes.</p>" as HTML : "<pre class=diff aria-label=\"Changes\">\(lines.joined(separator: "\n"))</pre>")
        """, section: .apps)
  }

  /// `POST /apps/ID/versions/N/restore`: version N's sources back, as a new version.
  func restoreVersion(_ id: String, number text: String) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    guard let number = Int(text), number > 0 else { throw HTTPError(404, "There is no version \(text).") }
    do {
      _ = try server.library.rollback(app.id, to: number)
    } catch let error as VersionError {
      throw HTTPError(404, "\(error)")
    } catch {
      throw HTTPError(500, "Could not restore version \(number) of \(app.name): \(error)")
    }
    return redirect("/apps/\(app.id)/versions?restored=\(number)")
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// History: every run across apps, filtered by app, status and source, a page at a time.
extension WebPages {
  /// How many runs a page shows.
  static let historyPageSize = 25

  /// `GET /history?app=&status=&source=&before=`.
  func history(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    // A filter that names no app (or no status) is said on the page, with the filters to change.
    var problem: HTTPError?
    let filter: RunFilter
    do {
      filter = try server.runFilter(request)
    } catch {
      problem = error
      filter = RunFilter(apps: SuperSwiftServer.grant(request).apps)
    }
    // One more than shown, to know whether there is an older page.
    let runs = server.history.runs(matching: filter, limit: Self.historyPageSize + 1)
    let shown = Array(runs.prefix(Self.historyPageSize))
    let apps = try server.library.appsForRequest(reachableBy: SuperSwiftServer.grant(request))
    let option = { (value: String, label: String, selected: Bool) -> HTML in
      let chosen: HTML = selected ? " selected" : ""
      return "<option value=\"\(value)\"\(chosen)>\(label)</option>"
    }
    let appOptions =
      option("", "All apps", filter.appID == nil)
      + apps.map { option($0.id, $0.name, filter.appID == $0.id) }.joined()
    let statusOptions =
      option("", "Any status", filter.status == nil)
      + RunStatus.allCases.map { option($0.rawValue, $0.words, filter.status == $0) }.joined()
    let sourceOptions =
      option("", "Any source", filter.source == nil)
      + RunSource.allCases.map { option($0.rawValue, Self.sourceLabel($0), filter.source == $0) }.joined()
    var keep: [String] = []
    if let id = filter.appID { keep.append("app=\(id)") }
    if let status = filter.status { keep.append("status=\(status.rawValue)") }
    if let source = filter.source { keep.append("source=\(source.rawValue)") }
    let older: HTML =
      runs.count > Self.historyPageSize
      ? "<a href=\"/history?\((keep + ["before=\(shown.last!.id)"]).joined(separator: "&"))\" rel=next>Older runs →</a>"
      : ""
    let newest: HTML =
      filter.before != nil ? "<a href=\"/history?\(keep.joined(separator: "&"))\">← Newest</a>" : "<span></span>"
    return WebLayout.page(
      title: "History",
      body: """
        <h1>History</h1>
        \(problem.map { "<p class=\"error box\" role=alert>Showing every run: \($0.message).</p>" as HTML })
        <form method=get action="/history" class=filters>
          <label>App<select name=app>\(appOptions)</select></label>
          <label>Status<select name=status>\(statusOptions)</select></label>
          <label>Source<select name=source>\(sourceOptions)</select></label>
          <button type=submit>Show</button>
        </form>
        \(shown.isEmpty && filter != RunFilter() ? "<p class=muted>No runs match these filters.</p>" as HTML : runList(shown, showApp: true))
        <div class=pager>\(newest)\(older)</div>
        """, section: .history, status: problem?.status ?? 200)
  }
}

import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// Schedules on the web: all of them (`/schedules`), an app's with a form to add one
/// (`/apps/ID/schedules`), and Pause, Resume and Remove. Each row says when the schedule fires
/// next and how its last fire went. A change reaches the running scheduler at once (the
/// library's signal file).
extension WebPages {
  /// `GET /schedules`: every schedule of every app.
  func schedules(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let all = try server.library.schedulesForRequest(reachableBy: SuperSwiftServer.grant(request))
    let rows = all.map { scheduleRow($0.schedule, app: $0.app, back: "/schedules", showApp: true) }.joined()
    return WebLayout.page(
      title: "Schedules",
      body: """
        <h1>Schedules</h1>
        \(notice(request))
        <p class=muted>Apps run on their own while this server runs: every so often, or at set times. \
        Add one from an app's page (Schedules), or with <code>superswift schedule add</code>.</p>
        \(all.isEmpty ? "<p>No schedules yet.</p>" as HTML : "<ul class=\"list schedules\">\(rows)</ul>")
        """, section: .schedules)
  }

  /// `GET /apps/ID/schedules`: the app's schedules and the form that adds one.
  func appSchedules(
    _ id: String, request: HTTPRequest, problem: String? = nil, form: [String: String] = [:]
  ) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let mine = try server.library.schedulesForRequest(reachableBy: .owner).filter { $0.app.id == app.id }
    let back = "/apps/\(app.id)/schedules"
    let rows = mine.map { scheduleRow($0.schedule, app: app, back: back, showApp: false) }.joined()
    let kind = form["kind"] ?? "every"
    let selected = { (value: String, current: String) -> HTML in value == current ? " selected" : "" }
    let zone = form["tz"] ?? TimeZone.current.identifier
    var page = WebLayout.page(
      title: "\(app.name): schedules",
      body: """
        <p><a href="/apps/\(app.id)">← \(Self.escape(app.name))</a></p>
        <h1>Schedules of \(Self.escape(app.name))</h1>
        \(notice(request))
        \(problem.map { "<p class=\"error box\" role=alert>\(Self.escape($0))</p>" as HTML } ?? "")
        \(mine.isEmpty ? "<p class=muted>None yet.</p>" as HTML : "<ul class=\"list schedules\">\(rows)</ul>")
        <h2>Add a schedule</h2>
        <form method=post action="/apps/\(app.id)/schedules" class=card>
          <label for=kind>Run</label>
          <select id=kind name=kind>
            <option value=every\(selected("every", kind))>every so often</option>
            <option value=cron\(selected("cron", kind))>at cron times</option></select>
          <label for=when>Every, or cron times <span class=help>A duration such as 30s, 15m, 2h, 1d or 1h30m; \
        or five cron fields such as 0 9 * * MON-FRI (minute, hour, day, month, weekday)</span></label>
          <input type=text id=when name=when required value="\(form["when"] ?? "1h")" autocomplete=off \
        spellcheck=false autocapitalize=off>
          <label for=tz>Time zone <span class=help>For cron times; every counts real time</span></label>
          <input type=text id=tz name=tz value="\(zone)" autocomplete=off spellcheck=false autocapitalize=off>
          <label for=input>Input <span class=help>Text or JSON, as the app's runs get it (optional)</span></label>
          <textarea id=input name=input rows=3>\(form["input"] ?? "")</textarea>
          <label for=overlap>While its last run is still going</label>
          <select id=overlap name=overlap>
            <option value=skip\(selected("skip", form["overlap"] ?? "skip"))>skip this fire</option>
            <option value=queue\(selected("queue", form["overlap"] ?? ""))>run it after</option>
            <option value=allow\(selected("allow", form["overlap"] ?? ""))>run both at once</option></select>
          <label for=catchUp>After the server was down</label>
          <select id=catchUp name=catchUp>
            <option value=once\(selected("once", form["catchUp"] ?? "once"))>run once for what was missed</option>
            <option value=none\(selected("none", form["catchUp"] ?? ""))>skip what was missed</option></select>
          <div class=actions><button type=submit class=primary>Add schedule</button></div>
        </form>
        """, section: .schedules)
    if problem != nil { page.status = 422 }
    return page
  }

  /// `POST /apps/ID/schedules`: adds the schedule the form describes.
  func addSchedule(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    var schedule = Schedule()
    let when = (form["when"] ?? "").trimmingCharacters(in: .whitespaces)
    if form["kind"] == "cron" {
      schedule.cron = when
      let zone = (form["tz"] ?? "").trimmingCharacters(in: .whitespaces)
      schedule.timeZone = zone.isEmpty ? nil : zone
    } else {
      do {
        schedule.every = try ScheduleDuration.parse(when)
      } catch {
        return try appSchedules(id, request: request, problem: error.description, form: form)
      }
    }
    let input = form["input"] ?? ""
    schedule.input = input.isEmpty ? nil : input
    schedule.overlap = form["overlap"].flatMap(Schedule.Overlap.init(rawValue:)) ?? .skip
    schedule.catchUp = form["catchUp"].flatMap(Schedule.CatchUp.init(rawValue:)) ?? .once
    if let problem = schedule.problem() {
      return try appSchedules(id, request: request, problem: problem, form: form)
    }
    do {
      try server.library.changeSchedules(of: app) { $0.append(schedule) }
    } catch {
      throw HTTPError(500, "Could not store the schedule: \(ErrorSentence.describe(error))")
    }
    return redirect("/apps/\(app.id)/schedules?done=added")
  }

  /// `POST /schedules/ID/pause|resume|remove`, then back where the form was (`back`).
  func changeSchedule(_ id: String, _ change: ScheduleChange, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let form = try Self.form(request)
    let changed: (app: LibraryApp, schedule: Schedule)?
    do {
      changed = try server.library.changeSchedule(id, change)
    } catch {
      throw HTTPError(500, "Could not change the schedule: \(ErrorSentence.describe(error))")
    }
    guard changed != nil else { throw HTTPError(404, "There is no schedule \(id).") }
    // Back to a page of this web app only.
    // Back to a page on this server only, checked as sign-in's `next` is.
    let back = form["back"].flatMap(LocalPath.checked) ?? "/schedules"
    return redirect("\(back)?done=\(change.done)")
  }

  private func notice(_ request: HTTPRequest) -> HTML {
    guard let done = request.parameter("done"), (["added"] + ScheduleChange.allCases.map(\.done)).contains(done) else {
      return ""
    }
    return "<p class=notice role=status>Schedule \(done).</p>"
  }

  /// One schedule: when it fires, next, last outcome, and its buttons.
  private func scheduleRow(_ schedule: Schedule, app: LibraryApp, back: String, showApp: Bool) -> HTML {
    let state = ScheduleState.read(schedule.id, in: server.library.scheduleStateFolder)
    let next: HTML =
      schedule.paused
      ? "<span class=\"status cancelled\">Paused</span>"
      : schedule.next(after: Date()).map { "next " + RelativeTime.html($0) } ?? "never"
    let last: HTML =
      state.lastOutcome.map { outcome -> HTML in
        let label: HTML =
          state.lastRunID.map { "<a href=\"/runs/\($0)\">\(Self.escape(outcome))</a>" } ?? Self.escape(outcome)
        return "last: \(label)" + (state.lastOutcomeAt.map { " " + RelativeTime.html($0) } ?? "")
      } ?? "not fired yet"
    let button = { (action: String, label: String, confirm: String?) -> HTML in
      """
      <form method=post action="/schedules/\(schedule.id)/\(action)"\(confirm.map { " data-confirm=\"\($0)\"" as HTML } ?? "")>\
      <input type=hidden name=back value="\(back)"><button type=submit>\(label)</button></form>
      """
    }
    let appLink: HTML = showApp ? "<a href=\"/apps/\(app.id)/schedules\">\(Self.escape(app.name))</a>: " : ""
    return """
      <li data-schedule="\(schedule.id)"><div class=name>\(appLink)\(Self.escape(schedule.timing))\
      <div class=meta>\(next) · \(last)\(state.skipped > 0 ? " · \(state.skipped) skipped" as HTML : "")</div></div>\
      <span class=actions>\(schedule.paused ? button("resume", "Resume", nil) : button("pause", "Pause", nil))\
      \(button("remove", "Remove", "Remove this schedule?"))</span></li>
      """
  }
}

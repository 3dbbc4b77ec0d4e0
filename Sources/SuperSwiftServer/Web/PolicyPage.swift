import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// An app's policy (`superswift policy`) in the web app: its failures' retries, the app told
/// of them and the alert; what it may use at once (`--max-concurrent`, `--rate`,
/// `--debounce`). One form; a wrong value comes back with the form as typed and what to write.
extension WebPages {
  /// The page's routes.
  var policyRoutes: [Route] {
    let pages = self
    return [
      Route(.get, ["apps", "*", "policy"], scope: .app(0), errors: .page) { context throws(HTTPError) in
        try pages.policy(context[0], request: context.request)
      },
      Route(.post, ["apps", "*", "policy"], scope: .app(0), errors: .page) { context throws(HTTPError) in
        try pages.savePolicy(context[0], request: context.request)
      },
    ]
  }

  /// `GET /apps/ID/policy`: the form, filled with the policy (or with `form` as typed, and the
  /// `problem` with it).
  func policy(
    _ id: String, request: HTTPRequest, problem: String? = nil, form: [String: String]? = nil
  ) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let policy = AppManifest.valid(in: app.folder)?.policy ?? RunPolicy()
    let duration = { (seconds: Double?) in seconds.map { ScheduleDuration.format($0) } ?? "" }
    let values =
      form ?? [
        "retries": String(policy.retries), "retryDelay": ScheduleDuration.format(max(1, policy.retryDelay)),
        "backoff": String(format: "%g", policy.backoff), "onFailure": policy.onFailure ?? "",
        "alertAfter": duration(policy.alertAfter), "maxConcurrent": policy.maxConcurrent.map(String.init) ?? "",
        "rate": policy.rate?.description ?? "", "debounce": duration(policy.debounce),
      ]
    let others = try server.library.appsForRequest(reachableBy: .owner).filter { $0.id != app.id }
    let choices: HTML =
      "<option value=\"\">no app</option>"
      + others.map { other -> HTML in
        "<option value=\"\(other.name)\"\(values["onFailure"] == other.name ? " selected" : "" as HTML)>\(Self.escape(other.name))</option>"
      }.joined()
    func field(_ name: String, _ label: String, _ help: String, placeholder: String = "") -> HTML {
      """
      <label for=\(name)>\(Self.escape(label)) <span class=help>\(Self.escape(help))</span></label>
      <input type=text id=\(name) name=\(name) value="\(values[name] ?? "")" placeholder="\(placeholder)" \
      autocomplete=off spellcheck=false autocapitalize=off>
      """
    }
    let saved: HTML =
      request.parameter("saved") != nil ? "<p class=notice role=status>Saved.</p>" : ""
    return WebLayout.page(
      title: "\(app.name): policy",
      body: """
        <p><a href="/apps/\(app.id)">← \(Self.escape(app.name))</a></p>
        <h1>Policy of \(Self.escape(app.name))</h1>
        \(saved)
        \(problem.map { "<p class=\"error box\" role=alert>\(Self.escape($0))</p>" as HTML } ?? "")
        <form method=post action="/apps/\(app.id)/policy">
        <section class=card><h2>At once</h2>
        <p class=muted>For the runs the server starts: the API, webhooks, schedules, other apps. Your own Run
        button and the editor's preview are not limited.</p>
        \(field("maxConcurrent", "Most runs at once", "More wait their turn, in order. Empty: no limit.", placeholder: "no limit"))
        \(field("rate", "Rate", "Such as 30/1m: at most 30 started a minute; more are refused with Retry-After. Empty: none.", placeholder: "no limit"))
        \(field("debounce", "Debounce", "Such as 10s: a burst of starts is one run, 10 s after the last, with its input. Empty: off.", placeholder: "off"))
        </section>
        <section class=card><h2>When a run fails</h2>
        <p class=muted>For runs nobody waits on: schedules, webhooks and the API's wait=false.</p>
        \(field("retries", "Retries", "Try a failed run again up to this many times (0 to 20)."))
        \(field("retryDelay", "First retry after", "Such as 30s or 5m."))
        \(field("backoff", "Each later wait times", "Such as 2."))
        <label for=onFailure>Then run <span class=help>With the failed run's record as its input</span></label>
        <select id=onFailure name=onFailure>\(choices)</select>
        \(field("alertAfter", "Alert after", "Such as 1d: an alert (and a push to your devices) when it has not succeeded this long. Empty: none.", placeholder: "never"))
        </section>
        <div class=actions><button type=submit class=primary>Save</button></div>
        </form>
        """)
  }

  /// Each option `RunPolicy.problem()` names, and the page's field for it.
  static let policyFields: [(option: String, label: String)] = [
    ("--max-concurrent", "Most runs at once"), ("--rate", "Rate"), ("--debounce", "Debounce"),
    ("--retries", "Retries"), ("--retry-delay", "First retry after"), ("--backoff", "Each later wait times"),
    ("--alert-after", "Alert after"),
  ]

  /// `POST /apps/ID/policy`: the whole form, checked as `superswift policy` checks it.
  func savePolicy(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    let trimmed = { (name: String) in (form[name] ?? "").trimmingCharacters(in: .whitespaces) }
    var policy = AppManifest.valid(in: app.folder)?.policy ?? RunPolicy()
    func again(_ problem: String) throws(HTTPError) -> HTTPResponse {
      var page = try self.policy(id, request: request, problem: problem, form: form)
      page.status = 400
      return page
    }
    /// The duration typed in `name`: `.some(nil)` when empty or zero, `nil` when not a duration.
    func duration(_ name: String) -> Double?? {
      let text = trimmed(name)
      if text.isEmpty || text.trimmingCharacters(in: .letters) == "0" { return .some(nil) }
      do {
        return .some(try ScheduleDuration.parse(text))
      } catch {
        return nil
      }
    }
    guard let retries = Int(trimmed("retries").isEmpty ? "0" : trimmed("retries")) else {
      return try again("Retries is a whole number from 0 to 20.")
    }
    policy.retries = retries
    guard let delay = duration("retryDelay") else {
      return try again("First retry after is a duration such as 30s, 5m or 1h.")
    }
    policy.retryDelay = delay ?? 0
    guard let backoff = Double(trimmed("backoff").isEmpty ? "2" : trimmed("backoff")) else {
      return try again("Each later wait times is a number such as 2.")
    }
    policy.backoff = backoff
    let reporter = trimmed("onFailure")
    if reporter.isEmpty {
      policy.onFailure = nil
    } else {
      guard case .found(let found)? = try? server.library.find(reporter), found.id != app.id else {
        return try again("Then run names an app of the library other than this one.")
      }
      policy.onFailure = found.name
    }
    guard let alert = duration("alertAfter") else {
      return try again("Alert after is a duration such as 1d or 12h, or empty.")
    }
    policy.alertAfter = alert
    let most = trimmed("maxConcurrent")
    if most.isEmpty || most == "0" {
      policy.maxConcurrent = nil
    } else {
      guard let count = Int(most) else {
        return try again("Most runs at once is a whole number from 1 to 1000, or empty.")
      }
      policy.maxConcurrent = count
    }
    let rate = trimmed("rate")
    if rate.isEmpty {
      policy.rate = nil
    } else {
      do {
        policy.rate = try RunRate(parsing: rate)
      } catch {
        return try again("Rate: \(error.description).")
      }
    }
    guard let debounce = duration("debounce") else {
      return try again("Debounce is a duration such as 10s or 1m, or empty.")
    }
    policy.debounce = debounce
    if let problem = policy.problem() {
      // The policy's sentence names the command line's options; the page says its own fields.
      return try again(
        Self.policyFields.reduce(problem) { $0.replacingOccurrences(of: $1.option, with: $1.label) })
    }
    let stored = policy
    do {
      try server.library.changePolicy(of: app) { $0 = stored }
    } catch {
      throw HTTPError(500, "Could not save the policy: \(ErrorSentence.describe(error))")
    }
    return redirect("/apps/\(app.id)/policy?saved=1")
  }
}

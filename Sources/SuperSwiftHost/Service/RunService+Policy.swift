import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// An unattended run's failure policy (`RunPolicy`): retries, each a run of its own linked to
/// the first; then the on-failure app; and the alert when the app has gone too long without
/// succeeding.
extension RunService {
  /// Follows the app's policy after `first` ended (its uploads, which retries take again, are
  /// in `uploads`); returns the last attempt's record.
  func followPolicy(after first: RunRecord, of start: Start, uploads: URL) -> RunRecord {
    guard RunPolicy.failed(first.status), let policy = policy(of: start.app) else {
      if first.status == .finished { alerts.succeeded(start.app) }
      return first
    }
    var last = first
    var attempt = 1
    while attempt <= policy.retries && RunPolicy.retryable(last.status) {
      // A wait on the service's clock, which the server's stop ends at once: no retry starts
      // after it.
      let delay = policy.delay(beforeRetry: attempt)
      guard clock.sleep(until: clock.now.addingTimeInterval(delay), unless: stopping) else { break }
      var next = start
      next.runID = Runner.newRunID()
      next.uploads = uploads
      next.unattended = false  // this chain retries it, not the attempt itself
      // Nobody waits on a retry: the first caller's connection (long closed, its number maybe
      // another client's by now) must not cancel it.
      next.connection = -1
      next.keepUploads = true
      next.links.attempt = attempt + 1
      next.links.retryOf = first.id
      do {
        last = try self.start(next, wait: true)
      } catch {
        break  // no slot (too many runs) or the app is gone: the failure stands
      }
      attempt += 1
    }
    if last.status == .finished {
      alerts.succeeded(start.app)
      return last
    }
    if RunPolicy.failed(last.status) {
      reportFailure(last, app: start.app, policy: policy)
      if let alert = alerts.failed(
        start.app, policy: policy, run: last, firstAttempt: first.startedAt, history: history, now: clock.now)
      {
        reportAlert(alert, app: start.app, policy: policy)
      }
    }
    return last
  }

  /// Runs the policy's on-failure app with the failed run's record as its JSON input.
  private func reportFailure(_ failed: RunRecord, app: LibraryApp, policy: RunPolicy) {
    guard let name = policy.onFailure else { return }
    startReporter(name, input: failed.json, failureOf: failed.id, for: app)
  }

  /// Shows an alert on the desktop and runs the on-failure app with it.
  private func reportAlert(_ alert: AppAlerts.Alert, app: LibraryApp, policy: RunPolicy) {
    DesktopAlert.show(title: "SuperSwift: \(app.name) is failing", body: alert.message)
    notify(
      PushMessage(
        category: .alerts, title: "\(app.name) is failing", body: alert.message, url: "/runs/\(alert.lastRun)",
        tag: "alert-\(app.id)"))
    guard let name = policy.onFailure else { return }
    startReporter(name, input: alert.json, failureOf: alert.lastRun, for: app)
  }

  private func startReporter(_ name: String, input: JSON, failureOf: String?, for app: LibraryApp) {
    let reporter: LibraryApp
    do {
      guard case .found(let found) = try Library(paths: paths).find(name), found.id != app.id else { return }
      reporter = found
    } catch {
      return  // the library cannot be read now; the failure is in the history all the same
    }
    var start = automation(reporter, items: [.text(input.text)])
    start.links.failureOf = failureOf
    // An on-failure app's own failure is in the history; it does not report itself again.
    _ = try? self.start(start, wait: false)  // refused (too many runs): the failure is recorded all the same
  }
}

extension RunService {
  /// The apps a server run asks for (`runApp`), run through this service like any other run:
  /// a slot, the history, the queue in a cluster; cancelled with the asking run.
  struct Children: ChildRunner {
    let service: RunService

    func run(_ request: ChildRunRequest) -> Result<RunRecord, RunAppRefusal> {
      let app: LibraryApp
      switch request.app(in: Library(paths: service.paths)) {
      case .success(let found): app = found
      case .failure(let refusal): return .failure(refusal)
      }
      let items: [InputItem]
      switch request.checkedInput(for: app, runner: Runner(paths: service.paths)) {
      case .success(let checked): items = checked.items
      case .failure(let refusal): return .failure(refusal)
      }
      var start = service.automation(app, items: items)
      start.links.parent = request.parentRunID
      start.ancestors = request.chain
      start.parentCancellation = request.cancellation
      do {
        return .success(try service.start(start, wait: true))
      } catch {
        return .failure(RunAppRefusal(message: error.description))
      }
    }
  }
}

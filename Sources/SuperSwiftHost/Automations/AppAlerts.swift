import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Apps that have not succeeded for longer than their policy allows (`RunPolicy.alertAfter`):
/// one small file per failing app, raised once per run of failures and cleared by the app's
/// next success. The web app shows the raised ones as a banner.
package final class AppAlerts: Sendable {
  /// A raised alert.
  package struct Alert: Sendable, Equatable {
    /// The app's identifier.
    package var appID: String
    /// The app's name.
    package var appName: String
    /// What is wrong, in a sentence.
    package var message: String
    /// The last failed run.
    package var lastRun: String
    /// When it was raised.
    package var raised: Date

    /// The alert as the on-failure app gets it.
    package var json: JSON {
      [
        "alert": .string(message), "app": ["id": .string(appID), "name": .string(appName)],
        "lastRun": .string(lastRun), "raised": .string(RunRecord.timestamp(raised)),
      ]
    }
  }

  private let folder: URL

  /// The alerts of `library`.
  package init(library: Library) {
    folder = library.internalFolder.appendingPathComponent("alerts", isDirectory: true)
  }

  /// The app succeeded: its failures are over, and so is its alert.
  package func succeeded(_ app: LibraryApp) {
    FileSystem.removeIfPresent(file(app.id))
  }

  /// The app's unattended run `run` failed for good (its first attempt started at
  /// `firstAttempt`): the alert to raise now, if the app has not succeeded for
  /// `policy.alertAfter` and none was raised for these failures yet.
  package func failed(
    _ app: LibraryApp, policy: RunPolicy, run: RunRecord, firstAttempt: Date, history: RunHistory, now: Date
  ) -> Alert? {
    guard let limit = policy.alertAfter else { return nil }
    var state = read(app.id) ?? ["since": .number(firstAttempt.timeIntervalSince1970)]
    let lastSuccess = history.runs(matching: RunFilter(appID: app.id, status: .finished), limit: 1).first?.startedAt
    let since =
      lastSuccess ?? Date(timeIntervalSince1970: state["since"]?.number ?? run.startedAt.timeIntervalSince1970)
    var raised: Alert?
    if state["raised"] == nil, now.timeIntervalSince(since) >= limit {
      let word = lastSuccess == nil ? "has not succeeded since its failures began at" : "has not succeeded since"
      raised = Alert(
        appID: app.id, appName: app.name,
        message: "\(app.name) \(word) \(RunRecord.displayTime(since)); its last run \(run.status.rawValue)"
          + (run.error.map { ": \($0)" } ?? ""),
        lastRun: run.id, raised: now)
      state["raised"] = .number(now.timeIntervalSince1970)
      state["message"] = .string(raised!.message)
      state["lastRun"] = .string(run.id)
      state["appName"] = .string(app.name)
    }
    do {
      try AtomicFile.writeQuickly(Data(JSON.object(state).text.utf8), to: file(app.id))
    } catch {
      // Without its file the alert is raised again at the next failure: never lost, maybe repeated.
    }
    return raised
  }

  /// Every raised alert, newest first.
  package func raised() -> [Alert] {
    BestEffort.names(in: folder).compactMap { name -> Alert? in
      guard name.hasSuffix(".json") else { return nil }
      let id = String(name.dropLast(5))
      guard let state = read(id), let raised = state["raised"]?.number, let message = state["message"]?.string else {
        return nil
      }
      return Alert(
        appID: id, appName: state["appName"]?.string ?? id, message: message, lastRun: state["lastRun"]?.string ?? "",
        raised: Date(timeIntervalSince1970: raised))
    }.sorted { $0.raised > $1.raised }
  }

  private func file(_ id: String) -> URL { folder.appendingPathComponent("\(id).json") }

  private func read(_ id: String) -> JSONObject? {
    guard let bytes = ScratchFile.read(file(id)), case .object(let object)? = JSON(parsing: bytes) else { return nil }
    return object
  }
}

/// A notification on the user's desktop, where one can be shown: `notify-send` installed and a
/// graphical session to show it in. Elsewhere (a headless server) the web app's banner and the
/// on-failure app are the alert.
package enum DesktopAlert {
  /// Shows `title` and `body` (`urgency`: `low`, `normal` or `critical`, as `notify-send`
  /// takes it); says whether it could.
  @discardableResult
  package static func show(title: String, body: String, urgency: String = "critical") -> Bool {
    let environment = ProcessInfo.processInfo.environment
    guard let notifySend = FileSystem.which("notify-send"),
      environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        || environment["DBUS_SESSION_BUS_ADDRESS"] != nil
    else { return false }
    return DetachedProcess.start(notifySend, ["--app-name=SuperSwift", "--urgency=\(urgency)", title, body])
  }
}

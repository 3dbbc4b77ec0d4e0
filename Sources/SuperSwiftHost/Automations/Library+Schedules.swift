import Foundation
import SuperSwiftSystem

/// The library's schedules: read from the apps' manifests, changed under the library's lock,
/// and each change announced to a running server through one file it watches.
extension Library {
  /// The file a change to any schedule rewrites; `serve`'s scheduler watches its folder
  /// (inotify), which holds nothing else, and reads the schedules again, so a CLI change takes
  /// effect at once without polling. (Not the library's own folder: reading the schedules
  /// takes the library's lock, whose file is there, and would wake the watcher again.)
  package var schedulesChangedFile: URL {
    internalFolder.appendingPathComponent("signals", isDirectory: true).appendingPathComponent("schedules-changed")
  }

  /// Where the scheduler keeps each schedule's last fire and outcome.
  package var scheduleStateFolder: URL { internalFolder.appendingPathComponent("schedules", isDirectory: true) }

  /// Every schedule, with its app.
  public func schedules() throws -> [(app: LibraryApp, schedule: Schedule)] {
    try list().flatMap { app in
      (AppManifest.valid(in: app.folder)?.schedules ?? []).map { (app: app, schedule: $0) }
    }
  }

  /// The schedule with identifier `id`, with its app.
  public func schedule(_ id: String) throws -> (app: LibraryApp, schedule: Schedule)? {
    try schedules().first { $0.schedule.id == id }
  }

  /// Changes `app`'s schedules under the library's lock, writes its manifest, and tells a
  /// running server.
  @discardableResult
  public func changeSchedules<T>(of app: LibraryApp, _ body: (inout [Schedule]) throws -> T) throws -> T {
    let result = try changeManifest(of: app) { try body(&$0.schedules) }
    try AtomicFile.writeQuickly(Data(ISO8601DateFormatter().string(from: Date()).utf8), to: schedulesChangedFile)
    return result
  }

  /// Pauses, resumes or removes the schedule `id`, and tells a running server; returns it (as
  /// it was removed, or as it is now) with its app, or `nil` when there is no such schedule.
  @discardableResult
  public func changeSchedule(_ id: String, _ change: ScheduleChange) throws -> (app: LibraryApp, schedule: Schedule)? {
    guard let (app, _) = try schedule(id) else { return nil }
    let changed = try changeSchedules(of: app) { schedules -> Schedule? in
      guard let index = schedules.firstIndex(where: { $0.id == id }) else { return nil }
      if change == .remove { return schedules.remove(at: index) }
      schedules[index].paused = change == .pause
      return schedules[index]
    }
    return changed.map { (app, $0) }
  }

  /// Changes `app`'s failure policy under the library's lock and writes its manifest.
  public func changePolicy(of app: LibraryApp, _ body: (inout RunPolicy) throws -> Void) throws {
    try changeManifest(of: app) { manifest in
      var policy = manifest.policy ?? RunPolicy()
      try body(&policy)
      manifest.policy = policy
    }
  }

  /// Reads `app`'s manifest, changes it and writes it back, under the library's lock, so two
  /// changes (the CLI's and the web app's) never lose one another.
  private func changeManifest<T>(of app: LibraryApp, _ body: (inout AppManifest) throws -> T) throws -> T {
    try withLock {
      guard var manifest = AppManifest.valid(in: app.folder) else {
        throw LibraryError.io("the app \(app.name) has no readable manifest; run 'superswift list' to repair it")
      }
      let result = try body(&manifest)
      try manifest.write(in: app.folder)
      return result
    }
  }
}

/// What can be done to one schedule after it is added: the CLI's `schedule pause|resume|remove`
/// and the web app's buttons.
public enum ScheduleChange: String, Sendable, CaseIterable {
  /// No fires until resumed.
  case pause
  /// Fires again.
  case resume
  /// Gone.
  case remove

  /// The change done, in a word: "paused", "resumed", "removed".
  public var done: String {
    switch self {
    case .pause: "paused"
    case .resume: "resumed"
    case .remove: "removed"
    }
  }
}

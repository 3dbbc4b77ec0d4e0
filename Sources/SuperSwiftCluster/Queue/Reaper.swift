import Foundation
import SuperSwiftHost
import SuperSwiftSystem

/// Finds runs whose worker is gone and ends them `interrupted`: never lost, never run again
/// behind anyone's back. A worker's sessions carry its name (`application_name`), and a killed
/// worker's sessions end with its process (the kernel closes its sockets, the server ends the
/// backends), so a running run whose worker has had no session for `absence` has no one
/// running it.
///
/// PostgreSQL says nothing when a session ends, so this is the one place that looks on a clock:
/// every `interval`, one small query. A worker must be missing from several looks in a row
/// (`absence`), so a worker between two connections is not taken for dead; and after the
/// coordinator's listener reconnects, nothing is reaped for `grace`: after a database restart
/// every session is new, and workers on a loaded machine need a moment to connect again.
struct Reaper {
  let database: Database
  let listener: Listener
  var interval: Duration = .milliseconds(200)
  var absence: Duration = .milliseconds(600)
  var grace: Duration = .seconds(10)
  /// The clock its looks are spaced on.
  var clock: any HostClock = SystemClock.shared

  init(database: Database, listener: Listener) {
    // A connection of its own: the executor's may be busy with a long insert.
    self.database = Database(url: database.url, applicationName: "superswift-reaper")
    self.listener = listener
  }

  /// Which runs have had no worker for `absence`, over an unbroken run of looks: pure, so
  /// it is tested on times it is given.
  struct Tracker: Sendable {
    /// How long a worker must stay missing.
    let absence: Duration
    /// Run id → when its worker was first seen missing, in this unbroken run of looks.
    private(set) var missingSince: [String: Date] = [:]

    /// A tracker that ends a run once its worker has been missing for `absence`.
    init(absence: Duration) { self.absence = absence }

    /// One look, at `now`, that found `orphans` without a worker: the runs to end now.
    mutating func look(orphans: Set<String>, at now: Date) -> [String] {
      missingSince = missingSince.filter { orphans.contains($0.key) }
      for id in orphans where missingSince[id] == nil { missingSince[id] = now }
      let ended = missingSince.filter { now.timeIntervalSince($0.value) >= absence.seconds }.keys.sorted()
      for id in ended { missingSince[id] = nil }
      return ended
    }

    /// A look that could not be trusted (the listener was reconnecting): every run starts
    /// over.
    mutating func forget() { missingSince = [:] }
  }

  func start() {
    Thread.detachNewThread { [self] in
      var tracker = Tracker(absence: absence)
      let never = Cancellation()
      while clock.sleep(until: clock.now.addingTimeInterval(interval.seconds), unless: never) {
        let settled =
          listener.connectedSince.withLock({ $0 }) != nil
          && (listener.reconnectedAt.withLock({ $0 }).map { $0.duration(to: .now) > grace } ?? true)
        guard settled else {
          tracker.forget()
          continue
        }
        // A failed look is no evidence either way: the next one decides.
        guard let orphans = try? orphaned() else { continue }
        for id in tracker.look(orphans: orphans, at: clock.now) { end(id) }
      }
    }
  }

  /// The running runs whose worker has no session now.
  private func orphaned() throws(PostgresError) -> Set<String> {
    let rows = try database.execute(
      """
      SELECT r.id::text FROM superswift_runs AS r
      WHERE r.state = 'running' AND NOT EXISTS (
        SELECT 1 FROM pg_stat_activity AS a WHERE a.application_name = 'superswift-worker ' || r.worker)
      """)
    return Set(rows.compactMap { $0.text(0) })
  }

  /// Ends the run, if its worker is still missing, and tells its caller.
  private func end(_ id: String) {
    _ = try? database.execute(
      """
      WITH ended AS (
        UPDATE superswift_runs AS r SET state = 'done', finished_at = clock_timestamp()
        WHERE r.id = $1 AND r.state = 'running' AND NOT EXISTS (
          SELECT 1 FROM pg_stat_activity AS a WHERE a.application_name = 'superswift-worker ' || r.worker)
        RETURNING r.id)
      SELECT pg_notify($2, id::text) FROM ended
      """, [.text(id), .text(Channel.done.rawValue)])
  }
}

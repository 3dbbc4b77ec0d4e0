import Foundation
import SuperSwiftHost

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

  init(database: Database, listener: Listener) {
    // A connection of its own: the executor's may be busy with a long insert.
    self.database = Database(url: database.url, applicationName: "superswift-reaper")
    self.listener = listener
  }

  func start() {
    Thread.detachNewThread { [self] in
      // Run id → when its worker was first seen missing, in this unbroken run of looks.
      var missingSince: [String: ContinuousClock.Instant] = [:]
      while true {
        Thread.sleep(forTimeInterval: Double(interval.milliseconds) / 1000)
        let settled =
          listener.connectedSince.withLock({ $0 }) != nil
          && (listener.reconnectedAt.withLock({ $0 }).map { $0.duration(to: .now) > grace } ?? true)
        guard settled else {
          missingSince = [:]
          continue
        }
        guard let orphans = try? orphaned() else { continue }
        let now = ContinuousClock.now
        missingSince = missingSince.filter { orphans.contains($0.key) }
        for id in orphans where missingSince[id] == nil { missingSince[id] = now }
        for (id, first) in missingSince where first.duration(to: now) >= absence {
          end(id)
          missingSince[id] = nil
        }
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

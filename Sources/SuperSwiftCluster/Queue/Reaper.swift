import Foundation

/// Finds runs whose worker is gone and ends them `interrupted`: never lost, never run again
/// behind anyone's back. A worker's sessions carry its name (`application_name`), and a killed
/// worker's sessions end with its process (the kernel closes its sockets, the server ends the
/// backends), so a running run whose worker has no session left has no one running it.
///
/// PostgreSQL says nothing when a session ends, so this is the one place that looks on a clock:
/// every `interval`, one small query. After the coordinator's listener (re)connects, it waits
/// `grace` first: after a database restart every session is new, and the workers need a moment
/// to connect again before their absence means anything.
struct Reaper {
  let database: Database
  let listener: Listener
  var interval: Duration = .milliseconds(200)
  var grace: Duration = .seconds(3)

  init(database: Database, listener: Listener) {
    // A connection of its own: the executor's may be busy with a long insert.
    self.database = Database(url: database.url, applicationName: "superswift-reaper")
    self.listener = listener
  }

  func start() {
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: Double(interval.milliseconds) / 1000)
        guard let since = listener.connectedSince.withLock({ $0 }), since.duration(to: .now) > grace else { continue }
        sweep()
      }
    }
  }

  /// Ends the orphaned runs and tells their callers.
  func sweep() {
    guard
      let rows = try? database.execute(
        """
        UPDATE superswift_runs AS r SET state = 'done', finished_at = clock_timestamp()
        WHERE r.state = 'running' AND r.claimed_at < clock_timestamp() - interval '300 milliseconds'
          AND NOT EXISTS (
            SELECT 1 FROM pg_stat_activity AS a WHERE a.application_name = 'superswift-worker ' || r.worker)
        RETURNING r.id::text
        """)
    else { return }
    for row in rows {
      guard let id = row.text(0) else { continue }
      _ = try? database.execute("SELECT pg_notify($1, $2)", [.text(Channel.done.rawValue), .text(id)])
    }
  }
}

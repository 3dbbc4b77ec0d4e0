import Foundation
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Schedules in a cluster: every coordinator runs a scheduler over the same schedules, and the
/// database decides which one fires each due time. The first to insert the row
/// `(schedule, due)` fires it; the others find the key taken and record the fire as another
/// coordinator's. No leader to elect, fail over or lease: a coordinator that dies loses nothing,
/// since the next due time goes to whoever is alive.
extension QueueExecutor {
  /// The name this coordinator puts in the rows it inserts.
  static let coordinatorName = "\(NetworkAddresses.hostName() ?? "localhost"):\(getpid())"

  func claimFire(schedule id: String, due: Date) -> Bool {
    let milliseconds = Int64((due.timeIntervalSince1970 * 1000).rounded())
    do {
      let rows = try database.execute(
        """
        INSERT INTO superswift_schedule_fires (schedule_id, due_ms, coordinator) VALUES ($1, $2, $3)
        ON CONFLICT DO NOTHING RETURNING 1
        """, [.text(id), .text(String(milliseconds)), .text(Self.coordinatorName)])
      if milliseconds % 97 == 0 {
        // Now and then, a week's rows are enough to keep: due times are never fired twice that late.
        _ = try database.execute(
          "DELETE FROM superswift_schedule_fires WHERE due_ms < $1",
          [.text(String(milliseconds - 7 * 86_400_000))])
      }
      return rows.count == 1
    } catch {
      // No database, no fire: at most once, and the catch-up at the next start covers the gap.
      return false
    }
  }
}

/// An app's `--rate` in a cluster: its starts are rows every coordinator counts, one at a time
/// — this coordinator's threads by a lock of its own, coordinators by the app's advisory lock
/// (the connection is shared by this coordinator's threads, so no transaction spans
/// statements) — by the database's clock.
extension QueueExecutor {
  /// Whether the listening connection to the database is up (`/healthz`).
  var queueReachable: Bool? { listener.connectedSince.withLock { $0 != nil } }

  /// One rate check of this coordinator at a time: the advisory lock is the connection's, and
  /// every thread shares the connection.
  private static let rateChecks = NSLock()

  func takeSharedRate(_ appID: String, _ rate: RunRate) -> TimeInterval?? {
    Self.rateChecks.lock()
    defer { Self.rateChecks.unlock() }
    let period = String(rate.period)
    do {
      try database.execute("SELECT pg_advisory_lock(hashtext('rate:' || $1))", [.text(appID)])
      // An unlock that fails went with its connection, which released the lock itself.
      defer { _ = try? database.execute("SELECT pg_advisory_unlock(hashtext('rate:' || $1))", [.text(appID)]) }
      try database.execute(
        """
        DELETE FROM superswift_rate_starts
        WHERE app_id = $1 AND started_at <= clock_timestamp() - make_interval(secs => $2::float8)
        """, [.text(appID), .text(period)])
      let rows = try database.execute(
        """
        SELECT count(*)::text,
               EXTRACT(EPOCH FROM (min(started_at) + make_interval(secs => $2::float8) - clock_timestamp()))::text
        FROM superswift_rate_starts WHERE app_id = $1
        """, [.text(appID), .text(period)])
      let count = rows.first?.text(0).flatMap(Int.init) ?? 0
      guard count >= rate.count else {
        try database.execute("INSERT INTO superswift_rate_starts (app_id) VALUES ($1)", [.text(appID)])
        return .some(nil)
      }
      return .some(max(0.001, rows.first?.text(1).flatMap(Double.init) ?? rate.period))
    } catch {
      // No database: the coordinator counts its own starts, which still bounds the app.
      return nil
    }
  }
}

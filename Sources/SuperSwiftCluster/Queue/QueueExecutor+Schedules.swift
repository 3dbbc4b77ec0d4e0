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

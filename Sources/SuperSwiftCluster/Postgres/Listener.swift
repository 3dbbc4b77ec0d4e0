import Foundation
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A connection that `LISTEN`s to channels and hands each notification to `handler`, from a
/// thread of its own that sleeps in `poll` on the connection's socket: woken by PostgreSQL,
/// never polling the database. When the connection is lost (a restart) it connects again,
/// listens again, and calls `reconnected`, since notifications sent meanwhile are gone: the
/// owner then looks at the state it was waiting on.
final class Listener: Sendable {
  let url: String
  let channels: [Channel]
  private let handler: @Sendable (Channel, String) -> Void
  private let reconnected: @Sendable () -> Void
  private let stopped = Mutex(false)
  /// Whether a connection is up and listening, since when.
  let connectedSince = Mutex<ContinuousClock.Instant?>(nil)
  /// When the connection was last made again after it was lost (the reaper's grace).
  let reconnectedAt = Mutex<ContinuousClock.Instant?>(nil)

  init(
    url: String, channels: [Channel], handler: @escaping @Sendable (Channel, String) -> Void,
    reconnected: @escaping @Sendable () -> Void = {}
  ) {
    self.url = url
    self.channels = channels
    self.handler = handler
    self.reconnected = reconnected
  }

  /// Connects and listens (waiting up to a minute for the server), then keeps listening on a
  /// thread of its own.
  func start(applicationName: String) throws(PostgresError) {
    let first = try Database.connect(url: url, applicationName: applicationName, patience: .seconds(60))
    try listen(on: first)
    Thread.detachNewThread { [self] in loop(first, applicationName: applicationName) }
  }

  func stop() { stopped.withLock { $0 = true } }

  private func listen(on connection: PostgresConnection) throws(PostgresError) {
    for channel in channels { try connection.execute("LISTEN \(channel.rawValue)") }
    connectedSince.withLock { $0 = .now }
  }

  private func loop(_ first: PostgresConnection, applicationName: String) {
    var connection = first
    while !stopped.withLock({ $0 }) {
      var descriptor = [pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0)]
      // A second at most, so `stop` is noticed; the database is never asked anything meanwhile.
      if Syscall.poll(&descriptor, timeout: 1000) == 0 { continue }
      do {
        for (channel, payload) in try connection.notifications() {
          guard let known = Channel(rawValue: channel) else { continue }
          handler(known, payload)
        }
      } catch {
        connectedSince.withLock { $0 = nil }
        // Gone: connect again (as long as it takes), listen again, and say so.
        while !stopped.withLock({ $0 }) {
          do {
            let fresh = try Database.connect(url: url, applicationName: applicationName, patience: .seconds(3600))
            try listen(on: fresh)
            connection = fresh
            reconnectedAt.withLock { $0 = .now }
            break
          } catch {
            Thread.sleep(forTimeInterval: 0.2)
          }
        }
        reconnected()
      }
    }
  }
}

/// The notification channels, shared by the coordinator and the workers.
enum Channel: String, Sendable, CaseIterable {
  /// A run was queued (payload: its id): a worker with a free slot claims one.
  case queued = "superswift_queued"
  /// Cancel this run (payload: its id): the worker running it stops it.
  case cancel = "superswift_cancel"
  /// A run's record is final (payload: its id).
  case done = "superswift_done"
  /// A run's record is final, and here it is (payload: `<id> <record's JSON text>`): sent
  /// instead of `done` when the run's request asked for it (`RunPayload.recordInNotification`)
  /// and the record fits in a notification, so the waiting coordinator need not read the row.
  /// A coordinator that does not ask is never sent one: it may be an older one, listening on
  /// `done` only.
  case finished = "superswift_finished"
  /// A run printed (payload: `<id> <text>`), batched.
  case log = "superswift_log"
}

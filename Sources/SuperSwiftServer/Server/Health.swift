import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import Synchronization

/// `GET /healthz`: whether this server does its work, for a monitor or a service manager — no
/// sign-in, a few bytes, nothing about the apps. 200 when the scheduler is firing or standing by
/// for another server and the queue (if any) is reachable; 503 otherwise, saying which.
package final class Health: Sendable {
  /// What the library's schedules are doing on this server.
  package enum SchedulerState: Sendable, Equatable {
    /// Not started yet.
    case starting
    /// This server fires them.
    case firing
    /// Another server on the library fires them; this one takes over if it stops.
    case standby
    /// They will not fire from here (why).
    case failed(String)

    /// The word `/healthz` says.
    var word: String {
      switch self {
      case .starting: "starting"
      case .firing: "firing"
      case .standby: "standby"
      case .failed: "failed"
      }
    }
  }

  private let scheduler = Mutex(SchedulerState.starting)
  private let backupOutcomes = Mutex(Backups())

  /// The scheduled backups this server made and failed to make, and why the last one failed
  /// (`nil` once one is made again).
  package struct Backups: Sendable, Equatable {
    /// Made.
    package var made = 0
    /// Failed.
    package var failed = 0
    /// Why the newest one failed, while no later one was made.
    package var lastFailure: String?
  }

  /// The scheduled backups so far.
  package var backups: Backups { backupOutcomes.withLock { $0 } }

  /// Counts a scheduled backup: made, or failed (`why`).
  package func backup(failed why: String?) {
    backupOutcomes.withLock { outcomes in
      if let why {
        outcomes.failed += 1
        outcomes.lastFailure = why
      } else {
        outcomes.made += 1
        outcomes.lastFailure = nil
      }
    }
  }
  private let started = Date()

  /// A server's health, starting now.
  package init() {}

  /// What the scheduler is doing.
  package var schedulerState: SchedulerState { scheduler.withLock { $0 } }

  /// How long the server has been up, in whole seconds.
  var uptime: Double { Date().timeIntervalSince(started).rounded(.down) }

  /// Says what the scheduler is doing (`serve` sets it).
  package func scheduler(_ state: SchedulerState) {
    scheduler.withLock { $0 = state }
  }

  /// The answer to `GET /healthz` for a server whose runs are `runs`.
  func response(runs: RunService) -> HTTPResponse {
    let state = scheduler.withLock { $0 }
    let queue = runs.executor.queueReachable
    var problems: [String] = []
    if case .failed(let why) = state { problems.append("schedules will not fire: \(why)") }
    if queue == false { problems.append("the queue's database is not reachable") }
    if let why = backups.lastFailure { problems.append("the last scheduled backup failed: \(why)") }
    var body: JSONObject = [
      "status": .string(problems.isEmpty ? "ok" : "degraded"), "scheduler": .string(state.word),
      "queue": .string(queue.map { $0 ? "reachable" : "unreachable" } ?? "none"),
      "runsInFlight": .number(Double(runs.registry.running)),
      "uptimeSeconds": .number(Date().timeIntervalSince(started).rounded(.down)),
    ]
    if !problems.isEmpty { body["problems"] = .array(problems.map(JSON.string)) }
    var response = HTTPResponse.json(.object(body), status: problems.isEmpty ? 200 : 503)
    response.headers.append(("Cache-Control", "no-store"))
    return response
  }
}

import Foundation
import SuperSwiftSystem

/// Where the server's runs execute: here, with the `Runner` (the default), or on workers
/// through a queue (`superswift serve --queue`). Either way the caller gets the run's final
/// record, the log as it comes, and cancellation that reaches the app.
public protocol RunExecutor: Sendable {
  /// Runs `request` to its end and returns its record; `runner` is this host's (its history is
  /// the server's). An app with a user interface is shown through `presenter`.
  func run(
    _ request: RunRequest, runner: Runner, cancellation: Cancellation, presenter: (any InterfacePresenter)?,
    onLog: @escaping @Sendable ([UInt8]) -> Void
  ) -> RunRecord

  /// Claims the fire of schedule `id` due at `due` for this server: `true` for exactly one
  /// server of those sharing the executor (several coordinators of one queue), whatever their
  /// timing. A lone server always has it.
  func claimFire(schedule id: String, due: Date) -> Bool
  /// Counts a start of app `appID` against `rate` where every server sharing the executor
  /// counts (a cluster's database): `.some(nil)` when it is within the rate (and is counted),
  /// `.some(seconds)` until the window has room; `nil` when the executor keeps no shared
  /// count, and the server counts its own.
  func takeSharedRate(_ appID: String, _ rate: RunRate) -> TimeInterval??
  /// Whether the executor's queue is reachable now (a cluster's database: its listening
  /// connection is up); `nil` for runs on this machine, which need none.
  var queueReachable: Bool? { get }
}

extension RunExecutor {
  /// A lone server fires all its schedules.
  public func claimFire(schedule id: String, due: Date) -> Bool { true }

  /// A lone server counts its own starts.
  public func takeSharedRate(_ appID: String, _ rate: RunRate) -> TimeInterval?? { nil }

  /// A lone server has no queue.
  public var queueReachable: Bool? { nil }
}

/// Runs on this machine, as `superswift run` does.
public struct LocalExecutor: RunExecutor {
  /// The executor of a single-machine server.
  public init() {}

  /// Runs `request` with `runner`.
  public func run(
    _ request: RunRequest, runner: Runner, cancellation: Cancellation, presenter: (any InterfacePresenter)?,
    onLog: @escaping @Sendable ([UInt8]) -> Void
  ) -> RunRecord {
    runner.run(request, cancellation: cancellation, presenter: presenter, onLog: onLog)
  }
}

/// Running apps on several machines, which needs a PostgreSQL client: provided by
/// `superswift-cluster`, which links libpq (the static `superswift` cannot).
public protocol ClusterSupport: Sendable {
  /// An executor that queues the server's runs in the database at `queue` for workers.
  func coordinator(queue: String, paths: Paths) throws -> any RunExecutor
  /// Claims and runs queued runs, `concurrency` at once, until `stop` is cancelled.
  func worker(queue: String, concurrency: Int, paths: Paths, stop: Cancellation) throws
}

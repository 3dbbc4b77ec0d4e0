import Foundation
import SuperSwiftHost
import SuperSwiftSystem

/// Running on several machines with PostgreSQL as queue and store: the coordinator's executor
/// (`serve --queue`) and the worker (`worker --queue`). See docs/cluster.md.
public struct PostgresCluster: ClusterSupport {
  /// The cluster support `superswift-cluster` runs with.
  public init() {}

  /// An executor that queues runs in the database at `queue`.
  public func coordinator(queue: String, paths: Paths) throws -> any RunExecutor {
    try QueueExecutor(url: queue, paths: paths)
  }

  /// Claims and runs queued runs until `stop` is cancelled.
  public func worker(queue: String, concurrency: Int, paths: Paths, stop: Cancellation) throws {
    try Worker(url: queue, concurrency: concurrency, paths: paths).run(stop: stop)
  }
}

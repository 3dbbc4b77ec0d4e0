import Foundation
@_spi(Host) import SuperSwift
import Synchronization

/// What the run service has done since it started, for `/metrics`: runs by app and outcome,
/// and their durations as a histogram. Counts only (Prometheus counters reset with the process).
package final class RunMetrics: Sendable {
  /// The histogram's upper bounds, in seconds (`le`), then `+Inf`.
  package static let bounds: [Double] = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300]

  /// A snapshot.
  package struct Snapshot: Sendable, Equatable {
    /// Runs ended, by app name and status.
    package var runs: [String: [RunStatus: Int]] = [:]
    /// How many durations were at most each of `bounds` (cumulative), then all of them.
    package var buckets = [Int](repeating: 0, count: RunMetrics.bounds.count + 1)
    /// The durations' sum, in seconds.
    package var sum: Double = 0
    /// Builds compiled now, and taken from the cache.
    package var compiled = 0
    package var cached = 0
    /// Runs whose app did not compile.
    package var failedBuilds = 0
    /// How late scheduled fires started (from their due time), cumulative by `latenessBounds`,
    /// then all of them; and the sum, in seconds.
    package var lateness = [Int](repeating: 0, count: RunMetrics.latenessBounds.count + 1)
    package var latenessSum: Double = 0
  }

  /// The lateness histogram's upper bounds, in seconds: a fire on time starts within a second.
  package static let latenessBounds: [Double] = [0.1, 0.5, 1, 5, 30, 60, 300, 3600]

  private let state = Mutex(Snapshot())

  /// Metrics with nothing counted.
  package init() {}

  /// Counts a run that ended with `record`.
  package func ended(_ record: RunRecord) {
    let duration = max(0, record.duration)
    state.withLock { state in
      state.runs[record.appName, default: [:]][record.status, default: 0] += 1
      if record.status == .buildFailed { state.failedBuilds += 1 }
      for (index, bound) in Self.bounds.enumerated() where duration <= bound { state.buckets[index] += 1 }
      state.buckets[Self.bounds.count] += 1
      state.sum += duration
    }
  }

  /// Counts a run's build: compiled now, or taken from the cache.
  package func built(compiled: Bool) {
    state.withLock { state in
      if compiled { state.compiled += 1 } else { state.cached += 1 }
    }
  }

  /// Counts a scheduled fire that started `seconds` after it was due.
  package func fireStarted(late seconds: Double) {
    let late = max(0, seconds)
    state.withLock { state in
      for (index, bound) in Self.latenessBounds.enumerated() where late <= bound { state.lateness[index] += 1 }
      state.lateness[Self.latenessBounds.count] += 1
      state.latenessSum += late
    }
  }

  /// What has been counted.
  package var snapshot: Snapshot { state.withLock { $0 } }
}

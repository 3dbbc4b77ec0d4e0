import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// An app's limits (`RunPolicy.maxConcurrent`, `rate`, `debounce`) applied to a run before it
/// starts: a debounce gathers a burst into one run; over the rate a run is refused; over
/// `maxConcurrent` it waits its turn (`AppLimits`), holding no thread unless its caller waits.
extension RunService {
  /// A caller's wait for its run's turn: admitted, cancelled (a `DELETE`), or still waiting
  /// (the caller left, or the server stops).
  final class Turn: Sendable {
    enum State { case waiting, admitted, cancelled }
    let state = Mutex(State.waiting)
    let bell = Cancellation()

    /// Moves from waiting to `next` and wakes the caller; `false` when it had already moved.
    @discardableResult
    func settle(_ next: State) -> Bool {
      let moved = state.withLock { state in
        guard state == .waiting else { return false }
        state = next
        return true
      }
      if moved { bell.cancel(.caller) }
      return moved
    }
  }

  /// The record a run has while it waits.
  func queuedRecord(_ start: Start) -> RunRecord {
    var record = RunRecord(
      id: start.runID, appID: start.app.id, appName: start.app.name, appPath: start.app.folder.path,
      source: start.source, input: RunInput(items: start.items), status: .queued, startedAt: clock.now)
    record.schedule = start.schedule
    record.links = start.links
    return record
  }

  /// Applies `policy`'s limits to `start`, then launches it (now, or when its turn comes).
  func admit(_ given: Start, wait: Bool, policy: RunPolicy) throws(RunServiceError) -> RunRecord {
    var limited = given
    limited.maxConcurrent = policy.maxConcurrent
    let start = limited
    if let delay = policy.debounce { return try gather(start, wait: wait, delay: delay, policy: policy) }
    let app = start.app.id
    if let rate = policy.rate,
      let after = executor.takeSharedRate(app, rate) ?? limits.takeRate(app, rate, now: clock.now)
    {
      RunFolder.remove(uploads(of: start))
      let seconds = max(1, Int(after.rounded(.up)))
      throw .limited(
        "\(start.app.name) may start at most \(rate.count) runs every \(ScheduleDuration.format(rate.period)) (its policy's --rate); try again in \(seconds) s",
        retryAfter: seconds)
    }
    guard let limit = policy.maxConcurrent else { return try launch(start, wait: wait, onEnd: nil) }
    let release: @Sendable () -> Void = { [limits] in limits.release(app) }
    if start.admission == .refuse {
      guard limits.tryAcquire(app, limit: limit) else {
        RunFolder.remove(uploads(of: start))
        throw .limited(
          "\(start.app.name) runs at most \(limit) at once (its policy's --max-concurrent), and that many are running; try again shortly",
          retryAfter: 1)
      }
      return try launch(start, wait: wait, onEnd: release)
    }
    let queued = queuedRecord(start)
    if !wait {
      // Nobody waits: queued, holding no thread; its turn starts it in the background.
      let admitted = limits.acquire(
        app, limit: limit,
        orQueue: AppLimits.Waiting(
          record: queued,
          admit: { [self] in
            do {
              _ = try launch(start, wait: false, onEnd: release)
            } catch {
              recordUnstarted(queued, status: .failed, error: "\(error)")
            }
          }))
      return admitted ? try launch(start, wait: false, onEnd: release) : queued
    }
    // Under the limit with nobody waiting: no turn to wait for (a turn makes a pipe).
    if limits.tryAcquire(app, limit: limit) { return try launch(start, wait: true, onEnd: release) }
    // The caller waits its turn, in order, and then for the run.
    let turn = Turn()
    turns.withLock { $0[start.runID] = turn }
    defer { _ = turns.withLock { $0.removeValue(forKey: start.runID) } }
    let admitted = limits.acquire(
      app, limit: limit, orQueue: AppLimits.Waiting(record: queued, admit: { turn.settle(.admitted) }))
    if admitted { return try launch(start, wait: true, onEnd: release) }
    let watch = DisconnectWatch(connection: start.connection, cancellation: turn.bell)
    stopping.propagate(to: turn.bell)
    _ = turn.bell.wait()
    watch.stop()
    switch turn.state.withLock({ $0 }) {
    case .admitted:
      return try launch(start, wait: true, onEnd: release)
    case .cancelled:
      return history.run(id: start.runID) ?? queued
    case .waiting:
      // The caller left, or the server stops: out of the queue.
      RunFolder.remove(uploads(of: start))
      if limits.removeQueued(start.runID) != nil {
        return recordUnstarted(queued, status: .cancelled, error: "the caller went away while the run waited its turn")
      }
      // Not in the queue: its turn came (or a DELETE took it) just now, and that settles the
      // turn within microseconds of taking it out; an admitted slot is given back.
      while turn.state.withLock({ $0 }) == .waiting { sched_yield() }
      if turn.state.withLock({ $0 }) == .admitted {
        release()
        return recordUnstarted(queued, status: .cancelled, error: "the caller went away as the run's turn came")
      }
      return history.run(id: start.runID) ?? queued
    }
  }

  /// A debounce: the start joins its app's burst; the burst's one run, with the last start's
  /// input, starts `delay` seconds after the last start. A caller that waits gets that run.
  private func gather(_ start: Start, wait: Bool, delay: Double, policy: RunPolicy) throws(RunServiceError)
    -> RunRecord
  {
    let uploads = uploads(of: start)
    var undebounced = policy
    undebounced.debounce = nil
    let after = undebounced
    let burst = limits.debounce(start.app.id, delay: delay, record: queuedRecord(start)) { [self] runID in
      var fired = start
      fired.runID = runID
      fired.uploads = burstUploads.withLock { $0.removeValue(forKey: runID) } ?? uploads
      fired.admission = .queue
      fired.connection = -1
      do {
        _ = try admit(fired, wait: false, policy: after)
      } catch {
        recordUnstarted(queuedRecord(fired), status: .failed, error: "\(error)")
      }
    }
    // The burst's latest start brings the input: an earlier start's uploads are not needed.
    let replaced = burstUploads.withLock { all -> URL? in
      defer { all[burst.id] = uploads }
      return all[burst.id]
    }
    if let replaced, replaced != uploads { RunFolder.remove(replaced) }
    guard wait else { return burst }
    // The caller waits for the burst's run to end.
    let runID = burst.id
    registry.changed.wait(until: { [self] in record(runID)?.status.isFinal ?? false }, deadline: nil)
    return record(runID) ?? burst
  }

  /// Records a run that never started (cancelled while it waited, or refused when its turn
  /// came) in the history, and returns its record.
  @discardableResult
  func recordUnstarted(_ queued: RunRecord, status: RunStatus, error: String) -> RunRecord {
    var record = queued
    record.status = status
    record.error = error
    history.end(record)
    registry.changed.notify()
    return record
  }

  /// Cancels a run that waits its turn; its final record, or `nil` when none waits so.
  func cancelQueued(_ runID: String) -> RunRecord? {
    guard let queued = limits.removeQueued(runID) else { return nil }
    if let uploads = burstUploads.withLock({ $0.removeValue(forKey: runID) }) { RunFolder.remove(uploads) }
    let record = recordUnstarted(queued, status: .cancelled, error: "the run was cancelled while it waited its turn")
    turns.withLock { $0[runID] }?.settle(.cancelled)
    return record
  }
}

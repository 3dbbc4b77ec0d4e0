import Foundation

/// A few owned threads that run submitted work in the order it was submitted: work that finds
/// every thread busy waits in the queue, never on a thread of its own. Background work (a
/// schedule's fires, an app's child runs, retries, alerts) goes through one, so a burst of it
/// costs queue entries, not threads.
///
/// Invariant: at most `width` threads, started as work first needs them and then kept, parked
/// on one condition while the queue is empty; `pending + running` counts every job submitted and
/// not yet finished.
package final class WorkQueue: @unchecked Sendable {
  /// The queue's name, for its threads.
  package let name: String
  /// The most jobs that run at once.
  package let width: Int

  // `condition` guards everything below.
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var head = 0
  private var threads = 0
  /// Threads parked for want of work, and the wake-ups sent to them not yet taken.
  private var sleeping = 0
  private var signalled = 0
  private var running = 0
  /// Told whenever a job starts or ends: what `waitUntil` uses.
  private let finished = StateWaiter()

  /// A queue running at most `width` jobs at once.
  package init(name: String, width: Int) {
    precondition(width > 0, "a work queue needs at least one thread")
    self.name = name
    self.width = width
  }

  /// Runs `job` on one of the queue's threads, after the jobs submitted before it have started.
  package func submit(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(job)
    var start = false
    if sleeping > signalled {
      signalled += 1
      condition.signal()
    } else if threads < width {
      threads += 1
      start = true
    }
    condition.unlock()
    if start {
      let thread = Thread { [self] in work() }
      thread.name = name
      thread.start()
    }
  }

  /// The jobs waiting for a thread.
  package var pending: Int {
    condition.lock()
    defer { condition.unlock() }
    return jobs.count - head
  }

  /// The jobs running now.
  package var active: Int {
    condition.lock()
    defer { condition.unlock() }
    return running
  }

  /// The threads the queue has started (never more than `width`).
  package var threadCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return threads
  }

  /// Waits until no job is waiting or running, or `deadline` passes; whether it is so.
  @discardableResult
  package func waitUntilIdle(deadline: ContinuousClock.Instant? = nil) -> Bool {
    waitUntil(deadline: deadline) { pending, active in pending == 0 && active == 0 }
  }

  /// Waits until `condition` holds of the jobs waiting and running, checked again whenever a
  /// job starts or ends or a job calls `nudge`, or until `deadline` passes; whether it holds.
  @discardableResult
  package func waitUntil(
    deadline: ContinuousClock.Instant?, _ condition: (_ pending: Int, _ active: Int) -> Bool
  ) -> Bool {
    finished.wait(until: { condition(pending, active) }, deadline: deadline)
  }

  /// Has `waitUntil`'s waiters check their condition again: a running job calls it when it
  /// reaches a state they wait for (parked on a clock, say) without ending.
  package func nudge() { finished.notify() }

  private func work() {
    condition.lock()
    while true {
      while head == jobs.count {
        sleeping += 1
        condition.wait()
        sleeping -= 1
        if signalled > 0 { signalled -= 1 }
      }
      let job = jobs[head]
      head += 1
      if head > 64, head * 2 > jobs.count {
        // Taken jobs are dropped in bulk, so a long queue costs amortised O(1) per job.
        jobs.removeFirst(head)
        head = 0
      }
      running += 1
      condition.unlock()
      finished.notify()
      job()
      condition.lock()
      running -= 1
      // Told outside the lock: a waiter checks `pending` and `active`, which take it.
      condition.unlock()
      finished.notify()
      condition.lock()
    }
  }
}

import Foundation

/// The system's wall clock, with one thread of its own that fires every timer in the process.
///
/// Invariant: one thread, started with the first timer, sleeps until the earliest deadline
/// (or until an earlier timer is added) and fires what is due in deadline order; a process has
/// one such thread however many timers it keeps.
package final class SystemClock: HostClock, @unchecked Sendable {
  // `condition` guards `timers` and `started`.
  private let condition = NSCondition()
  private var timers = TimerQueue()
  private var started = false

  /// The process's clock.
  package static let shared = SystemClock()

  private init() {}

  /// The time now.
  package var now: Date { Date() }

  /// Calls `fire` on the clock's thread at `deadline`.
  @discardableResult
  package func schedule(at deadline: Date, _ fire: @escaping @Sendable () -> Void) -> ClockTimer {
    let timer = ClockTimer(fire)
    condition.lock()
    timers.insert(deadline: deadline, timer: timer)
    if !started {
      started = true
      Thread.detachNewThread { [self] in run() }
    }
    condition.signal()
    condition.unlock()
    return timer
  }

  private func run() {
    condition.lock()
    while true {
      guard let earliest = timers.earliest else {
        condition.wait()
        continue
      }
      if earliest > Date() {
        _ = condition.wait(until: earliest)
        continue
      }
      let due = timers.popDue(through: Date())
      condition.unlock()
      for entry in due { entry.timer.fire() }
      condition.lock()
    }
  }
}

/// Timers in deadline order (ties in the order they were added): what both clocks keep.
package struct TimerQueue: Sendable {
  /// One timer.
  package struct Entry: Sendable {
    /// When it is due.
    package var deadline: Date
    /// Its order among timers of the same deadline.
    package var sequence: Int
    /// The timer, which holds what it does.
    package var timer: ClockTimer
  }

  private var entries: [Entry] = []
  private var nextSequence = 0

  /// No timers.
  package init() {}

  /// The earliest deadline, if any timer is kept.
  package var earliest: Date? { entries.first?.deadline }

  /// The number of timers kept and not cancelled.
  package var count: Int { entries.count { !$0.timer.isDone } }

  /// Keeps a timer.
  package mutating func insert(deadline: Date, timer: ClockTimer) {
    let entry = Entry(deadline: deadline, sequence: nextSequence, timer: timer)
    nextSequence += 1
    // Binary search for the first entry after this one: later deadline, or same and added later.
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
    }
    entries.insert(entry, at: low)
  }

  /// Takes the timers due by `time`, in order.
  package mutating func popDue(through time: Date) -> [Entry] {
    var count = 0
    while count < entries.count, entries[count].deadline <= time { count += 1 }
    let due = Array(entries[..<count])
    entries.removeFirst(count)
    return due
  }

  /// Takes the first timer if it is due by `time`.
  package mutating func popFirst(through time: Date) -> Entry? {
    guard let first = entries.first, first.deadline <= time else { return nil }
    return entries.removeFirst()
  }
}

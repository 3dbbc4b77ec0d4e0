import Foundation
import SuperSwiftSystem
import Synchronization

/// Which of the processes serving one library fires its schedules: the one that holds the
/// library's scheduler lock (`<library>/scheduler.lock`, an `flock`). Two `serve` processes on
/// one library (plain HTTP for this machine, `--tls` for the phone) would otherwise each fire
/// every due time. The other process tries again on its clock and takes over when the holder
/// stops: the kernel drops a process's lock when it exits, however it exits.
///
/// Invariant: `acquired` runs at most once, and only while this lease holds the lock.
package final class SchedulerLease: Sendable {
  /// The lock file of a library.
  package static func lockFile(library root: URL) -> URL { root.appendingPathComponent("scheduler.lock") }

  /// How often a waiting process tries again.
  package static let retryInterval: Duration = .seconds(1)

  private let file: URL
  private let clock: any HostClock
  private let holder: String
  private let acquired: @Sendable () -> Void
  private let state = Mutex<State>(State())

  private struct State {
    var lock: FileLock?
    var timer: ClockTimer?
    var stopped = false
  }

  /// A lease on the schedules of the library at `root`; `acquired` runs (once) when this
  /// process gets them. `holder` is written into the lock file, for the other process to name.
  package init(
    library root: URL, holder: String, clock: any HostClock = SystemClock.shared,
    acquired: @escaping @Sendable () -> Void
  ) {
    file = Self.lockFile(library: root)
    self.clock = clock
    self.holder = holder
    self.acquired = acquired
  }

  /// Tries for the lock now; without it, keeps trying on the clock. Returns whether this
  /// process holds the schedules now, and if not, who does (as the holder wrote it).
  package func start() throws(IOError) -> (holds: Bool, holder: String?) {
    if try attempt() { return (true, nil) }
    schedule()
    let other = ScratchFile.read(file).map { String(decoding: $0, as: UTF8.self) }
    return (false, other.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// Gives the lock up (the server stops): stops trying, runs `beforeRelease` (stop the
  /// scheduler: no fire of this process may overlap the next holder's), then lets a waiting
  /// process take over.
  package func stop(beforeRelease: () -> Void = {}) {
    let (lock, timer) = state.withLock { state -> (FileLock?, ClockTimer?) in
      state.stopped = true
      defer {
        state.lock = nil
        state.timer = nil
      }
      return (state.lock, state.timer)
    }
    timer?.cancel()
    beforeRelease()
    lock?.unlock()
  }

  /// Whether this process holds the lock.
  package var holds: Bool { state.withLock { $0.lock != nil } }

  private func attempt() throws(IOError) -> Bool {
    let lock: FileLock?
    do {
      lock = try FileLock.attempt(file)
    } catch let error as IOError {
      throw error
    } catch {
      throw IOError("open", "could not open the scheduler lock \(file.path): \(error)")
    }
    guard let lock else { return false }
    let kept = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.lock = lock
      return true
    }
    guard kept else {
      lock.unlock()
      return false
    }
    lock.describe(holder)
    acquired()
    return true
  }

  private func schedule() {
    let timer = clock.schedule(after: Self.retryInterval) { [weak self] in
      guard let self else { return }
      // A lock that cannot even be opened now is tried again later, like a held one.
      if (try? self.attempt()) != true { self.schedule() }
    }
    let keep = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.timer = timer
      return true
    }
    if !keep { timer.cancel() }
  }
}

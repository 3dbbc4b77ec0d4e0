import CSpawn
import Foundation
import Synchronization

/// Starts app processes from one thread that lives as long as the host.
///
/// Why: the child's parent-death signal fires when the *thread* that forked it exits, not the
/// process; starting every app from this one permanent thread means an app dies exactly
/// when the host does, and never because some worker thread went idle.
final class Spawner: Sendable {
  static let shared = Spawner()

  private let thread = Mutex<Bool>(false)

  private struct Job: @unchecked Sendable {
    let work: () -> Void
  }

  private let jobs = Mutex<[Job]>([])
  private let available = DispatchSemaphore(value: 0)

  private init() {}

  /// The spawning thread, started the first time a spawn comes from another thread.
  private func ensureThread() {
    let needed = thread.withLock { started in
      defer { started = true }
      return !started
    }
    guard needed else { return }
    let thread = Thread { [self] in
      while true {
        available.wait()
        let job = jobs.withLock { $0.removeFirst() }
        job.work()
      }
    }
    thread.name = "superswift.spawner"
    thread.start()
  }

  /// Starts `executable`; returns its pid or the `errno` of the failure. From the main thread,
  /// which lives as long as the process, it starts it directly.
  func spawn(
    _ executable: String, arguments: [String], environment: [String: String], directory: String?,
    log: Int32, channel: Int32
  ) -> Result<pid_t, SystemError> {
    let start = { () -> Result<pid_t, SystemError> in
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      let pid = cspawn_start(executable, argv, envp, directory, log, channel)
      return pid > 0 ? .success(pid) : .failure(SystemError("could not start \(executable)"))
    }
    if Thread.isMainThread { return start() }
    let result = Mutex<Result<pid_t, SystemError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let job = Job {
      let outcome = start()
      result.withLock { $0 = outcome }
      done.signal()
    }
    ensureThread()
    jobs.withLock { $0.append(job) }
    available.signal()
    done.wait()
    return result.withLock { $0! }
  }
}

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

  private struct Job: @unchecked Sendable {
    let work: () -> Void
  }

  private let jobs = Mutex<[Job]>([])
  private let available = DispatchSemaphore(value: 0)

  private init() {
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

  /// Starts `executable`; returns its pid or the `errno` of the failure.
  func spawn(
    _ executable: String, arguments: [String], environment: [String: String], directory: String?,
    log: Int32, channel: Int32
  ) -> Result<pid_t, SystemError> {
    let result = Mutex<Result<pid_t, SystemError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let job = Job {
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      let pid = cspawn_start(executable, argv, envp, directory, log, channel)
      let outcome: Result<pid_t, SystemError> =
        pid > 0 ? .success(pid) : .failure(SystemError("could not start \(executable)"))
      result.withLock { $0 = outcome }
      done.signal()
    }
    jobs.withLock { $0.append(job) }
    available.signal()
    done.wait()
    return result.withLock { $0! }
  }
}

import CSpawn
import Foundation
import Synchronization

/// Starts app processes from one thread that lives as long as the host.
///
/// Why: the child's parent-death signal fires when the *thread* that forked it exits, not the
/// process; starting every app from this one permanent thread means an app dies exactly
/// when the host does, and never because some worker thread went idle.
package final class Spawner: Sendable {
  package static let shared = Spawner()

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

  /// Starts `executable` with `arguments` (`argumentZero` as its own name, the executable's
  /// path by default), standard input from `input` (/dev/null when -1), standard output and
  /// error on `output` and `error` (`error` defaults to `output`), and `channel` as descriptor 3.
  /// `limits` (an app's bounds and umask; none for a compiler) are set in the child before exec.
  /// Returns its pid or the `errno` of the failure. From the main thread, which lives as long
  /// as the process, it starts it directly.
  package func spawn(
    _ executable: String, argumentZero: String? = nil, arguments: [String], environment: [String: String],
    directory: String?, input: Int32 = -1, output: Int32, error: Int32? = nil, channel: Int32,
    limits: cspawn_limits? = nil
  ) -> Result<pid_t, IOError> {
    let start = { () -> Result<pid_t, IOError> in
      let argv = ([argumentZero ?? executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      var bounds = limits ?? cspawn_limits(memory_bytes: 0, file_size_bytes: 0, processes: 0, umask: -1)
      let pid = cspawn_start(executable, argv, envp, directory, input, output, error ?? output, channel, &bounds)
      return pid > 0 ? .success(pid) : .failure(IOError("posix_spawn", "could not start \(executable)"))
    }
    if Thread.isMainThread { return start() }
    let result = Mutex<Result<pid_t, IOError>?>(nil)
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

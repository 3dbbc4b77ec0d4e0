import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Programs the host starts to outlive it: the browser it opens, a build it leaves to finish in
/// the background.
package enum DetachedProcess {
  /// Starts `executable` with `arguments` as the leader of a new session, with nothing open but
  /// /dev/null, and returns at once; `false` if it could not be started.
  ///
  /// Its session is spared when the host stops a run's processes: it is not part of any run.
  /// It is registered while it runs, so it is never taken for an orphan, and reaped by the
  /// process's one `ChildReaper` if the host lives longer than it does.
  @discardableResult
  package static func start(_ executable: String, _ arguments: [String]) -> Bool {
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    let pid = ProcessTree.register { () -> (pid_t, pid_t) in
      // The user's umask, not the host's 077: a browser's downloads are the user's files.
      let pid = cspawn_detached(executable, argv, envp, PrivateFiles.userMask.map { Int32($0) } ?? -1)
      return (pid, pid)
    }
    guard pid > 0 else { return false }
    ProcessTree.spare(session: pid)
    ChildReaper.shared.watch(pid) { ProcessTree.forget($0) }
    return true
  }

  /// Starts this very binary (`/proc/self/exe`) with `arguments`, detached, as `start` does:
  /// the background halves of a build (`__link-static`, `__optimise-runtime`).
  @discardableResult
  package static func startSelf(_ arguments: [String]) -> Bool {
    guard let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return false }
    return start(me, arguments)
  }
}

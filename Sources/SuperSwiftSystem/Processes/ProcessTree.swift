import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Finds and stops everything an app started, not just its process group: a child that made
/// a group of its own (Foundation's `Process` does) is found through the kernel's list of each
/// process's children, and one the app abandoned comes to the host, which is a subreaper.
///
/// Invariant: every child the host started on purpose (apps, compilers) is in `known` from
/// before its pid could be seen until it is reaped; any other child of the host is an orphan
/// of some app and is stopped.
package enum ProcessTree {
  private static let known = Mutex<Set<pid_t>>([])
  /// Sessions the host started on purpose and that must outlive runs (the browser it opened).
  private static let spared = Mutex<Set<pid_t>>([])
  private static let setUp: Bool = cspawn_become_subreaper() == 0

  /// Makes the host a subreaper; idempotent.
  package static func adoptOrphans() {
    _ = setUp
  }

  /// Starts a child with `start` and records it as known, atomically with respect to `stop`.
  ///
  /// The host becomes a subreaper here, before its first child of any kind, not only before
  /// its first app. Otherwise the first compile ran without it: a `stop` that killed the Swift
  /// driver left its frontend (in a process group of its own, so not hit by the group kill)
  /// reparented to init, where neither `descendants(of:)` nor the host's own children find
  /// it, and it went on compiling after the host had exited (issue 20, 13).
  package static func register<T>(_ start: () throws -> (T, pid_t)) rethrows -> T {
    adoptOrphans()
    return try known.withLock { pids in
      let (value, pid) = try start()
      pids.insert(pid)
      return value
    }
  }

  /// Forgets a child once it has been reaped.
  package static func forget(_ pid: pid_t) {
    _ = known.withLock { $0.remove(pid) }
  }

  /// Kills `root`'s process group, every descendant of `root`, and every orphan the host
  /// adopted, with their descendants; repeats until a pass finds none (a process forking as we
  /// look is caught on the next pass). Reaps the orphans it killed. `root` itself is not reaped.
  ///
  /// It first waits (up to a second, woken by a pidfd, not a clock) for `root` to have exited:
  /// a child it spawned at the last moment (the Swift driver starting a frontend in a group of
  /// its own) is only then this process's orphan, where the passes below find it. Without the
  /// wait, a pass could run between the driver's death and that child's adoption, find nothing,
  /// and leave a compiler running.
  package static func stop(root: pid_t) {
    let exited = cspawn_pidfd_open(root)
    kill(-root, SIGKILL)
    kill(root, SIGKILL)
    if exited >= 0 {
      var descriptor = [pollfd(fd: exited, events: Int16(POLLIN), revents: 0)]
      _ = Syscall.poll(&descriptor, timeout: 1000)
      close(exited)
    }
    for _ in 0..<20 {
      var targets = descendants(of: root)
      let orphans = known.withLock { pids in ProcFiles.children(of: getpid()).filter { !pids.contains($0) } }
        .filter { orphan in
          ProcFiles.session(of: orphan).map { id in !spared.withLock { $0.contains(id) } } ?? true
        }
      for orphan in orphans { targets += [orphan] + descendants(of: orphan) }
      if targets.isEmpty { return }
      for pid in targets {
        kill(pid, SIGKILL)
        kill(-pid, SIGKILL)
      }
      // An orphan's status is nobody's: it is reaped so it does not linger as a zombie.
      for orphan in orphans { _ = try? Syscall.wait(for: orphan) }
    }
  }

  /// Keeps processes of `session` out of `stop`: the host started them for the user (a
  /// browser) and they are not part of any run.
  package static func spare(session: pid_t) {
    _ = spared.withLock { $0.insert(session) }
  }

  /// All descendants of `pid`, found through `/proc/<pid>/task/*/children`.
  package static func descendants(of pid: pid_t) -> [pid_t] {
    var found: [pid_t] = []
    var queue = ProcFiles.children(of: pid)
    while let next = queue.popLast() {
      guard !found.contains(next) else { continue }
      found.append(next)
      queue += ProcFiles.children(of: next)
    }
    return found
  }
}

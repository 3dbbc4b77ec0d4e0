import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Reaps the children the host leaves to run on their own (`DetachedProcess`): one thread for
/// the whole process, asleep in `poll` on each child's pidfd and a wake-up pipe, however many
/// children there are — not a thread each.
///
/// Invariant: a child handed to `watch` is reaped once it exits (its zombie does not outlive
/// the next wake-up) and `forget` is told; where the kernel has no pidfd, a thread of its own
/// waits for that child, as before.
package final class ChildReaper: Sendable {
  private struct Child {
    var descriptor: Int32
    var forget: @Sendable (pid_t) -> Void
  }

  private struct State {
    /// pid → its pidfd, and what to tell once it is reaped.
    var children: [pid_t: Child] = [:]
    var started = false
    var reaped = 0
  }

  /// The process's reaper.
  package static let shared = ChildReaper()

  private let state = Mutex(State())
  /// Written to when a child is added, so the thread polls its pidfd too.
  private let wake: (read: Int32, write: Int32)
  /// Told whenever a child has been reaped.
  package let reapedChanged = StateWaiter()

  private init() {
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    wake = (ends[0], ends[1])
  }

  /// Reaps `pid` once it exits, then calls `forget` with it.
  package func watch(_ pid: pid_t, forget: @escaping @Sendable (pid_t) -> Void) {
    let descriptor = cspawn_pidfd_open(pid)
    guard descriptor >= 0 else {
      // No pidfd here: this child gets a thread of its own.
      Thread.detachNewThread { [self] in
        _ = try? Syscall.wait(for: pid)  // the status is nobody's business: reaping is the point
        forget(pid)
        noteReaped()
      }
      return
    }
    let start = state.withLock { state -> Bool in
      state.children[pid] = Child(descriptor: descriptor, forget: forget)
      defer { state.started = true }
      return !state.started
    }
    if start {
      Thread.detachNewThread { [self] in run() }
    } else {
      var byte: UInt8 = 1
      _ = Syscall.retrying { write(wake.write, &byte, 1) }  // a full pipe is a wake-up already
    }
  }

  /// How many children have been reaped since the process started.
  package var reapedCount: Int { state.withLock { $0.reaped } }

  private func noteReaped() {
    state.withLock { $0.reaped += 1 }
    reapedChanged.notify()
  }

  private func run() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let children = state.withLock { $0.children }
      var watched = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
      watched += children.map { pollfd(fd: $0.value.descriptor, events: Int16(POLLIN), revents: 0) }
      guard Syscall.poll(&watched, timeout: -1) > 0 else { continue }
      if watched[0].revents != 0 { while Syscall.retrying({ read(wake.read, &buffer, buffer.count) }) > 0 {} }
      for entry in watched.dropFirst() where entry.revents != 0 {
        guard let (pid, child) = children.first(where: { $0.value.descriptor == entry.fd }) else { continue }
        var status: Int32 = 0
        guard Syscall.retrying({ waitpid(pid, &status, WNOHANG) }) != 0 else { continue }  // not yet
        close(entry.fd)
        state.withLock { _ = $0.children.removeValue(forKey: pid) }
        child.forget(pid)
        noteReaped()
      }
    }
  }
}

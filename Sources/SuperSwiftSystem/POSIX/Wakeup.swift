import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a long-lived waiter sleeps on instead of polling a clock: a deadline, a poke from
/// another thread (a byte in a pipe), and changes to watched files (`inotify`). One `wait` returns
/// on the first of them.
package final class Wakeup: @unchecked Sendable {
  // Both descriptors are made once and closed in deinit; the kernel serialises their use.
  private let poke: Int32
  private let pokeWriter: Int32
  private let watch: Int32

  /// A waiter with nothing watched yet.
  package init() throws(IOError) {
    var ends: [Int32] = [-1, -1]
    _ = try Syscall.check("pipe2", "could not make a wake-up pipe") { cspawn_pipe(&ends) }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    (poke, pokeWriter) = (ends[0], ends[1])
    do {
      watch = try Syscall.check("inotify_init1", "could not watch files") {
        inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      }
    } catch {
      close(ends[0])
      close(ends[1])
      throw error
    }
  }

  deinit {
    close(poke)
    close(pokeWriter)
    close(watch)
  }

  /// Wakes `wait` on any thread, now or the next time it waits.
  package func wake() {
    var byte: UInt8 = 1
    _ = Syscall.retrying { write(pokeWriter, &byte, 1) }  // a full pipe is already a wake-up
  }

  /// Also wakes `wait` when a file is written or replaced in `folder` (made if absent).
  package func watch(folder: URL) throws(IOError) {
    // Decided: a folder that cannot be made is said by the watch that follows, with its errno.
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = try Syscall.check("inotify_add_watch", "could not watch \(folder.path)") {
      inotify_add_watch(watch, folder.path, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE))
    }
  }

  /// What ended a `wait`.
  package enum Reason: Sendable, Equatable {
    /// The deadline came.
    case deadline
    /// Another thread called `wake`.
    case poked
    /// A watched folder changed (perhaps poked as well).
    case changed
  }

  /// Sleeps until `deadline` (`nil`: no limit), a `wake`, or a change in a watched folder,
  /// and says which (a change wins over a poke when both came). What woke it is consumed, so
  /// the next wait sleeps again.
  @discardableResult
  package func wait(until deadline: Date?) -> Reason {
    let timeout: Int32 =
      deadline.map { Int32(max(0, min($0.timeIntervalSinceNow * 1000 + 1, 3_600_000)).rounded(.up)) } ?? -1
    var descriptors = [
      pollfd(fd: poke, events: Int16(POLLIN), revents: 0), pollfd(fd: watch, events: Int16(POLLIN), revents: 0),
    ]
    guard Syscall.poll(&descriptors, timeout: timeout) > 0 else { return .deadline }
    var buffer = [UInt8](repeating: 0, count: 4096)
    for entry in descriptors where entry.revents != 0 {
      // Drained to empty (non-blocking): only the fact of the wake-up matters.
      while Syscall.retrying({ read(entry.fd, &buffer, buffer.count) }) > 0 {}
    }
    return descriptors[1].revents != 0 ? .changed : .poked
  }
}

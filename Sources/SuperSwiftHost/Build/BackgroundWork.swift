import Foundation
import SuperSwiftSystem

/// One background job of a kind and key at a time, across processes: the optimised runtime of
/// a toolchain, the static link of a build. A job's process holds its claim (an `flock` on
/// `KEY.background.lock`) for as long as it works; a command that would start another sees
/// the claim and starts none, and a job started in a race finds the claim taken and leaves at
/// once. The kernel drops the claim when its process ends, however it ends.
package enum BackgroundWork {
  /// What claiming a job found.
  package enum Claim {
    /// This process has the job; the lock is held until released or the process ends.
    case claimed(FileLock)
    /// Another process works on it: leave, it will be done.
    case taken
    /// The claim file cannot be made (a read-only cache, say): the job runs unclaimed, its
    /// own lock still keeping two from writing at once.
    case unavailable
  }

  /// The claim file of the job whose ordinary lock is `lock` (`KEY.lock` → `KEY.background.lock`).
  package static func claimFile(besides lock: URL) -> URL {
    let name = lock.deletingPathExtension().lastPathComponent
    return lock.deletingLastPathComponent().appendingPathComponent("\(name).background.lock")
  }

  /// Claims the job for this process, unless another has it.
  package static func claim(_ file: URL) -> Claim {
    do {
      guard let lock = try FileLock.attempt(file) else { return .taken }
      return .claimed(lock)
    } catch {
      return .unavailable
    }
  }

  /// Does the job (`body`) as the one process working on it, holding its claim until done;
  /// when another process has the claim, does nothing and returns at once: that one does it.
  package static func alone(claiming file: URL, _ body: () throws -> Void) rethrows {
    let claim = claim(file)
    switch claim {
    case .taken: return
    case .claimed(let lock):
      defer { lock.unlock() }
      try body()
    case .unavailable: try body()
    }
  }

  /// Starts `superswift ARGUMENTS` detached, unless a process works on the job already.
  package static func start(_ arguments: [String], unlessClaimed file: URL) {
    switch claim(file) {
    case .taken: return
    case .claimed(let probe): probe.unlock()
    case .unavailable: break
    }
    DetachedProcess.startSelf(arguments)
  }
}

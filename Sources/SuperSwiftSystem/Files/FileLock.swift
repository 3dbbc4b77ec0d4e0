import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive advisory lock on a file (`flock`), held until `unlock` or deinit.
/// The kernel drops it when the process dies, so a killed build never leaves a stale lock.
public final class FileLock {
  private var descriptor: Int32

  /// Waits for the lock on `url`, creating the file (and its folder) if needed.
  public init(_ url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    descriptor = try Syscall.open(url.path, O_RDWR | O_CREAT, action: "could not open the lock \(url.path)")
    do {
      _ = try Syscall.check("flock", "could not lock \(url.path)") { [descriptor] in flock(descriptor, LOCK_EX) }
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Releases the lock.
  public func unlock() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  deinit { unlock() }
}

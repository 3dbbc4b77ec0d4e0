import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive advisory lock on a file (`flock`), held until `unlock` or deinit.
/// The kernel drops it when the process dies, so a killed build never leaves a stale lock.
///
/// Sendable so that it can be handed to the one owner that keeps it (behind that owner's
/// lock); `unlock` and `describe` are called by that owner only, one at a time.
public final class FileLock: @unchecked Sendable {
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

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// The lock on `url` if no one holds it now, else `nil` at once (never waits); creates the
  /// file (and its folder) if needed.
  public static func attempt(_ url: URL) throws -> FileLock? {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = try Syscall.open(url.path, O_RDWR | O_CREAT, action: "could not open the lock \(url.path)")
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return FileLock(descriptor: descriptor) }
    let code = errno
    close(descriptor)
    guard code == EWOULDBLOCK else { throw IOError(errno: code, call: "flock", action: "could not lock \(url.path)") }
    return nil
  }

  /// Writes `text` into the locked file, in place of what it held (who holds the lock, say).
  public func describe(_ text: String) {
    guard descriptor >= 0 else { return }
    _ = ftruncate(descriptor, 0)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// Releases the lock.
  public func unlock() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  deinit { unlock() }
}

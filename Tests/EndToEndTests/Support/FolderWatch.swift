import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for a folder of the server's to change (inotify), so a test that waits for something
/// the server does in its own time — a schedule's fire — waits for the event, not on a clock.
final class FolderWatch {
  private let descriptor: Int32

  /// Watches `folder` (made if absent) for files written or moved into it.
  init(_ folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0,
      inotify_add_watch(descriptor, folder.path, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)) >= 0
    else { throw TestFailure("cannot watch \(folder.path): \(String(cString: strerror(errno)))") }
  }

  deinit { close(descriptor) }

  /// Waits until something in the folder was written since the last call, or `seconds` pass;
  /// whether it was.
  @discardableResult
  func waitForChange(seconds: Double) -> Bool {
    var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    let ready = poll(&watched, 1, Int32(seconds * 1000))
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(descriptor, &buffer, buffer.count) > 0 {}  // drained: only the fact matters
    return true
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Small file-system look-ups the host makes on hot paths, without FileManager's overhead.
public enum FileSystem {
  /// Removes a file, or a folder and everything in it, without following symbolic links: a
  /// link planted inside cannot make the caller delete anything outside the folder. Best
  /// effort: what cannot be removed stays.
  package static func removeTree(_ folder: URL) {
    removeTree(atPath: folder.path)
  }

  /// `removeTree(_:)` for a path.
  package static func removeTree(atPath path: String) {
    if unlink(path) == 0 { return }
    guard errno == EISDIR || errno == EPERM, let names = names(in: path) else { return }
    for name in names { removeTree(atPath: path + "/" + name) }
    rmdir(path)
  }

  /// Removes a file if it is there: a best-effort clean-up, for files whose absence is the goal
  /// (a temporary file after a failure, a cache file being evicted). A folder is left alone.
  package static func removeIfPresent(_ file: URL) {
    _ = file.withUnsafeFileSystemRepresentation { unlink($0!) }
  }

  /// Writes all of `bytes` to `descriptor`; `false` once it cannot take more (a closed pipe:
  /// the host ignores SIGPIPE, so that is EPIPE here). For a reader that may leave (an app's
  /// own output relayed to a pipe), where its leaving is not the host's failure.
  @discardableResult
  package static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
    do {
      try Syscall.writeAll(bytes, to: descriptor)
      return true
    } catch {
      return false
    }
  }

  /// Whether two open descriptors refer to the same file (the same pipe, terminal or regular
  /// file): `2>&1` makes standard output and error one.
  package static func sameFile(_ first: Int32, _ second: Int32) -> Bool {
    var a = stat()
    var b = stat()
    guard fstat(first, &a) == 0, fstat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// The names in a folder (not `.` or `..`), or `nil` if it cannot be read.
  package static func names(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The first executable called `program` on `path` (a `PATH`-style list), if any.
  public static func which(
    _ program: String, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  ) -> String? {
    path.split(separator: ":").map { "\($0)/\(program)" }.first(where: FileManager.default.isExecutableFile)
  }
}

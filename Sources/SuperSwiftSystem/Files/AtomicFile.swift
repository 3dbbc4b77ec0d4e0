import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so a reader sees the old contents or the new, never half of either.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, flushes it, and renames it into place.
  /// The temporary file has our own name (`.<name>.tmp-<pid>-<random>`), not Foundation's,
  /// so `removeAbandoned` finds it if the writer is killed half-way.
  public static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent))
    // 0600 whatever the umask: what the host keeps is its user's alone (`PrivateFiles`).
    let action = "could not write \(url.path)"
    let descriptor = try Syscall.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, action: action)
    do {
      defer { close(descriptor) }
      try Syscall.writeAll(data, to: descriptor, action: action)
      _ = try Syscall.check("fsync", action) { fsync(descriptor) }
      _ = try Syscall.check("rename", action) { rename(temporary.path, url.path) }
    } catch {
      FileSystem.removeIfPresent(temporary)
      throw error
    }
  }

  /// Writes `data` to a temporary sibling and renames it into place, without `fsync`: for files
  /// where a crash may lose the newest version but must never leave a torn one. `mode` is the
  /// new file's, 0600 unless asked: the file is never readable by others, not even for a moment.
  public static func writeQuickly(_ data: some Collection<UInt8>, to url: URL, mode: mode_t = 0o600) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent))
    do {
      try ScratchFile.write(data, to: temporary, mode: mode)
    } catch {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchFile.write(data, to: temporary, mode: mode)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let error = IOError("rename", "could not write \(url.path)")
      FileSystem.removeIfPresent(temporary)
      throw error
    }
  }

  /// A random name for a temporary sibling of a file or folder.
  public static func temporaryName(for name: String) -> String {
    ".\(name).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
  }

  /// The names `temporaryName` made in `folder` for processes that are gone (a build or write
  /// killed half-way). A name whose process is alive, or that does not parse, is not one.
  package static func abandonedNames(in folder: URL) -> [String] {
    (FileSystem.names(in: folder.path) ?? []).filter { name in
      guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
        let pid = name[marker.upperBound...].split(separator: "-").first.flatMap({ pid_t($0) }), pid > 0
      else { return false }
      return !Syscall.processExists(pid)
    }
  }

  /// Removes what `temporaryName` made in `folder` for processes that are gone.
  public static func removeAbandoned(in folder: URL) {
    for name in abandonedNames(in: folder) { FileSystem.removeTree(folder.appendingPathComponent(name)) }
  }
}

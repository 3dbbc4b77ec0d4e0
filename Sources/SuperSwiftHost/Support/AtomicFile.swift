import Foundation

/// Writes files so a reader sees the old contents or the new, never half of either.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, flushes it, and renames it into place.
  public static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// A random name for a temporary sibling of a file or folder.
  public static func temporaryName(for name: String) -> String {
    ".\(name).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
  }
}

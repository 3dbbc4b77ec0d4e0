import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What identifies one version of a file without reading it: size, inode, modification time.
/// Any write to the file, or any other file put in its place, changes it.
package struct FileIdentity: Hashable, Sendable {
  package var size: Int64
  package var inode: UInt64
  package var modified: Int64  // nanoseconds since 1970

  /// An identity from its parts.
  package init(size: Int64, inode: UInt64, modified: Int64) {
    self.size = size
    self.inode = inode
    self.modified = modified
  }

  /// The identity of the file at `url`, or `nil` if there is none.
  package init?(of url: URL) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    size = Int64(info.st_size)
    inode = UInt64(info.st_ino)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  }

  /// One line: size, inode and modification time.
  package var summary: String { "\(size) \(inode) \(modified)" }
}

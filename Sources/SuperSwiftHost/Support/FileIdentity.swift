import Foundation
@_spi(Host) import SuperSwift

#if canImport(Glibc)
  import Glibc
#endif

/// What identifies one version of a file without reading it: size, inode, modification time.
/// Any write to the file, or any other file put in its place, changes it.
struct FileIdentity: Hashable, Sendable {
  var size: Int64
  var inode: UInt64
  var modified: Int64  // nanoseconds since 1970

  /// The identity of the file at `url`, or `nil` if there is none.
  init?(of url: URL) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    size = Int64(info.st_size)
    inode = UInt64(info.st_ino)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  }

  init?(json: JSON) {
    guard let size = json["size"]?.string.flatMap({ Int64($0) }),
      let inode = json["inode"]?.string.flatMap({ UInt64($0) }),
      let modified = json["modified"]?.string.flatMap({ Int64($0) })
    else { return nil }
    self.size = size
    self.inode = inode
    self.modified = modified
  }

  /// One line: size, inode and modification time.
  var summary: String { "\(size) \(inode) \(modified)" }

  /// As JSON; numbers as strings, since nanoseconds do not fit a double exactly.
  var json: JSON {
    ["size": .string("\(size)"), "inode": .string("\(inode)"), "modified": .string("\(modified)")]
  }
}

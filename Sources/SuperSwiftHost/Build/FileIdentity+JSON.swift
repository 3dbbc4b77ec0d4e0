@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// A file's identity as the build cache's manifests record it.
extension FileIdentity {
  /// The identity a manifest recorded, or `nil` when it is not one.
  init?(json: JSON) {
    guard let size = json["size"]?.string.flatMap({ Int64($0) }),
      let inode = json["inode"]?.string.flatMap({ UInt64($0) }),
      let modified = json["modified"]?.string.flatMap({ Int64($0) })
    else { return nil }
    self.init(size: size, inode: inode, modified: modified)
  }

  /// As JSON; numbers as strings, since nanoseconds do not fit a double exactly.
  var json: JSON {
    ["size": .string("\(size)"), "inode": .string("\(inode)"), "modified": .string("\(modified)")]
  }
}

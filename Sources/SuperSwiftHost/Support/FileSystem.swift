import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Small file-system look-ups the host makes on hot paths, without FileManager's overhead.
public enum FileSystem {
  /// The names in a folder (not `.` or `..`), or `nil` if it cannot be read.
  static func names(in folder: String) -> [String]? {
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

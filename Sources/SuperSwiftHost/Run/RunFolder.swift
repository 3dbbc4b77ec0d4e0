import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The private folder of one run: `input.json`, `out/` for the app's files, `crash/` for the
/// backtracer's report. Removed when the run ends.
enum RunFolder {
  /// Removes a run folder and everything in it, without following symbolic links: an app
  /// that planted a link in `out/` cannot make the host delete anything outside the folder.
  static func remove(_ folder: URL) {
    removeTree(folder.path)
  }

  private static func removeTree(_ path: String) {
    if unlink(path) == 0 { return }
    guard errno == EISDIR || errno == EPERM, let directory = opendir(path) else { return }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(directory)
    for name in names { removeTree(path + "/" + name) }
    rmdir(path)
  }
}

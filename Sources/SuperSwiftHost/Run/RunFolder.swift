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
    guard errno == EISDIR || errno == EPERM, let names = FileSystem.names(in: path) else { return }
    for name in names { removeTree(path + "/" + name) }
    rmdir(path)
  }
}

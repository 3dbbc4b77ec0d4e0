import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The private folder of one run: `input.json` (and long texts beside it), `out/` for the app's
/// files (made by the app when it has some), the backtracer's report of a crash. Removed when
/// the run ends.
///
/// Its name says whose it is (`.<run id>.tmp-<host pid>-<random>`): a host killed with SIGKILL
/// cannot remove it, nor stop what its app started (the app itself dies with the host, through
/// its parent-death signal, but its children live on), so the next run sweeps both.
package enum RunFolder {
  /// The folder for run `id` of this host, in `runs`; named by a fresh UUID when `id` is not
  /// one (a path in it must not move the folder out of `runs`).
  static func make(for id: String, in runs: URL) -> URL {
    let name = Runner.isRunID(id) ? id : Runner.newRunID()
    return runs.appendingPathComponent(AtomicFile.temporaryName(for: name), isDirectory: true)
  }

  /// Makes `folder` private (0700), with plain `mkdir` (its parent exists on every run but the
  /// first), else with its missing parents; one that exists already is left as it is. A run
  /// makes as few folders as it can: each is an inode a busy file system allocates and frees.
  package static func create(_ folder: URL) throws {
    guard mkdir(folder.path, 0o700) != 0, errno != EEXIST else { return }
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// Stops what runs of dead hosts left running, and removes their folders. A process is taken
  /// for such a leftover only if its environment names that very folder
  /// (`SUPERSWIFT_RUN_DIR`), which the host gave the app and its children inherited: a reused
  /// pid or process group is never enough to kill anything.
  package static func sweepAbandoned(in runs: URL) {
    let abandoned = AtomicFile.abandonedNames(in: runs).map { runs.appendingPathComponent($0).path }
    guard !abandoned.isEmpty else { return }
    let marks = Set(abandoned.map { "\(RunProtocol.runDirectoryVariable)=\($0)" })
    for name in ProcFiles.processes() {
      guard let pid = pid_t(name), pid != getpid(), let environment = ProcFiles.environment(of: name) else { continue }
      if environment.contains(where: marks.contains) {
        kill(pid, SIGKILL)
      }
    }
    for folder in abandoned { FileSystem.removeTree(atPath: folder) }
  }

  /// Empties a folder kept for one run after another (a worker's slot, `Runner.runFolderSlot`)
  /// for the next: everything in it is removed, as `remove` would, except a regular file named
  /// `kept` with no other link, which is truncated in place (opened with `O_NOFOLLOW`, looked at,
  /// then cut): the next
  /// run writes its `input.json` into the same inode, so a run that leaves nothing behind
  /// allocates none — on a busy file system each inode made and freed is a cost. What the app
  /// put in its place (a link, a folder, a hard link to another file) is removed, not followed.
  package static func empty(_ folder: URL, keeping kept: String? = nil) {
    for name in FileSystem.names(in: folder.path) ?? [] {
      let path = folder.path + "/" + name
      if name == kept {
        // Looked at through the descriptor before anything is cut: a hard link's other name
        // must keep its bytes.
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if descriptor >= 0 {
          var info = stat()
          let plain =
            fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_nlink == 1
            && ftruncate(descriptor, 0) == 0
          close(descriptor)
          if plain { continue }
        }
      }
      FileSystem.removeTree(atPath: path)
    }
  }

  /// Removes a run folder and everything in it, without following symbolic links: an app
  /// that planted a link in `out/` cannot make the host delete anything outside the folder.
  package static func remove(_ folder: URL) {
    FileSystem.removeTree(folder)
  }
}

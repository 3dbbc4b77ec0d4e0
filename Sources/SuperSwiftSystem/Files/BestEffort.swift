import Foundation

/// The host's best-effort steps, each named for the decision it is: a clean-up or a cache write
/// whose failure costs a leftover or a recomputation, never a wrong answer. A failure that
/// changes what the user is told or what the host does never comes here; it is thrown.
package enum BestEffort {
  /// Removes a file or a folder tree (links are removed, never followed) if it is there: a
  /// staging folder, an evicted cache entry, a temporary file. What cannot be removed stays as
  /// a leftover, which the abandoned-file sweep (`AtomicFile.removeAbandoned`) or the next
  /// eviction takes.
  package static func remove(_ url: URL) {
    FileSystem.removeTree(url)
  }

  /// Writes a file that only saves work (a compiler's answer, a derived schema, a memo): when
  /// it cannot be written, the work is done again next time.
  package static func cache(_ data: Data, to url: URL) {
    do {
      try AtomicFile.writeQuickly(data, to: url)
    } catch {
      // Decided: a cache that cannot be written is recomputed, and nothing is wrong meanwhile.
    }
  }

  /// The names in a folder, or none when it is absent or unreadable: for listings that are
  /// extras (launchers, trash slots, crash reports), where "nothing there" is the right answer.
  package static func names(in folder: URL) -> [String] {
    FileSystem.names(in: folder.path) ?? []
  }
}

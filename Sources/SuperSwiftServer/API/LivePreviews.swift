import Synchronization

/// The editor's live previews now showing: for each (app, page) the run of the newest build,
/// whose state the next build starts from.
///
/// Invariants: at most one preview per (app, page), the newer replacing the older; at most
/// `maximum` server-wide, a new page's preview replacing the one least recently updated.
package final class LivePreviews: Sendable {
  /// Previews at once, server-wide.
  package let maximum: Int

  private let state = Mutex<[(key: String, runID: String)]>([])

  /// At most `maximum` previews at once.
  package init(maximum: Int = 8) {
    self.maximum = maximum
  }

  /// The run showing the preview at `key`, if one is.
  package func current(_ key: String) -> String? {
    state.withLock { previews in previews.first { $0.key == key }?.runID }
  }

  /// Makes `runID` the preview at `key`; returns the runs it replaces (the key's older one,
  /// and the least recently updated when there were too many), which the caller stops.
  package func replace(_ key: String, with runID: String) -> [String] {
    state.withLock { previews in
      var replaced = previews.filter { $0.key == key }.map(\.runID)
      previews.removeAll { $0.key == key }
      previews.append((key, runID))
      while previews.count > maximum { replaced.append(previews.removeFirst().runID) }
      return replaced
    }
  }
}

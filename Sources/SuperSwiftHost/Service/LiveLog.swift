import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What a run in flight has printed so far, for pages that follow it live (the run page's
/// Server-Sent Events). Writers append; each watcher has a wake-up pipe that becomes readable
/// when there is more or the run has ended, so a stream sleeps in `poll` instead of polling.
///
/// Invariant: `text` is the tail of everything appended, and `dropped` counts the bytes before
/// it, so a watcher's offset is a position in the whole log even after the head is dropped.
package final class LiveLog: Sendable {
  /// The most kept in memory; the history keeps its own tail.
  static let limit = 256 * 1024

  private struct State {
    var text: [UInt8] = []
    var dropped = 0
    var ended = false
    var watchers: [Int: Int32] = [:]
    var nextWatcher = 0
  }
  private let state = Mutex(State())

  /// Adds what the app printed.
  func append(_ bytes: [UInt8]) {
    state.withLock { state in
      state.text += bytes
      if state.text.count > Self.limit {
        let excess = state.text.count - Self.limit
        state.text.removeFirst(excess)
        state.dropped += excess
      }
      Self.wake(state.watchers.values)
    }
  }

  /// Wakes every watcher without new text: something else about the run changed (its
  /// interface came up), which each watcher checks for itself.
  func poke() {
    state.withLock { state in Self.wake(state.watchers.values) }
  }

  /// The run has ended: watchers send what is left and stop.
  func end() {
    state.withLock { state in
      state.ended = true
      Self.wake(state.watchers.values)
    }
  }

  /// What was printed from byte `offset` of the whole log on (from the oldest kept, if that was
  /// dropped), the offset after it, and whether the run has ended.
  package func read(from offset: Int) -> (bytes: [UInt8], next: Int, ended: Bool) {
    state.withLock { state in
      let start = max(0, offset - state.dropped)
      let bytes = start < state.text.count ? Array(state.text[start...]) : []
      return (bytes, state.dropped + state.text.count, state.ended)
    }
  }

  /// Registers a watcher; returns its number and the read end of its wake-up pipe.
  package func watch() -> (number: Int, wake: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    return state.withLock { state in
      defer { state.nextWatcher += 1 }
      state.watchers[state.nextWatcher] = ends[1]
      return (state.nextWatcher, ends[0])
    }
  }

  /// A watcher has gone.
  package func unwatch(_ number: Int, wake: Int32) {
    state.withLock { state in
      if let end = state.watchers.removeValue(forKey: number) { close(end) }
    }
    close(wake)
  }

  /// Wakes watchers, under the lock so no descriptor is closed meanwhile; a full pipe already
  /// says "something new".
  private static func wake(_ descriptors: some Sequence<Int32>) {
    var byte: UInt8 = 1
    for descriptor in descriptors { _ = write(descriptor, &byte, 1) }
  }
}

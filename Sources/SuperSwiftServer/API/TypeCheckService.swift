import Foundation
import SuperSwiftHTTP
import SuperSwiftSystem
import Synchronization

/// The editor's type checks, bounded: each has a deadline that kills the compiler's process
/// tree, ends when its caller leaves, gives way to a newer check of the same file, and only a
/// few run server-wide at once.
///
/// Invariant: at most `maximumAtOnce` compilers run for checks; at most one per (app, file) —
/// starting a newer one cancels the older, whose caller gets a 409 it will never read (its
/// page sent the newer one).
package final class TypeCheckService: Sendable {
  /// Checks running at once, server-wide.
  package let maximumAtOnce: Int
  /// How long one check may take before its compiler is stopped.
  package let deadline: Duration
  /// How long a check waits for one of the places before the caller is told the server is busy.
  package let queueTimeout: Duration
  /// What the service's work is called in its errors: `check`, `preview build`.
  package let noun: String

  private let state = Mutex<(running: Int, latest: [String: Cancellation])>((0, [:]))
  private let freed = DispatchSemaphore(value: 0)

  /// A service allowing `maximumAtOnce` checks of at most `deadline` each.
  package init(
    maximumAtOnce: Int = 2, deadline: Duration = .seconds(8), queueTimeout: Duration = .seconds(3),
    noun: String = "check"
  ) {
    self.noun = noun
    self.maximumAtOnce = maximumAtOnce
    self.deadline = deadline
    self.queueTimeout = queueTimeout
  }

  /// How many checks run now.
  package var running: Int { state.withLock { $0.running } }

  /// Runs `check` (given the cancellation it must honour) for `key` (app and file), with the
  /// caller's connection watched. Throws the error its caller should see.
  package func run<T>(
    key: String, connection: Int32, _ check: (Cancellation) throws -> T
  ) throws(HTTPError) -> T {
    let cancellation = Cancellation()
    // A newer check of the same file supersedes the older at once, even while it waits.
    let older = state.withLock { state -> Cancellation? in
      defer { state.latest[key] = cancellation }
      return state.latest[key]
    }
    older?.cancel(.superseded)
    defer {
      state.withLock { state in
        if state.latest[key] === cancellation { state.latest[key] = nil }
      }
    }
    guard acquire(cancellation) else {
      if cancellation.reason == .superseded { throw HTTPError(409, "a newer \(noun) of this file took its place") }
      throw HTTPError(
        503, "the server is busy with other code (a \(noun) at most \(maximumAtOnce) at once); try again in a moment"
      ).with(
        header: "Retry-After", "2")
    }
    defer {
      state.withLock { $0.running -= 1 }
      freed.signal()
    }
    let watch = DisconnectWatch(connection: connection, cancellation: cancellation)
    defer { watch.stop() }
    let timer = SystemClock.shared.schedule(after: deadline) { cancellation.cancel(.deadline) }
    defer { timer.cancel() }
    do {
      return try check(cancellation)
    } catch is Subprocess.Cancelled {
      switch cancellation.reason {
      case .deadline?:
        throw HTTPError(
          422,
          "the compiler took more than \(deadline.components.seconds) s for this \(noun), and was stopped; the build of a run has no such limit"
        )
      case .superseded?: throw HTTPError(409, "a newer \(noun) of this file took its place")
      default: throw HTTPError(499, "the caller went away")
      }
    } catch {
      throw HTTPError(500, "the \(noun) could not be made: \(error)")
    }
  }

  /// Takes a place, waiting up to `queueTimeout`; `false` when none came free, or the check was
  /// superseded meanwhile.
  private func acquire(_ cancellation: Cancellation) -> Bool {
    let until = ContinuousClock.now + queueTimeout
    while cancellation.reason == nil {
      let taken = state.withLock { state -> Bool in
        guard state.running < maximumAtOnce else { return false }
        state.running += 1
        return true
      }
      if taken { return true }
      let remaining = ContinuousClock.now.duration(to: until)
      if remaining <= .zero { return false }
      _ = freed.wait(timeout: .now() + .milliseconds(Int(min(remaining.milliseconds, 100))))
    }
    return false
  }
}

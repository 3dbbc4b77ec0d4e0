import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A way to stop a run from another thread (Ctrl-C, a closed connection, a `DELETE`).
///
/// Invariant: `descriptor` becomes readable once `cancel` has been called and stays so, which
/// lets the run's `poll` loop wake for it.
public final class Cancellation: Sendable {
  /// Why a run was cancelled.
  public enum Reason: String, Sendable {
    /// An interrupt or termination signal to the host.
    case signal
    /// The caller asked for it.
    case caller
    /// The user closed the app.
    case closed
    /// The caller of a synchronous run went away before it ended (closed its connection).
    case disconnected
    /// An interactive run's page was never opened within the server's time for it.
    case unopened
    /// A helper's deadline passed (the editor's type check).
    case deadline
    /// A newer request for the same work took its place (a newer type check of the same file).
    case superseded
    /// The server is stopping (a service's stop), and the time it gave runs to end is over.
    case shutdown
  }

  private let state = Mutex<Reason?>(nil)
  /// The read end of a pipe that gets one byte on cancellation.
  package let descriptor: Int32
  private let trigger: Int32

  /// A cancellation not yet triggered.
  public init() {
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    descriptor = ends[0]
    trigger = ends[1]
  }

  deinit {
    close(descriptor)
    close(trigger)
  }

  /// Cancellations that follow this one (the runs an app started with `runApp`).
  private let followers = Mutex<[Cancellation]>([])

  /// Cancels the run, and those that follow it; later calls keep the first reason.
  public func cancel(_ reason: Reason = .caller) {
    let first = state.withLock { current in
      defer { if current == nil { current = reason } }
      return current == nil
    }
    if first {
      var byte: UInt8 = 1
      _ = write(trigger, &byte, 1)
      let following = followers.withLock { list in
        defer { list = [] }
        return list
      }
      for follower in following { follower.cancel(.caller) }
    }
  }

  /// Makes `other` cancelled when this one is: at once, if it already is.
  package func propagate(to other: Cancellation) {
    let already = followers.withLock { list -> Bool in
      if state.withLock({ $0 != nil }) { return true }
      list.append(other)
      return false
    }
    if already { other.cancel(.caller) }
  }

  /// Why the run was cancelled, or `nil` if it was not. A byte on the pipe that `cancel` did
  /// not write came from a signal handler (`forwardSignals`).
  public var reason: Reason? {
    state.withLock { current in
      if current == nil {
        var probe = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if Syscall.poll(&probe, timeout: 0) > 0 { current = .signal }
      }
      return current
    }
  }

  /// Blocks until the run is cancelled (by `cancel` or a forwarded signal), woken by the pipe,
  /// never by a timer; returns why.
  @discardableResult
  public func wait() -> Reason {
    while true {
      if let reason { return reason }
      var probe = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      _ = Syscall.poll(&probe, timeout: -1)  // readable, or a signal: look again
    }
  }

  /// Makes Ctrl-C, SIGTERM and SIGHUP cancel this run rather than end the process, until
  /// `stopForwardingSignals`. The handler only writes a byte (async-signal-safe), which wakes
  /// the run's `poll` loop.
  public func forwardSignals() {
    cspawn_forward_signals(trigger)
  }

  /// Gives the signals their default actions back.
  public func stopForwardingSignals() {
    cspawn_forward_signals(-1)
  }
}

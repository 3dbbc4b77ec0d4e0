import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Cancels a run when the client waiting for it closes its connection.
///
/// A thread polls the socket for the peer's hang-up (`POLLRDHUP`: it shut its side or closed;
/// a next request already sent on a kept-alive connection is not a hang-up, and is not read
/// here) and a pipe that `stop` writes to, so the thread ends with the run, woken by an event,
/// never by a timer.
package final class DisconnectWatch: Sendable {
  private let wake: [Int32]
  private let done = DispatchSemaphore(value: 0)

  /// Starts watching `connection` (nothing is watched when it is -1).
  package init(connection: Int32, cancellation: Cancellation) {
    var ends: [Int32] = [-1, -1]
    guard connection >= 0, cspawn_pipe(&ends) == 0 else {
      wake = []
      done.signal()
      return
    }
    wake = ends
    let done = done
    let wakeEnd = ends[0]
    Thread.detachNewThread {
      defer { done.signal() }
      var watched = [
        pollfd(fd: connection, events: Syscall.peerHangUp, revents: 0),
        pollfd(fd: wakeEnd, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        if Syscall.poll(&watched, timeout: -1) < 0 { return }
        if watched[1].revents != 0 { return }
        if watched[0].revents != 0 {
          cancellation.cancel(.disconnected)
          return
        }
      }
    }
  }

  /// Stops watching, and waits until the watching thread is gone (so the connection, which the
  /// caller may close next, is never polled after that).
  package func stop() {
    guard wake.count == 2 else { return }
    var byte: UInt8 = 1
    _ = write(wake[1], &byte, 1)
    done.wait()
    close(wake[0])
    close(wake[1])
  }
}

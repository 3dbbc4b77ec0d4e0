import Synchronization

/// Writing to sockets whose reader may have gone.
package enum Socket {
  /// Serialises lines written to apps' channels: an interface's events and `runApp` answers
  /// come from different threads, and a line must never land inside another.
  private static let lines = Mutex(())

  /// Sends one line of the run protocol to an app, whole; `false` once the app is gone.
  @discardableResult
  package static func sendLine(_ line: [UInt8], on descriptor: Int32) -> Bool {
    lines.withLock { _ in sendAll(line, on: descriptor) }
  }

  /// Sends all of `bytes` on `descriptor`; `false` once the peer is gone. A peer that left is
  /// an answer here, not a failure of the host: the caller stops writing to it.
  @discardableResult
  package static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
    do {
      try Syscall.writeAll(bytes, to: descriptor, as: .socket)
      return true
    } catch {
      return false
    }
  }
}

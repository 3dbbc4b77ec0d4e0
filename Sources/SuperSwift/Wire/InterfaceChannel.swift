import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The app's end of the interface part of the run protocol: render messages out, events in.
/// Both travel on the run's channel (a socket pair), one JSON object a line.
@_spi(Host)
public struct InterfaceChannel: Sendable {
  /// The channel's file descriptor in the app.
  public let descriptor: Int32

  /// Sends one message, whole, even while another thread sends the final message.
  public func send(_ message: JSON) {
    HostConnection.writeLine(message, to: descriptor)
  }

  /// Reads messages from the host until the channel closes, handing each to `handle`; lines
  /// that are not JSON are skipped.
  public func receive(_ handle: (JSON) -> Void) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      pending.append(contentsOf: buffer[0..<count])
      while let newline = pending.firstIndex(of: 0x0A) {
        if let message = JSON(parsing: pending[..<newline]) { handle(message) }
        pending.removeSubrange(...newline)
      }
    }
  }
}

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

  /// Hands each message from the host (other than answers to `runApp`) to `handle`, on the
  /// calling thread, until the channel closes. One reader takes the channel's lines
  /// (`HostMessages`); this waits on what it routes here.
  public func receive(_ handle: (JSON) -> Void) {
    HostMessages.shared.start(descriptor)
    while let message = HostMessages.shared.nextEvent() { handle(message) }
  }
}

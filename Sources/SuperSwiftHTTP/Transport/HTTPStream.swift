import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The body of a streamed response, written piece by piece (Server-Sent Events).
public struct HTTPStream: Sendable {
  /// The connection; its socket is readable once the client has gone.
  package let transport: any Transport
  package var descriptor: Int32 { transport.descriptor }

  /// Writes `text` now; `false` when the client has gone.
  @discardableResult
  public func write(_ text: String) -> Bool {
    transport.sendAll(Array(text.utf8))
  }

  /// Waits until the client goes, `wake` becomes readable, or `timeout` passes. Returns
  /// `false` when the client has gone (it sends nothing on a stream, so readable means closed).
  package func wait(wake: Int32, timeout: Duration) -> Bool {
    var descriptors = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      _ = Syscall.poll(&descriptors, timeout: Int32(timeout.milliseconds))
      if descriptors[0].revents != 0 {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if count <= 0 && !(count < 0 && errno == EAGAIN) { return false }
        // Over TLS, what a client sends on a stream is its close alert: never skip a byte of it.
        if count > 0, transport.isEncrypted { return false }
        // A client that sends bytes on a stream gets them ignored.
        _ = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
      }
      if descriptors[1].revents != 0 {
        var drain = [UInt8](repeating: 0, count: 64)
        _ = read(wake, &drain, drain.count)
      }
      return true
    }
  }
}

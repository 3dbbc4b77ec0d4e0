import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of one connection: the socket itself, or TLS over it (`TLSTransport`). The HTTP
/// code reads and writes through this, and polls `descriptor` to wait.
package protocol Transport: AnyObject, Sendable {
  /// The socket, to poll and to watch for a hang-up.
  var descriptor: Int32 { get }
  /// Bytes already taken off the socket and waiting to be received (TLS decrypts whole
  /// records): `poll` cannot see them, so a reader takes them before it waits.
  var pending: Int { get }
  /// Whether the socket carries TLS records: bytes from a client on a stream are then a close
  /// alert, not data a peek can skip.
  var isEncrypted: Bool { get }
  /// Receives up to `buffer.count` bytes: the count, 0 when the peer closed, -1 with `errno`
  /// (`EAGAIN` and `EINTR`: nothing yet, try again).
  func receive(_ buffer: UnsafeMutableRawBufferPointer) -> Int
  /// Sends every byte; `false` once the peer is gone.
  func sendAll(_ bytes: [UInt8]) -> Bool
  /// Ends the connection and closes the socket.
  func close()
}

/// The socket as it is.
package final class PlainTransport: Transport {
  package let descriptor: Int32
  package var pending: Int { 0 }
  package var isEncrypted: Bool { false }

  package init(descriptor: Int32) { self.descriptor = descriptor }

  package func receive(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    recv(descriptor, buffer.baseAddress, buffer.count, 0)
  }

  package func sendAll(_ bytes: [UInt8]) -> Bool { Socket.sendAll(bytes, on: descriptor) }

  package func close() { _ = Glibc.close(descriptor) }
}

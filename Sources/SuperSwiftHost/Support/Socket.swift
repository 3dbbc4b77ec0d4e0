#if canImport(Glibc)
  import Glibc
#endif

/// Writing to sockets whose reader may have gone.
enum Socket {
  /// Sends all of `bytes` on `descriptor`, retrying after signals; `false` once the peer is
  /// gone. `MSG_NOSIGNAL`: a closed peer is an error here, never a SIGPIPE that ends the host.
  @discardableResult
  static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}

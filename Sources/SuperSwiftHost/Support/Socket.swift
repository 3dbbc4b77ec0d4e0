/// Writing to sockets whose reader may have gone.
enum Socket {
  /// Sends all of `bytes` on `descriptor`; `false` once the peer is gone. A peer that left is
  /// an answer here, not a failure of the host: the caller stops writing to it.
  @discardableResult
  static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
    do {
      try Syscall.writeAll(bytes, to: descriptor, as: .socket)
      return true
    } catch {
      return false
    }
  }
}

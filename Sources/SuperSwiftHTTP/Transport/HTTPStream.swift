import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The body of a streamed response, written piece by piece (Server-Sent Events).
public struct HTTPStream: Sendable {
  /// The connection; its socket is readable once the client has gone.
  package let transport: any Transport
  package var descriptor: Int32 { transport.descriptor }
  /// Whether the credential the stream was opened with still works (the router sets it): a
  /// revoked token's stream ends at its next write, or within `allowanceCheck` while it waits.
  package var isAllowed: @Sendable () -> Bool = { true }

  /// How often a waiting stream asks `isAllowed`.
  package static let allowanceCheck: Duration = .seconds(1)

  /// A stream over `transport`.
  package init(transport: any Transport) {
    self.transport = transport
  }

  /// Writes `text` now; `false` when the client has gone, or its credential stopped working.
  @discardableResult
  public func write(_ text: String) -> Bool {
    guard isAllowed() else { return false }
    return transport.sendAll(Array(text.utf8))
  }

  /// Waits until the client goes, `wake` becomes readable, or `timeout` passes. Returns
  /// `false` when the client has gone (it sends nothing on a stream, so readable means closed)
  /// or its credential stopped working.
  package func wait(wake: Int32, timeout: Duration) -> Bool {
    var left = timeout
    while left > Self.allowanceCheck {
      guard let woke = waitOnce(wake: wake, timeout: Self.allowanceCheck) else { return false }
      if woke { return true }
      guard isAllowed() else { return false }
      left -= Self.allowanceCheck
    }
    return waitOnce(wake: wake, timeout: left) != nil && isAllowed()
  }

  /// One wait: `nil` when the client has gone, `true` when something woke it, `false` when
  /// `timeout` passed.
  private func waitOnce(wake: Int32, timeout: Duration) -> Bool? {
    var descriptors = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = Syscall.poll(&descriptors, timeout: Int32(timeout.milliseconds))
      if ready == 0 { return false }
      if descriptors[0].revents != 0 {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if count <= 0 && !(count < 0 && errno == EAGAIN) { return nil }
        // Over TLS, what a client sends on a stream is its close alert: never skip a byte of it.
        if count > 0, transport.isEncrypted { return nil }
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

import COpenSSL
import Foundation
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Why TLS could not be set up or a certificate read: what was being done, and OpenSSL's own
/// words for it (its error queue, emptied here).
public struct TLSError: Error, CustomStringConvertible {
  /// What was being done.
  public let step: String
  /// OpenSSL's reasons, most general first.
  public let reasons: [String]

  package init(_ step: String) {
    self.step = step
    var reasons: [String] = []
    while case let code = ERR_get_error(), code != 0 {
      var text = [CChar](repeating: 0, count: 256)
      ERR_error_string_n(code, &text, text.count)
      reasons.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    self.reasons = reasons
  }

  /// The step and its reasons, in a sentence.
  public var description: String {
    reasons.isEmpty ? step : "\(step) (\(reasons.joined(separator: "; ")))"
  }
}

/// A server's TLS settings: its certificate chain and key, TLS 1.2 and later; TLS 1.2 with
/// ECDHE and an AEAD cipher only (`tls12Ciphers`), TLS 1.3 with OpenSSL's defaults (all AEAD).
/// Made once; shared by every connection.
public final class TLSContext: @unchecked Sendable {
  // SSL_CTX is reference-counted and safe to share across threads once set up.
  package let context: OpaquePointer

  /// Reads the certificate chain (PEM: the server's certificate first, then any
  /// intermediates) and its private key, and checks that they belong together.
  public init(certificate: String, key: String) throws(TLSError) {
    guard let context = SSL_CTX_new(TLS_server_method()) else { throw TLSError("could not set up TLS") }
    self.context = context
    _ = superswift_SSL_CTX_set_min_proto_tls12(context)
    _ = superswift_SSL_CTX_set_mode_partial_write(context)
    guard SSL_CTX_set_cipher_list(context, Self.tls12Ciphers) == 1 else {
      throw TLSError("OpenSSL refused the TLS 1.2 cipher suites \(Self.tls12Ciphers)")
    }
    guard FileManager.default.isReadableFile(atPath: certificate) else {
      throw TLSError("cannot read the certificate \(certificate)")
    }
    guard FileManager.default.isReadableFile(atPath: key) else { throw TLSError("cannot read the key \(key)") }
    guard SSL_CTX_use_certificate_chain_file(context, certificate) == 1 else {
      throw TLSError("\(certificate) is not a PEM certificate chain")
    }
    guard SSL_CTX_use_PrivateKey_file(context, key, SSL_FILETYPE_PEM) == 1 else {
      throw TLSError("\(key) is not a PEM private key")
    }
    guard SSL_CTX_check_private_key(context) == 1 else {
      throw TLSError("the key \(key) does not belong to the certificate \(certificate)")
    }
  }

  deinit { SSL_CTX_free(context) }

  /// The TLS 1.2 cipher suites offered: forward secrecy (ECDHE) and authenticated encryption
  /// (AES-GCM, ChaCha20-Poly1305), for ECDSA keys (the local CA's) and RSA keys (`--tls-cert`);
  /// no CBC, no RSA key exchange, no SHA-1 MACs. TLS 1.3's suites are all AEAD and stay as
  /// OpenSSL has them.
  package static let tls12Ciphers =
    "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:"
    + "ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305"

  /// Performs the server's side of the handshake on `descriptor`, all of it within `timeout`
  /// however slowly the client's bytes come (the socket is non-blocking meanwhile, and every
  /// wait is a `poll` against the one deadline). `nil` when the client did not complete it
  /// (the caller closes the socket). A client that speaks plain HTTP to this port gets a plain
  /// answer saying to use https.
  package func accept(_ descriptor: Int32, timeout: Duration) -> TLSTransport? {
    let deadline = ContinuousClock.now + timeout
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { return nil }
    let blocking = { _ = fcntl(descriptor, F_SETFL, flags) }
    var first: UInt8 = 0
    while true {
      guard Self.wait(descriptor, for: Int16(POLLIN), until: deadline) else { return nil }
      let peeked = recv(descriptor, &first, 1, Int32(MSG_PEEK))
      if peeked == 1 { break }
      guard peeked < 0, errno == EAGAIN || errno == EINTR else { return nil }
    }
    // A TLS handshake record starts with 0x16; a letter is a plain HTTP request line.
    if (65...90).contains(first) {
      blocking()
      let body = "This server speaks HTTPS: use https:// in the address.\n"
      let response =
        "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
      _ = Socket.sendAll(Array(response.utf8), on: descriptor)
      return nil
    }
    guard let ssl = SSL_new(context) else { return nil }
    SSL_set_fd(ssl, descriptor)
    while true {
      let result = SSL_accept(ssl)
      if result == 1 { break }
      let reason = SSL_get_error(ssl, result)
      let code = errno
      ERR_clear_error()
      let waited: Bool
      switch reason {
      case SSL_ERROR_WANT_READ: waited = Self.wait(descriptor, for: Int16(POLLIN), until: deadline)
      case SSL_ERROR_WANT_WRITE: waited = Self.wait(descriptor, for: Int16(POLLOUT), until: deadline)
      case SSL_ERROR_SYSCALL where code == EINTR: waited = ContinuousClock.now < deadline
      default: waited = false
      }
      guard waited else {
        SSL_free(ssl)
        return nil
      }
    }
    blocking()
    // Reads from here on wait in `poll` first; this only bounds a record that stops half-way.
    Self.setReceiveTimeout(descriptor, .seconds(10))
    return TLSTransport(ssl: ssl, descriptor: descriptor)
  }

  /// Waits until `descriptor` is ready for `events` (or hung up); `false` once `deadline` has
  /// passed.
  private static func wait(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
    while true {
      let left = (deadline - .now).milliseconds
      guard left > 0 else { return false }
      var entry = [pollfd(fd: descriptor, events: events, revents: 0)]
      let ready = Syscall.poll(&entry, timeout: Int32(min(left, 60_000)))
      if ready > 0 { return true }
      if ready < 0 { return false }
    }
  }

  private static func setReceiveTimeout(_ descriptor: Int32, _ timeout: Duration) {
    let milliseconds = max(1, timeout.milliseconds)
    var value = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int((milliseconds % 1000) * 1000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
  }
}

/// One connection's TLS session over its socket. Calls are serialised: OpenSSL's `SSL` must
/// not be used from two threads at once.
package final class TLSTransport: Transport, @unchecked Sendable {
  package let descriptor: Int32
  private let ssl: OpaquePointer
  private let lock = Mutex(())
  package var isEncrypted: Bool { true }

  package init(ssl: OpaquePointer, descriptor: Int32) {
    self.ssl = ssl
    self.descriptor = descriptor
  }

  package var pending: Int { lock.withLock { _ in Int(SSL_pending(ssl)) } }

  package func receive(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    lock.withLock { _ in
      let count = SSL_read(ssl, buffer.baseAddress, Int32(min(buffer.count, Int(Int32.max))))
      if count > 0 { return Int(count) }
      let reason = SSL_get_error(ssl, count)
      let code = errno
      ERR_clear_error()
      switch reason {
      case SSL_ERROR_ZERO_RETURN: return 0  // the peer's close_notify
      case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE:
        errno = EAGAIN
        return -1
      case SSL_ERROR_SYSCALL where code == EINTR || code == EAGAIN:
        errno = code
        return -1
      default:
        return 0  // the connection is broken: as good as closed
      }
    }
  }

  package func sendAll(_ bytes: [UInt8]) -> Bool {
    lock.withLock { _ in
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          SSL_write(ssl, $0.baseAddress, Int32(min($0.count, 1 << 20)))
        }
        if written > 0 {
          offset += Int(written)
          continue
        }
        let reason = SSL_get_error(ssl, written)
        let code = errno
        ERR_clear_error()
        // The socket blocks, with a send timeout (`HTTPLimits.writeTimeout`): "want write" is
        // that timeout passing with nothing taken, and the client is dropped, not waited for.
        if reason == SSL_ERROR_SYSCALL && code == EINTR { continue }
        return false
      }
      return true
    }
  }

  package func close() {
    lock.withLock { _ in
      // Best effort: tell the client we are done; a peer already gone makes this fail.
      _ = SSL_shutdown(ssl)
      ERR_clear_error()
      SSL_free(ssl)
    }
    _ = Glibc.close(descriptor)
  }
}

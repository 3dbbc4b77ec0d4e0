import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on the toolchain alone: one thread per connection (simple, and fine for a
/// personal server), a bound on open connections, limits on every read, graceful stop.
///
/// Invariants: at most `maximumConnections` connections are served at once (beyond that a
/// connection gets a 503 and is closed); every connection's reads are bounded in size and
/// time (`HTTPLimits`); a handler's response is always written, whatever the request.
public final class HTTPServer: Sendable {
  /// What answers requests.
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
  /// What may answer a request from its head alone, before its body is read (a missing
  /// token): `nil` lets it through. An answered request ends its connection.
  public typealias Gate = @Sendable (HTTPRequest) -> HTTPResponse?

  private let handler: Handler
  private let gate: Gate?
  /// TLS for every connection, when the server has a certificate.
  private let tls: TLSContext?
  private let limits: HTTPLimits
  private let maximumConnections: Int
  private let listener: Int32
  /// The port bound (useful when asked for port 0).
  public let port: Int
  private let state = Mutex(State())

  private struct State {
    var open = 0
    var stopping = false
    var descriptors = Set<Int32>()
    /// Connections waiting for a request's head (idle, or sending it), since when.
    var waitingSince: [Int32: ContinuousClock.Instant] = [:]
  }

  /// Binds `host:port` (port 0 picks a free one). Throws when the address is taken or invalid.
  public init(
    host: String, port: Int, limits: HTTPLimits = HTTPLimits(), maximumConnections: Int = 128,
    tls: TLSContext? = nil, gate: Gate? = nil, handler: @escaping Handler
  ) throws {
    self.handler = handler
    self.gate = gate
    self.tls = tls
    self.limits = limits
    self.maximumConnections = maximumConnections
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
      throw SystemError("cannot listen on \(host):\(port): not an address this machine has")
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw SystemError("cannot make a socket") }
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
      let code = errno
      close(descriptor)
      throw SystemError("cannot listen on \(host):\(port)", code: code)
    }
    guard listen(descriptor, 128) == 0 else {
      close(descriptor)
      throw SystemError("cannot listen on \(host):\(port)")
    }
    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(descriptor, $0, &length) }
    }
    let boundPort: UInt16 = withUnsafePointer(to: &bound) { pointer in
      pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
    }
    listener = descriptor
    self.port = Int(boundPort)
  }

  /// Accepts connections until `stop`; returns when the server has stopped.
  public func serve() {
    while true {
      let client = accept(listener, nil, nil)
      if client >= 0 {
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      }
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        if state.withLock({ $0.stopping }) { return }
        if errno == EMFILE || errno == ENFILE {
          usleep(50_000)
          continue
        }
        return
      }
      // When every slot is taken, the connection that has waited longest for a request head
      // makes room (its socket is shut down, which ends its thread): clients that open
      // connections and trickle nothing useful cannot lock out the others.
      let admitted = state.withLock { state -> Bool in
        guard !state.stopping else { return false }
        if state.open >= maximumConnections {
          guard let oldest = state.waitingSince.min(by: { $0.value < $1.value })?.key else { return false }
          state.waitingSince[oldest] = nil
          shutdown(oldest, Int32(SHUT_RDWR))
        }
        state.open += 1
        state.descriptors.insert(client)
        state.waitingSince[client] = .now
        return true
      }
      guard admitted else {
        let connection = HTTPConnection(descriptor: client, limits: limits)
        connection.write(.error(503, "the server is busy; try again shortly"), keepAlive: false)
        continue
      }
      let thread = Thread { [self] in
        serveConnection(client)
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// Serves a connection to its end, then forgets it, before its descriptor is closed (so the
  /// number, which the next `accept` may reuse, is never shut down or counted for another).
  private func serveConnection(_ descriptor: Int32) {
    let transport: any Transport
    if let tls {
      // The handshake must end within the head's time, as a request head must.
      guard let secured = tls.accept(descriptor, timeout: limits.headTimeout) else {
        forget(descriptor)
        close(descriptor)
        return
      }
      transport = secured
    } else {
      transport = PlainTransport(descriptor: descriptor)
    }
    let connection = HTTPConnection(transport: transport, limits: limits)
    withExtendedLifetime(connection) {
      serveRequests(on: connection, descriptor: descriptor)
      forget(descriptor)
    }
  }

  /// Stops counting a connection, before its descriptor is closed.
  private func forget(_ descriptor: Int32) {
    state.withLock { state in
      state.open -= 1
      state.descriptors.remove(descriptor)
      state.waitingSince[descriptor] = nil
    }
  }

  private func serveRequests(on connection: HTTPConnection, descriptor: Int32) {
    // Once a head is in, the connection is busy, not waiting: it cannot be taken for a slow one.
    let headIn: Gate = { [self] request in
      state.withLock { _ = $0.waitingSince.removeValue(forKey: descriptor) }
      return gate?(request)
    }
    while true {
      state.withLock { state in
        if state.waitingSince[descriptor] == nil { state.waitingSince[descriptor] = .now }
      }
      let request: HTTPRequest
      do {
        request = try connection.readRequest(gate: headIn)
      } catch {
        if let response = error.response { connection.write(response, keepAlive: false) }
        return
      }
      var response = handler(request)
      let stopping = state.withLock { $0.stopping }
      let keepAlive = HTTPConnection.keepsAlive(request) && !stopping && response.stream == nil
      if response.headers.first(where: { $0.name.lowercased() == "date" }) == nil {
        response.headers.append(("Date", Self.httpDate()))
      }
      connection.write(response, keepAlive: keepAlive, headOnly: request.method == "HEAD")
      if !keepAlive { return }
    }
  }

  /// The current time as HTTP writes it: `Sun, 06 Nov 1994 08:49:37 GMT`.
  static func httpDate() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Stops accepting, and closes idle connections; requests being answered finish.
  public func stop() {
    let descriptors = state.withLock { state -> Set<Int32> in
      state.stopping = true
      return state.descriptors
    }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    // Wake connections blocked waiting for a next request; ones mid-response finish first.
    for descriptor in descriptors { shutdown(descriptor, Int32(SHUT_RD)) }
  }

  /// The number of connections open now.
  public var openConnections: Int { state.withLock { $0.open } }
}

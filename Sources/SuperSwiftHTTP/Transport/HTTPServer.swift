import Foundation
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What the server makes of a request's head, before any of its body is read.
public enum HeadVerdict: Sendable {
  /// Answer now, from the head alone: the body is never read (nor `100 Continue` sent), and
  /// the connection ends after the answer.
  case answer(HTTPResponse)
  /// Read the body, at most `maximumBody` bytes, all of it within `within` (`nil`: the
  /// limits' own times). `trusted`: the request proved who sent it, so its connection is kept
  /// over newcomers' and may stay open for more requests.
  case read(maximumBody: Int, within: Duration?, trusted: Bool)
}

/// An HTTP/1.1 server on the toolchain alone: one thread per connection (simple, and fine for a
/// personal server), a bound on open connections, limits on every read and write, graceful stop.
///
/// Invariants:
/// - at most `maximumConnections` connections are served at once, and at most
///   `maximumPerPeer` from one address. A newcomer beyond either bound takes the place of a
///   connection that has not proved who it is (never answered `trusted` by the gate), the one
///   that came first; failing that, of a trusted one idle between requests; failing that, it
///   gets a 503. So clients without credentials can never lock out one that has them.
/// - every read is bounded in size and time (`HTTPLimits`), and so is every write: a client
///   that takes nothing for `writeTimeout` is dropped, and the first failed write ends the
///   connection, so nothing pipelined behind it is served.
/// - a connection that has not proved who it is is closed after each answer (no keep-alive,
///   no pipelining without credentials).
/// - the shared state's lock is taken when a connection opens and when it ends, never per
///   request: per-connection state is atomics on its own `Slot`.
public final class HTTPServer: Sendable {
  /// What answers requests.
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
  /// What decides from a request's head alone, before its body is read (the router's access
  /// check); it may note what it found in the request (its credential).
  public typealias Gate = @Sendable (inout HTTPRequest) -> HeadVerdict

  private let handler: Handler
  private let gate: Gate?
  /// TLS for every connection, when the server has a certificate; replaced when the
  /// certificate is renewed (`replaceTLS`), for the connections after.
  private let tls: Mutex<TLSContext?>
  private let limits: HTTPLimits
  private let maximumConnections: Int
  private let maximumPerPeer: Int
  private let listener: Int32
  /// The port bound (useful when asked for port 0).
  public let port: Int
  private let state = Mutex(State())
  /// Told whenever a connection is forgotten: what waiting for `openConnections` to fall uses.
  package let connectionsChanged = StateWaiter()

  /// One open connection, as the admission policy sees it.
  private final class Slot: Sendable {
    let descriptor: Int32
    let peer: String
    /// Monotonic order of arrival.
    let serial: Int
    /// Whether a request on it proved who sent it.
    let trusted = Atomic(false)
    /// Whether it is waiting for a request's head (idle, or sending one).
    let waiting = Atomic(true)
    /// Whether the admission policy shut it down to make room.
    let evicted = Atomic(false)

    init(descriptor: Int32, peer: String, serial: Int) {
      self.descriptor = descriptor
      self.peer = peer
      self.serial = serial
    }
  }

  private struct State {
    var stopping = false
    var serial = 0
    var slots: [Int32: Slot] = [:]
    var perPeer: [String: Int] = [:]
  }

  /// Binds `host:port` (port 0 picks a free one). Throws when the address is taken or invalid.
  public init(
    host: String, port: Int, limits: HTTPLimits = HTTPLimits(), maximumConnections: Int = 128,
    maximumPerPeer: Int = 48, tls: TLSContext? = nil, gate: Gate? = nil, handler: @escaping Handler
  ) throws {
    self.handler = handler
    self.gate = gate
    self.tls = Mutex(tls)
    self.limits = limits
    self.maximumConnections = maximumConnections
    self.maximumPerPeer = min(maximumPerPeer, maximumConnections)
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
      throw UnknownAddress(host: host, port: port)
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw IOError("socket", "cannot make a socket") }
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
      let error = IOError("bind", "cannot listen on \(host):\(port)")
      close(descriptor)
      throw error
    }
    guard listen(descriptor, 128) == 0 else {
      let error = IOError("listen", "cannot listen on \(host):\(port)")
      close(descriptor)
      throw error
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
      let client: Int32
      let address: sockaddr_storage
      do throws(IOError) {
        (client, address) = try Syscall.accept(listener)
      } catch {
        if state.withLock({ $0.stopping }) { return }
        if error.errno == EMFILE || error.errno == ENFILE {
          // Out of descriptors: wait for one to close (a short pause, not a busy loop).
          usleep(50_000)
          continue
        }
        return
      }
      Self.configure(client, writeTimeout: limits.writeTimeout)
      let peer = Self.peerName(address)
      guard let slot = admit(client, peer: peer) else {
        let connection = HTTPConnection(descriptor: client, limits: limits)
        connection.write(HTTPResponse.error(503, "the server is busy; try again shortly"), keepAlive: false)
        continue
      }
      let thread = Thread { [self] in
        serveConnection(slot)
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// No Nagle delay, and a write timeout: a blocked `send` gives up after `writeTimeout`.
  private static func configure(_ descriptor: Int32, writeTimeout: Duration) {
    var one: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    let milliseconds = Int(max(1, writeTimeout.milliseconds))
    var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: Int((milliseconds % 1000) * 1000))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  /// The address of a peer, without its port (what the per-peer bound counts).
  private static func peerName(_ address: sockaddr_storage) -> String {
    var copy = address
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    switch Int32(copy.ss_family) {
    case AF_INET:
      withUnsafePointer(to: &copy) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
          var inner = pointer.pointee.sin_addr
          _ = inet_ntop(AF_INET, &inner, &text, socklen_t(text.count))
        }
      }
    case AF_INET6:
      withUnsafePointer(to: &copy) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
          var inner = pointer.pointee.sin6_addr
          _ = inet_ntop(AF_INET6, &inner, &text, socklen_t(text.count))
        }
      }
    default: return "?"
    }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Counts a new connection in, making room when a bound is reached (see the invariants);
  /// `nil` when there is no room to make, or the server is stopping.
  private func admit(_ descriptor: Int32, peer: String) -> Slot? {
    state.withLock { state -> Slot? in
      guard !state.stopping else { return nil }
      let peerFull = state.perPeer[peer, default: 0] >= maximumPerPeer
      if peerFull || state.slots.count >= maximumConnections {
        let candidates = state.slots.values.filter {
          (!peerFull || $0.peer == peer) && !$0.evicted.load(ordering: .relaxed)
        }
        let untrusted = candidates.filter { !$0.trusted.load(ordering: .relaxed) }
        let idle = candidates.filter { $0.waiting.load(ordering: .relaxed) }
        guard let victim = untrusted.min(by: { $0.serial < $1.serial }) ?? idle.min(by: { $0.serial < $1.serial })
        else { return nil }
        // Shut down, not closed: its thread sees the end, forgets the slot, then closes.
        victim.evicted.store(true, ordering: .relaxed)
        shutdown(victim.descriptor, Int32(SHUT_RDWR))
        // Counted out now, so the bounds hold at once; its thread's `forget` finds it gone.
        state.slots[victim.descriptor] = nil
        state.perPeer[victim.peer, default: 1] -= 1
      }
      state.serial += 1
      let slot = Slot(descriptor: descriptor, peer: peer, serial: state.serial)
      state.slots[descriptor] = slot
      state.perPeer[peer, default: 0] += 1
      return slot
    }
  }

  /// Serves a connection to its end, then forgets it, before its descriptor is closed (so the
  /// number, which the next `accept` may reuse, is never shut down or counted for another).
  private func serveConnection(_ slot: Slot) {
    let transport: any Transport
    if let tls = tls.withLock({ $0 }) {
      // The handshake must end within the head's time, as a request head must.
      guard let secured = tls.accept(slot.descriptor, timeout: limits.headTimeout) else {
        forget(slot)
        close(slot.descriptor)
        return
      }
      transport = secured
    } else {
      transport = PlainTransport(descriptor: slot.descriptor)
    }
    let connection = HTTPConnection(transport: transport, limits: limits)
    withExtendedLifetime(connection) {
      serveRequests(on: connection, slot: slot)
      forget(slot)
    }
  }

  /// Stops counting a connection, before its descriptor is closed.
  private func forget(_ slot: Slot) {
    state.withLock { state in
      // An evicted slot was counted out when it was shut down; its number may be another's now.
      guard state.slots[slot.descriptor] === slot else { return }
      state.slots[slot.descriptor] = nil
      state.perPeer[slot.peer, default: 1] -= 1
      if state.perPeer[slot.peer] == 0 { state.perPeer[slot.peer] = nil }
    }
    connectionsChanged.notify()
  }

  private func serveRequests(on connection: HTTPConnection, slot: Slot) {
    // Once a head is in, the connection is busy, not idle; what the gate finds decides whether
    // it is trusted.
    let headIn: Gate = { [gate] request in
      slot.waiting.store(false, ordering: .relaxed)
      request.peer = slot.peer
      let verdict = gate?(&request) ?? .read(maximumBody: .max, within: nil, trusted: true)
      if case .read(_, _, trusted: true) = verdict { slot.trusted.store(true, ordering: .relaxed) }
      return verdict
    }
    var served = 0
    while true {
      slot.waiting.store(true, ordering: .relaxed)
      // A request pipelined behind others is served only while its client is still there.
      if served > 0, connection.hasBufferedRequest, connection.peerIsGone { return }
      let request: HTTPRequest
      do {
        request = try connection.readRequest(gate: headIn)
      } catch {
        if let response = error.response, connection.write(response, keepAlive: false), case .answered = error {
          // Answered before the body was read (not a client too slow or malformed): let it
          // finish sending, within bounds.
          let trusted = slot.trusted.load(ordering: .relaxed)
          connection.drainUnreadBody(
            time: trusted ? limits.bodyTimeout : limits.untrustedDrainTime,
            bytes: trusted ? .max : limits.untrustedDrainBytes)
        }
        return
      }
      served += 1
      var response = handler(request)
      let stopping = state.withLock { $0.stopping }
      let keepAlive =
        HTTPConnection.keepsAlive(request) && !stopping && response.stream == nil
        && slot.trusted.load(ordering: .relaxed) && !slot.evicted.load(ordering: .relaxed)
      if response.headers.first(where: { $0.name.lowercased() == "date" }) == nil {
        response.headers.append(("Date", Self.httpDate()))
      }
      guard connection.write(response, keepAlive: keepAlive, headOnly: request.method == .head), keepAlive else {
        return
      }
    }
  }

  /// The current time as HTTP writes it: `Sun, 06 Nov 1994 08:49:37 GMT`.
  package static func httpDate() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Serves new connections with `context` (a renewed certificate): no restart, and the
  /// connections open now keep the one they began with.
  public func replaceTLS(_ context: TLSContext) {
    tls.withLock { $0 = context }
  }

  /// Stops accepting, and closes idle connections; requests being answered finish.
  public func stop() {
    let descriptors = state.withLock { state -> [Int32] in
      state.stopping = true
      return Array(state.slots.keys)
    }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    // Wake connections blocked waiting for a next request; ones mid-response finish first.
    for descriptor in descriptors { shutdown(descriptor, Int32(SHUT_RD)) }
  }

  /// The number of connections open now.
  public var openConnections: Int { state.withLock { $0.slots.count } }
}

extension HTTPServer {
  /// A host to listen on that names no address of this machine.
  package struct UnknownAddress: Error, CustomStringConvertible, Sendable, Equatable {
    /// The host asked for.
    package var host: String
    /// The port asked for.
    package var port: Int

    /// What went wrong, in a sentence.
    package var description: String { "cannot listen on \(host):\(port): not an address this machine has" }
  }
}

import COpenSSL
import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// One request to another server and its answer: HTTP/1.1 with `Connection: close`, over TLS
/// (OpenSSL, the peer's certificate checked against the system's trusted authorities, or a
/// file of them, and against the host's name) or, for `http:`, plain. For the few requests the
/// server makes of others (Web Push to a push service): no pool, no redirects, no cookies.
///
/// Every wait is bounded: connecting, the handshake, each read and write by `timeout`, and the
/// whole exchange by the same deadline; an answer larger than `maximumResponse` is refused.
package struct HTTPClient: Sendable {
  /// Whose certificates a server's chain must lead to.
  package enum Trust: Sendable, Hashable {
    /// The system's trusted authorities (Debian's `ca-certificates`).
    case system
    /// The authorities in a PEM file (a local CA's, in tests).
    case certificates(String)
  }

  /// A server's answer.
  package struct Response: Sendable {
    /// The status code.
    package var status: Int
    /// The header fields, in order, names as sent.
    package var headers: [(String, String)]
    /// The body, de-chunked.
    package var body: [UInt8]

    /// The first field named `name` (any case).
    package func header(_ name: String) -> String? {
      headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
  }

  /// Why a request got no answer. Data until the edge; `description` says it in a sentence.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The URL is not `http:` or `https:` with a host.
    case unsupportedURL(String)
    /// The host's name did not resolve.
    case unresolved(String)
    /// No address of the host took the connection (the last `errno`).
    case unreachable(String, Int32)
    /// The TLS handshake failed, or the certificate was not trusted (why).
    case tls(String)
    /// The server did not answer within the timeout.
    case timedOut
    /// The server closed the connection early or answered with something that is not HTTP.
    case malformedResponse(String)
    /// The answer is larger than the client takes.
    case responseTooLarge(Int)

    package var description: String {
      switch self {
      case .unsupportedURL(let url): "\(url) is not an http: or https: address"
      case .unresolved(let host): "could not resolve \(host)"
      case .unreachable(let host, let code): "could not connect to \(host): \(String(cString: strerror(code)))"
      case .tls(let why): "TLS failed: \(why)"
      case .timedOut: "the server did not answer in time"
      case .malformedResponse(let why): "the server's answer is not HTTP: \(why)"
      case .responseTooLarge(let limit): "the server's answer is larger than \(limit) bytes"
      }
    }
  }

  /// How long connecting, and the whole exchange, may take.
  package var timeout: Duration
  /// The largest answer (head and body) taken.
  package var maximumResponse: Int
  /// Whose certificates are trusted.
  package var trust: Trust

  /// A client that waits at most `timeout` and trusts `trust`.
  package init(timeout: Duration = .seconds(30), maximumResponse: Int = 1 << 20, trust: Trust = .system) {
    self.timeout = timeout
    self.maximumResponse = maximumResponse
    self.trust = trust
  }

  /// Sends `method` to `url` with `headers` (`Host`, `Content-Length` and `Connection` are
  /// added) and `body`, and reads the answer.
  package func send(
    _ method: String, to url: URL, headers: [(String, String)] = [], body: [UInt8] = []
  ) throws(Failure) -> Response {
    guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", let host = url.host,
      !host.isEmpty
    else { throw .unsupportedURL(url.absoluteString) }
    let secure = scheme == "https"
    let port = url.port ?? (secure ? 443 : 80)
    let deadline = ContinuousClock.now + timeout
    let descriptor = try Self.connect(host: host, port: port, timeout: timeout)
    let transport: any Transport
    if secure {
      transport = try handshake(descriptor, host: host)
    } else {
      transport = PlainTransport(descriptor: descriptor)
    }
    defer { transport.close() }
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    let defaultPort = secure ? 443 : 80
    let hostField = (host.contains(":") ? "[\(host)]" : host) + (port == defaultPort ? "" : ":\(port)")
    var head = "\(method) \(target) HTTP/1.1\r\nHost: \(hostField)\r\n"
    for (name, value) in headers {
      // A field with a line break would end the head early: never sent.
      guard !name.contains(where: \.isNewline), !value.contains(where: \.isNewline) else { continue }
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    guard transport.sendAll(Array(head.utf8) + body) else {
      throw ContinuousClock.now >= deadline
        ? .timedOut : .malformedResponse("the connection closed as the request was sent")
    }
    return try readResponse(transport, method: method, deadline: deadline)
  }

  /// A connected socket to `host`:`port`, trying each of its addresses in turn; reads and
  /// writes wait at most `timeout` each.
  private static func connect(host: String, port: Int, timeout: Duration) throws(Failure) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, found != nil else { throw .unresolved(host) }
    defer { freeaddrinfo(found) }
    var lastError: Int32 = ECONNREFUSED
    var address = found
    let milliseconds = max(1, timeout.milliseconds)
    var limit = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: Int((milliseconds % 1000) * 1000))
    while let entry = address {
      address = entry.pointee.ai_next
      let descriptor = socket(
        entry.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard descriptor >= 0 else {
        lastError = errno
        continue
      }
      // Linux bounds a blocking connect by the send timeout too.
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      var one: Int32 = 1
      setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      while true {
        if Glibc.connect(descriptor, entry.pointee.ai_addr, entry.pointee.ai_addrlen) == 0 { return descriptor }
        if errno != EINTR { break }
      }
      lastError = errno == EINPROGRESS || errno == EAGAIN ? ETIMEDOUT : errno
      close(descriptor)
    }
    if lastError == ETIMEDOUT { throw .timedOut }
    throw .unreachable("\(host):\(port)", lastError)
  }

  /// The client's side of the TLS handshake on `descriptor`, checking the certificate against
  /// `trust` and `host`; closes the socket when it fails.
  private func handshake(_ descriptor: Int32, host: String) throws(Failure) -> TLSTransport {
    let context: OpaquePointer
    do {
      context = try ClientContexts.shared.context(for: trust)
    } catch {
      close(descriptor)
      throw error
    }
    guard let ssl = SSL_new(context) else {
      close(descriptor)
      throw .tls(TLSError("could not start TLS").description)
    }
    SSL_set_fd(ssl, descriptor)
    var address = in6_addr()
    let isAddress =
      inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    if isAddress {
      X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host)
    } else {
      _ = superswift_SSL_set_tlsext_host_name(ssl, host)
      SSL_set1_host(ssl, host)
    }
    if SSL_connect(ssl) != 1 {
      let verdict = SSL_get_verify_result(ssl)
      let why =
        verdict != X509_V_OK
        ? "the certificate of \(host) is not trusted (\(String(cString: X509_verify_cert_error_string(verdict))))"
        : TLSError("the handshake with \(host) failed").description
      ERR_clear_error()
      SSL_free(ssl)
      close(descriptor)
      throw errno == EAGAIN ? .timedOut : .tls(why)
    }
    return TLSTransport(ssl: ssl, descriptor: descriptor)
  }

  /// Reads the answer: the status line and fields, then the body by its length, its chunks, or
  /// (neither given) up to the close.
  private func readResponse(_ transport: any Transport, method: String, deadline: ContinuousClock.Instant)
    throws(Failure) -> Response
  {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    /// Receives more; `false` at the close.
    func receive() throws(Failure) -> Bool {
      while true {
        guard ContinuousClock.now < deadline else { throw .timedOut }
        let count = buffer.withUnsafeMutableBytes { transport.receive($0) }
        if count > 0 {
          received += buffer[0..<count]
          guard received.count <= maximumResponse else { throw .responseTooLarge(maximumResponse) }
          return true
        }
        if count == 0 { return false }
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw .timedOut }
        return false
      }
    }
    let separator: [UInt8] = [13, 10, 13, 10]
    var headEnd: Int?
    while headEnd == nil {
      guard try receive() else { throw .malformedResponse("the connection closed before the answer's head") }
      headEnd = received.firstRange(of: separator)?.lowerBound
    }
    let headText = String(decoding: received[0..<headEnd!], as: UTF8.self)
    var lines = headText.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
    guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]),
      (100...599).contains(status)
    else { throw .malformedResponse("the status line is \(lines.first ?? "")") }
    var headers: [(String, String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { throw .malformedResponse("a header line has no colon") }
      headers.append(
        (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }
    var response = Response(status: status, headers: headers, body: [])
    var rest = Array(received[(headEnd! + 4)...])
    received = []
    if method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status) { return response }
    if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
      var decoder = ChunkedDecoder(maximumBody: maximumResponse, maximumLine: 4096)
      while true {
        do {
          _ = try decoder.feed(rest[...])
        } catch {
          throw .malformedResponse("its chunks are malformed")
        }
        if decoder.isDone { break }
        guard try receive() else { throw .malformedResponse("the connection closed inside the body") }
        rest = received
        received = []
      }
      response.body = decoder.body
    } else if let field = response.header("Content-Length") {
      guard let length = Int(field), length >= 0 else { throw .malformedResponse("Content-Length is \(field)") }
      guard length <= maximumResponse else { throw .responseTooLarge(maximumResponse) }
      received = rest
      while received.count < length {
        guard try receive() else { throw .malformedResponse("the connection closed inside the body") }
      }
      response.body = Array(received.prefix(length))
    } else {
      received = rest
      while try receive() {}
      response.body = received
    }
    return response
  }
}

/// The client TLS contexts, one per trust, made at first use and shared (an `SSL_CTX` is safe
/// to share once set up).
private final class ClientContexts: @unchecked Sendable {
  static let shared = ClientContexts()
  private let lock = NSLock()
  private var made: [HTTPClient.Trust: OpaquePointer] = [:]

  func context(for trust: HTTPClient.Trust) throws(HTTPClient.Failure) -> OpaquePointer {
    lock.lock()
    defer { lock.unlock() }
    if let context = made[trust] { return context }
    guard let context = SSL_CTX_new(TLS_client_method()) else {
      throw .tls(TLSError("could not set up TLS").description)
    }
    _ = superswift_SSL_CTX_set_min_proto_tls12(context)
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
    let loaded: Bool
    switch trust {
    case .system: loaded = SSL_CTX_set_default_verify_paths(context) == 1
    case .certificates(let file): loaded = SSL_CTX_load_verify_locations(context, file, nil) == 1
    }
    guard loaded else {
      SSL_CTX_free(context)
      throw .tls(TLSError("could not read the trusted certificates").description)
    }
    made[trust] = context
    return context
  }
}

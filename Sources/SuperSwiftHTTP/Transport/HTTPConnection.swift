import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The limits a connection enforces, so no client can make the server hold unbounded memory
/// or a thread forever.
public struct HTTPLimits: Sendable {
  /// The request line and headers together (over: 431).
  public var headerBytes = 16 * 1024
  /// The body (over: 413): 256 MiB by default, room for a phone's video of a minute or two
  /// (`{"server": {"maxUploadMiB": N}}` in settings.json, or `serve --max-upload-mib N`).
  public var bodyBytes = 256 * 1024 * 1024
  /// How long a request's head may take to arrive once its first byte has (slow clients: 408).
  public var headTimeout: Duration = .seconds(10)
  /// How long the body may stall between reads.
  public var bodyIdleTimeout: Duration = .seconds(30)
  /// How long the whole body may take, however steadily it trickles in (256 MiB at 512 KiB/s);
  /// `withUpload(bytes:)` keeps that rate for another limit.
  public var bodyTimeout: Duration = .seconds(512)
  /// How long a kept-alive connection may sit idle before it is closed.
  public var keepAliveTimeout: Duration = .seconds(30)
  /// How long a write may make no progress (the client takes nothing) before the connection
  /// is dropped: answers are never queued without bound ahead of a reader that does not read.
  public var writeTimeout: Duration = .seconds(10)

  /// After a request is answered before its body was read (a 401, a 413), how long the body
  /// still coming is read and dropped before the connection closes, so the client reads the
  /// answer instead of a reset (RFC 9112 §9.6): a client that sent the token gets the body's
  /// own time, others this (a phone sending a video with a wrong token reads "wrong token"
  /// before the rest is cut off; short, so nobody holds a connection with it).
  public var untrustedDrainTime: Duration = .seconds(5)
  /// The most read and dropped that way for a client without the token: a phone's video.
  public var untrustedDrainBytes = 256 * 1024 * 1024

  /// The defaults.
  public init() {}

  /// These limits with a body of at most `bytes`, and the time for it at the same rate.
  public func withUpload(bytes: Int) -> HTTPLimits {
    var limits = self
    limits.bodyBytes = bytes
    limits.bodyTimeout = .seconds(max(256, bytes / (512 * 1024)))
    return limits
  }
}

/// Why a request could not be read; each maps to the status the client is told.
package enum HTTPReadError: Error, Equatable {
  case closed
  case timeout
  case malformed(String)
  case headersTooLarge
  case bodyTooLarge
  case notImplemented(String)
  /// The request's head was answered before its body was read (`HTTPServer.Gate`).
  case answered(HTTPResponse)
  /// The body is larger than its route takes (which says why, and the largest it takes).
  case bodyOverRouteLimit(Int)

  package static func == (lhs: HTTPReadError, rhs: HTTPReadError) -> Bool {
    switch (lhs, rhs) {
    case (.closed, .closed), (.timeout, .timeout), (.headersTooLarge, .headersTooLarge),
      (.bodyTooLarge, .bodyTooLarge):
      true
    case (.malformed(let a), .malformed(let b)), (.notImplemented(let a), .notImplemented(let b)): a == b
    case (.answered(let a), .answered(let b)): a.status == b.status && a.body == b.body
    case (.bodyOverRouteLimit(let a), .bodyOverRouteLimit(let b)): a == b
    default: false
    }
  }

  package var response: HTTPResponse? {
    switch self {
    case .closed: nil
    case .timeout: .error(408, "the request took too long to arrive")
    case .malformed(let why): .error(400, "malformed request: \(why)")
    case .headersTooLarge: .error(431, "the request's headers are larger than 16 KiB")
    case .bodyTooLarge: .error(413, "the request's body is larger than the server accepts")
    case .notImplemented(let what): .error(501, "\(what) is not supported")
    case .answered(let response): response
    case .bodyOverRouteLimit(let limit): .error(413, "this address takes a body of at most \(limit) bytes")
    }
  }
}

/// One client connection: reads requests (keep-alive, `Content-Length` or chunked bodies,
/// `Expect: 100-continue`) and writes responses.
package final class HTTPConnection {
  package let transport: any Transport
  package var descriptor: Int32 { transport.descriptor }
  package let limits: HTTPLimits
  private var buffer: [UInt8] = []
  /// How many bytes of the current request's body have not been read (`Int.max`: chunked, not
  /// known); what `drainUnreadBody` reads past after an early answer.
  private var unreadBody = 0
  /// Whether the current request asked `Expect: 100-continue` and has not been told to
  /// continue: its client sends no body after an early answer.
  private var awaitingContinue = false
  /// When the body being read must be in, whatever its pace.
  private var bodyDeadline = ContinuousClock.now

  package init(transport: any Transport, limits: HTTPLimits) {
    self.transport = transport
    self.limits = limits
  }

  package convenience init(descriptor: Int32, limits: HTTPLimits) {
    self.init(transport: PlainTransport(descriptor: descriptor), limits: limits)
  }

  deinit { transport.close() }

  /// The next request; `.closed` when the client closed cleanly between requests. `gate` sees
  /// the head before anything of the body is read (or `100 Continue` sent): it may answer it at
  /// once, which ends the connection, or say how much body to read and how quickly.
  package func readRequest(gate: HTTPServer.Gate? = nil) throws(HTTPReadError) -> HTTPRequest {
    // Wait for the first byte as long as keep-alive allows, then for the rest of the head.
    if buffer.isEmpty { try fill(timeout: limits.keepAliveTimeout, closedIsError: false) }
    let headDeadline = ContinuousClock.now + limits.headTimeout
    var headEnd: Int?
    while true {
      if let end = Self.find([13, 10, 13, 10], in: buffer) {
        headEnd = end
        break
      }
      // A head that ends with a bare LF blank line will never end with CRLF: say so now rather
      // than wait out the head's time.
      if Self.find([10, 10], in: buffer) != nil { throw .malformed("header lines must end with CR LF") }
      if buffer.count > limits.headerBytes { throw .headersTooLarge }
      try fill(until: headDeadline)
    }
    guard let headEnd, headEnd <= limits.headerBytes else { throw .headersTooLarge }
    let head = Array(buffer[..<headEnd])
    buffer.removeFirst(headEnd + 4)
    guard let headText = String(validating: head, as: UTF8.self) else { throw .malformed("the head is not UTF-8") }
    var request = try Self.parseHead(headText)
    request.isSecure = transport.isEncrypted
    request.connection = descriptor
    let framing = try Self.framing(of: request)
    switch framing {
    case .none: unreadBody = 0
    case .length(let length): unreadBody = length
    case .chunked: unreadBody = .max
    }
    awaitingContinue = request.header("Expect")?.lowercased() == "100-continue"
    var maximumBody = limits.bodyBytes
    bodyDeadline = ContinuousClock.now + limits.bodyTimeout
    switch gate?(&request) {
    case .answer(let answer)?: throw .answered(answer)
    case .read(let routeMaximum, let within, _)?:
      maximumBody = min(maximumBody, routeMaximum)
      if let within { bodyDeadline = ContinuousClock.now + within }
    case nil: break
    }
    do {
      request.body = try readBody(of: request, framing: framing, maximum: maximumBody)
    } catch {
      throw Self.answer(error, to: request, framing: framing, limits: limits)
    }
    unreadBody = 0
    return request
  }

  /// A body error as the client should read it: how large the body is and the most this
  /// server takes, how to raise that, and `?errors=200` honoured as the router honours it (a
  /// shortcut shows a 200's `error`; the real status stays in `X-SuperSwift-Status`).
  package static func answer(
    _ error: HTTPReadError, to request: HTTPRequest, framing: Framing, limits: HTTPLimits
  ) -> HTTPReadError {
    var response: HTTPResponse
    switch error {
    case .bodyTooLarge:
      var size = ""
      if case .length(let length) = framing { size = " (\(megabytes(length)))" }
      response = .error(
        413,
        "the upload is too large\(size): this server takes at most \(megabytes(limits.bodyBytes)). To send larger files, raise the limit on the server: {\"server\": {\"maxUploadMiB\": 1024}} in settings.json, or serve --max-upload-mib 1024"
      )
    case .bodyOverRouteLimit(let limit):
      response = .error(413, "this address takes a body of at most \(limit) bytes")
    default:
      return error
    }
    if request.parameter("errors") == "200" { response.status = 200 }
    return .answered(response)
  }

  /// Bytes as a person reads a size: "70.5 MB", "256 MiB" for whole mebibytes.
  package static func megabytes(_ bytes: Int) -> String {
    if bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
    return String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }

  /// After an answer sent before the request's body was read, a lingering close (RFC 9112
  /// §9.6): the server's side is shut (the client reads the answer, then the end), and what of
  /// the body is still coming is read and dropped, within `time` and `bytes`, so closing does
  /// not reset the connection while the answer is still on its way to a client that is sending
  /// (a reset makes a phone say "The network connection was lost" instead of the answer). A
  /// client that asked `Expect: 100-continue` and was never told to continue sends no body.
  package func drainUnreadBody(time: Duration, bytes: Int) {
    shutdown(descriptor, Int32(SHUT_WR))
    guard !awaitingContinue else { return }
    var left = min(unreadBody, bytes)
    left -= min(left, buffer.count)
    buffer.removeAll()
    let deadline = ContinuousClock.now + time
    while left > 0 {
      do {
        try fill(until: deadline, closedIsError: false)
      } catch {
        return  // closed, or out of time: either way, done
      }
      left -= min(left, buffer.count)
      buffer.removeAll()
    }
  }

  /// Whether the client has hung up or reset the connection (checked before a request that was
  /// pipelined behind others is served: nobody is left to take its answer).
  package var peerIsGone: Bool {
    var watched = [pollfd(fd: descriptor, events: Syscall.peerHangUp, revents: 0)]
    return Syscall.poll(&watched, timeout: 0) > 0
      && watched[0].revents & (Syscall.peerHangUp | Int16(POLLHUP) | Int16(POLLERR)) != 0
  }

  /// Whether bytes of a next request are already here (pipelined).
  package var hasBufferedRequest: Bool { !buffer.isEmpty || transport.pending > 0 }

  /// Writes a response; `HEAD` responses get headers only. A streamed response has no length:
  /// its body ends when the connection closes. `false` when the client is gone or took nothing
  /// for `writeTimeout`: the connection must end (nothing pipelined behind is served).
  @discardableResult
  package func write(_ response: HTTPResponse, keepAlive: Bool, headOnly: Bool = false) -> Bool {
    var head = "HTTP/1.1 \(response.status) \(response.status.reason)\r\n"
    for header in response.headers {
      head += "\(HTTPResponse.safeHeaderValue(header.name)): \(HTTPResponse.safeHeaderValue(header.value))\r\n"
    }
    if let stream = response.stream {
      guard send(Array((head + "Cache-Control: no-store\r\nConnection: close\r\n\r\n").utf8)) else { return false }
      if !headOnly { stream(HTTPStream(transport: transport)) }
      return false
    }
    head += "Content-Length: \(response.body.count)\r\n"
    head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
    head += "\r\n"
    // One write for head and body: two small writes meet Nagle's algorithm and the client's
    // delayed ACK, which costs 40 ms a response.
    var bytes = Array(head.utf8)
    if !headOnly { bytes += response.body }
    return send(bytes)
  }

  /// Sends every byte; `false` once the client is gone or stopped taking them.
  package func send(_ bytes: [UInt8]) -> Bool {
    transport.sendAll(bytes)
  }

  // MARK: - Reading

  /// How a request's body is framed, checked before anything else looks at the request: an
  /// ambiguous frame (request smuggling) is refused whoever sent it, whatever its route.
  package enum Framing {
    case none
    case length(Int)
    case chunked
  }

  package static func framing(of request: HTTPRequest) throws(HTTPReadError) -> Framing {
    // One Transfer-Encoding, and it must be chunked alone: two headers (chunked, then gzip)
    // would be read one way here and another way by a proxy in front.
    let encodings = request.headers.filter { $0.name.lowercased() == "transfer-encoding" }
    guard encodings.count <= 1 else { throw .notImplemented("Transfer-Encoding given twice") }
    let transfer = encodings.first?.value.lowercased()
    let lengths = request.headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
    if transfer != nil, !lengths.isEmpty { throw .malformed("both Transfer-Encoding and Content-Length") }
    if let transfer {
      guard transfer == "chunked" else { throw .notImplemented("Transfer-Encoding \(transfer)") }
      return .chunked
    }
    guard let first = lengths.first else { return .none }
    guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.allSatisfy(\.isASCII),
      first.allSatisfy(\.isNumber), first.count < 19, let length = Int(first)
    else { throw .malformed("a bad Content-Length") }
    return .length(length)
  }

  private func readBody(of request: HTTPRequest, framing: Framing, maximum: Int) throws(HTTPReadError) -> Data {
    switch framing {
    case .none: return Data()
    case .chunked:
      try continueIfAsked(request)
      return try readChunked(maximum: maximum)
    case .length(let length):
      guard length <= limits.bodyBytes else { throw .bodyTooLarge }
      guard length <= maximum else { throw .bodyOverRouteLimit(maximum) }
      try continueIfAsked(request)
      while buffer.count < length { try fill(until: min(ContinuousClock.now + limits.bodyIdleTimeout, bodyDeadline)) }
      let body = Data(buffer[..<length])
      buffer.removeFirst(length)
      return body
    }
  }

  private func continueIfAsked(_ request: HTTPRequest) throws(HTTPReadError) {
    guard let expect = request.header("Expect") else { return }
    guard expect.lowercased() == "100-continue" else { throw .notImplemented("Expect: \(expect)") }
    guard send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { throw .closed }
    awaitingContinue = false
  }

  private func readChunked(maximum: Int) throws(HTTPReadError) -> Data {
    var decoder = ChunkedDecoder(maximumBody: maximum, maximumLine: limits.headerBytes)
    while true {
      let taken = try decoder.feed(buffer[...])
      buffer.removeFirst(taken)
      if decoder.isDone { return Data(decoder.body) }
      try fill(until: min(ContinuousClock.now + limits.bodyIdleTimeout, bodyDeadline))
    }
  }

  private func fill(timeout: Duration, closedIsError: Bool) throws(HTTPReadError) {
    try fill(until: ContinuousClock.now + timeout, closedIsError: closedIsError)
  }

  /// Reads what is available, waiting until `deadline`. Bytes TLS has already decrypted are
  /// taken first: the socket may have nothing more to wake `poll` for.
  private func fill(until deadline: ContinuousClock.Instant, closedIsError: Bool = true) throws(HTTPReadError) {
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw .timeout }
      if transport.pending == 0 {
        var pollDescriptor = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        let ready = Syscall.poll(&pollDescriptor, timeout: Int32(min(remaining.milliseconds + 1, 60_000)))
        if ready < 0 { throw .closed }
        if ready == 0 { continue }
      }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = chunk.withUnsafeMutableBytes { transport.receive($0) }
      if count > 0 {
        buffer += chunk[..<count]
        return
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if closedIsError && !buffer.isEmpty { throw .malformed("the connection closed in the middle of a request") }
      throw .closed
    }
  }

  // MARK: - Parsing

  package static func parseHead(_ text: String) throws(HTTPReadError) -> HTTPRequest {
    var lines = text.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    if parts.count > 3, parts.last == "HTTP/1.1" || parts.last == "HTTP/1.0", parts[1].hasPrefix("/") {
      // An address typed with a space in it (an app's name, as a Shortcuts URL often has it).
      let typed = parts.dropFirst().dropLast().joined(separator: " ")
      let encoded = parts.dropFirst().dropLast().joined(separator: "%20")
      throw .malformed(
        "the address \"\(typed.prefix(200))\" has a space in it: write each space as %20 (\(encoded.prefix(200))), or use the app's identifier in the URL"
      )
    }
    guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
      throw .malformed("a bad request line")
    }
    let method = String(parts[0])
    guard !method.isEmpty, method.allSatisfy({ $0.isASCII && $0.isLetter && $0.isUppercase }) else {
      throw .malformed("a bad method")
    }
    let target = String(parts[1])
    guard target.hasPrefix("/"), !target.contains(where: { $0.isWhitespace }) else {
      throw .malformed("a bad request target")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), !line.hasPrefix("\t") else {
        throw .malformed("a bad header line")
      }
      let name = String(line[..<colon])
      guard !name.isEmpty,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_!#$%&'*+.^`|~".contains($0)) })
      else { throw .malformed("a bad header name") }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
      // No control characters in a value (a bare CR among them, which some parsers take for a
      // line end): RFC 9110 allows only visible characters, spaces and tabs.
      guard !value.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else {
        throw .malformed("a control character in a header")
      }
      headers.append((name, value))
    }
    let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(pathPart[0])
    var segments: [String] = []
    for segment in path.split(separator: "/") {
      guard let decoded = String(segment).removingPercentEncoding else { throw .malformed("bad percent-encoding") }
      segments.append(decoded)
    }
    var query: [(name: String, value: String)] = []
    if pathPart.count == 2 {
      for pair in pathPart[1].split(separator: "&") {
        let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in
          String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }
        query.append((decode(kv[0]), kv.count > 1 ? decode(kv[1]) : ""))
      }
    }
    var request = HTTPRequest(
      method: HTTPMethod(rawValue: method), path: path, segments: segments, query: query, headers: headers, body: Data()
    )
    request.isHTTP10 = parts[2] == "HTTP/1.0"
    return request
  }

  /// Whether the connection stays open after this request.
  package static func keepsAlive(_ request: HTTPRequest) -> Bool {
    let connection = request.header("Connection")?.lowercased() ?? ""
    if request.isHTTP10 { return connection.contains("keep-alive") }
    return !connection.contains("close")
  }

  /// Where `needle` first occurs in `haystack` at or after `start`, in `haystack`'s positions.
  /// Searching from an offset, rather than in a copy of the rest, keeps a scan for many
  /// delimiters in one body linear.
  package static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    var index = max(0, start)
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}

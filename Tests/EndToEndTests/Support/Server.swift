import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `superswift serve` on a free loopback port, for API tests, and a raw HTTP client that
/// sends exactly the bytes a test writes.
final class TestServer: @unchecked Sendable {
  let cli: CLI
  let process: CLI.Running
  let base: String
  let port: Int
  let token: String

  /// Whether it listens on [::1] rather than 127.0.0.1.
  let ipv6: Bool

  init(_ cli: CLI, extra: [String] = [], ipv6: Bool = false, listen: String? = nil, journal: Bool = false) throws {
    self.cli = cli
    self.ipv6 = ipv6
    token = try cli.run(["token"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    // Stopped at the test's end without the grace a service gives its runs (the service
    // tests ask for one of their own).
    let grace = extra.contains("--stop-grace") ? [] : ["--stop-grace", "0"]
    process = try cli.start(
      ["serve", "--listen", listen ?? (ipv6 ? "[::1]:0" : "127.0.0.1:0")] + grace + extra, journal: journal)
    var found: String?
    for _ in 0..<500 where found == nil {
      usleep(20_000)
      let output = process.stdoutSoFar
      if let line = output.split(separator: "\n").first(where: {
        $0.hasPrefix("SuperSwift is serving the web app at ")
      }) {
        found = String(line.dropFirst("SuperSwift is serving the web app at ".count).dropLast("/".count))
      }
    }
    guard let found, let port = Int(found.split(separator: ":").last ?? "") else {
      throw TestFailure("the server did not start: \(process.stderrSoFar)")
    }
    base = found
    self.port = port
  }

  /// A one-time login link for this server, as a person gets one when `serve`'s output is not
  /// a terminal (it prints none then): from `superswift login-link`.
  var loginLink: String? {
    (try? cli.run(["login-link"]))?.stdout.split(separator: "\n").first { $0.contains("/login?code=") }
      .map(String.init)
  }

  /// Follows the login link once and returns the session cookie (`superswift_session=…`).
  func signIn() throws -> String {
    let link = try #require(loginLink)
    let response = try request("GET", String(link.dropFirst(base.count)), authorized: false)
    return String(try #require(response.headers["set-cookie"]).split(separator: ";")[0])
  }

  /// Sends one request with the token (unless `authorized` is false) and reads the response,
  /// waiting at most `timeout` seconds for it (a first build of the SwiftUI runtime, under a
  /// busy test run, may take minutes).
  func request(
    _ method: String, _ path: String, body: Data = Data(), headers: [String: String] = [:], authorized: Bool = true,
    timeout: Int = 120
  ) throws -> RawResponse {
    var all = headers
    if authorized { all["Authorization"] = "Bearer \(token)" }
    if !body.isEmpty || method == "POST" { all["Content-Length"] = "\(body.count)" }
    var text = "\(method) \(path) HTTP/1.1\r\nHost: \(ipv6 ? "[::1]" : "127.0.0.1"):\(port)\r\nConnection: close\r\n"
    for (name, value) in all.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    var bytes = Data((text + "\r\n").utf8)
    bytes.append(body)
    return try RawHTTP(port: port, ipv6: ipv6, timeout: timeout).exchange(bytes)
  }

  /// A connection following run `run`'s log events (`/api/runs/{id}/events`), with the token.
  func followEvents(of run: String) throws -> RawHTTP {
    let stream = try RawHTTP(port: port, ipv6: ipv6)
    stream.send(Data("GET /api/runs/\(run)/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\n\r\n".utf8))
    return stream
  }

  deinit {
    process.signal(SIGTERM)
    _ = try? process.finish()
  }
}

struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A response as read off the wire.
struct RawResponse {
  var status: Int
  var headers: [String: String]
  var body: Data
  var text: String { String(decoding: body, as: UTF8.self) }

  /// The first identifier in the body: a run record's own `id` comes first.
  var firstIdentifier: String? {
    text.range(of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", options: .regularExpression)
      .map { String(text[$0]) }
  }
}

/// A plain TCP client: writes bytes, reads HTTP responses (Content-Length bodies).
final class RawHTTP {
  let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Connects to `port` on 127.0.0.1, or on [::1] with `ipv6`; a read waits at most
  /// `timeout` seconds.
  init(port: Int, ipv6: Bool = false, timeout seconds: Int = 120) throws {
    descriptor = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected: Int32
    if ipv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = in_port_t(UInt16(port).bigEndian)
      address.sin6_addr = in6addr_loopback
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard connected == 0 else { throw TestFailure("cannot connect to port \(port)") }
  }

  deinit { close(descriptor) }

  /// Sends every byte; `false` when the connection broke first (the server reset it).
  @discardableResult
  func send(_ data: Data) -> Bool {
    let bytes = Array(data)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }

  func exchange(_ data: Data) throws -> RawResponse {
    send(data)
    return try readResponse()
  }

  /// Reads one response; skips `100 Continue`.
  func readResponse() throws -> RawResponse {
    while true {
      guard let headEnd = try fillUntil([13, 10, 13, 10]) else {
        throw TestFailure("connection closed before a response")
      }
      let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
      buffer.removeFirst(headEnd + 4)
      let lines = head.components(separatedBy: "\r\n")
      let status = Int(lines[0].split(separator: " ")[1]) ?? 0
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      if status == 100 { continue }
      let length = Int(headers["content-length"] ?? "0") ?? 0
      while buffer.count < length {
        guard readMore() else { throw TestFailure("connection closed in a body") }
      }
      let body = Data(buffer[..<length])
      buffer.removeFirst(length)
      return RawResponse(status: status, headers: headers, body: body)
    }
  }

  /// Whether the server closed the connection (reads until EOF or a timeout of `seconds`).
  func isClosed(seconds: Int = 5) -> Bool {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, 0) == 0
  }

  /// Whether the server ends the connection within `seconds` (whatever it sends before: an
  /// answer, a 408), reading and discarding until the end or a reset.
  func endsWithin(seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while Date() < deadline {
      var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count == 0 { return true }
      if count < 0, errno != EAGAIN, errno != EINTR { return true }
    }
    return false
  }

  /// Reads a streamed body (Server-Sent Events) until it contains `text`; all of it so far.
  func readStream(until text: String) throws -> String {
    guard let end = try fillUntil(Array(text.utf8)) else {
      throw TestFailure("the stream ended before \(text): \(String(decoding: buffer, as: UTF8.self))")
    }
    let read = String(decoding: buffer[..<(end + text.utf8.count)], as: UTF8.self)
    buffer.removeFirst(end + text.utf8.count)
    return read
  }

  private func fillUntil(_ marker: [UInt8]) throws -> Int? {
    while true {
      if buffer.count >= marker.count {
        for index in 0...(buffer.count - marker.count) where buffer[index..<index + marker.count].elementsEqual(marker)
        {
          return index
        }
      }
      guard readMore() else { return nil }
    }
  }

  private func readMore() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = recv(descriptor, &chunk, chunk.count, 0)
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }
}

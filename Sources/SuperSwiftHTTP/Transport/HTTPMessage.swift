import Foundation
@_spi(Host) import SuperSwift

/// An HTTP method: any token a request line may carry, with the ones the server routes named.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method as sent (`GET`).
  public let rawValue: String
  /// A method by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A method from a literal (`"GET"`).
  public init(stringLiteral value: String) { rawValue = value }
  /// The method as sent.
  public var description: String { rawValue }

  /// `GET`.
  public static let get: HTTPMethod = "GET"
  /// `HEAD`: a `GET` without its body.
  public static let head: HTTPMethod = "HEAD"
  /// `POST`.
  public static let post: HTTPMethod = "POST"
  /// `DELETE`.
  public static let delete: HTTPMethod = "DELETE"

  /// Whether the method only reads (`GET`, `HEAD`): never one that changes state.
  public var isSafe: Bool { self == .get || self == .head }
}

/// An HTTP status code, with the reason phrase the server writes for it.
public struct HTTPStatus: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The code (`404`).
  public let rawValue: Int
  /// A status by code.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A status from a literal (`404`).
  public init(integerLiteral value: Int) { rawValue = value }
  /// The code, as the status line writes it.
  public var description: String { String(rawValue) }
  /// Whether it says the request failed (4xx and 5xx).
  public var isError: Bool { rawValue >= 400 }
  /// The reason phrase.
  public var reason: String { HTTPResponse.reason(rawValue) }
}

/// One HTTP request, as read off the wire.
public struct HTTPRequest: Sendable {
  /// `GET`, `POST`, …
  public var method: HTTPMethod
  /// The path as sent, without the query.
  public var path: String
  /// The path's segments, each percent-decoded on its own (so `%2F` stays inside a segment).
  public var segments: [String]
  /// The query's parameters, decoded, in order.
  public var query: [(name: String, value: String)]
  /// The headers, in order; names as sent.
  public var headers: [(name: String, value: String)]
  /// The body, de-chunked.
  public var body: Data
  /// Whether it came as HTTP/1.0 (no keep-alive unless asked), from the request line: never a
  /// header, which a client could forge.
  package var isHTTP10 = false
  /// The connection it came on (a socket), for a handler that must notice the client going
  /// away while it works; -1 when there is none (tests).
  package var connection: Int32 = -1
  /// Whether it came over TLS (cookies are then `Secure`), from the connection: never a header.
  package var isSecure = false
  /// Who sent it, as the router's access check found it (set from the head, before the body).
  package var credential: Credential = .none
  /// The client's address, without its port, from the connection (never a header); `nil`
  /// when there is none (tests).
  package var peer: String?

  /// A request from its parts (a connection reads them off the wire; tests make their own).
  package init(
    method: HTTPMethod, path: String, segments: [String], query: [(name: String, value: String)],
    headers: [(name: String, value: String)], body: Data, isHTTP10: Bool = false, connection: Int32 = -1,
    isSecure: Bool = false, credential: Credential = .none
  ) {
    self.method = method
    self.path = path
    self.segments = segments
    self.query = query
    self.headers = headers
    self.body = body
    self.isHTTP10 = isHTTP10
    self.connection = connection
    self.isSecure = isSecure
    self.credential = credential
  }

  /// The first value of a header, matched regardless of case.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The path and query as a client would send them again (each name and value
  /// percent-encoded): the address to come back to.
  package var target: String {
    guard !query.isEmpty else { return path }
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/")
    let pairs = query.map { name, value in
      "\(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
    }
    return path + "?" + pairs.joined(separator: "&")
  }

  /// The first value of a query parameter.
  public func parameter(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The value of a cookie.
  public func cookie(_ name: String) -> String? {
    for header in headers where header.name.lowercased() == "cookie" {
      for pair in header.value.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
          return String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return nil
  }
}

/// One HTTP response.
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: HTTPStatus
  /// Headers besides `Content-Length`, `Connection` and `Date`, which the server adds.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Data
  /// Writes the body over time instead (Server-Sent Events); the connection closes after it.
  public var stream: (@Sendable (HTTPStream) -> Void)?

  /// A response.
  public init(status: HTTPStatus, headers: [(String, String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = headers.map { (name: $0.0, value: $0.1) }
    self.body = body
  }

  /// A JSON response.
  public static func json(_ value: JSON, status: HTTPStatus = 200) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "application/json")],
      body: Data((value.text(pretty: true) + "\n").utf8))
  }

  /// `{"error": message, "status": status}` with a status code, which `X-SuperSwift-Status`
  /// repeats (it stays when `?errors=200` answers the error with a 200).
  public static func error(_ status: HTTPStatus, _ message: String, runStatus: String? = nil) -> HTTPResponse {
    var response = HTTPResponse.json(
      ["error": .string(message), "status": runStatus.map(JSON.string) ?? .string(status.reason)], status: status)
    response.headers.append(("X-SuperSwift-Status", status.description))
    return response
  }

  /// Plain text.
  public static func text(_ text: String, status: HTTPStatus = 200, type: String = "text/plain; charset=utf-8")
    -> HTTPResponse
  {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: Data(text.utf8))
  }

  /// A header value as it may go on the wire: CR, LF and other control characters dropped,
  /// so no value (an identifier from a URL, a name) can end the header and start another
  /// (response splitting).
  public static func safeHeaderValue(_ value: String) -> String {
    String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F || $0 == "\t" }))
  }

  /// The reason phrase for a status code.
  public static func reason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 101: "Switching Protocols"
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 303: "See Other"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 410: "Gone"
    case 408: "Request Timeout"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}

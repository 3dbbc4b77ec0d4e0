import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP

/// Sends requests to a server's router without a socket, through the same steps a connection
/// takes — the head parsed by the connection's own parser, the router's head check (`admit`),
/// the body's limit, then the handler — so routes, access and pages are tested in milliseconds.
package struct InProcessClient: Sendable {
  /// What one request got.
  package struct Exchange: Sendable {
    /// The response.
    package var response: HTTPResponse
    /// Whether it was answered from the head alone (the body never read).
    package var answeredFromHead: Bool

    /// The status code.
    package var status: Int { response.status.rawValue }
    /// The body as text.
    package var text: String { String(decoding: response.body, as: UTF8.self) }
    /// The body as JSON.
    package var json: JSON? { JSON(parsing: response.body) }
    /// The first value of a header (any case).
    package func header(_ name: String) -> String? {
      response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
  }

  /// The `Host` every request names unless it names its own (so `http://superswift.test` is
  /// this server's own origin).
  package static let host = "superswift.test"

  /// What answers: a server's router.
  package let server: any HTTPResponder
  /// The API token a request `withToken` sends, read when it is sent (it may be rotated).
  package let token: @Sendable () -> String

  /// A client of `server`, whose API token `token` reads.
  package init(_ server: any HTTPResponder, token: @escaping @Sendable () -> String = { "" }) {
    self.server = server
    self.token = token
  }

  /// Sends one request; `secure` as if it came over TLS. A head the connection's parser
  /// refuses throws its `HTTPReadError`.
  package func send(
    _ method: HTTPMethod, _ target: String, headers: [(String, String)] = [], body: Data = Data(),
    secure: Bool = false
  ) throws -> Exchange {
    var lines = ["\(method) \(target) HTTP/1.1"]
    if !headers.contains(where: { $0.0.lowercased() == "host" }) { lines.append("Host: \(Self.host)") }
    lines += headers.map { "\($0.0): \($0.1)" }
    if !body.isEmpty, !headers.contains(where: { $0.0.lowercased() == "content-length" }) {
      lines.append("Content-Length: \(body.count)")
    }
    var request = try HTTPConnection.parseHead(lines.joined(separator: "\r\n"))
    request.isSecure = secure
    let framing = try HTTPConnection.framing(of: request)
    switch server.gate(&request) {
    case .answer(let response): return Exchange(response: response, answeredFromHead: true)
    case .read(let maximumBody, _, _):
      // A length over the route's limit is refused before a byte of the body is read.
      if case .length(let length) = framing, length > maximumBody {
        return Exchange(response: HTTPReadError.bodyOverRouteLimit(maximumBody).response!, answeredFromHead: true)
      }
      guard body.count <= maximumBody else {
        return Exchange(response: HTTPReadError.bodyOverRouteLimit(maximumBody).response!, answeredFromHead: false)
      }
      request.body = body
      return Exchange(response: server.handle(request), answeredFromHead: false)
    }
  }

  /// Sends a request with the API token.
  package func withToken(
    _ method: HTTPMethod, _ target: String, headers: [(String, String)] = [], body: Data = Data()
  ) throws -> Exchange {
    try send(method, target, headers: headers + [("Authorization", "Bearer \(token())")], body: body)
  }
}

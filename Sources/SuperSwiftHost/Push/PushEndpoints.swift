import Foundation

/// Which push services the server sends to: the browsers' own (Apple's, Google's, Mozilla's,
/// Microsoft's), over HTTPS on the standard port, and nothing else — a subscription is data a
/// browser sends, and an endpoint anywhere else would make the server post to an address of
/// the sender's choosing. A test configuration (`SUPERSWIFT_PUSH_TEST_LOOPBACK=1`) adds this
/// machine's loopback addresses, for the tests' own push service. Pure.
package struct PushEndpoints: Sendable {
  /// The push services, by the host names they send from: the name itself or any name under it.
  package static let services: [(domain: String, owner: String)] = [
    ("push.apple.com", "Apple"), ("fcm.googleapis.com", "Google"), ("push.services.mozilla.com", "Mozilla"),
    ("notify.windows.com", "Microsoft"),
  ]
  /// The longest endpoint taken (the browsers' are under 500 characters).
  package static let maximumLength = 2048

  /// Whether loopback endpoints (`http://127.0.0.1:…`, `[::1]`, `localhost`) are allowed.
  package var allowsLoopback: Bool

  /// The allow-list, with loopback endpoints only when `allowsLoopback`.
  package init(allowsLoopback: Bool = false) {
    self.allowsLoopback = allowsLoopback
  }

  /// Why an endpoint is refused.
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    /// Not a URL at all, or too long.
    case malformed
    /// A host that is not a browser's push service.
    case notAPushService(String)
    /// Plain HTTP, another port, or a user name in the URL.
    case notHTTPS

    package var description: String {
      switch self {
      case .malformed: "the endpoint is not a push service's URL"
      case .notAPushService(let host):
        "\(host) is not a browser's push service (the server sends only to Apple's, Google's, Mozilla's and Microsoft's)"
      case .notHTTPS: "a push service's endpoint is https: on the standard port"
      }
    }
  }

  /// The endpoint as a URL, when the server may send to it.
  package func check(_ endpoint: String) throws(Refusal) -> URL {
    guard endpoint.utf8.count <= Self.maximumLength, let url = URL(string: endpoint),
      let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty
    else { throw .malformed }
    guard url.user == nil, url.password == nil else { throw .notHTTPS }
    if allowsLoopback, ["127.0.0.1", "::1", "localhost"].contains(host), scheme == "http" || scheme == "https" {
      return url
    }
    guard Self.services.contains(where: { host == $0.domain || host.hasSuffix("." + $0.domain) }) else {
      throw .notAPushService(host)
    }
    guard scheme == "https", url.port == nil || url.port == 443 else { throw .notHTTPS }
    return url
  }
}

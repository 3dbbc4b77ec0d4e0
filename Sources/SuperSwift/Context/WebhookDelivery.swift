/// What a webhook delivery carried besides its body (the body is the run's input): its
/// headers and the query of the hook's URL, for an app that wants to know which event a
/// sender sent (`X-GitHub-Event`) or what a sender put in the address.
public struct WebhookDelivery: Sendable, Hashable {
  /// The webhook's identifier.
  public let hook: String
  /// The request's headers, names in lowercase; a header sent twice has its values joined by
  /// `, ` (RFC 9110).
  public let headers: [String: String]
  /// The query of the hook's URL, decoded; a name given twice keeps its last value.
  public let query: [String: String]

  /// A delivery's details.
  public init(hook: String, headers: [String: String], query: [String: String]) {
    self.hook = hook
    self.headers = headers
    self.query = query
  }

  /// A header's value, its name in any letter case.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The delivery as the run's envelope carries it.
  @_spi(Host)
  public var json: JSON {
    [
      "hook": .string(hook),
      "headers": .object(JSONObject(headers.sorted { $0.key < $1.key }.map { ($0, .string($1)) })),
      "query": .object(JSONObject(query.sorted { $0.key < $1.key }.map { ($0, .string($1)) })),
    ]
  }

  /// Reads what `json` wrote; `nil` when it is not a delivery.
  @_spi(Host)
  public init?(json: JSON) {
    guard let hook = json["hook"]?.string, let headers = json["headers"]?.object, let query = json["query"]?.object
    else { return nil }
    var names: [String: String] = [:]
    for (name, value) in headers { names[name.lowercased()] = value.string ?? "" }
    var parameters: [String: String] = [:]
    for (name, value) in query { parameters[name] = value.string ?? "" }
    self.init(hook: hook, headers: names, query: parameters)
  }
}

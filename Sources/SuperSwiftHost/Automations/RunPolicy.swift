import Foundation
@_spi(Host) import SuperSwift

/// What happens when an app's unattended run fails (`superswift policy`): retries with a
/// growing delay, another app told of the failure, and an alert when the app has not succeeded
/// for too long; and what the app may use at once (`maxConcurrent`, `rate`, `debounce`, which
/// `AppLimits` applies). Kept in the app's manifest (`policy`).
///
/// Retries apply to runs nobody waits on: scheduled runs and the API's `wait=false` runs. A
/// caller that waits (the CLI, `wait=true`, the web page) gets the outcome of its one attempt.
public struct RunPolicy: Codable, Sendable, Equatable {
  /// How many times a failed run is tried again (0: never).
  public var retries: Int
  /// The wait before the first retry, in seconds.
  public var retryDelay: Double
  /// Each later wait is the one before times this.
  public var backoff: Double
  /// The app (name or identifier) run with the failed run's record as its JSON input, once
  /// the retries are spent, and when an alert is raised.
  public var onFailure: String?
  /// Raise an alert when the app has not succeeded for this many seconds.
  public var alertAfter: Double?
  /// At most this many of the app's runs at once; more wait their turn, in order.
  public var maxConcurrent: Int?
  /// At most this many runs started in any window of this length; more are refused (429).
  public var rate: RunRate?
  /// A burst of starts, each within this many seconds of the one before, is one run, this long
  /// after the last, with the last one's input.
  public var debounce: Double?
  /// Keys a newer version wrote, written back as they were.
  public var extra: JSONObject = JSONObject()

  /// The default: no retries, a minute's delay doubling, no on-failure app, no alert.
  public init(
    retries: Int = 0, retryDelay: Double = 60, backoff: Double = 2, onFailure: String? = nil, alertAfter: Double? = nil
  ) {
    self.retries = retries
    self.retryDelay = retryDelay
    self.backoff = backoff
    self.onFailure = onFailure
    self.alertAfter = alertAfter
  }

  /// The most retries a policy may ask for.
  public static let maximumRetries = 20

  /// Why the policy cannot be used, in a sentence, or `nil`.
  public func problem() -> String? {
    if !(0...Self.maximumRetries).contains(retries) { return "--retries takes 0 to \(Self.maximumRetries)" }
    if !(retryDelay >= 0 && retryDelay <= 7 * 86_400) { return "--retry-delay takes 0s to 7d" }
    if !(backoff >= 1 && backoff <= 10) { return "--backoff takes a factor from 1 to 10, such as 2" }
    if let alertAfter, !(alertAfter >= 1) { return "--alert-after takes a duration of at least 1s" }
    if let maxConcurrent, !(1...1000).contains(maxConcurrent) { return "--max-concurrent takes 1 to 1000" }
    if let rate, !(1...1_000_000).contains(rate.count) || !(rate.period >= 1 && rate.period <= 7 * 86_400) {
      return "--rate takes a count and a window, such as 10/1m (1 to 1000000 runs, 1s to 7d)"
    }
    if let debounce, !(debounce >= 1 && debounce <= 86_400) { return "--debounce takes 1s to 1d" }
    return nil
  }

  /// Whether the policy limits what the app may use at once.
  public var limitsRuns: Bool {
    maxConcurrent != nil || rate != nil || debounce != nil
  }

  /// The wait before retry `number` (1 for the first).
  public func delay(beforeRetry number: Int) -> Double {
    retryDelay * pow(backoff, Double(max(0, number - 1)))
  }

  /// Whether a run that ended with `status` failed: it is retried (unless a build failure,
  /// which would fail the same way) and, once retries are spent, reported.
  public static func failed(_ status: RunStatus) -> Bool {
    [.failed, .crashed, .timedOut, .buildFailed, .interrupted].contains(status)
  }

  /// Whether a run that ended with `status` is worth trying again.
  public static func retryable(_ status: RunStatus) -> Bool {
    [.failed, .crashed, .timedOut].contains(status)
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case retries, retryDelay, backoff, onFailure, alertAfter, maxConcurrent, rate, debounce
  }

  /// Reads a policy; absent fields take their defaults.
  public init(from decoder: any Decoder) throws {
    extra = try UnknownKeys.decode(from: decoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    retries = try container.decodeIfPresent(Int.self, forKey: .retries) ?? 0
    retryDelay = try container.decodeIfPresent(Double.self, forKey: .retryDelay) ?? 60
    backoff = try container.decodeIfPresent(Double.self, forKey: .backoff) ?? 2
    onFailure = try container.decodeIfPresent(String.self, forKey: .onFailure)
    alertAfter = try container.decodeIfPresent(Double.self, forKey: .alertAfter)
    maxConcurrent = try container.decodeIfPresent(Int.self, forKey: .maxConcurrent)
    rate = try container.decodeIfPresent(RunRate.self, forKey: .rate)
    debounce = try container.decodeIfPresent(Double.self, forKey: .debounce)
  }

  /// Writes the policy and the keys kept from a newer version.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(retries, forKey: .retries)
    try container.encode(retryDelay, forKey: .retryDelay)
    try container.encode(backoff, forKey: .backoff)
    try container.encodeIfPresent(onFailure, forKey: .onFailure)
    try container.encodeIfPresent(alertAfter, forKey: .alertAfter)
    try container.encodeIfPresent(maxConcurrent, forKey: .maxConcurrent)
    try container.encodeIfPresent(rate, forKey: .rate)
    try container.encodeIfPresent(debounce, forKey: .debounce)
    try UnknownKeys.encode(extra, to: encoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  /// The policy as `policy --json` prints it.
  public var json: JSON {
    [
      "retries": .number(Double(retries)), "retryDelay": .number(retryDelay), "backoff": .number(backoff),
      "onFailure": onFailure.map(JSON.string) ?? .null, "alertAfter": alertAfter.map(JSON.number) ?? .null,
      "maxConcurrent": maxConcurrent.map { .number(Double($0)) } ?? .null,
      "rate": rate.map { .string($0.description) } ?? .null, "debounce": debounce.map(JSON.number) ?? .null,
    ]
  }
}

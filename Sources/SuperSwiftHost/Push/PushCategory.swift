/// What a push tells a person about: each device chooses its categories, and each has its own
/// lifetime at the push service and urgency (RFC 8030 §5.2–5.3).
package enum PushCategory: String, CaseIterable, Sendable, Hashable, Codable {
  /// An unattended run (a schedule's, a webhook's, the API's `wait=false`) finished.
  case finished
  /// An unattended run failed, after its policy's retries.
  case failed
  /// An app shows its interface and waits for a person (started where nobody watches it).
  case waiting
  /// An app has not succeeded for longer than its policy allows (`--alert-after`).
  case alerts
  /// An app's own `RunContext.current.notify(…)`.
  case apps

  /// The categories a new subscription starts with: all but `finished`, which a schedule that
  /// runs every minute would make a flood.
  package static let defaults: Set<PushCategory> = [.failed, .waiting, .alerts, .apps]

  /// The category's name on the page.
  package var title: String {
    switch self {
    case .finished: "Finished runs"
    case .failed: "Failed runs"
    case .waiting: "Waiting for you"
    case .alerts: "Alerts"
    case .apps: "From apps"
    }
  }

  /// What it covers, in a sentence for the page.
  package var explanation: String {
    switch self {
    case .finished: "A scheduled, webhook or background run finished."
    case .failed: "A scheduled, webhook or background run failed, after its retries."
    case .waiting: "An app shows its interface and waits for you: the tap opens it."
    case .alerts: "An app has not succeeded for longer than its policy allows."
    case .apps: "An app called notify(…)."
    }
  }

  /// How long the push service keeps a message for a device that is off (the `TTL` field, in
  /// seconds): a waiting interface is given up after ten minutes; a failure matters for days.
  package var timeToLive: Int {
    switch self {
    case .finished: 24 * 3600
    case .failed: 3 * 24 * 3600
    case .waiting: 600
    case .alerts: 3 * 24 * 3600
    case .apps: 24 * 3600
    }
  }

  /// The `Urgency` field: how soon a device on battery should wake for it.
  package var urgency: String {
    switch self {
    case .finished: "low"
    case .failed: "normal"
    case .waiting: "high"
    case .alerts: "high"
    case .apps: "normal"
    }
  }
}

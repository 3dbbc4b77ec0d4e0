import Foundation

/// What to do after one attempt to hand a message to a push service (RFC 8030 §5–6): done, try
/// again later (429 and 5xx, and a service that could not be reached: with the service's
/// `Retry-After`, or a back-off that grows fourfold), drop the subscription (404 and 410: the
/// browser unsubscribed, or the subscription expired), or give the message up (any other
/// refusal, which trying again would not change). Pure.
package enum PushDelivery {
  /// How an attempt went.
  package enum Outcome: Sendable, Equatable {
    /// The push service answered with `status`, and perhaps `Retry-After`.
    case answered(status: Int, retryAfter: String?)
    /// It could not be reached (why).
    case unreachable(String)
  }

  /// What to do next.
  package enum Decision: Sendable, Equatable {
    /// The push service took the message.
    case delivered
    /// Try again this many seconds from now.
    case retry(after: TimeInterval)
    /// The subscription is gone for good: remove it (why).
    case remove(String)
    /// Give this message up (why); the subscription stays.
    case giveUp(String)
  }

  /// The most attempts one message gets.
  package static let maximumAttempts = 5
  /// The first back-off, in seconds; each next one is four times as long.
  package static let firstDelay: TimeInterval = 2
  /// The longest wait between attempts the server accepts, `Retry-After` included.
  package static let longestDelay: TimeInterval = 3600

  /// The decision after attempt number `attempt` (from 1) ended with `outcome`, at `now`.
  package static func decide(_ outcome: Outcome, attempt: Int, now: Date) -> Decision {
    let status: Int
    let retryAfter: String?
    switch outcome {
    case .unreachable(let why):
      return attempt < maximumAttempts
        ? .retry(after: backOff(attempt)) : .giveUp("the push service could not be reached: \(why)")
    case .answered(let code, let after):
      status = code
      retryAfter = after
    }
    switch status {
    case 200..<300:
      return .delivered
    case 404, 410:
      return .remove("the push service says the subscription has ended (\(status))")
    case 429, 500..<600:
      guard attempt < maximumAttempts else {
        return .giveUp("the push service answered \(status) to \(maximumAttempts) attempts")
      }
      let asked = retryAfter.flatMap { delay(fromRetryAfter: $0, now: now) }
      return .retry(after: min(longestDelay, asked ?? backOff(attempt)))
    case 413:
      return .giveUp("the push service says the message is too large (413)")
    case 400, 401, 403:
      return .giveUp(
        "the push service refused the server's authorization (\(status)): the subscription may have been made with another VAPID key; subscribe this device again"
      )
    default:
      return .giveUp("the push service answered \(status)")
    }
  }

  /// The wait after failed attempt `attempt`: 2 s, 8 s, 32 s, 128 s.
  package static func backOff(_ attempt: Int) -> TimeInterval {
    min(longestDelay, firstDelay * pow(4, Double(max(0, attempt - 1))))
  }

  /// A `Retry-After` field's wait in seconds: a count of seconds, or an HTTP date (RFC 9110
  /// §10.2.3); `nil` when it is neither.
  package static func delay(fromRetryAfter field: String, now: Date) -> TimeInterval? {
    let trimmed = field.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed), seconds >= 0 { return TimeInterval(seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}

import Foundation
import Synchronization

/// At most so many deliveries a minute for each webhook: a sliding window of the times of the
/// deliveries let through in the last 60 s, by whatever clock the caller reads (pure: tests
/// give the times).
package final class DeliveryRateLimit: Sendable {
  /// The window.
  package static let window: Double = 60
  private let seen = Mutex<[String: [Double]]>([:])

  /// A limit with nothing seen yet.
  package init() {}

  /// Lets a delivery of hook `id` at `now` through (`nil`) when fewer than `limit` came in the
  /// last minute; else the whole seconds after which one will be let through (`Retry-After`).
  package func admit(_ id: String, limit: Int, now: Double) -> Int? {
    seen.withLock { seen in
      var times = seen[id, default: []].filter { $0 > now - Self.window }
      defer {
        seen[id] = times.isEmpty ? nil : times
        // Hooks nobody has called in a minute are forgotten: the map stays as small as the traffic.
        if seen.count > 1024 { seen = seen.filter { $0.value.last ?? 0 > now - Self.window } }
      }
      guard times.count < max(1, limit) else {
        return max(1, Int((times[times.count - limit] + Self.window - now).rounded(.up)))
      }
      times.append(now)
      return nil
    }
  }
}

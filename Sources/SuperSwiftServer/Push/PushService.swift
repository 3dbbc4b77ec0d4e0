import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// Web Push from this server to the library's subscribed devices (RFC 8030, 8291, 8292): a
/// message goes to every subscription that enabled its category, each encrypted for that
/// browser, signed with the library's VAPID key, and posted to its push service on a small
/// queue of the server's own — never on the thread of the run that caused it.
///
/// Invariants: at most `width` deliveries at once; a delivery the push service asks to be
/// repeated (429, 5xx, unreachable) waits on the server's clock, not on a queue thread, and is
/// queued again when the wait is over (`PushDelivery` decides); a subscription the service
/// says has ended (404, 410) is removed; an endpoint off the allow-list (`PushEndpoints`) is
/// never posted to. `pending` counts every delivery not yet decided, waits included.
package final class PushService: Sendable {
  /// The library's subscriptions.
  package let subscriptions: PushSubscriptions
  /// Where messages may go.
  package let endpoints: PushEndpoints
  /// The library's VAPID key file.
  let keys: PushKeys
  /// How deliveries reach push services.
  let client: HTTPClient
  /// The clock retries wait on.
  let clock: any HostClock
  /// The queue deliveries run on.
  private let queue: WorkQueue
  /// The server's VAPID identity, made at the first use.
  private let identity = Mutex<VAPID?>(nil)
  /// The contact in every token (`sub`): `--push-contact`, else the server's address.
  private let contact: Mutex<String>
  /// Deliveries not yet decided, and a waiter told when the count changes.
  private let pending = Mutex(0)
  private let settled = StateWaiter()
  /// What happened to each delivery, for `serve`'s log (the test's and the owner's view).
  private let log: @Sendable (String) -> Void

  /// Deliveries by outcome (`delivered`, `retried`, `removed`, `givenUp`), for `/metrics`.
  private let outcomes = Mutex<[String: Int]>([:])

  /// Deliveries by outcome since the server started.
  package var deliveryCounts: [String: Int] { outcomes.withLock { $0 } }

  /// The most deliveries at once.
  static let width = 2

  /// The push service of the library in `paths`.
  package init(
    paths: Paths, endpoints: PushEndpoints, clock: any HostClock,
    client: HTTPClient = HTTPClient(timeout: .seconds(15)),
    contact: String = "mailto:superswift@localhost", log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    subscriptions = PushSubscriptions(paths: paths)
    keys = PushKeys(paths: paths)
    self.endpoints = endpoints
    self.clock = clock
    self.client = client
    self.contact = Mutex(contact)
    self.log = log
    queue = WorkQueue(name: "push", width: Self.width)
  }

  /// Sets the contact the tokens name (`mailto:` or `https:`).
  package func setContact(_ contact: String) {
    self.contact.withLock { $0 = contact }
    identity.withLock { $0 = nil }
  }

  /// The server's VAPID identity: the library's key (made the first time) and the contact.
  package func vapid() throws -> VAPID {
    try identity.withLock { identity in
      if let identity { return identity }
      let made = VAPID(key: try keys.keyPair(), subject: contact.withLock { $0 })
      identity = made
      return made
    }
  }

  /// Sends `message` to every subscription that enabled its category; returns how many.
  @discardableResult
  package func send(_ message: PushMessage) -> Int {
    let targets = subscriptions.list().filter { $0.categories.contains(message.category) }
    for target in targets { enqueue(Delivery(subscription: target, message: message, attempt: 1)) }
    return targets.count
  }

  /// Sends `message` to subscription `id` whatever its categories (the page's "Send a test").
  package func send(_ message: PushMessage, to id: String) throws(PushSubscriptions.Refusal) {
    guard let target = subscriptions.subscription(id) else { throw .unknown(id) }
    enqueue(Delivery(subscription: target, message: message, attempt: 1))
  }

  /// Waits until every delivery has been decided (retries included), or `deadline`; whether
  /// they all were.
  package func drain(deadline: ContinuousClock.Instant) -> Bool {
    settled.wait(until: { [self] in pending.withLock { $0 == 0 } }, deadline: deadline)
  }

  /// One message on its way to one subscription.
  struct Delivery: Sendable {
    var subscription: PushSubscription
    var message: PushMessage
    var attempt: Int
  }

  private func enqueue(_ delivery: Delivery) {
    pending.withLock { $0 += 1 }
    settled.notify()
    queue.submit { [self] in attempt(delivery) }
  }

  /// One attempt: encrypt, post, and follow `PushDelivery`'s decision.
  private func attempt(_ delivery: Delivery) {
    let decision = deliver(delivery)
    let outcome =
      switch decision {
      case .delivered: "delivered"
      case .retry: "retried"
      case .remove: "removed"
      case .giveUp: "givenUp"
      }
    outcomes.withLock { $0[outcome, default: 0] += 1 }
    let id = delivery.subscription.id
    let now = clock.now
    // Each record of the outcome is best effort: the subscription may have been removed since.
    switch decision {
    case .delivered:
      // Written when it says something new (the first delivery, the end of a failure, a minute
      // on): the file is every subscription's, and a fan-out must not rewrite it per message.
      let known = delivery.subscription
      if known.lastError != nil || known.lastDelivered.map({ now.timeIntervalSince1970 - $0 >= 60 }) ?? true {
        do { try subscriptions.recordDelivery(to: id, error: nil, now: now) } catch { log("push: \(error)") }
      }
    case .retry(let after):
      log(
        "push: \(PushSubscription.serviceName(of: delivery.subscription.endpoint)) asked to try again in \(Int(after)) s"
      )
      let next = Delivery(subscription: delivery.subscription, message: delivery.message, attempt: delivery.attempt + 1)
      // Counted from now, so a drain waits for it; its attempt uncounts it.
      pending.withLock { $0 += 1 }
      clock.schedule(at: now.addingTimeInterval(after)) { [self] in
        queue.submit { [self] in attempt(next) }
      }
    case .remove(let why):
      log("push: removed the subscription of \(delivery.subscription.device): \(why)")
      do { try subscriptions.remove(id) } catch { log("push: \(error)") }
    case .giveUp(let why):
      log("push: a message to \(delivery.subscription.device) was given up: \(why)")
      do { try subscriptions.recordDelivery(to: id, error: why, now: now) } catch { log("push: \(error)") }
    }
    pending.withLock { $0 -= 1 }
    settled.notify()
  }

  /// Encrypts and posts the message; the decision on the push service's answer.
  private func deliver(_ delivery: Delivery) -> PushDelivery.Decision {
    let subscription = delivery.subscription
    let endpoint: URL
    do {
      endpoint = try endpoints.check(subscription.endpoint)
    } catch {
      return .remove(error.description)
    }
    let body: [UInt8]
    let authorization: String
    do {
      body = try WebPushEncryption.encrypt(
        Array(delivery.message.json.text.utf8), p256dh: subscription.p256dh, auth: subscription.auth)
      authorization = try vapid().authorization(for: endpoint, now: clock.now)
    } catch let failure as WebPushEncryption.Failure {
      return failure == .badSubscription ? .remove(failure.description) : .giveUp(failure.description)
    } catch {
      return .giveUp("could not sign the message: \(error)")
    }
    let category = delivery.message.category
    let headers = [
      ("Authorization", authorization), ("Content-Encoding", "aes128gcm"),
      ("Content-Type", "application/octet-stream"), ("TTL", String(category.timeToLive)),
      ("Urgency", category.urgency),
    ]
    let outcome: PushDelivery.Outcome
    do {
      let response = try client.send("POST", to: endpoint, headers: headers, body: body)
      outcome = .answered(status: response.status, retryAfter: response.header("Retry-After"))
    } catch {
      outcome = .unreachable(error.description)
    }
    return PushDelivery.decide(outcome, attempt: delivery.attempt, now: clock.now)
  }
}

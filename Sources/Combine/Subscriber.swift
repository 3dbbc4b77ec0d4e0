import Foundation

extension Subscribers {
  /// How many more values a subscriber asks for. Publishers here send every value as it comes
  /// (as if every subscriber asked for `.unlimited`); a demand is kept for the code that states it.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number asked for; `nil` for no limit.
    public let max: Int?

    private init(limit: Int?) { max = limit }

    /// As many as there are.
    public static let unlimited = Demand(limit: nil)
    /// None more.
    public static let none = Demand(limit: 0)

    /// At most `value` more.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand is never negative")
      return Demand(limit: value)
    }

    /// Two demands added (unlimited stays unlimited).
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      return .max(left + right)
    }

    /// A demand and a number added.
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    /// A number taken from a demand (never below none).
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      return .max(Swift.max(0, left - rhs))
    }

    /// Adds to a demand in place.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// Adds a number to a demand in place.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// Takes a number from a demand in place.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Fewer asked for is less; unlimited is the most.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (.some(let left), .some(let right)): left < right
      case (.some, .none): true
      case (.none, _): false
      }
    }

    /// `unlimited` or `max(n)`.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// A subscriber that calls closures with each value and the completion; cancel it to stop.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let held = SubscriptionHolder()

    /// A sink of these closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription, and asks for every value.
    public func receive(subscription: any Subscription) {
      held.keep(subscription)
      subscription.request(.unlimited)
    }

    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand {
      receiveValue(input)
      return .none
    }

    /// Passes the completion on and lets the subscription go.
    public func receive(completion: Subscribers.Completion<Failure>) {
      receiveCompletion(completion)
      held.release()
    }

    /// Stops the subscription.
    public func cancel() { held.cancel() }
  }

  /// A subscriber that writes each value to an object's property; cancel it to stop.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    /// Assign never fails.
    public typealias Failure = Never
    /// The object written to, until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let held = SubscriptionHolder()

    /// Writes each value to `object[keyPath: keyPath]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription, and asks for every value.
    public func receive(subscription: any Subscription) {
      held.keep(subscription)
      subscription.request(.unlimited)
    }

    /// Writes the value.
    public func receive(_ input: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = input
      return .none
    }

    /// Lets the object and the subscription go.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      held.release()
    }

    /// Stops the subscription and lets the object go.
    public func cancel() {
      object = nil
      held.cancel()
    }
  }
}

/// What receives a publisher's values (`publisher.subscribe(subscriber)`): Combine's
/// `Subscribers.Sink` and `Subscribers.Assign`, or a type of the app's own.
public protocol Subscriber<Input, Failure> {
  /// The values it takes.
  associatedtype Input
  /// How the publisher may fail.
  associatedtype Failure: Error

  /// The subscription began: keep it to cancel it, and ask for values.
  func receive(subscription: any Subscription)
  /// A value; says how many more it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The end.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A publisher's link to one subscriber: ask for values, or cancel.
public protocol Subscription: Cancellable {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// A subscriber's hold on its subscription, safe from any thread.
final class SubscriptionHolder: @unchecked Sendable {
  private let lock = NSLock()
  private var subscription: (any Subscription)?

  func keep(_ subscription: any Subscription) { lock.withLock { self.subscription = subscription } }

  func release() { lock.withLock { subscription = nil } }

  func cancel() {
    let taken = lock.withLock { () -> (any Subscription)? in
      defer { subscription = nil }
      return subscription
    }
    taken?.cancel()
  }
}

/// The subscription `subscribe(_:)` hands a subscriber: it holds the publisher's cancellable and
/// keeps itself alive until it completes or is cancelled, as Combine's upstream does.
final class PublisherSubscription: Subscription, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var live: [ObjectIdentifier: PublisherSubscription] = [:]
  private let lock = NSLock()
  private var cancellable: AnyCancellable?

  init() {}

  func start(_ cancellable: AnyCancellable) {
    let cancelled = lock.withLock { () -> Bool in
      if self.cancellable == nil && finished { return true }
      self.cancellable = cancellable
      return false
    }
    if cancelled { cancellable.cancel() }
  }

  private var finished = false

  /// Kept alive until `end`.
  func retain() { Self.lock.withLock { Self.live[ObjectIdentifier(self)] = self } }

  /// Let go: completed or cancelled.
  func end() {
    let taken = lock.withLock { () -> AnyCancellable? in
      finished = true
      defer { cancellable = nil }
      return cancellable
    }
    taken?.cancel()
    _ = Self.lock.withLock { Self.live.removeValue(forKey: ObjectIdentifier(self)) }
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() { end() }
}

extension Publisher {
  /// Sends this publisher's values to `subscriber` until it completes or the subscription is
  /// cancelled (`Subscribers.Assign`, `Subscribers.Sink`, or a subscriber of the app's own).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = PublisherSubscription()
    subscription.retain()
    subscriber.receive(subscription: subscription)
    let cancellable = _subscribe { [weak subscription] event in
      switch event {
      case .value(let value): _ = subscriber.receive(value)
      case .completion(let completion):
        subscriber.receive(completion: completion)
        subscription?.end()
      }
    }
    subscription.start(cancellable)
  }
}

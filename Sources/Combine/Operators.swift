import Foundation

extension Publisher {
  /// A publisher built from this one by changing each event.
  func transformed<NewOutput, NewFailure: Error>(
    _ transform:
      @escaping (
        PublisherEvent<Output, Failure>, _ send: @escaping (PublisherEvent<NewOutput, NewFailure>) -> Void
      ) -> Void
  ) -> AnyPublisher<NewOutput, NewFailure> {
    AnyPublisher { receive in _subscribe { transform($0, receive) } }
  }

  /// Each value, changed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    transformed { event, send in
      switch event {
      case .value(let value): send(.value(transform(value)))
      case .completion(let end): send(.completion(end))
      }
    }
  }

  /// Each value `transform` makes something of; `nil`s are dropped.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    transformed { event, send in
      switch event {
      case .value(let value): if let changed = transform(value) { send(.value(changed)) }
      case .completion(let end): send(.completion(end))
      }
    }
  }

  /// The values `isIncluded` keeps.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    transformed { event, send in
      if case .value(let value) = event, !isIncluded(value) { return }
      send(event)
    }
  }

  /// A running result: `initialResult`, then each value folded into it.
  public func scan<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
    transformed(state: { initialResult }) { result, event, send in
      switch event {
      case .value(let value):
        result = next(result, value)
        send(.value(result))
      case .completion(let end): send(.completion(end))
      }
    }
  }

  /// All but the first `count` values.
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    transformed(state: { 0 }) { seen, event, send in
      if case .value = event {
        seen += 1
        if seen <= count { return }
      }
      send(event)
    }
  }

  /// The first value, then the end.
  public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

  /// The first `maxLength` values, then the end.
  public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
    transformed(state: { 0 }) { sent, event, send in
      guard sent < maxLength else { return }
      send(event)
      if case .value = event {
        sent += 1
        if sent == maxLength { send(.completion(.finished)) }
      }
    }
  }

  /// The values, each sent on `scheduler` (the main queue, say).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<
    Output, Failure
  > {
    transformed { event, send in scheduler.schedule { send(event) } }
  }

  /// The publisher subscribed to on `scheduler`: the subscription starts from a job the
  /// scheduler runs, so work a publisher does when subscribed (a data task, a file read)
  /// happens there; values arrive where the upstream sends them.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<
    Output, Failure
  > {
    AnyPublisher { receive in
      let bag = CancelBag()
      scheduler.schedule { bag.add(self._subscribe(receive)) }
      return AnyCancellable { bag.cancel() }
    }
  }

  /// A value once `dueTime` has passed without another (a search field's typing).
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil)
    -> AnyPublisher<Output, Failure>
  {
    let generation = Counter()
    return transformed { event, send in
      switch event {
      case .value:
        let mine = generation.increment()
        scheduler.schedule(after: dueTime) { if generation.value == mine { send(event) } }
      case .completion: scheduler.schedule(after: dueTime) { send(event) }
      }
    }
  }

  /// At most one value per `interval`: the first (or, with `latest`, the last) of each.
  public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool)
    -> AnyPublisher<Output, Failure>
  {
    let state = ThrottleState<Output>()
    return transformed { event, send in
      guard case .value(let value) = event else { return send(event) }
      if state.offer(value, latest: latest) {
        scheduler.schedule(after: interval) { if let held = state.take() { send(.value(held)) } }
      }
    }
  }

  /// This publisher's values and `other`'s, as they come.
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    AnyPublisher { receive in
      let first = _subscribe(receive)
      let second = other._subscribe(receive)
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }

  /// The latest value of each, once both have sent one (a form's two fields).
  public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
  where P.Failure == Failure {
    AnyPublisher { receive in
      let latest = Latest<Output, P.Output>()
      let first = _subscribe { event in
        switch event {
        case .value(let value): if let pair = latest.set(first: value) { receive(.value(pair)) }
        case .completion(let end): receive(.completion(end))
        }
      }
      let second = other._subscribe { event in
        switch event {
        case .value(let value): if let pair = latest.set(second: value) { receive(.value(pair)) }
        case .completion(let end): receive(.completion(end))
        }
      }
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }

  /// Failures replaced by `output`, then the end.
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
    transformed { event, send in
      switch event {
      case .value(let value): send(.value(value))
      case .completion(.finished): send(.completion(.finished))
      case .completion(.failure):
        send(.value(output))
        send(.completion(.finished))
      }
    }
  }

  /// The values, with the failure type `Never` says it has none (for a `Never`-failing one).
  public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
    transformed { event, send in
      switch event {
      case .value(let value): send(.value(value))
      case .completion: send(.completion(.finished))
      }
    }
  }

  /// Runs the closures given at each event (the subscription, each value, the end, a
  /// cancellation, a demand: unlimited here), passing the events on.
  public func handleEvents(
    receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Int) -> Void)? = nil
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive in
      receiveSubscription?(())
      receiveRequest?(Int.max)
      let upstream = self._subscribe { event in
        switch event {
        case .value(let value): receiveOutput?(value)
        case .completion(let end): receiveCompletion?(end)
        }
        receive(event)
      }
      return AnyCancellable {
        receiveCancel?()
        upstream.cancel()
      }
    }
  }
}

extension Publisher where Output: Equatable {
  /// The values that differ from the one before.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    transformed(state: { Output?.none }) { last, event, send in
      if case .value(let value) = event {
        if value == last { return }
        last = value
      }
      send(event)
    }
  }
}

/// A number that goes up, shared between closures.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var current = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    current += 1
    return current
  }
}

/// The value a throttle holds for the end of its interval.
final class ThrottleState<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var held: Value?
  private var waiting = false

  /// Offers a value; `true` when it starts an interval.
  func offer(_ value: Value, latest: Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if waiting {
      if latest { held = value }
      return false
    }
    waiting = true
    held = value
    return true
  }

  func take() -> Value? {
    lock.lock()
    defer { lock.unlock() }
    waiting = false
    let value = held
    held = nil
    return value
  }
}

/// The latest value of each of two publishers.
final class Latest<A, B>: @unchecked Sendable {
  private let lock = NSLock()
  private var a: A?
  private var b: B?

  func set(first value: A) -> (A, B)? {
    lock.lock()
    defer { lock.unlock() }
    a = value
    return b.map { (value, $0) }
  }

  func set(second value: B) -> (A, B)? {
    lock.lock()
    defer { lock.unlock() }
    b = value
    return a.map { ($0, value) }
  }
}

extension Publishers {
  /// The latest value of each of two publishers (`Publishers.CombineLatest($name, $email)`).
  public static func CombineLatest<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<
    (A.Output, B.Output), A.Failure
  >
  where A.Failure == B.Failure {
    a.combineLatest(b)
  }

  /// The values of two publishers, as they come.
  public static func Merge<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<A.Output, A.Failure>
  where A.Output == B.Output, A.Failure == B.Failure {
    a.merge(with: b)
  }
}

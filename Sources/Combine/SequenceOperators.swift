import Foundation

// The rest of Apple's `Publisher` operators, by family: reducing (`collect`, `reduce`, `count`,
// `contains`, `allSatisfy`, `min`, `max`, `last`), selecting (`first(where:)`, `drop(while:)`,
// `prefix(while:)`, `output(at:)`, `ignoreOutput`), their throwing forms, sequencing
// (`append`, `prepend`, `zip`, `switchToLatest`), timing (`delay`, `timeout`), sharing
// (`share`, `multicast`) and debugging (`print`, `breakpoint`, `assertNoFailure`). Each
// subscription keeps its own state, as Apple's do.

extension Publisher {
  /// A publisher built from this one by changing each event, with state made afresh for each
  /// subscription.
  func transformed<State, NewOutput, NewFailure: Error>(
    state initial: @escaping () -> State,
    _ transform:
      @escaping (
        inout State, PublisherEvent<Output, Failure>, _ send: @escaping (PublisherEvent<NewOutput, NewFailure>) -> Void
      ) -> Void
  ) -> AnyPublisher<NewOutput, NewFailure> {
    AnyPublisher { receive in
      var state = initial()
      return _subscribe { transform(&state, $0, receive) }
    }
  }

  /// One value when this publisher finishes, made by `finish` from the values it sent (or
  /// failure, passed on).
  func reduced<T>(_ finish: @escaping ([Output]) -> T?) -> AnyPublisher<T, Failure> {
    transformed(state: { [Output]() }) { values, event, send in
      switch event {
      case .value(let value): values.append(value)
      case .completion(.finished):
        if let result = finish(values) { send(.value(result)) }
        send(.completion(.finished))
      case .completion(let end): send(.completion(end))
      }
    }
  }

  /// Every value, as one array when this publisher finishes.
  public func collect() -> AnyPublisher<[Output], Failure> { reduced { $0 } }

  /// The values in arrays of `count` (the last may be shorter).
  public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
    transformed(state: { [Output]() }) { batch, event, send in
      switch event {
      case .value(let value):
        batch.append(value)
        if batch.count >= count {
          send(.value(batch))
          batch.removeAll()
        }
      case .completion(let end):
        if case .finished = end, !batch.isEmpty { send(.value(batch)) }
        send(.completion(end))
      }
    }
  }

  /// `initialResult` with each value folded in, sent when this publisher finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<
    T, Failure
  > {
    reduced { $0.reduce(initialResult, nextPartialResult) }
  }

  /// How many values were sent, when this publisher finishes.
  public func count() -> AnyPublisher<Int, Failure> { reduced { $0.count } }

  /// Whether a value satisfies `predicate`: `true` at the first that does, `false` at the end.
  public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
    transformed(state: { false }) { done, event, send in
      guard !done else { return }
      switch event {
      case .value(let value):
        if predicate(value) {
          done = true
          send(.value(true))
          send(.completion(.finished))
        }
      case .completion(.finished):
        send(.value(false))
        send(.completion(.finished))
      case .completion(let end): send(.completion(end))
      }
    }
  }

  /// Whether every value satisfies `predicate`: `false` at the first that does not.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
    contains { !predicate($0) }.map { !$0 }
  }

  /// The smallest value by `areInIncreasingOrder`, when this publisher finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    reduced { $0.min(by: areInIncreasingOrder) }
  }

  /// The largest value by `areInIncreasingOrder`, when this publisher finishes.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    reduced { $0.max(by: areInIncreasingOrder) }
  }

  /// The last value, when this publisher finishes.
  public func last() -> AnyPublisher<Output, Failure> { reduced { $0.last } }

  /// The last value satisfying `predicate`, when this publisher finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    reduced { $0.last(where: predicate) }
  }

  /// The first value satisfying `predicate`, then the end.
  public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    filter(predicate).prefix(1)
  }

  /// The values from the first that does not satisfy `predicate` on.
  public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    transformed(state: { true }) { dropping, event, send in
      if dropping, case .value(let value) = event {
        if predicate(value) { return }
        dropping = false
      }
      send(event)
    }
  }

  /// The values while `predicate` holds, then the end.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    transformed(state: { false }) { ended, event, send in
      guard !ended else { return }
      if case .value(let value) = event, !predicate(value) {
        ended = true
        send(.completion(.finished))
        return
      }
      send(event)
    }
  }

  /// The value at `index`, then the end.
  public func output(at index: Int) -> AnyPublisher<Output, Failure> { output(in: index...index) }

  /// The values at the positions in `range`, then the end.
  public func output<R: RangeExpression>(in range: R) -> AnyPublisher<Output, Failure> where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    return transformed(state: { 0 }) { position, event, send in
      switch event {
      case .value:
        guard position < bounds.upperBound else { return }
        if bounds.contains(position) { send(event) }
        position += 1
        if position == bounds.upperBound { send(.completion(.finished)) }
      case .completion:
        if position < bounds.upperBound { send(event) }
      }
    }
  }

  /// No values; the end as it comes.
  public func ignoreOutput() -> AnyPublisher<Never, Failure> {
    transformed(state: {}) { _, event, send in
      if case .completion(let end) = event { send(.completion(end)) }
    }
  }

  /// `output` when this publisher finishes without a value.
  public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
    transformed(state: { false }) { sent, event, send in
      switch event {
      case .value:
        sent = true
        send(event)
      case .completion(.finished):
        if !sent { send(.value(output)) }
        send(event)
      case .completion: send(event)
      }
    }
  }

  /// The values that differ from the one before by `predicate` (`true`: a duplicate).
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    transformed(state: { Output?.none }) { last, event, send in
      if case .value(let value) = event {
        if let previous = last, predicate(previous, value) { return }
        last = value
      }
      send(event)
    }
  }

  /// Each value's property at `keyPath`.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> {
    map { $0[keyPath: keyPath] }
  }

  /// Each value's properties at two key paths.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> AnyPublisher<
    (T0, T1), Failure
  > {
    map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
  }

  // MARK: Sequencing

  /// This publisher's values, then `elements`.
  public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { append(elements) }

  /// This publisher's values, then those of `elements`.
  public func append<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
    let values = Array(elements)
    return transformed(state: {}) { _, event, send in
      if case .completion(.finished) = event { values.forEach { send(.value($0)) } }
      send(event)
    }
  }

  /// This publisher's values, then `other`'s once it finishes.
  public func append<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    AnyPublisher { receive in
      let bag = CancelBag()
      bag.add(
        self._subscribe { event in
          if case .completion(.finished) = event {
            bag.add(other._subscribe(receive))
          } else {
            receive(event)
          }
        })
      return AnyCancellable { bag.cancel() }
    }
  }

  /// `elements`, then this publisher's values.
  public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { prepend(elements) }

  /// The values of `elements`, then this publisher's.
  public func prepend<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
    let values = Array(elements)
    return AnyPublisher { receive in
      values.forEach { receive(.value($0)) }
      return self._subscribe(receive)
    }
  }

  /// `other`'s values, then this publisher's once `other` finishes.
  public func prepend<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    other.append(self)
  }

  /// Pairs of this publisher's and `other`'s values, the nth of each together.
  public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
    AnyPublisher { receive in
      let queue = ZipQueues<Output, P.Output>()
      let flush = {
        while let pair = queue.pair() { receive(.value(pair)) }
      }
      let first = self._subscribe { event in
        switch event {
        case .value(let value):
          queue.left.append(value)
          flush()
        case .completion(let end): receive(.completion(end))
        }
      }
      let second = other._subscribe { event in
        switch event {
        case .value(let value):
          queue.right.append(value)
          flush()
        case .completion(let end): receive(.completion(end))
        }
      }
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }

  /// Triples of this publisher's, `second`'s and `third`'s values.
  public func zip<P: Publisher, Q: Publisher>(_ second: P, _ third: Q) -> AnyPublisher<
    (Output, P.Output, Q.Output), Failure
  > where P.Failure == Failure, Q.Failure == Failure {
    zip(second).zip(third).map { ($0.0, $0.1, $1) }
  }

  // MARK: Timing

  /// Each event `interval` later, on `scheduler`.
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil)
    -> AnyPublisher<Output, Failure>
  {
    transformed(state: {}) { _, event, send in scheduler.schedule(after: interval) { send(event) } }
  }

  /// The values, ended (finished, or with `customError`'s failure) when `interval` passes
  /// without one.
  public func timeout<S: Scheduler>(
    _ interval: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive in
      let generation = Counter()
      let ended = Counter()
      let arm = {
        let mine = generation.increment()
        scheduler.schedule(after: interval) {
          guard generation.value == mine, ended.value == 0 else { return }
          _ = ended.increment()
          receive(.completion(customError.map { .failure($0()) } ?? .finished))
        }
      }
      arm()
      let upstream = self._subscribe { event in
        guard ended.value == 0 else { return }
        if case .completion = event { _ = ended.increment() } else { arm() }
        receive(event)
      }
      return upstream
    }
  }

  // MARK: Sharing and debugging

  /// One subscription to this publisher shared by every subscriber, made by the first and
  /// ended by the last's leaving (a network request made once for several views).
  public func share() -> AnyPublisher<Output, Failure> {
    let shared = SharedSubscription(self)
    return AnyPublisher { receive in shared.add(receive) }
  }

  /// Prints each event with `prefix` (to standard output, or `stream`), passing it on.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> AnyPublisher<Output, Failure> {
    let lead = prefix.isEmpty ? "" : prefix + ": "
    return transformed(state: {}) { _, event, send in
      let line: String
      switch event {
      case .value(let value): line = "\(lead)receive value: (\(value))"
      case .completion(.finished): line = "\(lead)receive finished"
      case .completion(.failure(let error)): line = "\(lead)receive error: (\(error))"
      }
      if var stream { stream.write(line + "\n") } else { Swift.print(line) }
      send(event)
    }
  }

  /// Passes each event on (a debugger's breakpoint has nothing to stop on a page).
  public func breakpoint(
    receiveSubscription: ((Any) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> AnyPublisher<Output, Failure> {
    eraseToAnyPublisher()
  }

  /// Passes each event on (a debugger's breakpoint on failure has nothing to stop on a page).
  public func breakpointOnError() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

  /// The values; a failure stops the app with its error, as Apple's does.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> AnyPublisher<Output, Never>
  {
    transformed(state: {}) { _, event, send in
      switch event {
      case .value(let value): send(.value(value))
      case .completion(.finished): send(.completion(.finished))
      case .completion(.failure(let error)): fatalError("\(prefix)\(error)", file: file, line: line)
      }
    }
  }
}

extension Publisher where Output: Equatable {
  /// Whether `output` is among the values.
  public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { contains { $0 == output } }
}

extension Publisher where Output: Comparable {
  /// The smallest value, when this publisher finishes.
  public func min() -> AnyPublisher<Output, Failure> { min(by: <) }
  /// The largest value, when this publisher finishes.
  public func max() -> AnyPublisher<Output, Failure> { max(by: <) }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the newest inner publisher, the one before it cancelled (a search that
  /// starts a request per query and keeps only the latest's answer).
  public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
    AnyPublisher { receive in
      let inner = CancelBag()
      let outer = self._subscribe { event in
        switch event {
        case .value(let publisher):
          inner.cancel()
          inner.add(
            publisher._subscribe { innerEvent in
              if case .value = innerEvent { receive(innerEvent) }
              if case .completion(.failure) = innerEvent { receive(innerEvent) }
            })
        case .completion(let end): receive(.completion(end))
        }
      }
      return AnyCancellable {
        inner.cancel()
        outer.cancel()
      }
    }
  }
}

/// Values of two publishers waiting to be paired by `zip`.
final class ZipQueues<Left, Right>: @unchecked Sendable {
  var left: [Left] = []
  var right: [Right] = []

  /// The oldest pair, if both sides have a value.
  func pair() -> (Left, Right)? {
    guard !left.isEmpty, !right.isEmpty else { return nil }
    return (left.removeFirst(), right.removeFirst())
  }
}

/// `share()`'s one upstream subscription and its subscribers.
final class SharedSubscription<Upstream: Publisher>: @unchecked Sendable {
  let upstream: Upstream
  private let lock = NSLock()
  private var receivers: [Int: (PublisherEvent<Upstream.Output, Upstream.Failure>) -> Void] = [:]
  private var next = 0
  private var subscription: AnyCancellable?

  init(_ upstream: Upstream) { self.upstream = upstream }

  /// Adds a subscriber, subscribing upstream for the first.
  func add(_ receive: @escaping (PublisherEvent<Upstream.Output, Upstream.Failure>) -> Void) -> AnyCancellable {
    let (key, first) = lock.withLock { () -> (Int, Bool) in
      next += 1
      receivers[next] = receive
      return (next, receivers.count == 1 && subscription == nil)
    }
    if first {
      let made = upstream._subscribe { [weak self] event in self?.send(event) }
      lock.withLock { subscription = made }
    }
    return AnyCancellable { [weak self] in self?.remove(key) }
  }

  private func send(_ event: PublisherEvent<Upstream.Output, Upstream.Failure>) {
    let current = lock.withLock { Array(receivers.values) }
    current.forEach { $0(event) }
    if case .completion = event { lock.withLock { subscription = nil } }
  }

  private func remove(_ key: Int) {
    let ended = lock.withLock { () -> AnyCancellable? in
      receivers[key] = nil
      guard receivers.isEmpty else { return nil }
      defer { subscription = nil }
      return subscription
    }
    ended?.cancel()
  }
}

/// A publisher made anew for each subscriber by a closure (`Deferred { Future { … } }`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The values the made publisher sends.
  public typealias Output = DeferredPublisher.Output
  /// How the made publisher fails.
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher, once per subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher made by `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

  /// Subscribes to a publisher made for this subscriber.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    createPublisher()._subscribe(receive)
  }
}

// MARK: The throwing forms: a throw ends the stream with its error.

extension Publisher {
  /// The values `isIncluded` keeps; it may throw.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    tryMap { (try isIncluded($0), $0) }.filter(\.0).map(\.1)
  }

  /// Each value `transform` makes something of, `nil`s dropped; it may throw.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> {
    tryMap(transform).compactMap { $0 }
  }

  /// A running result that `next` may throw from.
  public func tryScan<T>(_ initialResult: T, _ next: @escaping (T, Output) throws -> T) -> AnyPublisher<T, any Error> {
    AnyPublisher { receive in
      var result = initialResult
      return self.tryMap { value -> T in
        result = try next(result, value)
        return result
      }._subscribe(receive)
    }
  }

  /// `initialResult` with each value folded in by `next`, which may throw; sent at the end.
  public func tryReduce<T>(_ initialResult: T, _ next: @escaping (T, Output) throws -> T) -> AnyPublisher<
    T, any Error
  > {
    mapError { $0 as any Error }.collect().tryMap { try $0.reduce(initialResult, next) }
  }

  /// Whether a value satisfies `predicate`, which may throw.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
    tryMap(predicate).contains { $0 }
  }

  /// Whether every value satisfies `predicate`, which may throw.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
    tryMap(predicate).allSatisfy { $0 }
  }

  /// The first value satisfying `predicate`, which may throw.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    tryFilter(predicate).prefix(1)
  }

  /// The last value satisfying `predicate`, which may throw, at the end.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    tryFilter(predicate).last()
  }

  /// The values from the first that does not satisfy `predicate` (which may throw) on.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher { receive in
      var dropping = true
      return self.tryMap { value -> (Bool, Output) in
        if dropping { dropping = try predicate(value) }
        return (dropping, value)
      }.filter { !$0.0 }.map(\.1)._subscribe(receive)
    }
  }

  /// The values while `predicate` (which may throw) holds, then the end.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    tryMap { (try predicate($0), $0) }.prefix(while: \.0).map(\.1)
  }

  /// The values that differ from the one before by `predicate`, which may throw.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<
    Output, any Error
  > {
    AnyPublisher { receive in
      var last: Output?
      return self.tryMap { value -> (Bool, Output) in
        defer { last = value }
        guard let previous = last else { return (true, value) }
        return (try !predicate(previous, value), value)
      }.filter(\.0).map(\.1)._subscribe(receive)
    }
  }

  /// The smallest value by `areInIncreasingOrder`, which may throw, at the end.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<
    Output, any Error
  > {
    mapError { $0 as any Error }.collect().tryMap { try $0.min(by: areInIncreasingOrder) }.compactMap { $0 }
  }

  /// The largest value by `areInIncreasingOrder`, which may throw, at the end.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<
    Output, any Error
  > {
    mapError { $0 as any Error }.collect().tryMap { try $0.max(by: areInIncreasingOrder) }.compactMap { $0 }
  }

  /// On failure, the publisher `handler` makes of the error; `handler` may throw.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, any Error>
  where P.Output == Output {
    mapError { $0 as any Error }.catch { error -> AnyPublisher<Output, any Error> in
      do {
        return try handler(error as! Failure).mapError { $0 as any Error }.eraseToAnyPublisher()
      } catch {
        return Fail(error: error).eraseToAnyPublisher()
      }
    }
  }
}

extension Sequence {
  /// A publisher of the sequence's elements, one after another, then the end.
  public var publisher: AnyPublisher<Element, Never> {
    let elements = Array(self)
    return AnyPublisher { receive in
      for element in elements { receive(.value(element)) }
      receive(.completion(.finished))
      return AnyCancellable {}
    }
  }
}

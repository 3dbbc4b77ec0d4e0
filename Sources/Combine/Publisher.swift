import Foundation

/// What a publisher sends a subscriber: values, then at most one completion.
public enum PublisherEvent<Output, Failure: Error> {
  /// A value.
  case value(Output)
  /// The end: finished, or failed.
  case completion(Subscribers.Completion<Failure>)
}

/// Something that sends values over time: SwiftUI apps' timers, subjects, `@Published`
/// properties and their operators. A subset of Apple's Combine, in plain Swift: publishers
/// are subscribed to with `sink`, `assign`, `onReceive` or `values`, never through
/// `Subscriber`/`Subscription` by hand.
public protocol Publisher<Output, Failure> {
  /// What it sends.
  associatedtype Output
  /// How it fails (`Never`: it does not).
  associatedtype Failure: Error

  /// Starts sending to `receive`, until the returned cancellable is cancelled or released.
  func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable
}

/// Namespaces of Combine's types.
public enum Subscribers {
  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// It sent all it had.
    case finished
    /// It failed.
    case failure(Failure)
  }
}

/// Namespace of the operators' publishers.
public enum Publishers {}

extension Publisher {
  /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _subscribe { event in
      switch event {
      case .value(let value): receiveValue(value)
      case .completion(let completion): receiveCompletion(completion)
      }
    }
  }

  /// This publisher as `AnyPublisher`, hiding its type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    _subscribe { event in
      if case .value(let value) = event { receiveValue(value) }
    }
  }

  /// Writes each value to `object`'s property at `keyPath`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Writes each value to a `@Published` property (`assign(to: &$total)`), for as long as
  /// the property's object lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let cancellable = sink { [weak storage] in storage?.set($0) }
    storage.keep(cancellable)
  }

}

extension Publisher where Failure == Never, Output: Sendable {
  /// The values as an asynchronous sequence: `for await date in timer.values { … }`.
  public var values: AsyncStream<Output> {
    AsyncStream { continuation in
      let cancellable = _subscribe { event in
        switch event {
        case .value(let value): continuation.yield(value)
        case .completion: continuation.finish()
        }
      }
      let box = CancellableBox(cancellable)
      continuation.onTermination = { _ in box.cancel() }
    }
  }
}

/// Holds a cancellable for a closure that may run on another thread.
final class CancellableBox: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellable: AnyCancellable?

  init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }

  func cancel() {
    lock.lock()
    let taken = cancellable
    cancellable = nil
    lock.unlock()
    taken?.cancel()
  }
}

/// Any publisher of these outputs and failures.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (@escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable

  /// `publisher`, its type hidden.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = publisher._subscribe
  }

  /// A publisher made of a subscribe function (what the operators build).
  init(subscribe: @escaping (@escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable) {
    self.subscribe = subscribe
  }

  /// Subscribes to the publisher it hides.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    subscribe(receive)
  }
}

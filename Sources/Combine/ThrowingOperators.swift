import Foundation

// The operators network and parsing pipelines use: `tryMap`, `decode`, `mapError`, `catch`,
// `flatMap`, `retry`, `replaceNil`, as `URLSession.dataTaskPublisher(for:)` code chains them.

/// A decoder Combine's `decode(type:decoder:)` can use (JSONDecoder, PropertyListDecoder).
public protocol TopLevelDecoder<Input> {
  /// What it decodes from.
  associatedtype Input
  /// Decodes a value of `type`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder Combine's `encode(encoder:)` can use.
public protocol TopLevelEncoder<Output> {
  /// What it encodes to.
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Each value changed by `transform`, which may throw: a throw ends the stream with its error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
    AnyPublisher { receive in
      // A throw ends the stream: what the upstream sends after it (its own finish) is dropped.
      let ended = EndedFlag()
      return self._subscribe { event in
        guard !ended.isSet else { return }
        switch event {
        case .value(let value):
          do { receive(.value(try transform(value))) } catch {
            ended.set()
            receive(.completion(.failure(error)))
          }
        case .completion(.finished): receive(.completion(.finished))
        case .completion(.failure(let error)): receive(.completion(.failure(error)))
        }
      }
    }
  }

  /// Each value decoded by `decoder` as `type`; a failure ends the stream with its error.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> AnyPublisher<Item, any Error> where Output == Coder.Input
  {
    tryMap { try decoder.decode(type, from: $0) }
  }

  /// Each value encoded by `encoder`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, any Error>
  where Output: Encodable {
    tryMap { try encoder.encode($0) }
  }

  /// The failure changed by `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
    transformed { event, send in
      switch event {
      case .value(let value): send(.value(value))
      case .completion(.finished): send(.completion(.finished))
      case .completion(.failure(let error)): send(.completion(.failure(transform(error))))
      }
    }
  }

  /// On failure, the publisher `handler` makes of the error, instead.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
  where P.Output == Output {
    AnyPublisher { receive in
      let bag = CancelBag()
      bag.add(
        self._subscribe { event in
          switch event {
          case .value(let value): receive(.value(value))
          case .completion(.finished): receive(.completion(.finished))
          case .completion(.failure(let error)): bag.add(handler(error)._subscribe(receive))
          }
        })
      return AnyCancellable { bag.cancel() }
    }
  }

  /// Each value's publisher, their values merged; the stream ends when this one has ended and
  /// every inner one has.
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
  where P.Failure == Failure {
    AnyPublisher { receive in
      let bag = CancelBag()
      bag.add(
        self._subscribe { event in
          switch event {
          case .value(let value):
            bag.add(
              transform(value)._subscribe { inner in
                switch inner {
                case .value(let output): receive(.value(output))
                case .completion(.failure(let error)): receive(.completion(.failure(error)))
                case .completion(.finished): break
                }
              })
          case .completion(let end): receive(.completion(end))
          }
        })
      return AnyCancellable { bag.cancel() }
    }
  }

  /// Subscribes again after a failure, up to `retries` times.
  public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive in
      let bag = CancelBag()
      func attempt(_ left: Int) {
        bag.add(
          self._subscribe { event in
            if case .completion(.failure) = event, left > 0 { attempt(left - 1) } else { receive(event) }
          })
      }
      attempt(retries)
      return AnyCancellable { bag.cancel() }
    }
  }

  /// `nil` values replaced by `output`.
  public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
    map { $0 ?? output }
  }
}

/// The subscriptions an operator holds, cancelled together.
final class CancelBag: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [AnyCancellable] = []
  private var cancelled = false

  /// Keeps `cancellable` (cancels it at once if the bag was cancelled).
  func add(_ cancellable: AnyCancellable) {
    lock.lock()
    if cancelled {
      lock.unlock()
      cancellable.cancel()
      return
    }
    items.append(cancellable)
    lock.unlock()
  }

  /// Cancels everything kept.
  func cancel() {
    lock.lock()
    cancelled = true
    let taken = items
    items = []
    lock.unlock()
    for item in taken { item.cancel() }
  }
}

/// Whether a stream has ended early (an operator's own failure), read and set under a lock.
final class EndedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  /// Whether it is set.
  var isSet: Bool { lock.withLock { value } }
  /// Sets it.
  func set() { lock.withLock { value = true } }
}

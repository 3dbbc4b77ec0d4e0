import Foundation

/// A publisher you send values through yourself.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber.
  func send(_ value: Output)
  /// Ends, for every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends "something happened".
  public func send() { send(()) }
}

/// The subscribers of a subject, under a lock (values may be sent from any thread).
final class Receivers<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var receivers: [Int: (PublisherEvent<Output, Failure>) -> Void] = [:]
  private(set) var completion: Subscribers.Completion<Failure>?

  func add(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    lock.lock()
    if let completion {
      lock.unlock()
      receive(.completion(completion))
      return AnyCancellable {}
    }
    next += 1
    let number = next
    receivers[number] = receive
    lock.unlock()
    return AnyCancellable { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.receivers[number] = nil
      self.lock.unlock()
    }
  }

  func send(_ event: PublisherEvent<Output, Failure>) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    if case .completion(let end) = event {
      completion = end
    }
    let current = receivers.sorted { $0.key < $1.key }.map(\.value)
    if case .completion = event { receivers = [:] }
    lock.unlock()
    for receive in current { receive(event) }
  }
}

/// Passes on what is sent to it, to the subscribers it has then.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let receivers = Receivers<Output, Failure>()

  /// A subject.
  public init() {}

  /// Sends a value.
  public func send(_ value: Output) { receivers.send(.value(value)) }

  /// Ends.
  public func send(completion: Subscribers.Completion<Failure>) { receivers.send(.completion(completion)) }

  /// Subscribes.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    receivers.add(receive)
  }
}

/// A subject with a current value, which each new subscriber gets first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let receivers = Receivers<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject starting at `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set { send(newValue) }
  }

  /// Sends a value, which becomes the current one.
  public func send(_ value: Output) {
    lock.lock()
    current = value
    lock.unlock()
    receivers.send(.value(value))
  }

  /// Ends.
  public func send(completion: Subscribers.Completion<Failure>) { receivers.send(.completion(completion)) }

  /// Subscribes; the current value comes first.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    if receivers.completion == nil { receive(.value(value)) }
    return receivers.add(receive)
  }
}

/// One value, then the end.
public struct Just<Output>: Publisher {
  /// It never fails.
  public typealias Failure = Never
  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value and finishes.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Never>) -> Void) -> AnyCancellable {
    receive(.value(output))
    receive(.completion(.finished))
    return AnyCancellable {}
  }
}

/// No value: it finishes at once (or never, with `completeImmediately: false`).
public struct Empty<Output, Failure: Error>: Publisher {
  let completes: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) { completes = completeImmediately }

  /// Finishes, or sends nothing.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    if completes { receive(.completion(.finished)) }
    return AnyCancellable {}
  }
}

/// A publisher that fails at once.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }

  /// Fails.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    receive(.completion(.failure(error)))
    return AnyCancellable {}
  }
}

/// One value or one failure, produced once by `attemptToFulfill`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// What `attemptToFulfill` calls with the outcome.
  public typealias Promise = (Result<Output, Failure>) -> Void
  private let subject = CurrentValueSubject<Output?, Failure>(nil)

  /// Starts `attemptToFulfill` at once; subscribers get its outcome, when it comes.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [subject] result in
      switch result {
      case .success(let value):
        subject.send(value)
        subject.send(completion: .finished)
      case .failure(let error): subject.send(completion: .failure(error))
      }
    }
  }

  /// Subscribes.
  public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    if let value = subject.value {
      receive(.value(value))
      receive(.completion(.finished))
      return AnyCancellable {}
    }
    return subject._subscribe { event in
      switch event {
      case .value(let value?): receive(.value(value))
      case .value(nil): break
      case .completion(let completion): receive(.completion(completion))
      }
    }
  }
}

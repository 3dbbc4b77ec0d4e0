import Foundation

/// A publisher whose work starts only when told: `connect()`, or `autoconnect()`.
public protocol ConnectablePublisher: Publisher {
  /// Starts the work; cancel the result to stop it.
  func connect() -> Cancellable
}

extension Timer {
  /// A publisher of the time, every `interval` seconds, once connected:
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`. It fires on the main
  /// queue (an app's loop serves it), whatever run loop and mode are named.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher `Timer.publish(every:on:in:)` makes.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// It sends dates.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never
    /// Seconds between dates.
    public let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?

    init(interval: TimeInterval) { self.interval = Swift.max(interval, 0.001) }

    /// A publisher of the time every `interval` seconds, once connected (it fires on the main
    /// queue, whatever run loop and mode are named).
    public convenience init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: Never? = nil
    ) {
      self.init(interval: interval)
    }

    deinit { timer?.cancel() }

    /// Starts firing.
    public func connect() -> Cancellable {
      lock.lock()
      defer { lock.unlock() }
      if timer == nil {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + interval, repeating: interval)
        source.setEventHandler { [subject] in subject.send(Date()) }
        source.resume()
        timer = source
      }
      return AnyCancellable { [weak self] in self?.stop() }
    }

    private func stop() {
      lock.lock()
      let source = timer
      timer = nil
      lock.unlock()
      source?.cancel()
    }

    /// Starts firing with the first subscriber, and stops with the last one gone.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }

    /// Subscribes (values come once connected).
    public func _subscribe(_ receive: @escaping (PublisherEvent<Date, Never>) -> Void) -> AnyCancellable {
      subject._subscribe(receive)
    }
  }
}

extension Publishers {
  /// A connectable publisher that connects with its first subscriber and disconnects when the
  /// last is gone.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// What it sends.
    public typealias Output = Upstream.Output
    /// How it fails.
    public typealias Failure = Upstream.Failure
    /// The connectable publisher.
    public let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: Cancellable?

    init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes, connecting for the first subscriber.
    public func _subscribe(_ receive: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      let inner = upstream._subscribe(receive)
      lock.lock()
      subscribers += 1
      if connection == nil { connection = upstream.connect() }
      lock.unlock()
      // The subscription keeps the publisher (and so its timer) alive until it is cancelled,
      // as Combine's does: a view's `let timer = Timer.publish(…).autoconnect()` is made anew
      // each render, and only the first one subscribed.
      return AnyCancellable { [self] in
        inner.cancel()
        self.lock.lock()
        self.subscribers -= 1
        let last = self.subscribers == 0 ? self.connection : nil
        if last != nil { self.connection = nil }
        self.lock.unlock()
        last?.cancel()
      }
    }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, when given).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }

  /// The publisher `publisher(for:object:)` makes.
  public struct Publisher: Combine.Publisher, @unchecked Sendable {
    /// It sends notifications.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never
    /// The center.
    public let center: NotificationCenter
    /// The name.
    public let name: Notification.Name
    /// The sender it listens to, if one.
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Subscribes.
    public func _subscribe(_ receive: @escaping (PublisherEvent<Notification, Never>) -> Void) -> AnyCancellable {
      let action = UncheckedNotificationAction(run: receive)
      let token = center.addObserver(forName: name, object: object, queue: nil) { action.run(.value($0)) }
      let center = center
      let box = UncheckedToken(token: token)
      return AnyCancellable { center.removeObserver(box.token) }
    }
  }
}

/// Sends a notification handler to the center's thread.
struct UncheckedNotificationAction: @unchecked Sendable {
  let run: (PublisherEvent<Notification, Never>) -> Void
}

/// An observer token, to remove it from any thread.
struct UncheckedToken: @unchecked Sendable {
  let token: NSObjectProtocol
}

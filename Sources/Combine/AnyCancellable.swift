import Foundation

/// Something that can be stopped.
public protocol Cancellable {
  /// Stops it; later calls do nothing.
  func cancel()
}

/// Stops a subscription when cancelled, or when released: keep it (`store(in: &cancellables)`)
/// for as long as the values matter.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var stop: (() -> Void)?

  /// A cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) { stop = cancel }

  /// A cancellable that cancels `cancellable`.
  public init<C: Cancellable>(_ cancellable: C) { stop = { cancellable.cancel() } }

  deinit { cancel() }

  /// Stops the subscription.
  public func cancel() {
    lock.lock()
    let taken = stop
    stop = nil
    lock.unlock()
    taken?()
  }

  /// Keeps it in a set.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps it in a collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// The same cancellable.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// By identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps it in a set, as an `AnyCancellable`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

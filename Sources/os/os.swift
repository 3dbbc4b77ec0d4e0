// `import os`: Apple's unified logging (`Logger`, `os_log`) through the `OSLog` module, which
// writes each message to standard error; and the lock Apple's `os` declares.
@_exported import OSLog

/// Apple's unfair lock as a Swift value (iOS 16's `OSAllocatedUnfairLock`): here a mutex.
public final class OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private let mutex = NSLock()
  private var state: State

  /// A lock guarding `initialState`.
  public init(initialState: State) { state = initialState }

  /// Takes the lock (release it with `unlock()`).
  public func lock() { mutex.lock() }

  /// Releases the lock.
  public func unlock() { mutex.unlock() }

  /// Runs `body` with the state, holding the lock.
  public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&state)
  }
}

extension OSAllocatedUnfairLock where State == Void {
  /// A lock guarding nothing.
  public convenience init() { self.init(initialState: ()) }

  /// Runs `body` holding the lock.
  public func withLock<R>(_ body: () throws -> R) rethrows -> R { try withLock { _ in try body() } }
}

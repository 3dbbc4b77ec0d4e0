#if canImport(Glibc)
  import Glibc
#endif

/// A failed system call, kept as data: the call, the system's `errno`, and what the host was
/// doing, in the user's words. It becomes a sentence only where it is shown
/// (`ErrorSentence`), so a caller can still decide on the code (`ENOENT` is not `EACCES`).
public struct IOError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The system's error code, as `errno` had it right after the call.
  public let errno: Int32
  /// The system call that failed: `open`, `write`, `waitpid`, `posix_spawn`…
  public let call: String
  /// What the host was doing, in the user's words: "could not create /x/y".
  public let action: String

  /// A failure of `call` with code `errno`, while doing `action`.
  public init(errno: Int32, call: String, action: String) {
    self.errno = errno
    self.call = call
    self.action = action
  }

  /// Captures `errno` now, right after `call` failed.
  package init(_ call: String, _ action: String) {
    self.init(errno: Glibc.errno, call: call, action: action)
  }

  /// The system's reason for the code, as `strerror` gives it: "No such file or directory".
  public var reason: String { String(cString: strerror(errno)) }

  /// What failed and why, in a sentence.
  public var description: String { "\(action): \(reason)" }
}

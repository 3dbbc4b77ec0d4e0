#if canImport(Glibc)
  import Glibc
#endif

/// A failed system call, with what we were doing and the system's reason.
public struct SystemError: Error, CustomStringConvertible, Sendable {
  /// What failed and why, in a sentence.
  public let description: String

  /// Captures `errno` now, after the call that failed.
  public init(_ action: String, code: Int32 = errno) {
    description = "\(action): \(String(cString: strerror(code)))"
  }
}

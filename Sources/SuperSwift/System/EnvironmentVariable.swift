#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One variable of the app's environment, read as the C library holds it.
///
/// Why not `ProcessInfo.processInfo.environment`: that builds a dictionary of every variable,
/// and its first use instantiates Foundation's process information and the dictionary's
/// generic metadata — about a tenth of a no-op app's start (`docs/performance.md`). The run's
/// start reads two variables; this reads just those.
enum EnvironmentVariable {
  /// The value of `name`, or `nil` when it is not set.
  static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}

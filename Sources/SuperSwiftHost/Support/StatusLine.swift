import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A short status line on standard error for slow steps, such as a first compile.
/// It shows only on a terminal, so scripts and logs never see it.
public struct StatusLine: Sendable {
  private let enabled: Bool

  /// A status line on standard error, shown when it is a terminal.
  public init(enabled: Bool = isatty(STDERR_FILENO) == 1) {
    self.enabled = enabled
  }

  /// A status line that never shows.
  public static let silent = StatusLine(enabled: false)

  /// Shows `message`, replacing whatever was shown.
  public func show(_ message: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\u{1B}[2m\(message)\u{1B}[0m".utf8))
  }

  /// Removes the line.
  public func clear() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

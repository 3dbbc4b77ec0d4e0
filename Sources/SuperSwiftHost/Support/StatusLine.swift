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

  /// Shows `message` with the seconds spent so far, updated every second until `stop()`:
  /// for steps that take long enough that someone watching wonders whether anything happens.
  public func progress(_ message: String) -> Progress {
    Progress(message: message, line: self, onTerminal: enabled)
  }

  /// A slow step being shown; `stop()` removes it.
  public final class Progress: @unchecked Sendable {
    private let timer: DispatchSourceTimer?
    private let line: StatusLine
    private let cancelled = DispatchSemaphore(value: 0)

    init(message: String, line: StatusLine, onTerminal: Bool) {
      self.line = line
      guard onTerminal else {
        timer = nil
        return
      }
      let started = ContinuousClock.now
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.schedule(deadline: .now(), repeating: .seconds(1))
      timer.setEventHandler {
        let seconds = started.duration(to: .now).components.seconds
        line.show("\(message)… \(seconds) s")
      }
      timer.setCancelHandler { [cancelled] in cancelled.signal() }
      timer.resume()
      self.timer = timer
    }

    /// Stops updating and removes the line.
    public func stop() {
      guard let timer else { return }
      timer.cancel()
      // The cancel handler runs after any update in flight: no update lands after the clear.
      _ = cancelled.wait(timeout: .now() + 1)
      line.clear()
    }
  }

  /// Removes the line.
  public func clear() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

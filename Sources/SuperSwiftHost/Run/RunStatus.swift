/// How a run ended: exactly one of these, never two.
public enum RunStatus: String, Sendable, Hashable, CaseIterable {
  /// `finish`, `finish(with:)`, or the code simply ended.
  case finished
  /// `fail(_:)`, or a result the host refused (such as a bad output file name).
  case failed
  /// A trap, `fatalError`, an error thrown at top level, or a signal.
  case crashed
  /// The app did not compile.
  case buildFailed
  /// Stopped by the caller: Ctrl-C, SIGTERM, or the user closed the app.
  case cancelled
  /// Stopped by the time limit the caller asked for.
  case timedOut
  /// The host died while the run was in flight (found afterwards, in the history).
  case interrupted
  /// In flight.
  case running
  /// Waiting its turn: the app's `--max-concurrent` runs are in flight, or a `--debounce`
  /// waits for its burst to end. Never a final status.
  case queued

  /// The status as a person reads it ("did not compile", "timed out"): what pages and the
  /// history's table show. The raw value stays the word of JSON, `--status` and query strings.
  public var words: String {
    switch self {
    case .finished: "finished"
    case .failed: "failed"
    case .crashed: "crashed"
    case .buildFailed: "did not compile"
    case .cancelled: "cancelled"
    case .timedOut: "timed out"
    case .interrupted: "interrupted"
    case .running: "running"
    case .queued: "queued"
    }
  }

  /// Whether the run has ended (not `running`, not `queued`).
  public var isFinal: Bool { self != .running && self != .queued }

  /// The exit status `superswift run` ends with.
  public var exitCode: Int32 {
    switch self {
    case .finished: 0
    case .failed, .crashed, .interrupted, .running, .queued: 1
    case .buildFailed: 3
    case .timedOut: 124
    case .cancelled: 130
    }
  }
}

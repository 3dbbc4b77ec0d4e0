@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// How a run ended, decided from what is known when its process is gone: why the host stopped
/// it (if it did), the app's final message (if it sent one), whether it sent one the host could
/// not read, how the process ended, and whether that was a `settings.json` bound. Pure, so the
/// whole table is tested without starting a process; the runner then does what each outcome
/// needs (writing a result's files, reading a crash report).
package enum RunOutcome: Equatable, Sendable {
  /// Finished without a result.
  case finished
  /// Finished with a result, to be delivered.
  case result(WireResult)
  /// `fail(_:)` or a host-side failure, with the message.
  case failed(String)
  /// Cancelled, with the sentence saying by whom.
  case cancelled(String)
  /// Stopped because the server stopped, with the sentence saying so.
  case interrupted(String)
  /// Past its time limit.
  case timedOut
  /// Ended outside the protocol: the crash report says how (and where).
  case crashed
  /// Killed at a `settings.json` bound, said in its terms.
  case overBound(String)
  /// The app sent a message the host could not read.
  case malformedMessage

  /// What is known when the process has ended.
  package struct Facts: Sendable {
    /// Why the host stopped the process, if it did.
    var stop: AppProcess.Stop?
    /// The app's final message, if it sent one.
    var final: FinalMessage?
    /// Whether it sent a line that was no message.
    var malformed = false
    /// How the process ended.
    var termination: AppProcess.Termination
    /// The bound it was stopped at, in words, if it was (`RunLimits.explain`).
    var bound: String?
    /// Whether it showed an interface that nothing here could present.
    var interfaceWithoutPresenter = false
  }

  /// What a run cancelled for `reason` says, whenever it was stopped: while it built, before
  /// it started, or while it ran.
  package static func sentence(cancelledFor reason: Cancellation.Reason) -> String {
    switch reason {
    case .closed: "the user closed the app"
    case .disconnected: "the caller went away before the run ended"
    case .unopened: "nobody opened the app's page in time; the run was given up"
    case .signal, .caller, .deadline, .superseded: "the run was cancelled"
    case .shutdown: "the server stopped before the run ended"
    }
  }

  /// The status of a run cancelled for `reason`: interrupted when the server stopped under it
  /// (nobody asked for it to end), else cancelled.
  package static func status(cancelledFor reason: Cancellation.Reason) -> RunStatus {
    switch reason {
    case .shutdown: .interrupted
    case .signal, .caller, .closed, .disconnected, .unopened, .deadline, .superseded: .cancelled
    }
  }

  /// The outcome `facts` make. A final message decides over how the process ended; the host's
  /// reason for stopping it decides when there is none (or it is `closed`).
  package static func classify(_ facts: Facts) -> RunOutcome {
    switch (facts.stop, facts.final) {
    case (.cancelled(.closed), nil), (_, .closed?):
      return .cancelled(
        facts.interfaceWithoutPresenter
          ? "this app has a user interface, and nothing here can show it" : "the user closed the app")
    case (.cancelled(.shutdown), nil):
      return .interrupted(Self.sentence(cancelledFor: .shutdown))
    case (.cancelled(let reason), nil):
      return .cancelled(Self.sentence(cancelledFor: reason))
    case (.messageTooLarge, _):
      return .failed(
        "the app sent a result or message larger than \(AppProcess.maximumMessage >> 20) MiB; return big data as output files instead"
      )
    case (.timedOut, nil):
      return .timedOut
    case (_, .failed(let message)?):
      return .failed(message)
    case (_, .finished(nil)?):
      return .finished
    case (_, .finished(let result?)?):
      return .result(result)
    case (nil, nil):
      if facts.malformed { return .malformedMessage }
      if let bound = facts.bound { return .overBound(bound) }
      switch facts.termination {
      case .exited(0): return .finished
      // `exit(3)` is the program's own decision, not a crash.
      case .exited(let status): return .failed("the app exited with status \(status)")
      case .signaled: return .crashed
      }
    }
  }
}

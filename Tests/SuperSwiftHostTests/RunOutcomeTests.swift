@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost

/// The outcome table: how what is known when a run's process is gone becomes its outcome.
@Suite("RunOutcome.classify")
struct RunOutcomeClassifyTests {
  typealias Facts = RunOutcome.Facts

  static let table: [(String, Facts, RunOutcome)] = [
    ("exit 0, nothing sent", Facts(termination: .exited(0)), .finished),
    ("exit 3: the program's decision", Facts(termination: .exited(3)), .failed("the app exited with status 3")),
    ("a signal", Facts(termination: .signaled(4)), .crashed),
    ("finish()", Facts(final: .finished(nil), termination: .exited(0)), .finished),
    ("finish(with:)", Facts(final: .finished(.text("hi")), termination: .exited(0)), .result(.text("hi"))),
    (
      "a result decides over a crash after it", Facts(final: .finished(.text("hi")), termination: .signaled(11)),
      .result(.text("hi"))
    ),
    ("fail(_:)", Facts(final: .failed("no bill"), termination: .exited(0)), .failed("no bill")),
    ("dismiss()", Facts(final: .closed, termination: .exited(0)), .cancelled("the user closed the app")),
    (
      "closed with nothing to show it",
      Facts(stop: .cancelled(.closed), termination: .signaled(15), interfaceWithoutPresenter: true),
      .cancelled("this app has a user interface, and nothing here can show it")
    ),
    (
      "the caller went away", Facts(stop: .cancelled(.disconnected), termination: .signaled(15)),
      .cancelled("the caller went away before the run ended")
    ),
    (
      "never opened", Facts(stop: .cancelled(.unopened), termination: .signaled(15)),
      .cancelled("nobody opened the app's page in time; the run was given up")
    ),
    ("Ctrl-C", Facts(stop: .cancelled(.signal), termination: .signaled(15)), .cancelled("the run was cancelled")),
    (
      "a message decides over a late cancellation",
      Facts(stop: .cancelled(.caller), final: .failed("x"), termination: .exited(0)),
      .failed("x")
    ),
    ("time limit", Facts(stop: .timedOut, termination: .signaled(9)), .timedOut),
    (
      "too large a message, whatever else",
      Facts(stop: .messageTooLarge, final: .finished(nil), termination: .signaled(9)),
      .failed(
        "the app sent a result or message larger than \(AppProcess.maximumMessage >> 20) MiB; return big data as output files instead"
      )
    ),
    ("an unreadable message", Facts(malformed: true, termination: .exited(0)), .malformedMessage),
    ("a bound", Facts(termination: .signaled(9), bound: "out of memory"), .overBound("out of memory")),
    (
      "a bound is not read after a message", Facts(final: .finished(nil), termination: .signaled(9), bound: "x"),
      .finished
    ),
  ]

  @Test("each row of the table", arguments: 0..<table.count)
  func row(_ index: Int) {
    let (name, facts, expected) = Self.table[index]
    #expect(RunOutcome.classify(facts) == expected, "\(name)")
  }
}

import Foundation
import Synchronization

/// The run an app is part of: how it was started, what the caller passed in, and how it ends.
///
/// `RunContext.current` is always available, from any thread or actor. The first call to
/// `finish` or `fail` decides the result; the process then ends, so code after it does not run
/// and timers stop.
public final class RunContext: Sendable {
  /// The context of this process's run. Run by hand, with no host, the source is `.app` and
  /// the input is empty.
  public static let current = RunContext(connection: HostConnection.fromEnvironment())

  /// How the run was started.
  public let source: RunSource
  /// What the caller passed in.
  public let input: RunInput
  /// The run's identifier, or `nil` when the app was started by hand.
  public let runID: String?
  /// The webhook delivery that started the run (its headers and query; its body is `input`),
  /// or `nil` when a delivery did not.
  public let delivery: WebhookDelivery?

  private let connection: HostConnection?
  private let ended = Mutex(false)

  init(connection: HostConnection?) {
    self.connection = connection
    source = connection?.envelope.source ?? .app
    input = connection?.envelope.input ?? .empty
    runID = connection?.envelope.runID
    delivery = connection?.envelope.delivery
  }

  /// Ends the run with no result. Nothing after it runs (it returns `Never`, so a top-level
  /// `guard … else { run.finish() }` needs no `return`).
  public func finish() -> Never {
    end(.finished(nil))
  }

  /// Ends the run with a result; nothing after it runs.
  public func finish(with result: RunResult) -> Never {
    end(.finished(result))
  }

  /// Ends the run with an error; the caller sees `message` verbatim. Nothing after it runs, so
  /// the seed's top-level `guard let bill = … else { run.fail("…") }` compiles as written.
  public func fail(_ message: String) -> Never {
    end(.failed(message))
  }

  /// Ends the run with an error's description; nothing after it runs.
  public func fail(_ error: any Error) -> Never {
    end(.failed(String(describing: error)))
  }

  /// Ends the run because the user closed the app's interface; the caller sees it cancelled.
  @_spi(Host)
  public func close() -> Never {
    end(.closed)
  }

  /// The channel an app with a user interface renders on and hears events from, or `nil`
  /// when the app was started by hand.
  @_spi(Host)
  public var interfaceChannel: InterfaceChannel? {
    connection.map { InterfaceChannel(descriptor: $0.channel) }
  }

  /// What the editor's live preview asks of this run (`RunEnvelope.preview`), or `nil` when
  /// the run is not a preview.
  @_spi(Host)
  public var preview: JSON? { connection?.envelope.preview }

  /// The outcome the app asked for, before it is sent.
  enum Ending {
    case finished(RunResult?)
    case failed(String)
    case closed
  }

  private func end(_ ending: Ending) -> Never {
    let first = ended.withLock { ended in
      defer { ended = true }
      return !ended
    }
    guard first else {
      // Another thread is ending the run and the process is about to exit: park here so no
      // code after this call runs.
      while true { sleep(60) }
    }
    if let connection {
      connection.deliver(ending)
    } else {
      StandalonePresenter.present(ending)
    }
  }
}

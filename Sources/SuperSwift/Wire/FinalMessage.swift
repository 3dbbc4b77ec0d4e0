import Foundation

/// The one message that ends a run, as the app sends it on the channel.
///
/// Output files travel as paths inside the run folder (`out/0`, `out/1`, …), never under the
/// names the app chose: the host checks those names before it writes anything under them.
@_spi(Host)
public enum FinalMessage: Sendable, Hashable {
  /// `finish()` or `finish(with:)`.
  case finished(WireResult?)
  /// `fail(_:)`, with the message verbatim.
  case failed(String)
  /// The user closed the app's interface (`dismiss()`): the run is cancelled.
  case closed

  /// The message as one line of JSON.
  public var json: JSON {
    switch self {
    case .finished(nil): ["type": "finished"]
    case .finished(let result?): ["type": "finished", "result": result.json]
    case .failed(let message): ["type": "failed", "message": .string(message)]
    case .closed: ["type": "closed"]
    }
  }

  /// Reads a message; `nil` when malformed.
  public init?(json: JSON) {
    switch json["type"]?.string {
    case "finished":
      guard let result = json["result"] else {
        self = .finished(nil)
        return
      }
      guard let parsed = WireResult(json: result) else { return nil }
      self = .finished(parsed)
    case "failed":
      guard let message = json["message"]?.string else { return nil }
      self = .failed(message)
    case "closed":
      self = .closed
    default:
      return nil
    }
  }
}

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

  /// The message as the app sends it: a text result of more than `threshold` UTF-8 bytes is
  /// left out as `{"kind": "text", "file": name}` and returned in `apart`, for the app to write
  /// under that name in the run folder before it sends the line.
  public func wire(apartOver threshold: Int) -> (json: JSON, apart: (name: String, text: String)?) {
    guard case .finished(.text(let text)?) = self, text.utf8.count > threshold else { return (json, nil) }
    let name = RunProtocol.resultTextFileName
    return (["type": "finished", "result": ["kind": "text", "file": .string(name)]], (name, text))
  }

  /// Reads a message; `nil` when malformed. A text result kept apart is read by `readApart`
  /// from its name (checked by `RunProtocol.isApartTextName`); `nil` from it, or no reader,
  /// makes the message malformed.
  public init?(json: JSON, readApart: (String) -> String? = { _ in nil }) {
    switch json["type"]?.string {
    case "finished":
      guard let result = json["result"] else {
        self = .finished(nil)
        return
      }
      if result["kind"]?.string == ResultKind.text.rawValue, let name = result["file"]?.string {
        guard RunProtocol.isApartTextName(name), let text = readApart(name) else { return nil }
        self = .finished(.text(text))
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

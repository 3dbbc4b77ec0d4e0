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

/// A result as it crosses the channel: files by their place in the run folder.
@_spi(Host)
public enum WireResult: Sendable, Hashable {
  /// Text.
  case text(String)
  /// JSON.
  case json(JSON)
  /// A URL, as text.
  case url(String)
  /// Files, each with the name the app chose and where its bytes are.
  case files([WireFile])

  /// The result as JSON.
  public var json: JSON {
    switch self {
    case .text(let text): ["kind": "text", "text": .string(text)]
    case .json(let value): ["kind": "json", "json": value]
    case .url(let url): ["kind": "url", "url": .string(url)]
    case .files(let files): ["kind": "files", "files": .array(files.map(\.json))]
    }
  }

  /// Reads a result; `nil` when malformed.
  public init?(json: JSON) {
    switch json["kind"]?.string {
    case "text":
      guard let text = json["text"]?.string else { return nil }
      self = .text(text)
    case "json":
      guard let value = json["json"] else { return nil }
      self = .json(value)
    case "url":
      guard let url = json["url"]?.string else { return nil }
      self = .url(url)
    case "files":
      guard let list = json["files"]?.array else { return nil }
      let files = list.compactMap(WireFile.init(json:))
      guard files.count == list.count else { return nil }
      self = .files(files)
    default:
      return nil
    }
  }
}

/// One output file as it crosses the channel.
@_spi(Host)
public struct WireFile: Sendable, Hashable {
  /// The name the app chose, unchecked.
  public var name: String
  /// The content type the app gave, as a MIME type.
  public var contentType: String
  /// Where the bytes are, relative to the run folder.
  public var path: String

  /// A file entry.
  public init(name: String, contentType: String, path: String) {
    self.name = name
    self.contentType = contentType
    self.path = path
  }

  /// The entry as JSON.
  public var json: JSON {
    ["name": .string(name), "contentType": .string(contentType), "path": .string(path)]
  }

  /// Reads an entry; `nil` when malformed.
  public init?(json: JSON) {
    guard let name = json["name"]?.string, let type = json["contentType"]?.string,
      let path = json["path"]?.string
    else { return nil }
    self.init(name: name, contentType: type, path: path)
  }
}

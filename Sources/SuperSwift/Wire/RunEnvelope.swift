import Foundation

/// What the host tells an app about its run: `input.json` in the run folder.
@_spi(Host)
public struct RunEnvelope: Sendable, Hashable {
  /// The protocol version.
  public var version = RunProtocol.version
  /// The run's identifier.
  public var runID: String
  /// How the run was started.
  public var source: RunSource
  /// The caller's input.
  public var input: RunInput
  /// The webhook delivery that started the run, if one did.
  public var delivery: WebhookDelivery?
  /// For a live preview of the editor: what to show (`show`, a `#Preview`'s name, or none for
  /// the app's own window) and the state the preview before it had (`state`), to keep.
  public var preview: JSON?

  /// An envelope for one run.
  public init(runID: String, source: RunSource, input: RunInput, delivery: WebhookDelivery? = nil) {
    self.runID = runID
    self.source = source
    self.input = input
    self.delivery = delivery
  }

  /// The envelope as JSON (`delivery` only when there is one: an older app never sees it).
  public var json: JSON {
    var object: JSONObject = [
      "version": .number(Double(version)),
      "runID": .string(runID),
      "source": .string(source.rawValue),
      "items": .array(input.items.map(\.wireJSON)),
    ]
    if let delivery { object["delivery"] = delivery.json }
    if let preview { object["preview"] = preview }
    return .object(object)
  }

  /// Reads an envelope; `nil` when it is not one this version understands.
  public init?(json: JSON) {
    guard json["version"]?.int == RunProtocol.version,
      let runID = json["runID"]?.string,
      let source = json["source"]?.string.flatMap(RunSource.init(rawValue:)),
      let items = json["items"]?.array
    else { return nil }
    var parsed: [InputItem] = []
    for item in items {
      guard let value = InputItem(wireJSON: item) else { return nil }
      parsed.append(value)
    }
    self.init(
      runID: runID, source: source, input: RunInput(items: parsed),
      delivery: json["delivery"].flatMap(WebhookDelivery.init(json:)))
    preview = json["preview"]
  }
}

extension InputItem {
  /// The item as the protocol writes it.
  @_spi(Host)
  public var wireJSON: JSON {
    switch self {
    case .text(let text): ["type": "text", "text": .string(text)]
    case .url(let url): ["type": "url", "url": .string(url.absoluteString)]
    case .file(let file):
      [
        "type": "file", "path": .string(file.path), "name": .string(file.name),
        "contentType": .string(file.contentType),
      ]
    }
  }

  /// Reads an item the protocol wrote; `nil` when malformed.
  @_spi(Host)
  public init?(wireJSON json: JSON) {
    switch json["type"]?.string {
    case "text":
      guard let text = json["text"]?.string else { return nil }
      self = .text(text)
    case "url":
      guard let text = json["url"]?.string, let url = URL(string: text) else { return nil }
      self = .url(url)
    case "file":
      guard let path = json["path"]?.string else { return nil }
      self = .file(
        InputFile(
          url: URL(fileURLWithPath: path), name: json["name"]?.string,
          contentType: json["contentType"]?.string))
    default:
      return nil
    }
  }
}

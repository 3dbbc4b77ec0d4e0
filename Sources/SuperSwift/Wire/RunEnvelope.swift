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

  /// The envelope as JSON (`delivery` only when there is one: an older app never sees it),
  /// every text inside it.
  public var json: JSON { wire(apartOver: nil).json }

  /// The envelope as the host hands it over: JSON, with each text item of more than
  /// `threshold` UTF-8 bytes left out as `{"type": "text", "file": name}` and returned in
  /// `apart`, for the host to write under that name beside `input.json`.
  public func wire(apartOver threshold: Int?) -> (json: JSON, apart: [(name: String, text: String)]) {
    var apart: [(name: String, text: String)] = []
    var items: [JSON] = []
    for (index, item) in input.items.enumerated() {
      if case .text(let text) = item, let threshold, text.utf8.count > threshold {
        let name = RunProtocol.inputTextFileName(index)
        apart.append((name, text))
        items.append(["type": "text", "file": .string(name)])
      } else {
        items.append(item.wireJSON)
      }
    }
    var object: JSONObject = [
      "version": .number(Double(version)),
      "runID": .string(runID),
      "source": .string(source.rawValue),
      "items": .array(items),
    ]
    if let delivery { object["delivery"] = delivery.json }
    if let preview { object["preview"] = preview }
    return (.object(object), apart)
  }

  /// Reads an envelope; `nil` when it is not one this version understands. A text item kept
  /// apart is read by `readApart` from its name (checked by `RunProtocol.isApartTextName`);
  /// `nil` from it, or no reader, makes the envelope unreadable.
  public init?(json: JSON, readApart: (String) -> String? = { _ in nil }) {
    guard json["version"]?.int == RunProtocol.version,
      let runID = json["runID"]?.string,
      let source = json["source"]?.string.flatMap(RunSource.init(rawValue:)),
      let items = json["items"]?.array
    else { return nil }
    var parsed: [InputItem] = []
    for item in items {
      if item["type"]?.string == "text", let name = item["file"]?.string {
        guard RunProtocol.isApartTextName(name), let text = readApart(name) else { return nil }
        parsed.append(.text(text))
        continue
      }
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

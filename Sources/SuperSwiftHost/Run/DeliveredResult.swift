import Foundation
@_spi(Host) import SuperSwift

/// A run's result as the host handed it over: files are where the host wrote them.
public enum DeliveredResult: Sendable, Hashable {
  /// Text.
  case text(String)
  /// JSON.
  case json(JSON)
  /// A URL.
  case url(String)
  /// Files, written to the output folder.
  case files([DeliveredFile])

  /// `text`, `json`, `url` or `files`.
  public var kind: String {
    switch self {
    case .text: "text"
    case .json: "json"
    case .url: "url"
    case .files: "files"
    }
  }

  /// The result as JSON: `{"kind": …, "value": …}`.
  public var json: JSON {
    let value: JSON =
      switch self {
      case .text(let text): .string(text)
      case .json(let json): json
      case .url(let url): .string(url)
      case .files(let files): .array(files.map(\.json))
      }
    return ["kind": .string(kind), "value": value]
  }

  /// Reads a result written by `json`; `nil` if damaged.
  public init?(json: JSON) {
    switch (json["kind"]?.string, json["value"]) {
    case ("text", let value?): guard let text = value.string else { return nil }; self = .text(text)
    case ("json", let value?): self = .json(value)
    case ("url", let value?): guard let url = value.string else { return nil }; self = .url(url)
    case ("files", let value?):
      guard let list = value.array else { return nil }
      let files = list.compactMap(DeliveredFile.init(json:))
      guard files.count == list.count else { return nil }
      self = .files(files)
    default: return nil
    }
  }

  /// A one-line summary, for listings and history.
  public var summary: String {
    let full: String =
      switch self {
      case .text(let text): text
      case .json(let json): json.text
      case .url(let url): url
      case .files(let files): files.map(\.name).joined(separator: ", ")
      }
    let line = full.replacingOccurrences(of: "\n", with: " ")
    return line.count > 120 ? String(line.prefix(119)) + "…" : line
  }
}

/// One output file the host wrote.
public struct DeliveredFile: Sendable, Hashable {
  /// The name the app gave it.
  public let name: String
  /// Its MIME type.
  public let contentType: String
  /// Where it was written.
  public let url: URL
  /// Its size in bytes.
  public let size: Int

  /// A file entry.
  public init(name: String, contentType: String, url: URL, size: Int) {
    self.name = name
    self.contentType = contentType
    self.url = url
    self.size = size
  }

  /// Reads an entry written by `json`.
  public init?(json: JSON) {
    guard let name = json["name"]?.string, let type = json["contentType"]?.string,
      let path = json["path"]?.string, let size = json["size"]?.int
    else { return nil }
    self.init(name: name, contentType: type, url: URL(fileURLWithPath: path), size: size)
  }

  /// The file as JSON.
  public var json: JSON {
    [
      "name": .string(name), "contentType": .string(contentType), "path": .string(url.path),
      "size": .number(Double(size)),
    ]
  }
}

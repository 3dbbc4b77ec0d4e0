import Foundation

/// The kinds of result a run hands back, as the seed's Run Result offers them: the protocol's
/// and `--json`'s words, shared by `RunResult`, the channel and the host's records.
public enum ResultKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Text.
  case text
  /// Structured data.
  case json
  /// A link.
  case url
  /// One or more files.
  case files
}

/// A file in a result, however it is held: by its place in the run folder as it crosses the
/// channel (`WireFile`), or where the host wrote it (`DeliveredFile`).
@_spi(Host)
public protocol ResultFile: Sendable, Hashable {
  /// The name the app gave the file.
  var name: String { get }
  /// Its MIME type.
  var contentType: String { get }
  /// The entry as JSON.
  var json: JSON { get }
  /// Reads an entry; `nil` when malformed.
  init?(json: JSON)
}

/// A run's result as data: one model for the channel (the app's `finished` message), the
/// host's run records and history, the cluster's worker records and the answer to `runApp`,
/// differing only in how a file is held. Its JSON is `{"kind": …, "value": …}` everywhere.
///
/// Invariant: every kind is a `ResultKind`, and `init?(json:)` accepts exactly what `json`
/// writes (a value of the wrong type, or one bad file entry, is malformed: `nil`).
@_spi(Host)
public enum ResultValue<File: ResultFile>: Sendable, Hashable {
  /// Text.
  case text(String)
  /// JSON.
  case json(JSON)
  /// A URL, as text.
  case url(String)
  /// Files.
  case files([File])

  /// Which kind of result this is.
  public var kind: ResultKind {
    switch self {
    case .text: .text
    case .json: .json
    case .url: .url
    case .files: .files
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
    return ["kind": .string(kind.rawValue), "value": value]
  }

  /// Reads a result written by `json`; `nil` when malformed.
  public init?(json: JSON) {
    guard let kind = json["kind"]?.string.flatMap(ResultKind.init(rawValue:)), let value = json["value"] else {
      return nil
    }
    switch kind {
    case .text:
      guard let text = value.string else { return nil }
      self = .text(text)
    case .json: self = .json(value)
    case .url:
      guard let url = value.string else { return nil }
      self = .url(url)
    case .files:
      guard let list = value.array else { return nil }
      let files = list.compactMap(File.init(json:))
      guard files.count == list.count else { return nil }
      self = .files(files)
    }
  }

  /// The same result with each file held another way (`transform` may write or read it).
  public func mapFiles<Other: ResultFile>(_ transform: (File) throws -> Other) rethrows -> ResultValue<Other> {
    switch self {
    case .text(let text): .text(text)
    case .json(let json): .json(json)
    case .url(let url): .url(url)
    case .files(let files): .files(try files.map(transform))
    }
  }

  /// A one-line summary, for listings and history: at most 120 characters.
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

@_spi(Host)
extension ResultValue: Codable {
  /// Decodes the `{"kind": …, "value": …}` form, as `init?(json:)` reads it.
  public init(from decoder: any Decoder) throws {
    let json = try JSON(from: decoder)
    guard let result = Self(json: json) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a result: \(String(json.text.prefix(200)))"))
    }
    self = result
  }

  /// Encodes the `{"kind": …, "value": …}` form.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

/// A result as it crosses the channel: files by their place in the run folder.
@_spi(Host)
public typealias WireResult = ResultValue<WireFile>

/// One output file as it crosses the channel.
@_spi(Host)
public struct WireFile: ResultFile {
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

/// One output file the host wrote: what a run record, the history and `runApp`'s answer hold.
@_spi(Host)
public struct DeliveredFile: ResultFile {
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

/// A run's result as the host handed it over: files are where the host wrote them.
@_spi(Host)
public typealias DeliveredResult = ResultValue<DeliveredFile>

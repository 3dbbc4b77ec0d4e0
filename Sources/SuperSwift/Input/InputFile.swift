import Foundation

/// A file passed in as input. Its contents are read when asked for.
public struct InputFile: Sendable, Hashable {
  /// The file's name as the caller gave it, such as `photo.png`.
  public let name: String
  /// Where the file is on disk.
  public let url: URL
  /// Its content type as a MIME type, such as `image/png`.
  public let contentType: String

  /// A file at `url`; the name defaults to the last path component and the content type
  /// to the one its name suggests.
  public init(url: URL, name: String? = nil, contentType: String? = nil) {
    self.url = url
    self.name = name ?? url.lastPathComponent
    self.contentType =
      contentType.map { ContentType($0).mimeType } ?? ContentType(fileName: self.name).mimeType
  }

  /// The file's path.
  public var path: String { url.path }

  /// Its content type as an Apple uniform type identifier, such as `public.png`.
  public var uniformTypeIdentifier: String { ContentType(contentType).uniformTypeIdentifier }

  /// The file's bytes; empty if it cannot be read.
  public var data: Data { (try? Data(contentsOf: url)) ?? Data() }

  /// The file's contents as UTF-8 text; `nil` if it cannot be read or is not UTF-8.
  public var text: String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(data: data, encoding: .utf8)
  }
}

extension InputFile: Decodable {
  private enum Key: String, CodingKey { case path, name, contentType }

  /// A file field of a typed input (`struct Input: Decodable { var photo: InputFile }`): the
  /// host puts `{"path", "name", "contentType"}` there for a file it was given for the field
  /// (a form's file, `--photo FILE`); a bare path is taken too.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let path = try? single.decode(String.self) {
      self.init(url: URL(fileURLWithPath: path))
      return
    }
    let keyed = try decoder.container(keyedBy: Key.self)
    self.init(
      url: URL(fileURLWithPath: try keyed.decode(String.self, forKey: .path)),
      name: try keyed.decodeIfPresent(String.self, forKey: .name),
      contentType: try keyed.decodeIfPresent(String.self, forKey: .contentType))
  }
}

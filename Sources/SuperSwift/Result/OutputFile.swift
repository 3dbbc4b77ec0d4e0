import Foundation

/// A file returned as (part of) a result.
public struct OutputFile: Sendable, Hashable {
  /// The file's name, such as `report.csv`: one path component, no folders.
  public let name: String
  /// Its content type as given: a MIME type or a uniform type identifier.
  public let contentType: String
  /// Its bytes.
  public let data: Data

  /// A file with these bytes. Without a content type, the name's extension decides it.
  public init(name: String, contentType: String? = nil, data: Data) {
    self.name = name
    self.contentType = contentType ?? ContentType(fileName: name).uniformTypeIdentifier
    self.data = data
  }

  /// A file with this text, stored as UTF-8.
  public init(name: String, contentType: String? = nil, text: String) {
    self.init(name: name, contentType: contentType, data: Data(text.utf8))
  }

  /// The content type read as MIME and UTI.
  public var type: ContentType { ContentType(contentType) }
}

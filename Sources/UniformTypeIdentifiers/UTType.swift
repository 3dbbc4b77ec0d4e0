// UniformTypeIdentifiers, as apps use it beside SwiftUI: the types of files and data
// (`.plainText`, `.json`, `.image`), found by filename extension or MIME type, and whether one
// conforms to another (a PNG is an image is data). The table is the common system types Apple
// declares, with their extensions and MIME types.
@_exported import Foundation

/// A type of file or data, by its uniform type identifier (`public.json`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier: `public.png`, `com.adobe.pdf`, …
  public let identifier: String
  /// The filename extension this type prefers, if it has one.
  public var preferredFilenameExtension: String? { UTType.known[identifier]?.extensions.first }
  /// The MIME type this type prefers, if it has one.
  public var preferredMIMEType: String? { UTType.known[identifier]?.mimeTypes.first }
  /// Every tag of the type (its extensions and MIME types).
  public var tags: [UTTagClass: [String]] {
    guard let entry = UTType.known[identifier] else { return [:] }
    return [.filenameExtension: entry.extensions, .mimeType: entry.mimeTypes]
  }
  /// A short description of the type.
  public var localizedDescription: String? { UTType.known[identifier]?.description }
  /// Whether the type is one the system declares.
  public var isDeclared: Bool { UTType.known[identifier] != nil }
  /// Whether the type is declared by the system (not by an app).
  public var isPublic: Bool { identifier.hasPrefix("public.") }
  /// Whether the type was made up for a tag the system does not know.
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
  /// The identifier.
  public var description: String { identifier }

  /// The types this one directly conforms to.
  public var supertypes: Set<UTType> {
    var result: Set<UTType> = []
    var queue = UTType.known[identifier]?.parents ?? []
    while let next = queue.popLast() {
      guard result.insert(UTType(trusted: next)).inserted else { continue }
      queue += UTType.known[next]?.parents ?? []
    }
    return result
  }

  private init(trusted identifier: String) { self.identifier = identifier }

  /// A type by identifier, if the system declares it.
  public init?(_ identifier: String) {
    guard UTType.known[identifier] != nil else { return nil }
    self.identifier = identifier
  }

  /// A type the app declares and exports (`Info.plist`'s exported types).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
  }

  /// A type the app declares and imports.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
  }

  /// The type of files with `filenameExtension`, conforming to `supertype`; a dynamic type for
  /// an extension the table does not know.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lower = filenameExtension.lowercased()
    if let match = UTType.byExtension[lower] {
      let type = UTType(trusted: match)
      guard type.conforms(to: supertype) else { return nil }
      self = type
    } else {
      self.init(trusted: "dyn.ext-\(lower)")
    }
  }

  /// The type of data of `mimeType`, conforming to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard let match = UTType.byMIMEType[mimeType.lowercased()] else { return nil }
    let type = UTType(trusted: match)
    guard type.conforms(to: supertype) else { return nil }
    self = type
  }

  /// The type of files with a tag.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    switch tagClass {
    case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .data)
    case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .data)
    }
  }

  /// Whether this type is `type` or conforms to it.
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
  /// Whether `type` conforms to this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// A row of the table: extensions and MIME types, preferred first, and the direct parents.
  struct Entry: Sendable {
    let extensions: [String]
    let mimeTypes: [String]
    let parents: [String]
    let description: String
  }

  static let known: [String: Entry] = [
    "public.item": Entry(extensions: [], mimeTypes: [], parents: [], description: "item"),
    "public.content": Entry(extensions: [], mimeTypes: [], parents: [], description: "content"),
    "public.data": Entry(
      extensions: [], mimeTypes: ["application/octet-stream"], parents: ["public.item"], description: "data"),
    "public.composite-content": Entry(
      extensions: [], mimeTypes: [], parents: ["public.content"], description: "content"),
    "public.directory": Entry(extensions: [], mimeTypes: [], parents: ["public.item"], description: "folder"),
    "public.folder": Entry(extensions: [], mimeTypes: [], parents: ["public.directory"], description: "folder"),
    "public.text": Entry(
      extensions: [], mimeTypes: ["text/*"], parents: ["public.data", "public.content"], description: "text"),
    "public.plain-text": Entry(
      extensions: ["txt", "text"], mimeTypes: ["text/plain"], parents: ["public.text"], description: "plain text"),
    "public.utf8-plain-text": Entry(
      extensions: [], mimeTypes: ["text/plain;charset=utf-8"], parents: ["public.plain-text"], description: "UTF-8 text"
    ),
    "public.json": Entry(
      extensions: ["json"], mimeTypes: ["application/json"], parents: ["public.text"], description: "JSON"),
    "public.comma-separated-values-text": Entry(
      extensions: ["csv"], mimeTypes: ["text/csv"], parents: ["public.delimited-values-text"], description: "CSV"),
    "public.tab-separated-values-text": Entry(
      extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], parents: ["public.delimited-values-text"],
      description: "TSV"),
    "public.delimited-values-text": Entry(
      extensions: [], mimeTypes: [], parents: ["public.text"], description: "delimited text"),
    "public.xml": Entry(
      extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], parents: ["public.text"], description: "XML"),
    "public.yaml": Entry(
      extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], parents: ["public.text"], description: "YAML"),
    "public.html": Entry(
      extensions: ["html", "htm"], mimeTypes: ["text/html"], parents: ["public.text"], description: "HTML"),
    "net.daringfireball.markdown": Entry(
      extensions: ["md", "markdown"], mimeTypes: ["text/markdown"], parents: ["public.plain-text"],
      description: "Markdown"),
    "public.rtf": Entry(
      extensions: ["rtf"], mimeTypes: ["text/rtf"], parents: ["public.text"], description: "rich text"),
    "public.source-code": Entry(
      extensions: [], mimeTypes: [], parents: ["public.plain-text"], description: "source code"),
    "public.swift-source": Entry(
      extensions: ["swift"], mimeTypes: [], parents: ["public.source-code"], description: "Swift source"),
    "public.url": Entry(extensions: [], mimeTypes: [], parents: ["public.data"], description: "URL"),
    "public.file-url": Entry(extensions: [], mimeTypes: [], parents: ["public.url"], description: "file URL"),
    "public.image": Entry(
      extensions: [], mimeTypes: ["image/*"], parents: ["public.data", "public.content"], description: "image"),
    "public.png": Entry(
      extensions: ["png"], mimeTypes: ["image/png"], parents: ["public.image"], description: "PNG image"),
    "public.jpeg": Entry(
      extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], parents: ["public.image"], description: "JPEG image"),
    "com.compuserve.gif": Entry(
      extensions: ["gif"], mimeTypes: ["image/gif"], parents: ["public.image"], description: "GIF image"),
    "public.heic": Entry(
      extensions: ["heic"], mimeTypes: ["image/heic"], parents: ["public.image"], description: "HEIC image"),
    "org.webmproject.webp": Entry(
      extensions: ["webp"], mimeTypes: ["image/webp"], parents: ["public.image"], description: "WebP image"),
    "public.svg-image": Entry(
      extensions: ["svg"], mimeTypes: ["image/svg+xml"], parents: ["public.image", "public.xml"],
      description: "SVG image"),
    "public.tiff": Entry(
      extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], parents: ["public.image"], description: "TIFF image"),
    "com.microsoft.bmp": Entry(
      extensions: ["bmp"], mimeTypes: ["image/bmp"], parents: ["public.image"], description: "BMP image"),
    "com.adobe.pdf": Entry(
      extensions: ["pdf"], mimeTypes: ["application/pdf"], parents: ["public.data", "public.composite-content"],
      description: "PDF document"),
    "public.audiovisual-content": Entry(
      extensions: [], mimeTypes: [], parents: ["public.data", "public.content"], description: "media"),
    "public.audio": Entry(
      extensions: [], mimeTypes: ["audio/*"], parents: ["public.audiovisual-content"], description: "audio"),
    "public.mp3": Entry(
      extensions: ["mp3"], mimeTypes: ["audio/mpeg"], parents: ["public.audio"], description: "MP3 audio"),
    "com.apple.m4a-audio": Entry(
      extensions: ["m4a"], mimeTypes: ["audio/mp4"], parents: ["public.audio"], description: "M4A audio"),
    "com.microsoft.waveform-audio": Entry(
      extensions: ["wav"], mimeTypes: ["audio/wav"], parents: ["public.audio"], description: "WAV audio"),
    "public.movie": Entry(
      extensions: [], mimeTypes: ["video/*"], parents: ["public.audiovisual-content"], description: "movie"),
    "public.video": Entry(extensions: [], mimeTypes: [], parents: ["public.movie"], description: "video"),
    "public.mpeg-4": Entry(
      extensions: ["mp4"], mimeTypes: ["video/mp4"], parents: ["public.movie"], description: "MPEG-4 movie"),
    "com.apple.quicktime-movie": Entry(
      extensions: ["mov"], mimeTypes: ["video/quicktime"], parents: ["public.movie"], description: "QuickTime movie"),
    "public.archive": Entry(extensions: [], mimeTypes: [], parents: ["public.data"], description: "archive"),
    "public.zip-archive": Entry(
      extensions: ["zip"], mimeTypes: ["application/zip"], parents: ["public.archive"], description: "zip archive"),
    "org.gnu.gnu-zip-archive": Entry(
      extensions: ["gz"], mimeTypes: ["application/gzip"], parents: ["public.archive"], description: "gzip archive"),
    "public.spreadsheet": Entry(extensions: [], mimeTypes: [], parents: ["public.content"], description: "spreadsheet"),
    "public.presentation": Entry(
      extensions: [], mimeTypes: [], parents: ["public.composite-content"], description: "presentation"),
    "public.vcard": Entry(
      extensions: ["vcf"], mimeTypes: ["text/vcard"], parents: ["public.text"], description: "contact"),
    "public.calendar-event": Entry(
      extensions: ["ics"], mimeTypes: ["text/calendar"], parents: ["public.text"], description: "calendar event"),
    "public.font": Entry(
      extensions: ["ttf", "otf"], mimeTypes: ["font/ttf"], parents: ["public.data"], description: "font"),
    "public.executable": Entry(extensions: [], mimeTypes: [], parents: ["public.item"], description: "executable"),
  ]

  static let byExtension: [String: String] = {
    var table: [String: String] = [:]
    for (identifier, entry) in known { for ext in entry.extensions { table[ext] = identifier } }
    return table
  }()

  static let byMIMEType: [String: String] = {
    var table: [String: String] = [:]
    for (identifier, entry) in known {
      for mime in entry.mimeTypes where !mime.hasSuffix("*") { table[mime] = identifier }
    }
    return table
  }()
}

/// The kinds of tag a type has.
public enum UTTagClass: String, Hashable, Sendable {
  /// A filename extension.
  case filenameExtension = "public.filename-extension"
  /// A MIME type.
  case mimeType = "public.mime-type"
}

extension UTType {
  /// Anything.
  public static let item = UTType(trusted: "public.item")
  /// Content a person reads or views.
  public static let content = UTType(trusted: "public.content")
  /// Bytes.
  public static let data = UTType(trusted: "public.data")
  /// Content made of parts (a PDF).
  public static let compositeContent = UTType(trusted: "public.composite-content")
  /// A directory.
  public static let directory = UTType(trusted: "public.directory")
  /// A folder.
  public static let folder = UTType(trusted: "public.folder")
  /// Text.
  public static let text = UTType(trusted: "public.text")
  /// Plain text.
  public static let plainText = UTType(trusted: "public.plain-text")
  /// UTF-8 plain text.
  public static let utf8PlainText = UTType(trusted: "public.utf8-plain-text")
  /// JSON.
  public static let json = UTType(trusted: "public.json")
  /// Comma-separated values.
  public static let commaSeparatedText = UTType(trusted: "public.comma-separated-values-text")
  /// Tab-separated values.
  public static let tabSeparatedText = UTType(trusted: "public.tab-separated-values-text")
  /// Delimited values.
  public static let delimitedText = UTType(trusted: "public.delimited-values-text")
  /// XML.
  public static let xml = UTType(trusted: "public.xml")
  /// YAML.
  public static let yaml = UTType(trusted: "public.yaml")
  /// HTML.
  public static let html = UTType(trusted: "public.html")
  /// Rich text.
  public static let rtf = UTType(trusted: "public.rtf")
  /// Source code.
  public static let sourceCode = UTType(trusted: "public.source-code")
  /// Swift source.
  public static let swiftSource = UTType(trusted: "public.swift-source")
  /// A URL.
  public static let url = UTType(trusted: "public.url")
  /// A file URL.
  public static let fileURL = UTType(trusted: "public.file-url")
  /// An image.
  public static let image = UTType(trusted: "public.image")
  /// A PNG image.
  public static let png = UTType(trusted: "public.png")
  /// A JPEG image.
  public static let jpeg = UTType(trusted: "public.jpeg")
  /// A GIF image.
  public static let gif = UTType(trusted: "com.compuserve.gif")
  /// A HEIC image.
  public static let heic = UTType(trusted: "public.heic")
  /// A WebP image.
  public static let webP = UTType(trusted: "org.webmproject.webp")
  /// An SVG image.
  public static let svg = UTType(trusted: "public.svg-image")
  /// A TIFF image.
  public static let tiff = UTType(trusted: "public.tiff")
  /// A BMP image.
  public static let bmp = UTType(trusted: "com.microsoft.bmp")
  /// A PDF document.
  public static let pdf = UTType(trusted: "com.adobe.pdf")
  /// Audio and video.
  public static let audiovisualContent = UTType(trusted: "public.audiovisual-content")
  /// Audio.
  public static let audio = UTType(trusted: "public.audio")
  /// MP3 audio.
  public static let mp3 = UTType(trusted: "public.mp3")
  /// WAV audio.
  public static let wav = UTType(trusted: "com.microsoft.waveform-audio")
  /// A movie.
  public static let movie = UTType(trusted: "public.movie")
  /// Video.
  public static let video = UTType(trusted: "public.video")
  /// An MPEG-4 movie.
  public static let mpeg4Movie = UTType(trusted: "public.mpeg-4")
  /// A QuickTime movie.
  public static let quickTimeMovie = UTType(trusted: "com.apple.quicktime-movie")
  /// An archive.
  public static let archive = UTType(trusted: "public.archive")
  /// A zip archive.
  public static let zip = UTType(trusted: "public.zip-archive")
  /// A gzip archive.
  public static let gzip = UTType(trusted: "org.gnu.gnu-zip-archive")
  /// A spreadsheet.
  public static let spreadsheet = UTType(trusted: "public.spreadsheet")
  /// A presentation.
  public static let presentation = UTType(trusted: "public.presentation")
  /// A contact card.
  public static let vCard = UTType(trusted: "public.vcard")
  /// A calendar event.
  public static let calendarEvent = UTType(trusted: "public.calendar-event")
  /// A font.
  public static let font = UTType(trusted: "public.font")
  /// An executable.
  public static let executable = UTType(trusted: "public.executable")
}

extension URL {
  /// The URL with a path component named `partialName` and `contentType`'s extension.
  public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
    appendingPathComponent(partialName).appendingPathExtension(for: contentType)
  }

  /// The URL with `type`'s preferred filename extension appended.
  public func appendingPathExtension(for type: UTType) -> URL {
    guard let ext = type.preferredFilenameExtension else { return self }
    return appendingPathExtension(ext)
  }
}

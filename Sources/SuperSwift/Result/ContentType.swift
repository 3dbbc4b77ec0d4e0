/// A content type, written either as a MIME type (`text/csv`) or as an Apple uniform type
/// identifier (`public.comma-separated-values-text`), with the two mapped to each other.
public struct ContentType: Sendable, Hashable, CustomStringConvertible {
  /// The MIME type, such as `text/csv`.
  public let mimeType: String
  /// The Apple uniform type identifier, such as `public.comma-separated-values-text`.
  public let uniformTypeIdentifier: String

  /// Reads a MIME type or a uniform type identifier. Anything unknown with a `/` is kept as a
  /// MIME type; anything else unknown is treated as opaque data.
  public init(_ text: String) {
    let trimmed = text.trimmingSpaces()
    let bare = trimmed.split(separator: ";", maxSplits: 1).first.map(String.init) ?? trimmed
    let lowered = bare.trimmingSpaces().lowercased()
    if let known = Self.table.first(where: { $0.mime == lowered || $0.aliases.contains(lowered) }) {
      self.init(mimeType: known.mime, uniformTypeIdentifier: known.uti)
    } else if let known = Self.table.first(where: { $0.uti.lowercased() == lowered }) {
      self.init(mimeType: known.mime, uniformTypeIdentifier: known.uti)
    } else if lowered.contains("/") {
      self.init(mimeType: lowered, uniformTypeIdentifier: "public.data")
    } else {
      self.init(mimeType: "application/octet-stream", uniformTypeIdentifier: "public.data")
    }
  }

  /// The content type a file name's extension suggests; opaque data when it suggests none.
  public init(fileName: String) {
    let fileExtension = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
    let hasExtension = fileName.contains(".") && !fileExtension.isEmpty
    if hasExtension, let known = Self.table.first(where: { $0.extensions.contains(fileExtension) }) {
      self.init(mimeType: known.mime, uniformTypeIdentifier: known.uti)
    } else {
      self.init(mimeType: "application/octet-stream", uniformTypeIdentifier: "public.data")
    }
  }

  private init(mimeType: String, uniformTypeIdentifier: String) {
    self.mimeType = mimeType
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// Whether the contents are text.
  public var isText: Bool {
    mimeType.hasPrefix("text/") || mimeType == "application/json" || mimeType == "application/xml"
      || mimeType.hasSuffix("+json") || mimeType.hasSuffix("+xml")
  }

  /// The MIME type.
  public var description: String { mimeType }

  /// The usual file name extension for this type (`jpg` for `image/jpeg`), if it has one.
  public var preferredExtension: String? {
    Self.table.first { $0.mime == mimeType }?.extensions.first
  }

  private struct Entry {
    let mime: String
    let uti: String
    let extensions: [String]
    var aliases: [String] = []
  }

  private static let table: [Entry] = [
    Entry(mime: "text/plain", uti: "public.plain-text", extensions: ["txt", "text", "log"]),
    Entry(mime: "text/csv", uti: "public.comma-separated-values-text", extensions: ["csv"]),
    Entry(
      mime: "text/tab-separated-values", uti: "public.tab-separated-values-text",
      extensions: ["tsv"]),
    Entry(mime: "text/html", uti: "public.html", extensions: ["html", "htm"]),
    Entry(mime: "text/markdown", uti: "net.daringfireball.markdown", extensions: ["md", "markdown"]),
    Entry(mime: "text/css", uti: "public.css", extensions: ["css"]),
    Entry(mime: "text/calendar", uti: "public.calendar-event", extensions: ["ics"]),
    Entry(mime: "text/vcard", uti: "public.vcard", extensions: ["vcf"]),
    Entry(mime: "text/rtf", uti: "public.rtf", extensions: ["rtf"], aliases: ["application/rtf"]),
    Entry(mime: "text/x-swift", uti: "public.swift-source", extensions: ["swift"]),
    Entry(
      mime: "text/javascript", uti: "com.netscape.javascript-source", extensions: ["js", "mjs"],
      aliases: ["application/javascript"]),
    Entry(mime: "application/json", uti: "public.json", extensions: ["json"]),
    Entry(mime: "application/xml", uti: "public.xml", extensions: ["xml"], aliases: ["text/xml"]),
    Entry(mime: "application/yaml", uti: "public.yaml", extensions: ["yaml", "yml"]),
    Entry(mime: "application/pdf", uti: "com.adobe.pdf", extensions: ["pdf"]),
    Entry(mime: "application/zip", uti: "public.zip-archive", extensions: ["zip"]),
    Entry(mime: "application/gzip", uti: "org.gnu.gnu-zip-archive", extensions: ["gz"]),
    Entry(mime: "application/x-tar", uti: "public.tar-archive", extensions: ["tar"]),
    Entry(mime: "image/png", uti: "public.png", extensions: ["png"]),
    Entry(mime: "image/jpeg", uti: "public.jpeg", extensions: ["jpg", "jpeg"]),
    Entry(mime: "image/gif", uti: "com.compuserve.gif", extensions: ["gif"]),
    Entry(mime: "image/heic", uti: "public.heic", extensions: ["heic"]),
    Entry(mime: "image/webp", uti: "org.webmproject.webp", extensions: ["webp"]),
    Entry(mime: "image/tiff", uti: "public.tiff", extensions: ["tif", "tiff"]),
    Entry(mime: "image/bmp", uti: "com.microsoft.bmp", extensions: ["bmp"]),
    Entry(mime: "image/svg+xml", uti: "public.svg-image", extensions: ["svg"]),
    Entry(mime: "audio/mpeg", uti: "public.mp3", extensions: ["mp3"]),
    Entry(mime: "audio/mp4", uti: "public.mpeg-4-audio", extensions: ["m4a"]),
    Entry(mime: "audio/wav", uti: "com.microsoft.waveform-audio", extensions: ["wav"]),
    Entry(mime: "video/mp4", uti: "public.mpeg-4", extensions: ["mp4"]),
    Entry(mime: "video/quicktime", uti: "com.apple.quicktime-movie", extensions: ["mov"]),
    Entry(mime: "text/uri-list", uti: "public.url", extensions: []),
    Entry(mime: "application/octet-stream", uti: "public.data", extensions: ["bin"]),
  ]
}

extension String {
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }
}

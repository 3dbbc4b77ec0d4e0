import Foundation
@_spi(Host) import SuperSwift

/// Shortcuts' Run Result menu (Text, URL, Files): a result read as Text, URL or Files, whatever kind it is.
/// A JSON result is available as Text; text that is a link is available as a URL.
public enum ResultCoercion {
  /// The kinds a caller can ask for.
  public enum Kind: String, Sendable, CaseIterable {
    /// Text.
    case text
    /// A URL.
    case url
    /// Files.
    case files
  }

  /// Why a result cannot be read as the kind asked for.
  public struct Mismatch: Error, CustomStringConvertible, Sendable {
    /// What the result is and why it is not the kind asked for.
    public let description: String
  }

  /// The result as text.
  package static func text(_ result: DeliveredResult) throws(Mismatch) -> String {
    switch result {
    case .text(let text): return text
    case .json(let json): return json.text
    case .url(let url): return url
    case .files(let files):
      var texts: [String] = []
      for file in files {
        guard ContentType(file.contentType).isText, let data = try? Data(contentsOf: file.url),
          let text = String(data: data, encoding: .utf8)
        else {
          throw Mismatch(description: "the result is a file that is not text (\(file.name)); ask for files instead")
        }
        texts.append(text)
      }
      return texts.joined(separator: "\n")
    }
  }

  /// The result as URLs (one for a link, one per file).
  package static func urls(_ result: DeliveredResult) throws(Mismatch) -> [String] {
    switch result {
    case .url(let url): return [url]
    case .files(let files): return files.map { URL(fileURLWithPath: $0.url.path).absoluteString }
    case .text(let text):
      guard let link = link(text) else {
        throw Mismatch(description: "the result is text that is not a link; ask for text instead")
      }
      return [link]
    case .json(let json):
      guard let link = json.string.flatMap(link) else {
        throw Mismatch(description: "the result is JSON, not a link; ask for text instead")
      }
      return [link]
    }
  }

  /// Schemes whose links have no `//` (`mailto:a@b.c`); any other link needs `scheme://`.
  static let opaqueSchemes: Set<String> = [
    "mailto", "tel", "sms", "facetime", "maps", "data", "urn", "geo", "magnet", "shortcuts", "superswift",
  ]

  /// The text as a link, when it is exactly one absolute URL: one word (no spaces inside), a
  /// scheme, then `//` and a host for web links, or a scheme known to need no `//`. "Note: buy
  /// milk" is not a link, whatever `URL(string:)` makes of it.
  public static func link(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace),
      URLSyntax.startsWithScheme(trimmed),
      let url = URL(string: trimmed), let scheme = url.scheme?.lowercased()
    else { return nil }
    if trimmed.dropFirst(scheme.count + 1).hasPrefix("//") {
      if ["http", "https"].contains(scheme), (url.host ?? "").isEmpty { return nil }
      return url.absoluteString
    }
    return opaqueSchemes.contains(scheme) && trimmed.count > scheme.count + 1 ? url.absoluteString : nil
  }

  /// What to write as a file for a result that is not files: its name, type and bytes.
  package static func fileContents(_ result: DeliveredResult) throws(Mismatch) -> (
    name: String, contentType: String, data: Data
  )? {
    switch result {
    case .files: return nil
    case .text(let text): return ("result.txt", "text/plain", Data(text.utf8))
    case .json(let json): return ("result.json", "application/json", Data((json.text(pretty: true) + "\n").utf8))
    case .url:
      throw Mismatch(description: "the result is a link, which cannot be saved as a file here; ask for a url instead")
    }
  }
}

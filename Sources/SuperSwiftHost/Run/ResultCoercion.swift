import Foundation
@_spi(Host) import SuperSwift

/// The seed's Run Result menu: a result read as Text, URL or Files, whatever kind it is.
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
  public static func text(_ result: DeliveredResult) throws(Mismatch) -> String {
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
  public static func urls(_ result: DeliveredResult) throws(Mismatch) -> [String] {
    switch result {
    case .url(let url): return [url]
    case .files(let files): return files.map { URL(fileURLWithPath: $0.url.path).absoluteString }
    case .text(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let url = URL(string: trimmed), url.scheme != nil else {
        throw Mismatch(description: "the result is text that is not a link; ask for text instead")
      }
      return [url.absoluteString]
    case .json(let json):
      guard let string = json.string, let url = URL(string: string), url.scheme != nil else {
        throw Mismatch(description: "the result is JSON, not a link; ask for text instead")
      }
      return [url.absoluteString]
    }
  }

  /// What to write as a file for a result that is not files: its name, type and bytes.
  public static func fileContents(_ result: DeliveredResult) throws(Mismatch) -> (
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

import Foundation

/// One item of input: text, a URL or a file.
public enum InputItem: Sendable, Hashable {
  /// Text, such as selected text or a dictionary passed as JSON.
  case text(String)
  /// A link, such as a shared web page.
  case url(URL)
  /// A file, such as a shared image or document.
  case file(InputFile)

  /// The text, if this is a text item.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The URL, if this is a URL item.
  public var url: URL? {
    if case .url(let url) = self { return url }
    return nil
  }

  /// The file, if this is a file item.
  public var file: InputFile? {
    if case .file(let file) = self { return file }
    return nil
  }
}

import Foundation

extension AttributedString {
  /// How `AttributedString(markdown:)` reads its source, as Apple's Foundation has it.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which syntax is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Block and inline syntax.
      case full
      /// Inline syntax only.
      case inlineOnly
      /// Inline syntax only, keeping whitespace.
      case inlineOnlyPreservingWhitespace
    }
    /// Whether syntax errors are allowed (they always are here).
    public var allowsExtendedAttributes: Bool
    /// The syntax read.
    public var interpretedSyntax: InterpretedSyntax
    /// Options.
    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
    }
    /// What a syntax error does.
    public enum FailurePolicy: Hashable, Sendable {
      /// Throws.
      case throwError
      /// Keeps the text as it is.
      case returnPartiallyParsedIfPossible
    }
  }

  /// The text of Markdown `markdown`, its markup taken away (Foundation on Linux has no Markdown
  /// parser; SwiftUI's `Text` draws Markdown itself from a string literal). Emphasis markers,
  /// code ticks and heading marks go; a link keeps its text.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self.init(MarkdownText.plain(markdown))
  }

  /// The text of Markdown `markdown` in data.
  public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
  }
}

/// Markdown's inline markup, taken away.
enum MarkdownText {
  /// `text` without emphasis, code ticks, heading marks or link targets.
  static func plain(_ text: String) -> String {
    var result = ""
    var characters: [Character] = []
    var index = 0
    // Heading marks at line starts ("## Title" is "Title").
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      let marks = line.prefix { $0 == "#" }
      guard !marks.isEmpty, marks.count <= 6 else { return line }
      let rest = line.dropFirst(marks.count)
      return rest.first == " " ? rest.dropFirst() : rest
    }
    characters = Array(lines.joined(separator: "\n"))
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        result.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "*" || character == "_" || character == "`" || character == "~" {
        index += 1
        continue
      }
      if character == "[", let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
        characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
      {
        result += String(characters[(index + 1)..<close])
        index = end + 1
        continue
      }
      result.append(character)
      index += 1
    }
    return result
  }
}

@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Markdown's inline marks in a `Text`'s literal, as Apple's `Text` reads them: `**strong**` or
/// `__strong__` (bold), `*emphasis*` or `_emphasis_` (italic), `` `code` `` (monospaced),
/// `~~struck~~`, `[words](https://…)` (a link), and `\` before a mark to write it as it is.
/// Pure: text in, styled segments out. A mark that never closes is text.
enum TextMarkdown {
  /// The marks, as the segments' style keys.
  private static let delimiters: [(mark: String, key: StyleKey)] = [
    ("**", .bold), ("__", .bold), ("~~", .strikethrough), ("*", .italic), ("_", .italic),
  ]

  /// `text` with every character Markdown would read as a mark escaped: interpolated values
  /// are shown as they are.
  nonisolated static func escaped(_ text: String) -> String {
    guard text.contains(where: { "\\*_~`[]".contains($0) }) else { return text }
    var result = ""
    for character in text {
      if "\\*_~`[]".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The segments of `source`: one plain segment when it has no marks.
  nonisolated static func segments(_ source: String) -> [Text.Segment] {
    guard source.contains(where: { "\\*_~`[".contains($0) }) else { return [Text.Segment(string: source)] }
    var segments: [Text.Segment] = []
    parse(Array(source), style: [:], into: &segments)
    // Neighbours of one style are one segment.
    var merged: [Text.Segment] = []
    for segment in segments where !segment.string.isEmpty {
      if let last = merged.last, last.style == segment.style {
        merged[merged.count - 1].string += segment.string
      } else {
        merged.append(segment)
      }
    }
    return merged.isEmpty ? [Text.Segment(string: "")] : merged
  }

  private nonisolated static func parse(
    _ characters: [Character], style: [StyleKey: JSON], into segments: inout [Text.Segment]
  ) {
    var plain = ""
    var index = 0
    func flush() {
      if !plain.isEmpty { segments.append(Text.Segment(string: plain, style: style)) }
      plain = ""
    }
    func starts(_ mark: String, at position: Int) -> Bool {
      let mark = Array(mark)
      guard position + mark.count <= characters.count else { return false }
      return Array(characters[position..<position + mark.count]) == mark
    }
    /// Where `mark` next closes after `from`, skipping escaped characters and code spans.
    func closing(_ mark: String, from: Int) -> Int? {
      var position = from
      while position < characters.count {
        if characters[position] == "\\" {
          position += 2
          continue
        }
        if starts(mark, at: position) { return position }
        position += 1
      }
      return nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        plain.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`", let end = closing("`", from: index + 1), end > index + 1 {
        flush()
        var code = style
        code[.monospaced] = true
        segments.append(Text.Segment(string: String(characters[(index + 1)..<end]), style: code))
        index = end + 1
        continue
      }
      if character == "[", let close = closing("](", from: index + 1), let end = closing(")", from: close + 2) {
        let target = String(characters[(close + 2)..<end])
        flush()
        var linked = style
        linked[.link] = .string(target)
        parse(Array(characters[(index + 1)..<close]), style: linked, into: &segments)
        index = end + 1
        continue
      }
      if let (mark, key) = delimiters.first(where: { starts($0.mark, at: index) }),
        index + mark.count < characters.count, characters[index + mark.count] != " ",
        // `snake_case`: an underscore inside a word is no mark (CommonMark's rule).
        !(mark.hasPrefix("_") && index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)),
        let end = closing(mark, from: index + mark.count + 1), characters[end - 1] != " ",
        !(mark.hasPrefix("_") && end + mark.count < characters.count
          && (characters[end + mark.count].isLetter || characters[end + mark.count].isNumber))
      {
        flush()
        var inner = style
        inner[key] = true
        parse(Array(characters[(index + mark.count)..<end]), style: inner, into: &segments)
        index = end + mark.count
        continue
      }
      plain.append(character)
      index += 1
    }
    flush()
  }
}

import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Read-only text, with string interpolation and text styles (`.bold()`, `+`).
public struct Text: View, Equatable, Sendable {
  struct Segment: Equatable, Sendable {
    var string: String
    var style: [StyleKey: JSON] = [:]
  }
  nonisolated var segments: [Segment]

  /// Text from a key, interpolations included: `Text("Hello, \(name)")`.
  /// The key's literal parts may use Markdown's inline marks (`**bold**`, `[a link](https://…)`).
  nonisolated public init(_ key: LocalizedStringKey) { segments = TextMarkdown.segments(key.markdown) }

  /// Text from a string value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

  /// Text exactly as given.
  nonisolated public init(verbatim content: String) { segments = [Segment(string: content)] }

  /// An image inside text (`Text(Image(systemName: "star")) + Text(" Favourites")`): a
  /// symbol's character, else the image's name.
  nonisolated public init(_ image: Image) { segments = [Segment(string: image.inlineText)] }

  /// A value written with a format: `Text(price, format: .currency(code: "EUR"))`.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    segments = [Segment(string: format.inRunLocale.format(input))]
  }

  /// A date written in a style.
  nonisolated public init(_ date: Date, style: DateStyle) { segments = [Segment(string: style.format(date))] }

  /// A range of dates: "1 Dec 2026, 09:00 – 10:30".
  nonisolated public init(_ dates: ClosedRange<Date>) {
    segments = [Segment(string: DateStyle.range(dates.lowerBound, dates.upperBound))]
  }

  /// An interval of dates.
  nonisolated public init(_ interval: DateInterval) {
    segments = [Segment(string: DateStyle.range(interval.start, interval.end))]
  }

  /// An attributed string's characters.
  @_disfavoredOverload
  nonisolated public init(_ attributedContent: AttributedString) {
    segments = Self.segments(of: attributedContent)
  }

  /// A value written by a formatter: `Text(date, formatter: formatter)` (any value; see
  /// `LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)`).
  nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) {
    segments = [Segment(string: LocalizedStringKey.StringInterpolation.formatted(subject, with: formatter))]
  }

  /// How `Text(_:style:)` writes a date.
  public enum DateStyle: Sendable, Equatable {
    /// The date alone: "December 1, 2026".
    case date
    /// The time alone: "9:30 AM".
    case time
    /// How far away, in words: "2 hours, 5 minutes".
    case relative
    /// The offset from now: "+2 hours", "-5 minutes".
    case offset
    /// A count-down or count-up clock: "5:03", "1:02:03".
    case timer

    /// The date written in this style, from now.
    @_spi(Host) public nonisolated func format(_ date: Date, now: Date = Date()) -> String {
      switch self {
      case .date, .time:
        let formatter = DateFormatter()
        formatter.locale = RunLocale.current
        formatter.dateStyle = self == .date ? .long : .none
        formatter.timeStyle = self == .time ? .short : .none
        return formatter.string(from: date)
      case .relative, .offset:
        let seconds = date.timeIntervalSince(now)
        let words = Self.duration(Int(abs(seconds).rounded()))
        if self == .offset { return (seconds < 0 ? "-" : "+") + words }
        return words
      case .timer:
        let total = Int(abs(date.timeIntervalSince(now)))
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        let tail = String(format: "%02d", seconds)
        return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
      }
    }

    /// A length of time in words, its two largest units: "2 hours, 5 minutes", "1 day".
    nonisolated static func duration(_ total: Int) -> String {
      let units: [(String, Int)] = [
        ("year", 365 * 86_400), ("month", 30 * 86_400), ("week", 7 * 86_400), ("day", 86_400), ("hour", 3600),
        ("minute", 60), ("second", 1),
      ]
      var rest = total
      var words: [String] = []
      for (name, size) in units where words.count < 2 {
        let count = rest / size
        guard count > 0 else {
          if !words.isEmpty { break }
          continue
        }
        rest -= count * size
        words.append("\(count) \(name)\(count == 1 ? "" : "s")")
      }
      return words.isEmpty ? "0 seconds" : words.joined(separator: ", ")
    }

    /// Two dates as a range: the day once when both are on it.
    nonisolated static func range(_ start: Date, _ end: Date) -> String {
      let day = DateFormatter()
      day.locale = RunLocale.current
      day.dateStyle = .medium
      day.timeStyle = .short
      let time = DateFormatter()
      time.locale = RunLocale.current
      time.dateStyle = .none
      time.timeStyle = .short
      let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
      return "\(day.string(from: start)) – \(sameDay ? time.string(from: end) : day.string(from: end))"
    }
  }

  /// The characters, without styles.
  nonisolated var string: String { segments.map(\.string).joined() }

  /// Text is primitive.
  public var body: Never { bodyError() }

  /// Two texts one after the other, each keeping its style.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.segments += rhs.segments
    return text
  }

  nonisolated func styled(_ key: StyleKey, _ value: JSON) -> Text {
    var text = self
    for index in text.segments.indices where text.segments[index].style[key] == nil {
      text.segments[index].style[key] = value
    }
    return text
  }
}

extension Text: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if segments.count == 1, segments[0].style[.link] == nil {
      return [Node(.text, properties: ["text": .string(string)], style: segments[0].style)]
    }
    let parts: [JSON] = segments.map { segment in
      .object(JSONObject(["text": .string(segment.string), "style": segment.style.json]))
    }
    return [Node(.text, properties: ["text": .string(string), "segments": .array(parts)])]
  }
}

extension Text {
  /// Bold text.
  nonisolated public func bold(_ isActive: Bool = true) -> Text { isActive ? styled(.bold, true) : self }
  /// Italic text.
  nonisolated public func italic(_ isActive: Bool = true) -> Text { isActive ? styled(.italic, true) : self }
  /// Underlined text.
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled(.underline, true) : self
  }
  /// Struck-through text.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled(.strikethrough, true) : self
  }
  /// Monospaced text.
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled(.monospaced, true) : self }
  /// Digits of one width (a clock's, a table's), the rest as it is.
  nonisolated public func monospacedDigit() -> Text { styled(.monospacedDigit, true) }
  /// Text in a font.
  nonisolated public func font(_ font: Font?) -> Text { font.map { styled(.font, $0.json) } ?? self }
  /// Text of a weight.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
    weight.map { styled(.weight, .string($0.name)) } ?? self
  }
  /// Text in a color.
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    color.map { styled(.color, .string($0.css)) } ?? self
  }
  /// Text in a color or hierarchical style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled(.color, .string(style.css)) }
}

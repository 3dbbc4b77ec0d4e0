import Foundation
@_spi(Host) import SuperSwift

/// Read-only text, with string interpolation and text styles (`.bold()`, `+`).
public struct Text: View, Equatable, Sendable {
  struct Segment: Equatable, Sendable {
    var string: String
    var style: [String: JSON] = [:]
  }
  nonisolated var segments: [Segment]

  /// Text from a key, interpolations included: `Text("Hello, \(name)")`.
  nonisolated public init(_ key: LocalizedStringKey) { segments = [Segment(string: key.text)] }

  /// Text from a string value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

  /// Text exactly as given.
  nonisolated public init(verbatim content: String) { segments = [Segment(string: content)] }

  /// A value written with a format: `Text(price, format: .currency(code: "EUR"))`.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    segments = [Segment(string: format.format(input))]
  }

  /// A date written in a style.
  nonisolated public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    switch style {
    case .date:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    }
    segments = [Segment(string: formatter.string(from: date))]
  }

  /// How `Text(_:style:)` writes a date.
  public enum DateStyle: Sendable {
    /// The date alone.
    case date
    /// The time alone.
    case time
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

  nonisolated func styled(_ key: String, _ value: JSON) -> Text {
    var text = self
    for index in text.segments.indices where text.segments[index].style[key] == nil {
      text.segments[index].style[key] = value
    }
    return text
  }
}

extension Text: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if segments.count == 1 {
      return [Node("text", properties: ["text": .string(string)], style: segments[0].style)]
    }
    let parts: [JSON] = segments.map { segment in
      .object(JSONObject(["text": .string(segment.string), "style": .object(JSONObject(segment.style))]))
    }
    return [Node("text", properties: ["text": .string(string), "segments": .array(parts)])]
  }
}

extension Text {
  /// Bold text.
  nonisolated public func bold(_ isActive: Bool = true) -> Text { isActive ? styled("bold", true) : self }
  /// Italic text.
  nonisolated public func italic(_ isActive: Bool = true) -> Text { isActive ? styled("italic", true) : self }
  /// Underlined text.
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled("underline", true) : self
  }
  /// Struck-through text.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled("strikethrough", true) : self
  }
  /// Monospaced text.
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled("monospaced", true) : self }
  /// Text in a font.
  nonisolated public func font(_ font: Font?) -> Text { font.map { styled("font", $0.json) } ?? self }
  /// Text of a weight.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
    weight.map { styled("weight", .string($0.name)) } ?? self
  }
  /// Text in a color.
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    color.map { styled("color", .string($0.css)) } ?? self
  }
  /// Text in a color or hierarchical style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled("color", .string(style.css)) }
}

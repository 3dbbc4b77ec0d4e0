/// Markup for a page, built so that no page can forget to escape: the literal parts of an
/// `HTML` string are markup, and every `String` interpolated into one is escaped (`&`, `<`,
/// `>`, `"`, `'`), in text and in quoted attribute values alike. Only another `HTML` value goes
/// in as it is; `HTML(trusted:)` marks markup made by our own renderers (an interface's tree,
/// an SVG QR code), and is the one door for it.
package struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The markup.
  package private(set) var text: String

  /// Markup written in the source: a literal with nothing interpolated.
  package init(stringLiteral value: String) { text = value }

  /// Markup with interpolations: strings escaped, `HTML` kept.
  package init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Markup our own code produced (not text from outside), taken as it is.
  package init(trusted markup: String) { text = markup }

  /// Text, escaped: the same text shown in a page, or inside a quoted attribute.
  package init(escaping text: some StringProtocol) { self.text = Self.escape(text) }

  /// The markup.
  package var description: String { text }

  /// No markup.
  package static let empty: HTML = ""

  /// Two pieces one after the other.
  package static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.text + rhs.text) }

  /// Appends a piece.
  package static func += (lhs: inout HTML, rhs: HTML) { lhs.text += rhs.text }

  /// What interpolation accepts: text (escaped), numbers, and markup.
  package struct StringInterpolation: StringInterpolationProtocol {
    package var text = ""

    /// Space for the literal and its interpolations.
    package init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    /// The literal parts: markup.
    package mutating func appendLiteral(_ literal: String) { text += literal }

    /// Text from anywhere: escaped.
    package mutating func appendInterpolation(_ value: some StringProtocol) { text += HTML.escape(value) }

    /// Markup: kept as it is.
    package mutating func appendInterpolation(_ value: HTML) { text += value.text }

    /// Markup that may be absent: nothing then.
    package mutating func appendInterpolation(_ value: HTML?) { text += value?.text ?? "" }

    /// Pieces of markup, one after another.
    package mutating func appendInterpolation(_ values: [HTML]) { for value in values { text += value.text } }

    /// A whole number.
    package mutating func appendInterpolation(_ value: some BinaryInteger) { text += String(value) }
  }

  /// Text made safe inside HTML and quoted attribute values.
  package static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension Array where Element == HTML {
  /// The pieces one after another, with `separator` between them.
  package func joined(separator: HTML = .empty) -> HTML {
    HTML(trusted: map(\.text).joined(separator: separator.text))
  }
}

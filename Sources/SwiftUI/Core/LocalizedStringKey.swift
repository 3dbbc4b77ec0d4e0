import Foundation
@_spi(Host) import SuperSwiftLayout

/// The text of a title or label as written in code, with string interpolation.
///
/// There are no translation tables on Linux: the key is the text, interpolations included.
/// The literal parts of a key may use Markdown's inline marks (`**bold**`, `*italic*`,
/// `` `code` ``, `~~struck~~`, `[link](https://…)`), which `Text` shows as Apple's does; what
/// is interpolated is shown as it is, never read as Markdown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The characters, interpolations included (Markdown marks as written).
  let text: String
  /// The same text as Markdown source: literal parts as written, interpolated parts escaped.
  let markdown: String

  /// The key for `value` (read as Markdown, as a literal is).
  public init(_ value: String) {
    text = value
    markdown = value
  }

  /// A literal key.
  public init(stringLiteral value: String) {
    text = value
    markdown = value
  }

  /// A key built from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
  }

  /// Collects the parts of an interpolated literal: SwiftUI's interpolations (format styles,
  /// printf specifiers, formatters, date styles, ranges and intervals of dates, texts, images,
  /// attributed strings), each written as its text.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var markdown = ""

    /// Room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
      markdown.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// A literal part.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      markdown += literal
    }

    /// An interpolated part, shown as it is.
    mutating func appendValue(_ value: String) {
      text += value
      markdown += TextMarkdown.escaped(value)
    }

    /// A value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

    /// A string, as it is.
    public mutating func appendInterpolation(_ value: String) { appendValue(value) }

    /// A value written with a format: `\(price, format: .number)`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendValue(format.inRunLocale.format(value))
    }

    /// A number written with a printf-style format: `\(total, specifier: "%.2f")`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, value))
    }

    /// A text's characters.
    public mutating func appendInterpolation(_ value: Text) { appendValue(value.string) }

    /// An image in a line of text: an SF Symbol's character where it has one.
    public mutating func appendInterpolation(_ image: Image) { appendValue(image.inlineText) }

    /// An attributed string's characters.
    public mutating func appendInterpolation(_ value: AttributedString) {
      appendValue(String(value.characters))
    }

    /// A date in a style: `\(date, style: .time)`, `\(deadline, style: .relative)`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendValue(style.format(date))
    }

    /// A range of dates: `\(start...end)`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendValue(Text.DateStyle.range(dates.lowerBound, dates.upperBound))
    }

    /// An interval of dates.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendValue(Text.DateStyle.range(interval.start, interval.end))
    }

    /// A value written by a `Formatter`: `\(date, formatter: formatter)`, `\(amount,
    /// formatter: currency)`. Any value: on Linux `Date` and the other value types are not
    /// `ReferenceConvertible`, so each is handed to the formatter as its object here (`NSDate`,
    /// `NSNumber`, `NSDecimalNumber`), as Apple's bridging does.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
      appendValue(Self.formatted(subject, with: formatter))
    }

    /// What `formatter` writes for a value: the formatter's own typed entry points first
    /// (Linux's `string(for:)` takes only objects), then the value's object.
    static func formatted<Subject>(_ subject: Subject, with formatter: Formatter?) -> String {
      guard let formatter else { return String(describing: subject) }
      formatter.adoptingRunLocale()
      if let date = subject as? Date {
        if let dates = formatter as? DateFormatter { return dates.string(from: date) }
        if let iso = formatter as? ISO8601DateFormatter { return iso.string(from: date) }
        let object = NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        return formatter.string(for: object) ?? String(describing: subject)
      }
      let object: Any =
        switch subject {
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal)
        case let integer as any BinaryInteger: NSNumber(value: Int64(clamping: integer))
        case let number as any BinaryFloatingPoint: NSNumber(value: Double(number))
        default: subject
        }
      return formatter.string(for: object) ?? String(describing: subject)
    }
  }
}

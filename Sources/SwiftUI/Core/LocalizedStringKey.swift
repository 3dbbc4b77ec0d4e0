import Foundation

/// The text of a title or label as written in code, with string interpolation.
///
/// There are no translation tables on Linux: the key is the text, interpolations included.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String

  /// The key for `value`.
  public init(_ value: String) { text = value }

  /// A literal key.
  public init(stringLiteral value: String) { text = value }

  /// A key built from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Collects the parts of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// A literal part.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// A value written with a format: `\(price, format: .number)`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(value)
    }

    /// A text's characters.
    public mutating func appendInterpolation(_ value: Text) { text += value.string }

    /// A value written by a `Formatter`: `Text("\(date, formatter: formatter)")`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
      text += formatter?.string(for: subject) ?? String(describing: subject)
    }

    /// An object written by a `Formatter`.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
      text += formatter?.string(for: subject) ?? String(describing: subject)
    }
  }
}
